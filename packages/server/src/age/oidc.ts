// The OpenID Connect side of a check, through openid-client: the provider's metadata (discovery,
// remembered per provider), the authorization address with PKCE, state and nonce, and the callback's
// code exchange, whose ID token (or, failing it, the userinfo answer) carries the claim asked for:
// the age claim for the age gate, the identity claim for an uploader's verification.
import * as oidc from 'openid-client';
import { AGE_PROVIDER_TIMEOUT_MS } from '../constants.js';
import { LOOPBACK_HOSTS, type AgeProvider } from './providers.js';

const MS_PER_S = 1000;

/** The provider did not answer, or answered with something that is not an answer. */
export class ProviderUnreachable extends Error {}

const configs = new Map<string, Promise<oidc.Configuration>>();

function discover(p: AgeProvider): Promise<oidc.Configuration> {
  const key = `${p.id}|${p.issuer}|${p.clientId}`;
  const known = configs.get(key);
  if (known) return known;
  const issuer = new URL(p.issuer);
  // Plain http is for a provider on this machine only (a test's): providers.ts refuses it elsewhere.
  const insecure = issuer.protocol === 'http:' && LOOPBACK_HOSTS.has(issuer.hostname);
  const made = oidc
    .discovery(issuer, p.clientId, p.clientSecret, undefined, {
      timeout: AGE_PROVIDER_TIMEOUT_MS / MS_PER_S,
      ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
    })
    .catch((err: unknown) => {
      // A failed discovery is not kept: the next visitor asks again.
      configs.delete(key);
      throw new ProviderUnreachable(String(err));
    });
  configs.set(key, made);
  return made;
}

export interface Started {
  address: URL;
  state: string;
  nonce: string;
  verifier: string;
}

export async function authorizationAddress(p: AgeProvider, redirectUri: string, scope: string): Promise<Started> {
  const config = await discover(p);
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const address = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { address, state, nonce, verifier };
}

/** Whether an error is the network's (no answer, a timeout) rather than the provider's refusal. */
function isNetwork(err: unknown): boolean {
  if (err instanceof ProviderUnreachable) return true;
  const e = err as { name?: string; code?: string; cause?: unknown };
  return (
    e.name === 'TimeoutError' ||
    e.name === 'AbortError' ||
    (e instanceof TypeError && /fetch failed/.test(String(e))) ||
    (e.cause !== undefined && isNetwork(e.cause) && !(e instanceof oidc.ResponseBodyError))
  );
}

/** What a callback's claim said: true, false, no answer of ours to take (or no boolean), or no answer. */
export type ClaimAnswer = 'true' | 'false' | 'failed' | 'unreachable';

/** Exchanges the callback's code (state, nonce and PKCE checked) and reads `claim`: only a boolean counts. */
export async function claimOf(
  p: AgeProvider,
  claim: string,
  callback: URL,
  expected: { state: string; nonce: string; verifier: string },
): Promise<ClaimAnswer> {
  try {
    const config = await discover(p);
    const tokens = await oidc.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: expected.verifier,
      expectedState: expected.state,
      expectedNonce: expected.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    let value = claims?.[claim];
    if (value === undefined && claims) value = (await oidc.fetchUserInfo(config, tokens.access_token, claims.sub))[claim];
    return value === true ? 'true' : value === false ? 'false' : 'failed';
  } catch (err) {
    return isNetwork(err) ? 'unreachable' : 'failed';
  }
}
