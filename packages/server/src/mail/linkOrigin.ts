// Where every link in an e-mail points. Only configuration decides it: a request's Host,
// X-Forwarded-Host or Origin is whatever the sender typed, and a reset link that follows it would
// carry the victim's token to the sender's site.
import type { Config } from '../config.js';

/** `PUBLIC_URL`, or this machine's own address when it is unset (allowed only on a loopback host or
 * in development, where the mail goes to the operator anyway). */
export function linkOrigin(config: Pick<Config, 'publicUrl' | 'port'>): string {
  return config.publicUrl || `http://localhost:${config.port}`;
}
