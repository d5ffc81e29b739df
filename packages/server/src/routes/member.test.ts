// POST /api/member.php: the own profile, every edit field and its values, the password change and
// the affidavit; and no member reaching another member's private data through any of them.
import { AGE_BANDS, PROFILE_MAX_CHARS } from '@reel/api';
import { MEMBER_PATH, memberPath } from '@reel/api/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_FAILURES_PER_ACCOUNT } from '../auth/constants.js';
import { startTestApp, type TestApp } from '../testing/app.js';
import { createMember, signIn, TEST_ORIGIN, type TestMember } from '../testing/members.js';
import { ageOn, birthDateForBand } from './memberProfile.js';

let t: TestApp;
const TODAY = '2026-07-15';
let lea: TestMember;
let max: TestMember;
let leaCookie: string;
let maxCookie: string;

beforeAll(async () => {
  t = await startTestApp({ videos: 5, now: () => Date.parse(`${TODAY}T12:00:00Z`) });
  lea = await createMember(t.database, { username: 'lea_profile', email: 'lea.private@example.com', password: 'lea-secret' });
  max = await createMember(t.database, { username: 'max_other', email: 'max.private@example.com', password: 'max-secret' });
  leaCookie = await signIn(t.app, lea.username, lea.password);
  maxCookie = await signIn(t.app, max.username, max.password);
});
afterAll(async () => {
  await t?.close();
});

const call = (cookie: string, payload: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: MEMBER_PATH, headers: { cookie, origin: TEST_ORIGIN }, payload });
const edit = (payload: Record<string, string>, cookie = leaCookie) => call(cookie, { act: 'edit', ...payload });
const fieldErrors = (res: Awaited<ReturnType<typeof call>>) => (res.json() as { errors: { field: string; code: string }[] }).errors;

describe('own profile', () => {
  it('answers the signed-in member, e-mail and verified flag included, never cached', async () => {
    const res = await call(leaCookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { user } = res.json();
    expect(user).toMatchObject({ user_id: lea.user_id, username: 'lea_profile', email: 'lea.private@example.com', verified: false });
    expect(JSON.stringify(user)).not.toMatch(/password|scrypt/);
  });

  it('refuses a visitor with need_login, and an unknown act', async () => {
    const visitor = await t.app.inject({ method: 'POST', url: MEMBER_PATH, payload: {} });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ error: true, code: 'need_login' });
    expect((await call(leaCookie, { act: 'delete' })).json()).toEqual({ error: true, code: 'invalid_act' });
  });
});

