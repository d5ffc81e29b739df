// The age-assurance providers the operator configured (AGE_PROVIDERS, JSON): each an OpenID
// Connect issuer with our client id and secret, and the claim of the ID token or the userinfo
// answer that carries the result (`age_over_18`: true or false). Several may be configured; the
// visitor picks one. A provider that also checks identities names the claim that says so
// (`identityClaim`, true for a verified identity) and the scope it is released under
// (`identityScope`): only those are offered to members for uploader verification. The secret never
// leaves the server.
import type { Config } from '../config.js';
import { isProviderId } from './proof.js';

export interface AgeProvider {
  id: string;
  /** What the visitor sees on the gate. */
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  claim: string;
  /** The scopes asked for: `openid` and whatever scope the provider releases the claim under. */
  scope: string;
  /** The claim saying the person's identity is verified (true), or '' for a provider that only checks age. */
  identityClaim: string;
  /** The scopes asked for in an identity check. */
  identityScope: string;
}

/** What the site may show of a provider. */
export interface AgeProviderChoice {
  id: string;
  name: string;
}

export const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['127.0.0.1', 'localhost', '[::1]']);
const CLAIM_RE = /^[A-Za-z][A-Za-z0-9_.:-]{0,63}$/;

/** https, or plain http to a provider on this machine (a test's). */
function isIssuer(address: string): boolean {
  try {
    const u = new URL(address);
    return u.protocol === 'https:' || (u.protocol === 'http:' && LOOPBACK_HOSTS.has(u.hostname));
  } catch {
    return false;
  }
}

function readOne(v: unknown, i: number): AgeProvider {
  const o = (typeof v === 'object' && v !== null ? v : {}) as Record<string, unknown>;
  const text = (key: string) => (typeof o[key] === 'string' ? (o[key] as string).trim() : '');
  const p = {
    id: text('id'),
    name: text('name'),
    issuer: text('issuer'),
    clientId: text('clientId'),
    clientSecret: text('clientSecret'),
    claim: text('claim'),
    scope: text('scope') || 'openid',
    identityClaim: text('identityClaim'),
    identityScope: text('identityScope') || 'openid',
  };
  if (!isProviderId(p.id)) throw new Error(`AGE_PROVIDERS[${i}].id: lower-case letters, digits, - and _`);
  if (!p.name) throw new Error(`AGE_PROVIDERS[${i}].name is required`);
  if (!isIssuer(p.issuer)) throw new Error(`AGE_PROVIDERS[${i}].issuer: an https address (http only on this machine)`);
  if (!p.clientId || !p.clientSecret) throw new Error(`AGE_PROVIDERS[${i}]: clientId and clientSecret are required`);
  if (!CLAIM_RE.test(p.claim)) throw new Error(`AGE_PROVIDERS[${i}].claim: a claim name such as age_over_18`);
  if (p.identityClaim && !CLAIM_RE.test(p.identityClaim))
    throw new Error(`AGE_PROVIDERS[${i}].identityClaim: a claim name such as identity_verified`);
  return p;
}

/** The configured providers; a malformed list stops the server at start (configCheck.ts). */
export function ageProviders(config: Pick<Config, 'ageProviders'>): AgeProvider[] {
  const list = JSON.parse(config.ageProviders || '[]') as unknown;
  if (!Array.isArray(list)) throw new Error('AGE_PROVIDERS: a JSON list of providers');
  const providers = list.map(readOne);
  if (new Set(providers.map((p) => p.id)).size !== providers.length) throw new Error('AGE_PROVIDERS: each id once');
  return providers;
}

export const providerChoices = (providers: readonly AgeProvider[]): AgeProviderChoice[] => providers.map(({ id, name }) => ({ id, name }));

/** The providers that can verify an identity: those configured with an identity claim. */
export const identityProviders = (providers: readonly AgeProvider[]): AgeProvider[] => providers.filter((p) => p.identityClaim !== '');
