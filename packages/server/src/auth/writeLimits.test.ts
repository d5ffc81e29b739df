// The write limits through the real routes: the N+1-th write in a window is 429 too_many, other
// members and addresses go on, a second API node over the same database counts the same writes,
// and every repeatable write route is under its row of the table.
import { FRIENDS_PATH, MESSAGES_PATH, PLAYLIST_EDIT_PATH, UPLOAD_PATH, WALL_PATH } from '@reel/api';
import { INPUT_PATH, MEMBER_PATH } from '@reel/api/endpoints';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createContext } from '../compose/context.js';
import { startTestApp, type TestApp } from '../testing/app.js';
import { createMember, signIn, TEST_ORIGIN } from '../testing/members.js';
import { WRITE_LIMITS } from './constants.js';
import type { WriteAct } from './writeLimits.js';
import { verifyUploader } from '../testing/uploaders.js';

let t: TestApp;
/** A second API node: its own context and server, the same database. */
let second: FastifyInstance;
let clockAhead = 0;
const now = () => Date.now() + clockAhead;

beforeAll(async () => {
  t = await startTestApp({ videos: 5, now });
  second = await buildApp(await createContext(t.ctx.config, t.database, now));
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

interface Writer {
  user_id: number;
  cookie: string;
  ip: string;
}

let made = 0;
async function writer(opts: { verified?: boolean } = {}): Promise<Writer> {
  made += 1;
  const m = await createMember(t.database, { username: `writer_${made}`, verified: opts.verified });
  if (opts.verified) await verifyUploader(t.database, m.user_id);
  return { user_id: m.user_id, cookie: await signIn(t.app, m.username, m.password), ip: `198.18.${made}.1` };
}

function post(
  app: FastifyInstance,
  who: Writer | null,
  url: string,
  payload: Record<string, string | number>,
  ip = who?.ip ?? '198.19.0.1',
) {
  const headers: Record<string, string> = { origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' };
  if (who) headers.cookie = who.cookie;
  const body = new URLSearchParams(Object.entries(payload).map(([k, v]) => [k, String(v)])).toString();
  return app.inject({ method: 'POST', url, headers, payload: body, remoteAddress: ip });
}

const wallPost = (app: FastifyInstance, who: Writer, wall: number, ip?: string) =>
  post(app, who, WALL_PATH, { user_id: wall, text: 'hello' }, ip);

describe('wall posts', () => {
  const cap = WRITE_LIMITS.wall.perMember;

  it(`take ${cap} from one member per window, then 429 too_many; another member goes on`, async () => {
    const [flooder, other] = [await writer(), await writer()];
    for (let i = 0; i < cap; i++) expect((await wallPost(t.app, flooder, other.user_id)).statusCode).toBe(200);
    const refused = await wallPost(t.app, flooder, other.user_id);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: true, code: 'too_many' });
    expect((await wallPost(t.app, other, flooder.user_id)).statusCode).toBe(200);
    const [{ n }] = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM wall_posts WHERE author_id = $1', [
      flooder.user_id,
    ]);
    expect(n).toBe(cap);
    // The window over, the member posts again.
    clockAhead += WRITE_LIMITS.wall.windowMs + 1000;
    expect((await wallPost(t.app, flooder, other.user_id)).statusCode).toBe(200);
  });

  it('are counted across API nodes over one database', async () => {
    const [flooder, other] = [await writer(), await writer()];
    for (let i = 0; i < cap; i++) expect((await wallPost(i % 2 ? second : t.app, flooder, other.user_id)).statusCode).toBe(200);
    expect((await wallPost(second, flooder, other.user_id)).statusCode).toBe(429);
    expect((await wallPost(t.app, flooder, other.user_id)).statusCode).toBe(429);
  });

  it(`take ${WRITE_LIMITS.wall.perAddress} from one address, whoever signs in there`, async () => {
    const ip = '203.0.113.200';
    const wall = (await writer()).user_id;
    const crowd = await Promise.all(Array.from({ length: Math.ceil(WRITE_LIMITS.wall.perAddress / cap) + 1 }, () => writer()));
    let accepted = 0;
    for (const who of crowd) {
      for (let i = 0; i < cap && accepted < WRITE_LIMITS.wall.perAddress; i++, accepted++)
        expect((await wallPost(t.app, who, wall, ip)).statusCode).toBe(200);
    }
    const fresh = crowd.at(-1) as Writer;
    expect((await wallPost(t.app, fresh, wall, ip)).statusCode).toBe(429);
    expect((await wallPost(t.app, fresh, wall, '203.0.113.201')).statusCode).toBe(200);
  });
});

