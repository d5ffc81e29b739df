// The proof that a visitor passed an age check: how, with which provider, when, and until when;
// never who they are, a birth date or a document. It travels signed (HMAC-SHA256 with the server's
// own key) in a cookie, and the same fields are kept on a member's account.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { AGE_PROOF_LIFETIME_S } from '../constants.js';

/** `oidc`: an age-assurance provider answered over OpenID Connect. */
export const AGE_METHODS = ['oidc'] as const;
export type AgeMethod = (typeof AGE_METHODS)[number];

export interface AgeProof {
  method: AgeMethod;
  /** The configured provider's id. */
  provider: string;
  /** When the check passed, in seconds since the epoch. */
  verifiedAtS: number;
  expiresAtS: number;
}

/** A provider's id as the operator names it in AGE_PROVIDERS: short, lower-case, no separator of ours. */
const PROVIDER_ID_MAX_CHARS = 32;
const PROVIDER_ID_CHARS = new Set('abcdefghijklmnopqrstuvwxyz0123456789_-');

export function newProof(method: AgeMethod, provider: string, nowS: number): AgeProof {
  return { method, provider, verifiedAtS: nowS, expiresAtS: nowS + AGE_PROOF_LIFETIME_S };
}

const mac = (key: string, body: string) => createHmac('sha256', key).update(`age-proof.${body}`).digest('base64url');

/** `m.p.t.e.sig`, the fields in the clear (nothing in them is personal) and their signature. */
export function signProof(key: string, p: AgeProof): string {
  const body = [p.method, p.provider, p.verifiedAtS, p.expiresAtS].join('.');
  return `${body}.${mac(key, body)}`;
}

/** The proof a cookie carries, or null: malformed, signed with another key, or expired at `nowS`. */
export function readProof(key: string, text: string | undefined, nowS: number): AgeProof | null {
  const parts = text?.split('.') ?? [];
  if (parts.length !== 5) return null;
  const [method, provider, at, until, sig] = parts;
  const expected = Buffer.from(mac(key, parts.slice(0, 4).join('.')));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const proof = { method, provider, verifiedAtS: Number(at), expiresAtS: Number(until) };
  return isLiveProof(proof, nowS) ? (proof as AgeProof) : null;
}

/** A proof's fields as read back from storage: a known method, a provider id, an expiry still ahead. */
export function isLiveProof(p: { method: string; provider: string; verifiedAtS: number; expiresAtS: number }, nowS: number): boolean {
  return (
    (AGE_METHODS as readonly string[]).includes(p.method) &&
    isProviderId(p.provider) &&
    Number.isSafeInteger(p.verifiedAtS) &&
    Number.isSafeInteger(p.expiresAtS) &&
    p.verifiedAtS <= nowS &&
    nowS < p.expiresAtS
  );
}

export function isProviderId(id: string): boolean {
  return id.length > 0 && id.length <= PROVIDER_ID_MAX_CHARS && [...id].every((c) => PROVIDER_ID_CHARS.has(c));
}
