// Sessions through the real server: the cookies sign-in sets, what the database keeps, rotation at
// every sign-in, expiry, and logout ending the session on the server.
import fastifyCookie from '@fastify/cookie';
import { LOGIN_PATH } from '@reel/api/endpoints';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/app.js';
import { createMember, signIn, TEST_ORIGIN, type TestMember } from '../testing/members.js';
import { SESSION_TTL_S } from './constants.js';
import { createSession, hashToken, requireMember } from './session.js';

let t: TestApp;
let clock = Date.parse('2026-03-01T12:00:00Z');
let ann: TestMember;

beforeAll(async () => {
  t = await startTestApp({ videos: 5, now: () => clock });
  ann = await createMember(t.database, { username: 'Ann_Session', password: 'ann-secret' });
});
afterAll(async () => {
  await t?.close();
});

const sidOf = (cookie: string) => /(?:^|; )sid=([^;]+)/.exec(cookie)?.[1] ?? '';
const whoAmI = (cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/api/member.php', headers: cookie ? { cookie, origin: TEST_ORIGIN } : {} });

describe('sign-in cookies', () => {
  it('sets an httpOnly Lax sid of 32 random bytes, a readable uid, both for 30 days', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: LOGIN_PATH,
      headers: { origin: TEST_ORIGIN },
      payload: { usr: 'ann_session', pwd: 'ann-secret' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, user: { user_id: ann.user_id, username: 'Ann_Session' } });
    const sid = res.cookies.find((c) => c.name === 'sid');
    const uid = res.cookies.find((c) => c.name === 'uid');
    expect(sid).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax', maxAge: SESSION_TTL_S });
    expect(sid?.secure).toBeFalsy();
    expect(Buffer.from(sid?.value ?? '', 'base64url')).toHaveLength(32);
    expect(uid).toMatchObject({ value: String(ann.user_id), path: '/', sameSite: 'Lax', maxAge: SESSION_TTL_S });
    expect(uid?.httpOnly).toBeFalsy();
  });

  it('keeps only the SHA-256 of the token, expiring 30 days on', async () => {
    const cookie = await signIn(t.app, 'Ann_Session', 'ann-secret');
    const token = sidOf(cookie);
    const rows = await t.database.query<{ session_id: string; expires_at: Date | string }>(
      'SELECT session_id, expires_at FROM sessions WHERE user_id = $1',
      [ann.user_id],
    );
    expect(rows.map((r) => r.session_id)).not.toContain(token);
    const row = rows.find((r) => r.session_id === hashToken(token));
    expect(row).toBeDefined();
    expect(new Date(row!.expires_at).getTime()).toBe(clock + SESSION_TTL_S * 1000);
  });

  it('marks the cookies Secure when the request came over https', async () => {
    // A proxy that terminates TLS says so in X-Forwarded-Proto, which Fastify believes with trustProxy.
    const app = Fastify({ trustProxy: true });
    await app.register(fastifyCookie);
    app.post('/in', async (req, reply) => {
      await createSession(t.ctx, req, reply, ann.user_id);
      return 'ok';
    });
    const res = await app.inject({ method: 'POST', url: '/in', headers: { 'x-forwarded-proto': 'https' } });
    await app.close();
    expect(
      res.cookies
        .filter((c) => c.secure)
        .map((c) => c.name)
        .sort(),
    ).toEqual(['sid', 'uid']);
  });

  it('marks every cookie Secure when the public address is https, over a plain hop too', async () => {
    const https = await startTestApp({ videos: 5, env: { PUBLIC_URL: 'https://reel.example' } });
    try {
      const member = await createMember(https.database, { username: 'secure_sam', password: 'sam-secret' });
      const headers = { origin: 'https://reel.example' };
      const login = await https.app.inject({
        method: 'POST',
        url: LOGIN_PATH,
        headers,
        payload: { usr: member.username, pwd: 'sam-secret' },
      });
      expect(login.statusCode).toBe(200);
      expect(
        login.cookies
          .filter((c) => c.secure)
          .map((c) => c.name)
          .sort(),
      ).toEqual(['sid', 'uid']);
      const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
      const out = await https.app.inject({ method: 'POST', url: LOGIN_PATH, headers: { ...headers, cookie }, payload: { act: 'logout' } });
      expect(out.cookies.length).toBeGreaterThan(0);
      expect(out.cookies.every((c) => c.secure)).toBe(true);
    } finally {
      await https.close();
    }
  });
});

