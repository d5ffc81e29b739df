// POST /api/comment.php: members only, the text checked, the limits (5 per member, 20 per IP
// address in 10 minutes) counted from the comments table (so a second API node over the same
// database sees them), and the new comment in the uncached (lifetime 0) list at once.
import { COMMENT_MAX_CHARS, COMMENT_PATH, COMMENT_WINDOW_S, COMMENTS_PER_IP, COMMENTS_PER_USER } from '@reel/api';
import { commentsPath, type CommentList } from '@reel/api/endpoints';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createContext } from '../compose/context.js';
import { engineName } from '../testing/database.js';
import { TEST_ORIGIN } from '../testing/members.js';
import { NOW } from '../testing/communityFixture.js';
import { NASTY_TEXT, startSocialApp, type Actor, type SocialTestApp } from '../testing/socialApp.js';

let t: SocialTestApp;
let clock = NOW;
beforeAll(async () => {
  t = await startSocialApp();
  t.ctx.now = () => clock;
});
afterAll(async () => {
  await t?.close();
});

const comment = (who: Actor | null, fields: Record<string, string | number>, ip?: string) =>
  t.post(COMMENT_PATH, who, { section: 'video', object_id: 3, ...fields }, ip);

describe(`comment: who and what (${engineName()})`, () => {
  it('asks a visitor to sign in, in the words the site uses', async () => {
    const res = await comment(null, { text: 'hello' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: true, code: 'need_login_comment', message: 'Please login or register to post comments' });
  });

  it('posts a trimmed comment that the lifetime 0 list shows at once', async () => {
    const ann = await t.member();
    const cached = await t.read<CommentList>(commentsPath({ section: 'video', object_id: 3 }), null);
    const res = await comment(ann, { text: `  ${NASTY_TEXT}  ` });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const list = await t.read<CommentList>(commentsPath({ section: 'video', object_id: 3, signedIn: true }), ann);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.body.total_count).toBe(cached.body.total_count + 1);
    expect(list.body.comments[0]).toMatchObject({
      comment_id: (res.body as { comment_id: number }).comment_id,
      text: NASTY_TEXT,
      user: { user_id: ann.user_id },
    });
    const [video] = await t.sql<{ comments_count: number }>('SELECT comments_count FROM videos WHERE video_id = 3');
    expect(video.comments_count).toBe(1);
  });

  it('refuses an empty or too long text, a bad section and an unknown or private object', async () => {
    const ann = await t.member();
    const long = 'x'.repeat(COMMENT_MAX_CHARS + 1);
    const cases: [Record<string, string | number>, number, Record<string, unknown>][] = [
      [{ text: '   ' }, 400, { error: true, code: 'required', errors: [{ field: 'text', code: 'required' }] }],
      [
        { text: long },
        400,
        { error: true, code: 'max_length', errors: [{ field: 'text', code: 'max_length', info: { length: COMMENT_MAX_CHARS } }] },
      ],
      [{ section: 'category', text: 'hi' }, 400, { error: true, code: 'invalid_section' }],
      [{ object_id: 99999, text: 'hi' }, 404, { error: true, code: 'not_found' }],
      [{ section: 'playlist', object_id: 2, text: 'hi' }, 403, { error: true, code: 'no_permission' }],
    ];
    for (const [fields, status, body] of cases) {
      const res = await comment(ann, fields);
      expect({ fields: Object.keys(fields), status: res.status, body: res.body }).toEqual({ fields: Object.keys(fields), status, body });
    }
    // A comment of exactly the maximum, counted in characters (an emoji is one), is taken.
    expect((await comment(ann, { text: '😀'.repeat(COMMENT_MAX_CHARS) })).status).toBe(200);
  });
});

describe(`comment: limits (${engineName()})`, () => {
  it(`takes ${COMMENTS_PER_USER} per member in ${COMMENT_WINDOW_S} s, then refuses until the window has passed`, async () => {
    const ann = await t.member();
    for (let i = 0; i < COMMENTS_PER_USER; i++) expect((await comment(ann, { text: `n${i}` }, `10.1.0.${i}`)).status).toBe(200);
    const refused = await comment(ann, { text: 'one more' }, '10.1.0.99');
    expect({ status: refused.status, body: refused.body }).toEqual({ status: 429, body: { error: true, code: 'comments_user_limit' } });
    clock += COMMENT_WINDOW_S * 1000 + 1000;
    expect((await comment(ann, { text: 'later' }, '10.1.0.99')).status).toBe(200);
  });

  it(`takes ${COMMENTS_PER_IP} per IP address in the window, whoever posts`, async () => {
    const ip = '10.2.0.1';
    const members = await Promise.all(Array.from({ length: COMMENTS_PER_IP / COMMENTS_PER_USER + 1 }, () => t.member()));
    for (const m of members.slice(0, -1))
      for (let i = 0; i < COMMENTS_PER_USER; i++) expect((await comment(m, { text: `ip ${i}` }, ip)).status).toBe(200);
    const last = members[members.length - 1];
    const refused = await comment(last, { text: 'one more' }, ip);
    expect({ status: refused.status, body: refused.body }).toEqual({ status: 429, body: { error: true, code: 'comments_ip_limit' } });
    expect((await comment(last, { text: 'elsewhere' }, '10.2.0.2')).status).toBe(200);
  });

  it('counts no address for members behind an untrusted proxy, who all come from loopback', async () => {
    // Without TRUST_PROXY every request through a proxy on this machine comes from 127.0.0.1: one
    // address for the whole site, which the per-address limits leave out (auth/limits.ts).
    const members = await Promise.all(Array.from({ length: COMMENTS_PER_IP / COMMENTS_PER_USER + 1 }, () => t.member()));
    for (const m of members)
      for (let i = 0; i < COMMENTS_PER_USER; i++) {
        const res = await comment(m, { text: `proxied ${i}` }, '127.0.0.1');
        expect({ status: res.status, body: res.status === 200 ? null : res.body }).toEqual({ status: 200, body: null });
      }
  });

  it('holds across two API nodes over one database', async () => {
    const second: FastifyInstance = await buildApp(await createContext(t.ctx.config, t.database, () => clock));
    try {
      const ann = await t.member();
      const onSecond = (text: string) =>
        second.inject({
          method: 'POST',
          url: COMMENT_PATH,
          headers: { origin: TEST_ORIGIN, cookie: ann.cookie, 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({ section: 'video', object_id: '3', text }).toString(),
          remoteAddress: '10.3.0.2',
        });
      for (let i = 0; i < COMMENTS_PER_USER - 1; i++) expect((await comment(ann, { text: `a${i}` }, '10.3.0.1')).status).toBe(200);
      expect((await onSecond('b0')).statusCode).toBe(200);
      const refused = await onSecond('b1');
      expect({ status: refused.statusCode, body: refused.json() }).toEqual({
        status: 429,
        body: { error: true, code: 'comments_user_limit' },
      });
      expect((await comment(ann, { text: 'a9' }, '10.3.0.1')).status).toBe(429);
    } finally {
      await second.close();
    }
  });
});