describe('every repeatable write', () => {
  /** Each act's request, from a member whose count for that act is already at its cap. */
  const requests: [WriteAct, (who: Writer, other: Writer) => ReturnType<typeof post>][] = [
    ['wall', (who, other) => wallPost(t.app, who, other.user_id)],
    ['message', (who, other) => post(t.app, who, MESSAGES_PATH, { to_user_id: other.user_id, text: 'hi' })],
    ['friend', (who, other) => post(t.app, who, FRIENDS_PATH, { act: 'request', user_id: other.user_id })],
    ['playlist', (who) => post(t.app, who, PLAYLIST_EDIT_PATH, { act: 'create', title: 'Evening list' })],
    ['vote', (who, other) => post(t.app, who, INPUT_PATH, { act: 'vote', section: 'user', object_id: other.user_id, vote: 1 })],
    ['subscribe', (who, other) => post(t.app, who, INPUT_PATH, { act: 'subscribe', section: 'user', object_id: other.user_id })],
    ['subscribe', (who, other) => post(t.app, who, INPUT_PATH, { act: 'unsubscribe', section: 'user', object_id: other.user_id })],
    ['favourite', (who) => post(t.app, who, INPUT_PATH, { act: 'favourite', section: 'video', object_id: 1 })],
    ['favourite', (who) => post(t.app, who, INPUT_PATH, { act: 'unfavourite', section: 'video', object_id: 1 })],
    ['view', (who) => post(t.app, who, INPUT_PATH, { act: 'view', section: 'video', object_id: 1 })],
    ['profile', (who) => post(t.app, who, MEMBER_PATH, { act: 'edit', city: 'Lisbon' })],
    ['image', (who) => multipartPost(who, MEMBER_PATH, { section: 'u_ava' })],
    ['upload', (who) => multipartPost(who, UPLOAD_PATH, { title: 'A title' })],
  ];

  const BOUNDARY = '----reel-limits-boundary';
  function multipartPost(who: Writer, url: string, fields: Record<string, string>) {
    const parts = Object.entries(fields).map(([k, v]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
    const payload = `${parts.join('')}--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\nxx\r\n--${BOUNDARY}--\r\n`;
    return t.app.inject({
      method: 'POST',
      url,
      headers: { cookie: who.cookie, origin: TEST_ORIGIN, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload,
      remoteAddress: who.ip,
    });
  }

  async function atCap(act: WriteAct, who: Writer): Promise<void> {
    await t.database.query(
      `INSERT INTO limit_counts (name, key, hits, reset_at) VALUES ($1, $2, $3, $4::timestamptz)
       ON CONFLICT (name, key) DO UPDATE SET hits = EXCLUDED.hits, reset_at = EXCLUDED.reset_at`,
      [`write_${act}_member`, `id:${who.user_id}`, WRITE_LIMITS[act].perMember, new Date(now() + WRITE_LIMITS[act].windowMs).toISOString()],
    );
  }

  it.each(requests.map(([act, send], i) => [`${act} #${i}`, act, send] as const))('%s is refused at its cap', async (_name, act, send) => {
    const [who, other] = [await writer({ verified: true }), await writer()];
    await atCap(act, who);
    const res = await send(who, other);
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 429, body: { error: true, code: 'too_many' } });
  });

  it('a visitor\u2019s views are counted per address', async () => {
    const ip = '203.0.113.210';
    await t.database.query(`INSERT INTO limit_counts (name, key, hits, reset_at) VALUES ('write_view_ip', $1, $2, $3::timestamptz)`, [
      ip,
      WRITE_LIMITS.view.perAddress - 1,
      new Date(now() + WRITE_LIMITS.view.windowMs).toISOString(),
    ]);
    const view = (from: string) => post(t.app, null, INPUT_PATH, { act: 'view', section: 'video', object_id: 1 }, from);
    expect((await view(ip)).statusCode).toBe(200);
    expect((await view(ip)).statusCode).toBe(429);
    expect((await view('203.0.113.211')).statusCode).toBe(200);
  });
});
