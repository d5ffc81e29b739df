// The tokens of the links mailed to members.
//
// A confirmation link is stateless, HMAC-signed and expiring (like the signed video addresses in
// media/signing.ts): the token names the member and its expiry, and the signature also covers the
// e-mail address, so the link dies when the address changes.
//
// A password reset token is random and stored: only its SHA-256 is kept (queries/resetTokens.ts),
// so the row can be marked used once and deleted when a newer one is asked for.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { isId } from '../http/params.js';
import { RESET_TOKEN_BYTES } from './constants.js';

export type TokenPurpose = 'confirm';

/** base64url of RESET_TOKEN_BYTES random bytes: nothing else is looked up. */
const RESET_TOKEN_RE = new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((RESET_TOKEN_BYTES * 4) / 3)}}$`);

const sha256 = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A new reset token for the mail, and the hash the table keeps of it. */
export function newResetToken(): { token: string; hash: string } {
  const token = randomBytes(RESET_TOKEN_BYTES).toString('base64url');
  return { token, hash: sha256(token) };
}

/** The stored form of a reset token; null for text that cannot be one. */
export function resetTokenHash(token: string): string | null {
  return RESET_TOKEN_RE.test(token) ? sha256(token) : null;
}

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
