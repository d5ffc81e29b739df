// TRUST_PROXY: which proxy's forwarded headers the server believes, for the visitor's address (the
// per-address limits, the comment log) and protocol (the session cookies' Secure flag).
import { COMMENT_PATH } from '@reel/api';
import { LOGIN_PATH } from '@reel/api/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../config.js';
import { startTestApp, type TestApp } from '../testing/app.js';
import { createMember, signIn, TEST_ORIGIN } from '../testing/members.js';

const FORWARDED = { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https' };

describe('TRUST_PROXY', () => {
  it('reads as no proxy, every proxy, a hop count or a list of addresses', () => {
    expect([undefined, '', ' ', '0', 'false', 'FALSE'].map(parseTrustProxy)).toEqual([false, false, false, false, false, false]);
    expect(parseTrustProxy('true')).toBe(true);
    const twoHops = parseTrustProxy('2');
    expect(typeof twoHops === 'function' && [0, 1, 2].map((hop) => twoHops('10.0.0.1', hop))).toEqual([true, true, false]);
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8')).toBe('127.0.0.1, 10.0.0.0/8');
  });
});

/** An app whose requests (inject's, from 127.0.0.1) carry a proxy's forwarded headers. The browser
 * names the origin it sees, https:// when the proxy is trusted, which the CSRF check compares. */
function behindProxy(trust: string | null) {
  const origin = trust === null ? TEST_ORIGIN : TEST_ORIGIN.replace('http:', 'https:');
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ videos: 3, env: trust === null ? {} : { TRUST_PROXY: trust } });
    await createMember(t.database, { username: 'Proxy_Member', password: 'proxy-secret' });
  });
  afterAll(async () => {
    await t?.close();
  });
  const signInCookies = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: LOGIN_PATH,
      headers: { origin, ...FORWARDED },
      payload: { usr: 'Proxy_Member', pwd: 'proxy-secret' },
    });
    expect(res.statusCode).toBe(200);
    return res.cookies.filter((c) => c.name === 'sid' || c.name === 'uid');
  };
  const commentIp = async () => {
    const cookie = await signIn(t.app, 'Proxy_Member', 'proxy-secret');
    const [video] = await t.database.query<{ video_id: number }>(
      'SELECT video_id FROM videos WHERE status_id = 1 ORDER BY video_id LIMIT 1',
    );
    const res = await t.app.inject({
      method: 'POST',
      url: COMMENT_PATH,
      headers: { cookie, origin, ...FORWARDED },
      payload: { section: 'video', object_id: String(video.video_id), text: 'Seen through a proxy' },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.query<{ ip: string }>('SELECT ip FROM comments WHERE comment_id = $1', [res.json().comment_id]);
    return row.ip;
  };
  return { signInCookies, commentIp };
}

describe('behind a trusted proxy (TRUST_PROXY=127.0.0.1)', () => {
  const app = behindProxy('127.0.0.1');
  it("takes the browser's https origin as ours and marks the session cookies Secure", async () => {
    expect((await app.signInCookies()).map((c) => [c.name, Boolean(c.secure)]).sort()).toEqual([
      ['sid', true],
      ['uid', true],
    ]);
  });
  it("keeps the visitor's address, not the proxy's, with a comment", async () => {
    expect(await app.commentIp()).toBe('203.0.113.7');
  });
});

describe('without TRUST_PROXY', () => {
  const app = behindProxy(null);
  it('ignores the forwarded headers, which any visitor could send', async () => {
    expect((await app.signInCookies()).map((c) => [c.name, Boolean(c.secure)]).sort()).toEqual([
      ['sid', false],
      ['uid', false],
    ]);
    expect(await app.commentIp()).toBe('127.0.0.1');
  });
});