describe('edit', () => {
  it('saves every field and answers the saved profile', async () => {
    const res = await edit({
      country: 'DE',
      city: ' Berlin ',
      gender: '2',
      relationship: '3',
      orientation: '5',
      education: 'University',
      website: 'https://lea.example.org/me',
      occupation: 'Editor',
      interests: 'films\nmusic',
      about_me: 'Line one\r\nline two',
      birth_date: '1990-02-28',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      country: 'de',
      city: 'Berlin',
      gender: 2,
      relationship: 3,
      orientation: 5,
      education: 'University',
      website: 'https://lea.example.org/me',
      occupation: 'Editor',
      interests: 'films\nmusic',
      about_me: 'Line one\nline two',
      birth_date: '1990-02-28',
      // 36 years old: the band 40+ is 4, 30-39 is 3.
      age: 3,
    });
  });

  it('refuses a profile text holding NUL, which no database column can keep, and saves nothing', async () => {
    const before = (await edit({ city: 'Kiel' })).json().user;
    const res = await edit({ city: 'Lübeck', about_me: 'line\u0000two' });
    expect([res.statusCode, res.json()]).toEqual([400, { error: true, code: 'invalid_text' }]);
    expect((await edit({})).json().user.city).toBe(before.city);
  });

  it('stores profile texts without bidi overrides or other invisible format characters', async () => {
    const user = (await edit({ city: 'Ber\u202Enil', about_me: 'hi\u2067 there\u2069\u200E' })).json().user;
    expect({ city: user.city, about_me: user.about_me }).toEqual({ city: 'Bernil', about_me: 'hi there' });
  });

  it('shows others the age band only, never the birth date', async () => {
    await edit({ birth_date: '1990-02-28' });
    for (const lifetime of [7200, 0]) {
      const res = await t.app.inject({ url: memberPath(lea.user_id, { lifetime }), headers: { cookie: leaCookie } });
      expect(res.statusCode).toBe(200);
      const { member } = res.json();
      expect({ age: member.age, birth_date: member.birth_date }).toEqual({ age: 3, birth_date: null });
      expect(res.body).not.toMatch(/1990/);
    }
    const list = await t.app.inject({ url: `/api/json/members/0/all/filt......./recent/96/1.jsond?search=lea_profile` });
    expect(list.statusCode).toBe(200);
    expect(list.json().members[0]).toMatchObject({ username: 'lea_profile', age: 3, birth_date: null });
    expect(list.body).not.toMatch(/1990/);
  });

  it('takes a JSON body too, numbers as numbers', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: MEMBER_PATH,
      headers: { cookie: leaCookie, origin: TEST_ORIGIN },
      payload: { act: 'edit', gender: 3, orientation: 2 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ gender: 3, orientation: 2 });
    await edit({ orientation: '5' });
  });

  it('leaves out fields unchanged and clears fields sent empty', async () => {
    await edit({ city: 'Hamburg', gender: '1' });
    const res = await edit({ city: '', gender: '' });
    expect(res.json().user).toMatchObject({ city: '', gender: null, country: 'de', orientation: 5 });
  });

  it('refuses values outside their sets, all errors at once, and writes nothing then', async () => {
    const res = await edit({ country: 'xx', gender: '4', relationship: '0', orientation: '6', age: '5', city: 'Köln' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_value');
    expect(fieldErrors(res)).toEqual([
      { field: 'country', code: 'invalid_value' },
      { field: 'gender', code: 'invalid_value' },
      { field: 'relationship', code: 'invalid_value' },
      { field: 'orientation', code: 'invalid_value' },
      { field: 'age', code: 'invalid_value' },
    ]);
    expect((await call(leaCookie)).json().user.city).not.toBe('Köln');
  });

  it('limits each text field and takes only http(s) websites', async () => {
    for (const [name, max] of Object.entries(PROFILE_MAX_CHARS)) {
      const res = await edit({ [name]: 'x'.repeat(max + 1) });
      expect(fieldErrors(res), name).toEqual([{ field: name, code: 'max_length', info: { length: max } }]);
      expect((await edit({ [name]: name === 'website' ? `https://e.x/${'x'.repeat(max - 12)}` : 'x'.repeat(max) })).statusCode, name).toBe(
        200,
      );
    }
    for (const website of ['javascript:alert(1)', 'ftp://files.example', 'example.com', 'http://', 'https://a b.example']) {
      expect(fieldErrors(await edit({ website })), website).toEqual([{ field: 'website', code: 'invalid_link' }]);
    }
    expect((await edit({ website: 'http://example.com' })).json().user.website).toBe('http://example.com');
  });

  it('takes an age band as a birth date inside it, kept when the band is saved again', async () => {
    for (const key of Object.keys(AGE_BANDS)) {
      const user = (await edit({ age: key })).json().user;
      const [lo, hi] = AGE_BANDS[Number(key) as keyof typeof AGE_BANDS].split(/[-+]/).map((v) => (v ? Number(v) : Infinity));
      expect(user.age, key).toBe(Number(key));
      expect(ageOn(user.birth_date, TODAY), key).toBeGreaterThanOrEqual(lo);
      expect(ageOn(user.birth_date, TODAY), key).toBeLessThanOrEqual(hi);
      expect((await edit({ age: key })).json().user.birth_date).toBe(user.birth_date);
    }
    expect(birthDateForBand(2, TODAY, '2000-01-01')).toBe('2000-01-01');
    expect(ageOn(birthDateForBand(1, TODAY, '2000-01-01'), TODAY)).toBe(18);
    expect((await edit({ age: '' })).json().user.birth_date).toBeNull();
  });

  it('refuses a birth date that is no date, or of someone under 18', async () => {
    for (const birth_date of ['1990-02-30', '90-01-01', '2010-01-01', '1850-01-01', 'yesterday']) {
      expect(fieldErrors(await edit({ birth_date })), birth_date).toEqual([{ field: 'birth_date', code: 'invalid_date' }]);
    }
  });
});

