// Pages from the response cache, through HTTP: one rendering serves every visitor until it is
// PAGE_MAX_AGE_S old or a change of what the public sees clears the cache; a stored page, sent
// compressed or as a 304, carries the same Content-Security-Policy (its inline scripts' hashes) as
// the page it stores; 404s and the console's pages are made each time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_MAX_AGE_S } from '../constants.js';
import { publicChanged } from '../moderation/record.js';
import { startTestApp, type TestApp } from '../testing/app.js';
import { writeAppBuilds, type AppBuilds } from '../testing/builds.js';

const HEAD = '<meta charset="utf-8" /><title>Reel</title><script type="module" crossorigin src="/assets/index-1.js"></script>';
const SITE_HTML = `<!doctype html><html><head>${HEAD}</head><body><div id="root"></div></body></html>`;
const EMBED_HTML = `<!doctype html><html><head>${HEAD}</head><body><main id="player" class="frame"></main></body></html>`;

let t: TestApp;
let builds: AppBuilds | undefined;
let clockMs: number | null = null;
let video: { video_id: number; dir: string; title: string };

beforeAll(async () => {
  builds = writeAppBuilds({ site: SITE_HTML, embed: EMBED_HTML });
  t = await startTestApp({
    videos: 6,
    now: () => clockMs ?? Date.now(),
    env: builds.env,
  });
  [video] = await t.database.query<typeof video>(
    'SELECT video_id, dir, title FROM videos WHERE status_id = 1 AND NOT is_private ORDER BY video_id LIMIT 1',
  );
});
afterAll(async () => {
  await t?.close();
  builds?.remove();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${t.base}${path}`, { headers });
const watch = () => `/video/${video.video_id}/${video.dir}/?autostart=1`;
const embed = () => `/embed/${video.video_id}/?autostart=1`;

describe('pages from the response cache', () => {
  it('renders a page once and serves it to every visitor, with its Age, until PAGE_MAX_AGE_S', async () => {
    for (const [path, cacheControl] of [
      [watch(), `public, max-age=${PAGE_MAX_AGE_S}`],
      [embed(), 'no-cache'],
    ]) {
      clockMs = Date.now();
      t.ctx.cache.clear();
      const first = await get(path);
      const html = await first.text();
      expect([first.status, first.headers.get('x-cache'), first.headers.get('cache-control')]).toEqual([200, 'MISS', cacheControl]);
      clockMs += 5_000;
      // Another visitor, signed in, whose browser takes Brotli.
      const second = await get(path, { cookie: 'reel_session=someone-else', 'accept-encoding': 'br' });
      expect([second.headers.get('x-cache'), second.headers.get('age'), second.headers.get('content-encoding')]).toEqual([
        'HIT',
        '5',
        'br',
      ]);
      expect(second.headers.get('cache-control')).toBe(cacheControl);
      expect(await second.text()).toBe(html);
      clockMs += PAGE_MAX_AGE_S * 1000;
      expect((await get(path)).headers.get('x-cache')).toBe('MISS');
    }
    clockMs = null;
  });

  it('gives a stored page, compressed or as a 304, the policy of the page it stores', async () => {
    t.ctx.cache.clear();
    const made = await get(watch());
    const policy = made.headers.get('content-security-policy') ?? '';
    // The boot data and the loader are inline scripts: the policy names their hashes.
    expect(policy).toMatch(/'sha256-[^']+'/);
    const compressed = await get(watch(), { 'accept-encoding': 'gzip' });
    expect([compressed.headers.get('x-cache'), compressed.headers.get('content-encoding')]).toEqual(['HIT', 'gzip']);
    expect(compressed.headers.get('content-security-policy')).toBe(policy);
    const again = await get(watch(), { 'if-none-match': compressed.headers.get('etag') ?? '', 'accept-encoding': 'gzip' });
    expect(again.status).toBe(304);
    // A 304's headers replace the browser's stored ones.
    expect(again.headers.get('content-security-policy')).toBe(policy);
  });

  it('renders the page again after a change of what the public sees', async () => {
    t.ctx.cache.clear();
    await get(watch());
    await t.database.query('UPDATE videos SET title = $1 WHERE video_id = $2', ['A new title', video.video_id]);
    try {
      expect(await (await get(watch())).text()).not.toContain('A new title');
      publicChanged(t.ctx);
      const res = await get(watch());
      expect(res.headers.get('x-cache')).toBe('MISS');
      expect(await res.text()).toContain('A new title');
    } finally {
      await t.database.query('UPDATE videos SET title = $1 WHERE video_id = $2', [video.title, video.video_id]);
      publicChanged(t.ctx);
    }
  });

  it('keeps no 404 and no console page: they are made each time, with their own headers', async () => {
    for (const path of ['/video/999999/nothing/', '/embed/0/', '/admin/']) {
      const first = await get(path);
      const second = await get(path);
      expect([first.headers.get('x-cache'), second.headers.get('x-cache')], path).toEqual(['MISS', 'MISS']);
    }
    expect((await get('/video/999999/nothing/')).headers.get('cache-control')).toBe('no-cache');
    expect((await get('/admin/')).headers.get('cache-control')).toBe('no-store');
  });
});
