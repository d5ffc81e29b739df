// A check under way, between the start and the provider's callback: what it is for, the provider,
// the state, nonce and PKCE verifier, where to return and, for a member's own check, the member and
// their session. It travels in a short-lived, HttpOnly cookie signed with the server's key, so no
// node keeps it and a forged or stale one is refused; the callback clears it, and the provider takes
// each authorization code once, so a callback replayed fails. A flow is read back only by the
// callback of its own purpose: an age check's cookie never verifies an uploader.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The checks that go through a provider: the age gate's, and a member's identity as an uploader. */
export type FlowPurpose = 'age' | 'uploader';

export interface CheckFlow {
  purpose: FlowPurpose;
  provider: string;
  state: string;
  nonce: string;
  verifier: string;
  /** A path of this site to go back to once the check has ended. */
  returnTo: string;
  expiresAtS: number;
  /** A member's own check: who started it and a tag of the session they started it in. */
  member?: { userId: number; session: string };
}

const mac = (key: string, body: string) => createHmac('sha256', key).update(`age-flow.${body}`).digest('base64url');

export function signFlow(key: string, flow: CheckFlow): string {
  const body = Buffer.from(JSON.stringify(flow)).toString('base64url');
  return `${body}.${mac(key, body)}`;
}

export function readFlow(key: string, text: string | undefined, nowS: number, purpose: FlowPurpose): CheckFlow | null {
  const [body, sig, ...rest] = text?.split('.') ?? [];
  if (!body || !sig || rest.length > 0) return null;
  const expected = Buffer.from(mac(key, body));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const flow = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as CheckFlow;
    return flow.purpose === purpose && typeof flow.expiresAtS === 'number' && nowS < flow.expiresAtS ? flow : null;
  } catch {
    return null;
  }
}

/** A session's tag in a flow: keyed, so the cookie never carries the session's token or its stored hash. */
export const sessionTag = (key: string, token: string): string =>
  createHmac('sha256', key).update(`flow-session.${token}`).digest('base64url');

/** Where to return: a path of this site only (`/…`, never `//host` or a scheme), else the home page. */
// A line break or other control character could split a header: never part of a path we send back to.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

export function safeReturn(path: string | undefined): string {
  return path && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') && !CONTROL.test(path) ? path : '/';
}