describe('password', () => {
  it('needs the old password and a new one of at least 5 characters', async () => {
    const none = await call(leaCookie, { act: 'password' });
    expect(fieldErrors(none)).toEqual([
      { field: 'old_pwd', code: 'required' },
      { field: 'new_pwd', code: 'required' },
    ]);
    expect(fieldErrors(await call(leaCookie, { act: 'password', old_pwd: 'lea-secret', new_pwd: 'abcd' }))).toEqual([
      { field: 'new_pwd', code: 'pwd_short' },
    ]);
    const wrong = await call(leaCookie, { act: 'password', old_pwd: 'not-leas', new_pwd: 'lea-new-secret' });
    expect(wrong.statusCode).toBe(400);
    expect(fieldErrors(wrong)).toEqual([{ field: 'old_pwd', code: 'invalid_password' }]);
  });

  it('changes it, keeps this session and ends the others', async () => {
    const elsewhere = await signIn(t.app, lea.username, 'lea-secret');
    const res = await call(leaCookie, { act: 'password', old_pwd: 'lea-secret', new_pwd: 'lea-new-secret' });
    expect(res.json()).toEqual({ ok: true });
    expect((await call(leaCookie)).statusCode).toBe(200);
    expect((await call(elsewhere)).statusCode).toBe(401);
    await expect(signIn(t.app, lea.username, 'lea-secret')).rejects.toThrow(/401/);
    leaCookie = await signIn(t.app, lea.username, 'lea-new-secret');
  });
});

describe('password guessing', () => {
  it(`stops after ${LOGIN_FAILURES_PER_ACCOUNT} wrong old passwords, even with the right one next`, async () => {
    const ned = await createMember(t.database, { username: 'ned_guessed', password: 'ned-secret' });
    const nedCookie = await signIn(t.app, ned.username, ned.password);
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT; i++) {
      expect((await call(nedCookie, { act: 'password', old_pwd: `guess-${i}`, new_pwd: 'new-secret' })).statusCode).toBe(400);
    }
    const blocked = await call(nedCookie, { act: 'password', old_pwd: 'ned-secret', new_pwd: 'new-secret' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: true, code: 'too_many', errors: [{ field: 'old_pwd', code: 'too_many' }] });
    expect(await signIn(t.app, ned.username, 'ned-secret')).toMatch(/sid=/);
  });
});

describe('verification', () => {
  it('act=verif sets the verified flag the session reports from then on', async () => {
    expect((await call(maxCookie, { act: 'verif' })).json()).toEqual({ ok: true, verified: true });
    const [{ verified_at }] = await t.database.query<{ verified_at: Date | null }>('SELECT verified_at FROM members WHERE user_id = $1', [
      max.user_id,
    ]);
    expect(verified_at).toBeInstanceOf(Date);
    expect((await call(maxCookie)).json().user.verified).toBe(true);
    expect((await call(leaCookie)).json().user.verified).toBe(false);
  });
});

describe("another member's private data", () => {
  it('is never reachable: every act works on the session only, whatever ids the form names', async () => {
    const forged = { user_id: String(max.user_id), object_id: String(max.user_id), usr: max.username, uid: String(max.user_id) };
    expect((await call(leaCookie, forged)).json().user.email).toBe('lea.private@example.com');
    await edit({ ...forged, city: 'Leipzig' });
    expect((await call(maxCookie)).json().user.city).toBe('');
    const pwd = await call(leaCookie, { ...forged, act: 'password', old_pwd: 'max-secret', new_pwd: 'taken-over' });
    expect(fieldErrors(pwd)).toEqual([{ field: 'old_pwd', code: 'invalid_password' }]);
    expect(await signIn(t.app, max.username, 'max-secret')).toMatch(/sid=/);
    // A forged uid cookie next to one's own session changes nothing either.
    expect((await call(`${leaCookie}; uid=${max.user_id}`)).json().user.user_id).toBe(lea.user_id);
  });

  it('the public profile shows neither e-mail nor password hash', async () => {
    for (const lifetime of [0, 7200]) {
      for (const section of ['user', 'info'] as const) {
        const res = await t.app.inject({ url: memberPath(lea.user_id, { lifetime, section }) });
        expect(res.statusCode).toBe(200);
        expect(res.json().member.username).toBe('lea_profile');
        expect(res.body).not.toMatch(/lea\.private|email|password|scrypt|verified/);
      }
    }
    const list = await t.app.inject({ url: '/api/json/members/0/all/filt......./recent/96/1.jsond' });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toMatch(/private@example|email|password|scrypt/);
  });
});
