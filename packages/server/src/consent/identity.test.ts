// A member's own uploader verification against a real OpenID provider started here (oidc-provider
// on loopback, issuing the identity claim for the account this file names, whose age claim is
// false, while the adult's identity claim is false: so only the identity claim can verify): the redirects followed
// and the provider's own forms posted over HTTP. Verified (recorded with the provider's id, an audit
// row, and the upload door open), the claim false, a refusal at the provider, a tampered state, a
// replayed callback, a callback in another member's session or none, and a provider that is down.
import { ENDPOINT } from '@reel/api/endpoints';
import type { AdminMemberDetail } from '@reel/api/moderation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE, UPLOADER_FLOW_COOKIE } from '../constants.js';
import { ADULT_ACCOUNT, startTestAgeProvider, type TestAgeProvider } from '../testing/ageProvider.js';
import { startTestApp, type TestApp } from '../testing/app.js';
import { freePort } from '../testing/freePort.js';
import { createMember, signIn } from '../testing/members.js';
import { OidcVisitor } from '../testing/oidcVisitor.js';
import { tusCalls } from '../testing/tusCalls.js';

/** An account at the provider whose identity is verified (and whose age claim is false). */
const IDENTIFIED = 'identified';
let t: TestApp;
let idp: TestAgeProvider;
let staffCookie: string;

beforeAll(async () => {
  idp = await startTestAgeProvider([IDENTIFIED]);
  const downPort = await freePort();
  const { identityClaim: _claim, identityScope: _scope, ...ageOnly } = idp.entry('ageonly', 'Age only');
  const providers = [
    idp.entry('test', 'Test provider'),
    { ...idp.entry('down', 'A provider that is down'), issuer: `http://127.0.0.1:${downPort}` },
    ageOnly,
  ];
  t = await startTestApp({ videos: 2, publicUrlIsSelf: true, env: { AGE_PROVIDERS: JSON.stringify(providers) } });
  idp.allow([`${t.base}${ENDPOINT.uploaderVerifyCallback.route}`]);
  const moderator = await createMember(t.database, { role: 'moderator' });
  staffCookie = await signIn(t.app, moderator.username, moderator.password);
}, 60_000);

afterAll(async () => {
  await t?.close();
  await idp?.close();
});

const sidOf = (cookie: string) => new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(cookie)![1];

/** A member who accepted the affidavit, signed in in a browser of their own. */
async function signedIn(): Promise<{ user_id: number; username: string; v: OidcVisitor; sid: string }> {
  const m = await createMember(t.database, { verified: true });
  const v = new OidcVisitor(t.base, '/uploader-check/');
  const sid = sidOf(await signIn(t.app, m.username, m.password));
  v.cookies().set(SESSION_COOKIE, sid);
  return { ...m, v, sid };
}

const start = (provider = 'test') => `${t.base}${ENDPOINT.uploaderVerifyStart.route}?provider=${provider}`;
const verificationOf = (userId: number) =>
  t.database.query<Record<string, unknown>>('SELECT method, verified_by, provider FROM uploader_verifications WHERE user_id = $1', [
    userId,
  ]);
const auditOf = (userId: number) =>
  t.database.query<{ actor_id: number; actor: string; reason: string }>(
    "SELECT actor_id, actor, reason FROM audit_log WHERE action = 'verify_uploader' AND target_type = 'member' AND target_id = $1",
    [userId],
  );

