// A real OpenID Connect provider for the age-assurance tests (oidc-provider on loopback), standing
// in for a commercial age-assurance service: it signs ID tokens, runs the authorization code flow
// with PKCE, asks the visitor to sign in and to consent with its own forms, and releases the age
// claim under the `age` scope and the identity claim under the `identity` scope. Two accounts:
// `adult` (the age claim true) and `minor` (false); the identity claim is true for the accounts the
// test names (`adult` unless told otherwise) and false for every other.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import Provider from 'oidc-provider';
import { freePort } from './freePort.js';

export const AGE_CLAIM = 'age_over_18';
export const IDENTITY_CLAIM = 'identity_verified';
export const ADULT_ACCOUNT = 'adult';
export const MINOR_ACCOUNT = 'minor';

export interface TestAgeProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The entry of AGE_PROVIDERS that names this provider, for age and identity checks. */
  entry(id: string, name: string): Record<string, string>;
  allow(callbacks: string[]): void;
  close(): Promise<void>;
}

/** Listens at once; answers 503 until `allow` names the redirect addresses the client may use (the
 * server's `/api/age/callback` and `/api/uploader/verify/callback`, known only once that server
 * runs). `identified`: the accounts whose identity claim is true. */
export async function startTestAgeProvider(identified: readonly string[] = [ADULT_ACCOUNT]): Promise<TestAgeProvider> {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'reel-test';
  const clientSecret = 'a-test-secret-that-is-long-enough-for-hs256';
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | null = null;
  const make = (callbacks: string[]) =>
    new Provider(issuer, {
      clients: [
        {
          client_id: clientId,
          client_secret: clientSecret,
          redirect_uris: callbacks,
          grant_types: ['authorization_code'],
          response_types: ['code'],
        },
      ],
      scopes: ['openid', 'age', 'identity'],
      claims: { openid: ['sub'], age: [AGE_CLAIM], identity: [IDENTITY_CLAIM] },
      // The claims of the scopes asked for go into the ID token itself.
      conformIdTokenClaims: false,
      findAccount: (_ctx, sub) => ({
        accountId: sub,
        claims: () => ({ sub, [AGE_CLAIM]: sub === ADULT_ACCOUNT, [IDENTITY_CLAIM]: identified.includes(sub) }),
      }),
      pkce: { required: () => true },
      features: { devInteractions: { enabled: true } },
    });
  const server: Server = createServer((req, res) => {
    if (handler) return handler(req, res);
    res.writeHead(503).end();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    issuer,
    clientId,
    clientSecret,
    allow: (callbacks) => {
      handler = make(callbacks).callback();
    },
    entry: (id, name) => ({
      id,
      name,
      issuer,
      clientId,
      clientSecret,
      claim: AGE_CLAIM,
      scope: 'openid age',
      identityClaim: IDENTITY_CLAIM,
      identityScope: 'openid identity',
    }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
