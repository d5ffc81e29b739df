// The fast path of a cache hit, through a real socket (inject would bypass it): a hit answered
// before Fastify carries every header the full path gave, in each form (Brotli, gzip, identity) and
// as a 304; a private answer, a request with a session cookie, a body or another method never take
// it; the request metrics and the cache's hit count still see every hit.
import { request } from 'node:http';
import { PLAYLIST_EDIT_PATH } from '@reel/api';
import { videoPath } from '@reel/api/endpoints';
import { SETTINGS_JSON_PATH } from '@reel/api/settings';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/app.js';
import { createMember, signIn } from '../testing/members.js';
import { storedHitStats } from './storedHits.js';

const LIST = '/api/json/videos2/86400/str/latest-updates/60/all..1.all...json';
/** A session cookie the server does not know: the full path looks nothing up on a shared answer. */
const STRANGER_SID = `sid=${'a'.repeat(43)}`;

interface Raw {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** One request with exactly these headers, the answer's bytes and headers as sent. */
function raw(t: TestApp, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(t.base + path, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const out: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers)) out[name] = String(value);
        resolve({ status: res.statusCode ?? 0, headers: out, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** Whether `send` was answered on the fast path. */
async function fast(send: () => Promise<Raw>): Promise<{ res: Raw; fast: boolean }> {
  const before = storedHitStats.served;
  const res = await send();
  return { res, fast: storedHitStats.served > before };
}

/** Headers that differ between any two answers by nature: the clock, and whether it was a hit. */
const withoutNature = (h: Record<string, string>, drop: string[] = []) => {
  const out = { ...h };
  for (const name of ['date', 'age', 'x-cache', ...drop]) delete out[name];
  return out;
};

let t: TestApp;
let member: string;

beforeAll(async () => {
  t = await startTestApp({ videos: 40 });
  const m = await createMember(t.database);
  member = await signIn(t.app, m.username, m.password);
});

afterAll(async () => {
  await t?.close();
});

beforeEach(() => t.ctx.cache.clear());

const BROWSER = 'gzip, deflate, br';
const FORMS: [string, Record<string, string>][] = [
  ['Brotli', { 'accept-encoding': BROWSER }],
  ['gzip', { 'accept-encoding': 'gzip' }],
  ['identity', {}],
];

describe('a fast hit carries what the full path sent', () => {
  // Whether the full path skips the session on the address (a data call with a lifetime in its
  // path), so that a made-up session cookie gives a full-path hit without clearing the cookie.
  const paths = (): [string, string, boolean][] => [
    ['the cached list', LIST, true],
    ['a crossOrigin entry (one video)', videoPath(1), true],
    ['the public settings', SETTINGS_JSON_PATH, false],
  ];

  it.each(FORMS)('%s: a miss, a full-path hit and a fast hit, header by header', async (_name, headers) => {
    for (const [what, path, sessionless] of paths()) {
      const miss = await fast(() => raw(t, path, headers));
      expect(miss.res.status, what).toBe(200);
      expect(miss.res.headers['x-cache'], what).toBe('MISS');
      if (sessionless) {
        // A session cookie keeps a request on the full path, which then answers from the cache.
        const slow = await fast(() => raw(t, path, { ...headers, cookie: STRANGER_SID }));
        expect(slow.fast, what).toBe(false);
        expect(slow.res.headers['x-cache'], what).toBe('HIT');
        const quick = await fast(() => raw(t, path, headers));
        expect(withoutNature(quick.res.headers), what).toEqual(withoutNature(slow.res.headers));
        expect(Number(quick.res.headers.age), what).toBeGreaterThanOrEqual(Number(slow.res.headers.age));
      }
      const quick = await fast(() => raw(t, path, headers));
      expect([miss.fast, quick.fast], what).toEqual([false, true]);
      expect(withoutNature(quick.res.headers), what).toEqual(withoutNature(miss.res.headers));
      expect(quick.res.headers['x-cache'], what).toBe('HIT');
      expect(quick.res.body.equals(miss.res.body), what).toBe(true);
      for (const name of ['content-security-policy', 'x-frame-options', 'x-content-type-options', 'referrer-policy', 'etag']) {
        expect(quick.res.headers[name], `${what}: ${name}`).toBeTruthy();
      }
    }
  });

  it('the crossOrigin entry keeps Access-Control-Allow-Origin, the others never get it', async () => {
    for (const path of [videoPath(1), LIST]) {
      const miss = await raw(t, path);
      const quick = await fast(() => raw(t, path));
      expect(quick.fast).toBe(true);
      expect(quick.res.headers['access-control-allow-origin']).toBe(miss.headers['access-control-allow-origin']);
    }
    expect((await raw(t, videoPath(1))).headers['access-control-allow-origin']).toBe('*');
    expect((await raw(t, LIST)).headers['access-control-allow-origin']).toBeUndefined();
  });

  it('a revalidation naming the tag is a 304 with the headers the full path gave it', async () => {
    const first = await raw(t, LIST, { 'accept-encoding': BROWSER });
    expect(first.headers['content-encoding']).toBe('br');
    const revalidate = { 'accept-encoding': BROWSER, 'if-none-match': first.headers.etag };
    const slow = await fast(() => raw(t, LIST, { ...revalidate, cookie: STRANGER_SID }));
    const quick = await fast(() => raw(t, LIST, revalidate));
    expect([slow.fast, quick.fast]).toEqual([false, true]);
    expect([slow.res.status, quick.res.status]).toEqual([304, 304]);
    expect(quick.res.body.length).toBe(0);
    expect(withoutNature(quick.res.headers)).toEqual(withoutNature(slow.res.headers));
    // Another form's tag is not a match: the Brotli form's tag names no gzip bytes.
    const gzip = await fast(() => raw(t, LIST, { 'accept-encoding': 'gzip', 'if-none-match': first.headers.etag }));
    expect(gzip.fast).toBe(true);
    expect(gzip.res.status).toBe(200);
    expect(gzip.res.headers['content-encoding']).toBe('gzip');
  });
});

describe('what never takes the fast path', () => {
  it("a member's private answer: not stored, never fast, always no-store", async () => {
    const path = `${PLAYLIST_EDIT_PATH}?page=1`;
    for (let i = 0; i < 3; i++) {
      const r = await fast(() => raw(t, path, { cookie: member }));
      expect(r.fast).toBe(false);
      expect(r.res.status).toBe(200);
      expect(r.res.headers['cache-control']).toBe('no-store');
    }
    const visitor = await fast(() => raw(t, path));
    expect(visitor.fast).toBe(false);
    expect(visitor.res.status).toBe(401);
  });

  it('a signed-in member, with a session cookie, goes through the full path', async () => {
    await raw(t, LIST);
    expect((await fast(() => raw(t, LIST))).fast).toBe(true);
    const signedIn = await fast(() => raw(t, LIST, { cookie: `country=DE; ${member}` }));
    expect(signedIn.fast).toBe(false);
    expect(signedIn.res.headers['x-cache']).toBe('HIT');
    // Other cookies do not matter: the answer is everyone's.
    expect((await fast(() => raw(t, LIST, { cookie: 'country=DE' }))).fast).toBe(true);
  });

  it('an answer of lifetime 0 (the member-dependent `.jsond` form) is never stored', async () => {
    const path = LIST.replace('/86400/', '/0/').replace(/\.json$/, '.jsond');
    for (let i = 0; i < 2; i++) {
      const r = await fast(() => raw(t, path));
      expect(r.fast).toBe(false);
      expect(r.res.headers['x-cache']).toBe('MISS');
    }
  });

  it('HEAD, and an address the cache no longer holds', async () => {
    await raw(t, LIST);
    const head = await fast(() => raw(t, LIST, {}, 'HEAD'));
    expect(head.fast).toBe(false);
    t.ctx.cache.clear();
    const after = await fast(() => raw(t, LIST));
    expect(after.fast).toBe(false);
    expect(after.res.headers['x-cache']).toBe('MISS');
    expect((await fast(() => raw(t, LIST))).fast).toBe(true);
  });
});

describe('metrics', () => {
  const sample = (text: string, name: string, labels: string) => {
    const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && l.includes(labels));
    return line ? Number(line.split(' ').pop()) : 0;
  };

  it("every fast hit is counted: the cache's hits and the request duration by route and status", async () => {
    const first = await raw(t, LIST);
    const before = await (await t.get('/metrics')).text();
    const route = 'route="/api/json/videos2/:lifetime/:gender/:sort/:count/:file"';
    const hitsBefore = Number(/^reel_response_cache_hits_total (\d+)/m.exec(before)?.[1]);
    const n = 5;
    for (let i = 0; i < n; i++) expect((await fast(() => raw(t, LIST))).fast).toBe(true);
    expect((await fast(() => raw(t, LIST, { 'if-none-match': first.headers.etag }))).fast).toBe(true);
    const after = await (await t.get('/metrics')).text();
    expect(Number(/^reel_response_cache_hits_total (\d+)/m.exec(after)?.[1]) - hitsBefore).toBe(n + 1);
    const count = 'http_request_duration_seconds_count';
    expect(sample(after, count, route) > 0).toBe(true);
    expect(sample(after, count, `${route},status="200"`) - sample(before, count, `${route},status="200"`)).toBe(n);
    expect(sample(after, count, `${route},status="304"`) - sample(before, count, `${route},status="304"`)).toBe(1);
  });
});
