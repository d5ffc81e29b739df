// The site's own absolute origin for addresses handed to crawlers. It comes from configuration
// only: a request's Host header is the visitor's to choose, and an answer a shared cache keeps
// must not send every later reader to the host one request named.
import type { Config } from '../config.js';

/** `PUBLIC_URL`'s origin, or `http://localhost:{port}` when it is not set. */
export function publicOrigin(config: Pick<Config, 'publicUrl' | 'port'>): string {
  if (!config.publicUrl) return `http://localhost:${config.port}`;
  let url: URL;
  try {
    url = new URL(config.publicUrl);
  } catch {
    throw new Error(`PUBLIC_URL must be an absolute http(s) address, not ${JSON.stringify(config.publicUrl)}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`PUBLIC_URL must be an http(s) address, not ${JSON.stringify(config.publicUrl)}`);
  return url.origin;
}
