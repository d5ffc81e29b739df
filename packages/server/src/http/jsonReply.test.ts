// The cached data calls through HTTP: keys hold only what an answer depends on, lifetimes and counts
// stay within the catalogue's, and a cached answer is compressed once, when it is stored.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESPONSE_LIFETIME_MAX_S } from '../constants.js';
import { startTestApp, type TestApp } from '../testing/app.js';
import { encodeStats } from './compress.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ videos: 40 });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

/** One path per cached call, each valid as it stands. */
const CACHED_PATHS = [
  '/api/json/main/14400/str.en.json',
  '/api/json/videos2/86400/str/latest-updates/24/all..1.all...json',
  '/api/videos2.php?params=86400/str/relevance/24/search..1.all..&s=beach',
  '/api/json/video/86400/0/0/1.json',
  '/api/json/videos_related/432000/20/0/0/1.all.1.json',
  '/api/videofile.php?video_id=1&lifetime=864000',
  '/api/json/suggester/43200/1000.json',
  '/api/suggester.php?c=be',
  '/api/json/stats/43200/top.json',
  '/api/json/categories/14400/str.toptn.en.json',
  '/api/json/members/3600/all/filt......./recent/96/1.json',
  '/api/json/member/7200/user/0/1.json',
  '/api/json/comments/3600/video/0/0/1.json',
  '/api/json/channels/14400/str/alphabetaz-toptn/60/all..1.json',
  '/api/json/channel/14400/a/abc.json',
  '/api/json/models/3600/str/filt........../most-popular-toptn/60/1.json',
  '/api/json/model/3600/ab/abc.json',
  '/api/json/playlists/86400/latest-updates/60/all.1.str..json',
  '/api/json/playlist/86400/0/1.json',
  '/api/json/subscriptions/14400/0/1.json',
  '/api/json/download/86400/abc.json',
];

const withQuery = (path: string, extra: string) => path + (path.includes('?') ? '&' : '?') + extra;

describe('cache keys', () => {
  it('refuses a query key the call does not read, on every cached call and lifetime 0 alike', async () => {
    for (const path of CACHED_PATHS) {
      for (const extra of ['utm_source=x', 'nonce=1', 'lifetime2=5']) {
        const res = await get(withQuery(path, extra));
        expect({ path, extra, status: res.statusCode, body: res.json() }).toEqual({
          path,
          extra,
          status: 400,
          body: { error: true, code: 'invalid_query' },
        });
      }
    }
    const own = await get('/api/json/videos2/0/str/latest-updates/24/all..1.all...jsond?x=1');
    expect(own.json()).toEqual({ error: true, code: 'invalid_query' });
  });

  it('answers every cached call without extra keys (the paths above are valid)', async () => {
    for (const path of CACHED_PATHS) expect({ path, status: (await get(path)).statusCode }).not.toMatchObject({ status: 400 });
  });

  it('keeps one entry whatever the lifetime, the order or the defaults of the query', async () => {
    const size = t.ctx.cache.size;
    const a = await get('/api/json/videos2/3600/str/most-viewed/24/all..1.all...json');
    expect(a.headers['x-cache']).toBe('MISS');
    const b = await get('/api/json/videos2/86400/str/most-viewed/24/all..1.all...json');
    expect(b.headers['x-cache']).toBe('HIT');
    expect(b.headers['cache-control']).toBe('public, max-age=86400');
    expect(b.body).toBe(a.body);
    expect((await get('/api/json/subscriptions/14400/0/2.json?sort=recent&page=1')).headers['x-cache']).toBe('MISS');
    expect((await get('/api/json/subscriptions/14400/0/2.json?page=1&sort=recent')).headers['x-cache']).toBe('HIT');
    expect((await get('/api/json/subscriptions/14400/0/2.json')).headers['x-cache']).toBe('HIT');
    expect(t.ctx.cache.size).toBe(size + 2);
  });
});

