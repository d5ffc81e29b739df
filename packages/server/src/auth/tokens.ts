// The links mailed to members: stateless, HMAC-signed, expiring (like the signed video addresses in
// http/signing.ts). Nothing is stored: a token names the member and its expiry, and the signature
// also covers a piece of the member's row, so the link dies when that piece changes. A confirmation
// link is bound to the e-mail address; a reset link to the current password hash, so it works once.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isId } from '../http/params.js';

export type TokenPurpose = 'confirm' | 'reset';

const SIGNATURE_CHARS = 32;
const TOKEN_RE = /^([1-9]\d{0,9})\.(\d{1,12})\.([A-Za-z0-9_-]{32})$/;

/** A key of its own per purpose, from the server secret, so no other signed thing can pass for one. */
function keyFor(secret: string, purpose: TokenPurpose): Buffer {
  return createHmac('sha256', secret).update(`account-token:${purpose}`).digest();
}

function signature(secret: string, purpose: TokenPurpose, userId: number, expires: number, binding: string): string {
  return createHmac('sha256', keyFor(secret, purpose))
    .update(`${userId}|${expires}|${binding}`)
    .digest('base64url')
    .slice(0, SIGNATURE_CHARS);
}

/** `{user_id}.{expires (s since the epoch)}.{signature}`: safe in a query string as it is. */
export function signToken(secret: string, purpose: TokenPurpose, userId: number, expiresS: number, binding: string): string {
  return `${userId}.${expiresS}.${signature(secret, purpose, userId, expiresS, binding)}`;
}

export interface TokenClaim {
  userId: number;
  expiresS: number;
  sig: string;
}

/** The parts of a well-formed token, before its signature is checked (the binding is in the row). */
export function readToken(token: string): TokenClaim | null {
  const m = TOKEN_RE.exec(token);
  return m && isId(m[1]) ? { userId: Number(m[1]), expiresS: Number(m[2]), sig: m[3] } : null;
}

export type TokenCheck = 'ok' | 'invalid_link' | 'link_expired';

/** Checks the signature against the member's binding, then the expiry. */
export function checkToken(secret: string, purpose: TokenPurpose, claim: TokenClaim, binding: string, nowS: number): TokenCheck {
  const expected = Buffer.from(signature(secret, purpose, claim.userId, claim.expiresS, binding));
  const given = Buffer.from(claim.sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid_link';
  return claim.expiresS < nowS ? 'link_expired' : 'ok';
}
