// The CSRF guard on the real server: what a browser on another site sends is refused before any
// route runs; the site's own requests, and calls without a session, pass.
import { INPUT_PATH, LOGIN_PATH, MEMBER_PATH } from '@reel/api/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/app.js';
import { createMember, signIn, TEST_ORIGIN } from '../testing/members.js';
import { csrfRefusal } from './csrf.js';

let t: TestApp;
let cookie: string;
let videoId: number;

beforeAll(async () => {
  t = await startTestApp({ videos: 5 });
  const m = await createMember(t.database, { username: 'csrf_member', password: 'csrf-secret' });
  cookie = await signIn(t.app, m.username, m.password);
  videoId = (await t.database.query<{ video_id: number }>('SELECT video_id FROM videos ORDER BY video_id LIMIT 1'))[0].video_id;
});
afterAll(async () => {
  await t?.close();
});

const CSRF = { error: true, code: 'csrf' };
const post = (url: string, headers: Record<string, string>, payload: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const view = () => ({ act: 'view', section: 'video', object_id: String(videoId) });

describe('refused', () => {
  it('a request another site made (Sec-Fetch-Site cross-site or same-site)', async () => {
    for (const site of ['cross-site', 'same-site']) {
      const res = await post(MEMBER_PATH, { cookie, 'sec-fetch-site': site, origin: TEST_ORIGIN });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(CSRF);
    }
  });

  it('an Origin other than our own, the opaque "null" included, with or without a session', async () => {
    for (const origin of ['https://evil.example', 'null', 'http://localhost:8080', 'https://localhost:80']) {
      expect((await post(MEMBER_PATH, { cookie, origin })).json()).toEqual(CSRF);
      expect((await post(INPUT_PATH, { origin }, view())).statusCode).toBe(403);
    }
  });

  it('a session-carrying request with neither header', async () => {
    const res = await post(MEMBER_PATH, { cookie });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(CSRF);
    // Refused before the route: logout from another site cannot end the session.
    const logout = await post(LOGIN_PATH, { cookie }, { act: 'logout' });
    expect(logout.statusCode).toBe(403);
    expect((await post(MEMBER_PATH, { cookie, origin: TEST_ORIGIN })).statusCode).toBe(200);
  });

  it('every spelling of a guarded address the router still matches, and POSTs outside /api/', async () => {
    const spellings = [
      '/%61pi/wall.php',
      '/%2561pi/wall.php',
      '//api/wall.php',
      '/api//wall.php',
      '/API/wall.php',
      '/api/./wall.php',
      '/x/../api/wall.php',
      '/api/wall.php;x=1',
      '/api/wall.php.',
      '/api%2Fwall.php',
      '/videos/',
    ];
    for (const url of spellings) {
      const res = await fetch(t.base + url, {
        method: 'POST',
        headers: { cookie, origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
        body: 'act=post',
      });
      expect({ url, status: res.status, body: await res.json() }).toEqual({ url, status: 403, body: CSRF });
    }
  });

  it('PUT, PATCH and DELETE under /api/ alike', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/anything', headers: { origin: 'https://evil.example' } });
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('passed', () => {
  it('the configured public origin (PUBLIC_URL), as a proxy that ends TLS forwards it', () => {
    const req = {
      method: 'POST',
      url: '/api/member.php',
      protocol: 'http',
      host: 'reel.example',
      headers: { origin: 'https://reel.example' },
      cookies: {},
    };
    expect(csrfRefusal(req as never, 'https://reel.example')).toBeNull();
    expect(csrfRefusal(req as never)).toBe('origin https://reel.example');
    expect(csrfRefusal({ ...req, headers: { origin: 'https://evil.example' } } as never, 'https://reel.example')).toBe(
      'origin https://evil.example',
    );
  });

  it('the site itself: same-origin fetch with its Origin, and a typed-in request (none)', async () => {
    expect((await post(MEMBER_PATH, { cookie, origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect((await post(MEMBER_PATH, { cookie, 'sec-fetch-site': 'none' })).statusCode).toBe(200);
  });

  it('over a real socket, the Origin the browser sends for the address it used', async () => {
    const res = await fetch(t.base + MEMBER_PATH, { method: 'POST', headers: { cookie, origin: t.base } });
    expect(res.status).toBe(200);
    const other = await fetch(t.base + MEMBER_PATH, { method: 'POST', headers: { cookie, origin: 'http://127.0.0.1:1' } });
    expect(other.status).toBe(403);
  });

  it('a call without a session or either header (the statistics input from scripts and tests)', async () => {
    const res = await post(INPUT_PATH, {}, view());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
  });

  it('GET, HEAD and OPTIONS, whatever their origin', async () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS'] as const) {
      const res = await t.app.inject({
        method,
        url: '/api/json/stats/43200/top.json',
        headers: { cookie, 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      });
      expect(res.statusCode).not.toBe(403);
    }
  });
});
