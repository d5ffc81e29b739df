// The whole check against a real OpenID provider started here (oidc-provider on loopback, with an
// adult and a minor account): the redirects followed and the provider's own sign-in and consent
// forms posted over HTTP, then the proof at work; the under-18 answer, a refusal, a provider that
// does not answer, a replayed or tampered callback, an expired proof, a visitor who moves, and a
// member whose check holds on another device.
import { mainPath } from '@reel/api/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGE_PROOF_COOKIE, AGE_PROOF_LIFETIME_S } from '../constants.js';
import { startTestAgeProvider, ADULT_ACCOUNT, MINOR_ACCOUNT, type TestAgeProvider } from '../testing/ageProvider.js';
import { FROM_GB as GB, startAgeTestApp } from '../testing/ageApp.js';
import type { TestApp } from '../testing/app.js';
import { createMember, signIn } from '../testing/members.js';
import { freePort } from '../testing/freePort.js';
import { OidcVisitor } from '../testing/oidcVisitor.js';

const MS_PER_S = 1000;
let t: TestApp;
let idp: TestAgeProvider;
/** A second provider, stopped halfway through a check. */
let flaky: TestAgeProvider;
let clockShiftMs = 0;

/** A visitor's browser (from the place the gate asks to verify), with the age proof it holds. */
class Visitor extends OidcVisitor {
  constructor(headers: Record<string, string> = GB) {
    super(t.base, '/age-check/', headers);
  }

  proof(): string | undefined {
    return this.cookies(t.base).get(AGE_PROOF_COOKIE);
  }

  data(headers: Record<string, string> = this.headers): Promise<number> {
    const proof = this.proof();
    return fetch(t.base + mainPath(), { headers: { ...headers, ...(proof ? { cookie: `${AGE_PROOF_COOKIE}=${proof}` } : {}) } }).then(
      (r) => r.status,
    );
  }
}

const start = (provider = 'test', back = '/video/1/x/') =>
  `${t.base}/api/age/start?provider=${provider}&return=${encodeURIComponent(back)}`;

beforeAll(async () => {
  idp = await startTestAgeProvider();
  flaky = await startTestAgeProvider();
  const downPort = await freePort();
  const providers = [
    idp.entry('test', 'Test provider'),
    { ...idp.entry('down', 'A provider that is down'), issuer: `http://127.0.0.1:${downPort}` },
    flaky.entry('flaky', 'A provider that stops'),
  ];
  t = await startAgeTestApp({
    videos: 8,
    publicUrlIsSelf: true,
    now: () => Date.now() + clockShiftMs,
    env: { AGE_PROVIDERS: JSON.stringify(providers) },
  });
  idp.allow([`${t.base}/api/age/callback`]);
  flaky.allow([`${t.base}/api/age/callback`]);
});

afterAll(async () => {
  await t?.close();
  await idp?.close();
  await flaky?.close();
});