describe('req.member', () => {
  it('names the member of a valid session and nobody without one', async () => {
    const cookie = await signIn(t.app, 'Ann_Session', 'ann-secret');
    const me = await whoAmI(cookie);
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({ user_id: ann.user_id, username: 'Ann_Session' });
    const visitor = await whoAmI();
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ error: true, code: 'need_login' });
  });

  it('ignores a forged uid and an unknown or malformed sid, clearing both cookies', async () => {
    for (const cookie of [`uid=${ann.user_id}`, `sid=${'A'.repeat(43)}; uid=${ann.user_id}`, 'sid=not-a-token']) {
      const res = await whoAmI(cookie);
      expect(res.statusCode).toBe(401);
      if (cookie.startsWith('sid'))
        expect(
          res.cookies
            .filter((c) => c.value === '')
            .map((c) => c.name)
            .sort(),
        ).toEqual(['sid', 'uid']);
    }
  });

  it('is not looked up for shared cached answers, which must be the same for everyone', async () => {
    const stale = `sid=${'B'.repeat(43)}; uid=1`;
    const cached = await t.app.inject({ url: '/api/json/stats/43200/top.json', headers: { cookie: stale } });
    expect(cached.statusCode).toBe(200);
    expect(cached.headers['set-cookie']).toBeUndefined();
    const own = await t.app.inject({ url: '/api/json/stats/0/top.jsond', headers: { cookie: stale } });
    expect(own.cookies.map((c) => c.name).sort()).toEqual(['sid', 'uid']);
  });

  it('ends at expiry', async () => {
    const cookie = await signIn(t.app, 'Ann_Session', 'ann-secret');
    const start = clock;
    try {
      clock = start + SESSION_TTL_S * 1000 - 1000;
      expect((await whoAmI(cookie)).statusCode).toBe(200);
      clock = start + SESSION_TTL_S * 1000;
      expect((await whoAmI(cookie)).statusCode).toBe(401);
    } finally {
      clock = start;
    }
  });

  it('requireMember throws need_login for a visitor and returns the member otherwise', () => {
    const member = { user_id: 1, username: 'x', verified: false };
    expect(requireMember({ member } as never)).toBe(member);
    expect(() => requireMember({ member: null } as never)).toThrowError(expect.objectContaining({ status: 401, code: 'need_login' }));
  });
});

describe('rotation and logout', () => {
  it('gives a new token at every sign-in and ends the one the browser brought', async () => {
    const first = await signIn(t.app, 'Ann_Session', 'ann-secret');
    const res = await t.app.inject({
      method: 'POST',
      url: LOGIN_PATH,
      headers: { origin: TEST_ORIGIN, cookie: first },
      payload: { usr: 'Ann_Session', pwd: 'ann-secret' },
    });
    const second = res.cookies.find((c) => c.name === 'sid')?.value ?? '';
    expect(second).not.toBe('');
    expect(second).not.toBe(sidOf(first));
    expect((await whoAmI(first)).statusCode).toBe(401);
    expect((await whoAmI(`sid=${second}`)).statusCode).toBe(200);
  });

  it('logout deletes the session on the server, clears sid and uid and sets logout=1', async () => {
    const cookie = await signIn(t.app, 'Ann_Session', 'ann-secret');
    const res = await t.app.inject({
      method: 'POST',
      url: LOGIN_PATH,
      headers: { origin: TEST_ORIGIN, cookie },
      payload: { act: 'logout' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const byName = Object.fromEntries(res.cookies.map((c) => [c.name, c]));
    expect(byName.sid.value).toBe('');
    expect(byName.uid.value).toBe('');
    expect(byName.logout).toMatchObject({ value: '1', path: '/' });
    const rows = await t.database.query('SELECT 1 FROM sessions WHERE session_id = $1', [hashToken(sidOf(cookie))]);
    expect(rows).toHaveLength(0);
    // The old cookie, replayed, is nobody's.
    expect((await whoAmI(cookie)).statusCode).toBe(401);
  });
});