describe('an uploader’s verification with an identity provider', () => {
  it('offers only the providers configured with an identity claim', async () => {
    const res = await fetch(`${t.base}${ENDPOINT.uploaderVerifyProviders.route}`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({
      providers: [
        { id: 'test', name: 'Test provider' },
        { id: 'down', name: 'A provider that is down' },
      ],
    });
  });

  it('verifies a member whose identity the provider confirms: recorded with the provider, audited, the upload door open', async () => {
    const m = await signedIn();
    expect((await tusCalls(t.base, `${SESSION_COOKIE}=${m.sid}`, '1').create(1000)).status).toBe(403);
    const { result } = await m.v.check(start(), IDENTIFIED);
    expect([result.pathname, result.searchParams.get('result'), result.searchParams.get('return')]).toEqual([
      '/uploader-check/',
      'verified',
      '/upload/',
    ]);
    expect(await verificationOf(m.user_id)).toEqual([{ method: 'provider', verified_by: null, provider: 'test' }]);
    expect(await auditOf(m.user_id)).toEqual([{ actor_id: m.user_id, actor: m.username, reason: 'provider:test' }]);
    expect((await tusCalls(t.base, `${SESSION_COOKIE}=${m.sid}`, '1').create(1000)).status).toBe(201);
    // The console's member view says how: which provider, no moderator.
    const detail = await fetch(`${t.base}/api/admin/members/${m.user_id}`, { headers: { cookie: staffCookie } });
    expect(((await detail.json()) as AdminMemberDetail).uploader).toMatchObject({ method: 'provider', provider: 'test', verified_by: '' });
    // Verified already: nothing to start.
    const again = await m.v.request(start());
    expect([again.status, ((await again.json()) as { code: string }).code]).toEqual([409, 'invalid_state']);
  });

  it('verifies nobody when the claim is false or the member refuses at the provider', async () => {
    const unconfirmed = await signedIn();
    expect((await unconfirmed.v.check(start(), ADULT_ACCOUNT)).result.searchParams.get('result')).toBe('not_verified');
    const refusing = await signedIn();
    expect((await refusing.v.check(start(), null)).result.searchParams.get('result')).toBe('refused');
    for (const m of [unconfirmed, refusing]) {
      expect(await verificationOf(m.user_id)).toEqual([]);
      expect(await auditOf(m.user_id)).toEqual([]);
    }
  });

  it('refuses a tampered state and a replayed callback', async () => {
    const tamper = await signedIn();
    const authorize = new URL((await tamper.v.request(start())).headers.get('location')!);
    authorize.searchParams.set('state', 'forged-state');
    expect((await tamper.v.check(authorize.href, IDENTIFIED)).result.searchParams.get('result')).toBe('failed');
    expect(await verificationOf(tamper.user_id)).toEqual([]);

    // A check that ended "not verified", its callback sent again with the check's own cookie as it
    // was: the provider takes a code once, so the answer is no longer the claim's.
    const m = await signedIn();
    const { callback, cookiesThen } = await m.v.check(start(), ADULT_ACCOUNT);
    expect(cookiesThen.has(UPLOADER_FLOW_COOKIE)).toBe(true);
    m.v.jar.set(t.base, new Map(cookiesThen));
    expect((await m.v.check(callback!, IDENTIFIED)).result.searchParams.get('result')).toBe('failed');
    expect(await verificationOf(m.user_id)).toEqual([]);
  });

  it('verifies nobody when the callback reaches another member’s session, or none', async () => {
    const a = await signedIn();
    const b = await signedIn();
    const swapped = await a.v.check(start(), IDENTIFIED, async () => {
      a.v.cookies().set(SESSION_COOKIE, b.sid);
    });
    expect(swapped.result.searchParams.get('result')).toBe('other_member');
    const c = await signedIn();
    const signedOut = await c.v.check(start(), IDENTIFIED, async () => {
      c.v.cookies().delete(SESSION_COOKIE);
    });
    expect(signedOut.result.searchParams.get('result')).toBe('other_member');
    for (const m of [a, b, c]) expect(await verificationOf(m.user_id)).toEqual([]);
  });

  it('refuses a visitor and an unknown provider, and says so when the provider is down', async () => {
    const visitor = await fetch(start(), { redirect: 'manual' });
    expect(visitor.status).toBe(401);
    const m = await signedIn();
    expect((await m.v.request(start('ageonly'))).status).toBe(400);
    const { result } = await m.v.check(start('down'), IDENTIFIED);
    expect([result.searchParams.get('result'), result.searchParams.get('return')]).toEqual(['unreachable', '/upload/']);
    expect(await verificationOf(m.user_id)).toEqual([]);
  });
});