describe('a check with a provider', () => {
  it('tells the gate the providers, then gives a proof to an adult, which opens the videos', async () => {
    const v = new Visitor();
    const gate = await (await v.request(`${t.base}/api/age/gate.json`)).json();
    expect(gate).toEqual({
      mode: 'verify',
      passed: false,
      providers: [
        { id: 'test', name: 'Test provider' },
        { id: 'down', name: 'A provider that is down' },
        { id: 'flaky', name: 'A provider that stops' },
      ],
    });
    expect(await v.data()).toBe(403);
    const { result } = await v.check(start(), ADULT_ACCOUNT);
    expect([result.pathname, result.searchParams.get('return')]).toEqual(['/age-check/verified/', '/video/1/x/']);
    expect(await v.data()).toBe(200);
    expect((await (await v.request(`${t.base}/api/age/gate.json`)).json()).passed).toBe(true);
    // What the proof holds: how, with whom, when and until when; nothing of the person.
    const [method, provider, at, until] = v.proof()!.split('.');
    expect({ method, provider, lifetime: Number(until) - Number(at) }).toEqual({
      method: 'oidc',
      provider: 'test',
      lifetime: AGE_PROOF_LIFETIME_S,
    });
  });

  it('gives no proof when the provider answers under 18, or the visitor refuses', async () => {
    const minor = new Visitor();
    expect((await minor.check(start(), MINOR_ACCOUNT)).result.pathname).toBe('/age-check/under_age/');
    expect(minor.proof()).toBeUndefined();
    expect(await minor.data()).toBe(403);
    const refusing = new Visitor();
    expect((await refusing.check(start(), null)).result.pathname).toBe('/age-check/refused/');
    expect(refusing.proof()).toBeUndefined();
  });

  it('says so when the provider does not answer, and keeps the way back', async () => {
    const v = new Visitor();
    const { result } = await v.check(start('down', '/categories/'), ADULT_ACCOUNT);
    expect([result.pathname, result.searchParams.get('return')]).toEqual(['/age-check/unreachable/', '/categories/']);
    expect((await v.request(start('nobody'))).status).toBe(400);
    // A provider that stops answering between the visitor's sign-in and our code exchange.
    const halfway = new Visitor();
    const { result: stopped } = await halfway.check(start('flaky', '/'), ADULT_ACCOUNT, () => flaky.close());
    expect(stopped.pathname).toBe('/age-check/unreachable/');
    expect(halfway.proof()).toBeUndefined();
  });

  it('refuses a replayed callback, a tampered state and a callback without its check', async () => {
    const v = new Visitor();
    const { callback, cookiesThen } = await v.check(start(), ADULT_ACCOUNT);
    expect(callback).not.toBeNull();
    // The same callback again, with the check's own cookie as it was: the provider takes a code once.
    const replay = new Visitor();
    replay.jar.set(t.base, new Map(cookiesThen));
    expect(replay.cookies(t.base).has('agef')).toBe(true);
    expect((await replay.check(callback!, ADULT_ACCOUNT)).result.pathname).toBe('/age-check/failed/');
    expect(replay.proof()).toBeUndefined();
    // And without it (another browser): no check of its own is under way.
    const stranger = new Visitor();
    expect((await stranger.check(callback!, ADULT_ACCOUNT)).result.pathname).toBe('/age-check/failed/');

    const tamper = new Visitor();
    const started = await tamper.request(start());
    const authorize = new URL(started.headers.get('location')!);
    authorize.searchParams.set('state', 'forged-state');
    expect((await tamper.check(authorize.href, ADULT_ACCOUNT)).result.pathname).toBe('/age-check/failed/');
    expect(tamper.proof()).toBeUndefined();
  });
});

describe('the proof over time, places and devices', () => {
  it('expires after its lifetime', async () => {
    const v = new Visitor();
    await v.check(start(), ADULT_ACCOUNT);
    expect(await v.data()).toBe(200);
    clockShiftMs = (AGE_PROOF_LIFETIME_S + 1) * MS_PER_S;
    try {
      expect(await v.data()).toBe(403);
    } finally {
      clockShiftMs = 0;
    }
  });

  it('holds when the visitor moves; a declaration made elsewhere does not count as a check', async () => {
    const v = new Visitor();
    await v.check(start(), ADULT_ACCOUNT);
    for (const headers of [{ 'cf-ipcountry': 'FR' }, { 'cf-ipcountry': 'US', 'cf-region-code': 'TX' }, GB])
      expect(await v.data(headers)).toBe(200);
    // The site's click-through cookie, set in a `declare` place, is no proof.
    const declared = await fetch(t.base + mainPath(), { headers: { ...GB, cookie: '_agev=1' } });
    expect(declared.status).toBe(403);
  });

  it('is kept on a member’s account and honoured on another device', async () => {
    const m = await createMember(t.database);
    const laptop = new Visitor();
    laptop.cookies(t.base).set('sid', (await signIn(t.app, m.username, m.password)).match(/sid=([^;]+)/)![1]);
    await laptop.check(start(), ADULT_ACCOUNT);
    const rows = await t.database.query<Record<string, unknown>>('SELECT * FROM age_proofs WHERE user_id = $1', [m.user_id]);
    expect(rows.map((r) => Object.keys(r).sort())).toEqual([['expires_at', 'method', 'provider', 'user_id', 'verified_at']]);
    expect(rows[0]).toMatchObject({ method: 'oidc', provider: 'test' });

    const phone = new Visitor();
    phone.cookies(t.base).set('sid', (await signIn(t.app, m.username, m.password)).match(/sid=([^;]+)/)![1]);
    expect(await phone.data()).toBe(403);
    expect((await (await phone.request(`${t.base}/api/age/gate.json`)).json()).passed).toBe(true);
    expect(await phone.data()).toBe(200);
  });
});