describe('lifetimes and counts', () => {
  it('cuts a lifetime above the catalogue longest and sends the cut one', async () => {
    const res = await get('/api/json/videos2/999999999/str/top-rated/24/all..1.all...json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(`public, max-age=${RESPONSE_LIFETIME_MAX_S}`);
    const file = await get('/api/videofile.php?video_id=1&lifetime=999999999');
    expect(Number(/max-age=(\d+)/.exec(String(file.headers['cache-control']))?.[1])).toBeLessThanOrEqual(RESPONSE_LIFETIME_MAX_S);
  });

  it('serves a cached answer only as old as the request lifetime allows', async () => {
    const path = (lifetime: number) => `/api/json/videos2/${lifetime}/str/longest/24/all..1.all...json`;
    expect((await get(path(86400))).headers['x-cache']).toBe('MISS');
    const hit = await get(path(86400));
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(Number(hit.headers.age)).toBeGreaterThanOrEqual(0);
    // A one-second lifetime accepts an answer younger than a second only.
    await new Promise((r) => setTimeout(r, 1100));
    expect((await get(path(1))).headers['x-cache']).toBe('MISS');
  });

  it('refuses a count above the catalogue page size of the call', async () => {
    const over = [
      '/api/json/videos2/86400/str/latest-updates/61/all..1.all...json',
      '/api/videos2.php?params=86400/str/relevance/61/search..1.all..&s=beach',
      '/api/json/videos_related/432000/21/0/0/1.all.1.json',
      '/api/json/suggester/43200/1001.json',
      '/api/json/members/3600/all/filt......./recent/97/1.json',
      '/api/json/channels/14400/str/alphabetaz-toptn/61/all..1.json',
      '/api/json/models/3600/str/filt........../most-popular-toptn/61/1.json',
      '/api/json/playlists/86400/latest-updates/61/all.1.str..json',
      '/api/json/subscriptions/14400/0/1.json?count=61',
    ];
    for (const path of over)
      expect({ path, body: (await get(path)).json() }).toEqual({ path, body: { error: true, code: 'invalid_count' } });
  });
});

describe('compression of cached answers', () => {
  const LIST = '/api/json/videos2/86400/str/latest-updates/60/all..1.all...json';

  it('compresses an answer once, when it is stored, and sends the stored forms on every hit', async () => {
    const plain = await get(LIST);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const made = encodeStats.bodies;
    for (let i = 0; i < 5; i++) {
      const br = await get(LIST, 'gzip, deflate, br');
      expect(br.headers['x-cache']).toBe('HIT');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(JSON.parse(plain.body));
      const gz = await get(LIST, 'gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    }
    const none = await get(LIST);
    expect(none.headers['x-cache']).toBe('HIT');
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.headers.vary).toMatch(/accept-encoding/i);
    expect(none.body).toBe(plain.body);
    expect(encodeStats.bodies).toBe(made);
  });

  it('makes a cold answer once for requests that arrive together', async () => {
    const path = '/api/json/videos2/86400/str/most-popular/60/all..1.all...json';
    const made = encodeStats.bodies;
    const answers = await Promise.all(Array.from({ length: 8 }, () => get(path, 'br')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((a) => brotliDecompressSync(a.rawPayload).toString())).size).toBe(1);
    expect(encodeStats.bodies).toBe(made + 1);
  });
});

describe('validators of cached answers', () => {
  const LIST = '/api/json/videos2/86400/str/top-rated/60/all..1.all...json';
  const revalidate = (url: string, ifNoneMatch: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': ifNoneMatch, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
    });

  it('gives each stored form its own strong ETag, the same on the miss that stores it and on every hit', async () => {
    const miss = await get(LIST, 'br');
    expect(miss.headers['x-cache']).toBe('MISS');
    const tag = { br: miss.headers.etag, gzip: (await get(LIST, 'gzip')).headers.etag, identity: (await get(LIST)).headers.etag };
    expect(tag.identity).toMatch(/^"[\w-]{22}"$/);
    expect(tag.br).toBe(String(tag.identity).replace(/"$/, '-br"'));
    expect(tag.gzip).toBe(String(tag.identity).replace(/"$/, '-gz"'));
    const hit = await get(LIST, 'gzip, deflate, br');
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(hit.headers.etag).toBe(tag.br);
  });

  it('answers 304 with no body to a matching If-None-Match, weak or in a list, and keeps the headers a cache needs', async () => {
    const etag = String((await get(LIST, 'br')).headers.etag);
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await revalidate(LIST, header, 'gzip, deflate, br');
      expect({ header, status: res.statusCode, body: res.body }).toEqual({ header, status: 304, body: '' });
      expect(res.headers.etag).toBe(etag);
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['content-encoding']).toBeUndefined();
    }
  });

  it('answers 200 with the body when the tag does not match, or names another form', async () => {
    const brTag = String((await get(LIST, 'br')).headers.etag);
    const other = await revalidate(LIST, '"not-this-one"', 'br');
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).toBe(brTag);
    expect(brotliDecompressSync(other.rawPayload).length).toBeGreaterThan(0);
    // A gzip-only client holding the Brotli form's tag gets the gzip form, in full.
    const gz = await revalidate(LIST, brTag, 'gzip');
    expect(gz.statusCode).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.etag).not.toBe(brTag);
    expect(gunzipSync(gz.rawPayload).length).toBeGreaterThan(0);
  });

  it('tags a changed answer anew once the cache lets it go', async () => {
    const path = '/api/json/videos2/86400/str/latest-updates/60/all..1.all...json';
    const before = await get(path);
    const [first] = (JSON.parse(before.body) as { videos: { video_id: string }[] }).videos;
    await t.database.query('UPDATE videos SET title = $1 WHERE video_id = $2', [
      'A title changed for the ETag test',
      Number(first.video_id),
    ]);
    expect((await get(path)).headers.etag).toBe(before.headers.etag);
    t.ctx.cache.clear();
    const after = await get(path);
    expect(after.body).toContain('A title changed for the ETag test');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await revalidate(path, String(before.headers.etag))).statusCode).toBe(200);
    expect((await revalidate(path, String(after.headers.etag))).statusCode).toBe(304);
  });
});
