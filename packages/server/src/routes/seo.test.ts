// robots.txt, the sitemaps and the site's root files through HTTP, on a seeded catalogue.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { VideoStatus } from '@reel/api';
import { matchSiteRoute } from '@reel/api/pages';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTRY_MAX_BYTES } from '../seo/sitemapXml.js';
import { VIDEO_SITEMAP_TITLE_MAX_CHARS } from '../seo/constants.js';
import { startTestApp, type TestApp } from '../testing/app.js';
import { childrenNamed, childText, parseXml, type XmlElement } from '../testing/xml.js';
import { seoRoutes } from './seo.js';

const ORIGIN = 'https://reel.example';
const HOSTILE_TITLE = `Tom & Jerry <b>"quoted"</b> 'single' ]]> \u0001\u0008\u001F end`;
/** What a reader gets back: the characters XML cannot carry are gone, the rest is intact. */
const HOSTILE_TITLE_READ = `Tom & Jerry <b>"quoted"</b> 'single' ]]>  end`;

let t: TestApp;
let siteDir: string;
let hostileId: number;
let longId: number;
let badDirId: number;
beforeAll(async () => {
  siteDir = mkdtempSync(join(tmpdir(), 'reel-seo-'));
  writeFileSync(
    join(siteDir, 'index.html'),
    '<!doctype html><html><head><title>Reel</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(siteDir, 'site.webmanifest'), '{"name":"Reel"}');
  writeFileSync(join(siteDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await startTestApp({ videos: 40, env: { PUBLIC_URL: `${ORIGIN}/`, SITE_DIST: siteDir } });
  const ids = (
    await t.database.query<{ video_id: number }>(`SELECT video_id FROM videos WHERE status_id = 1 AND NOT is_private ORDER BY video_id`)
  ).map((r) => r.video_id);
  // One of each kind a sitemap must leave out, and two public ones with hostile or huge text.
  await t.database.query(`UPDATE videos SET is_private = true WHERE video_id = $1`, [ids[1]]);
  await t.database.query(`UPDATE videos SET status_id = $2 WHERE video_id = $1`, [ids[2], VideoStatus.Unpublished]);
  await t.database.query(`UPDATE videos SET status_id = $2 WHERE video_id = $1`, [ids[3], VideoStatus.Deleted]);
  [hostileId, longId, badDirId] = [ids[4], ids[5], ids[6]];
  // A dir the site's route table refuses: the video has no watch page to announce.
  await t.database.query(`UPDATE videos SET dir = 'bad.dir' WHERE video_id = $1`, [badDirId]);
  await t.database.query(`UPDATE videos SET title = $2, description = $2 WHERE video_id = $1`, [hostileId, HOSTILE_TITLE]);
  await t.database.query(`UPDATE videos SET title = $2, description = $3 WHERE video_id = $1`, [longId, 'é'.repeat(300), '&'.repeat(5000)]);
});
afterAll(async () => {
  await t?.close();
  rmSync(siteDir, { recursive: true, force: true });
});

/** Every video everyone may watch at its page, by the access rule's own terms, read without the
 * sitemap's SQL. */
async function publicVideoIds(): Promise<number[]> {
  const rows = await t.database.query<{ video_id: number; status_id: number; is_private: boolean }>(
    `SELECT video_id, status_id, is_private FROM videos`,
  );
  return rows
    .filter((r) => r.status_id === VideoStatus.Active && !r.is_private && r.video_id !== badDirId)
    .map((r) => r.video_id)
    .sort((a, b) => a - b);
}

const locs = (doc: XmlElement, item: string) => childrenNamed(doc, item).map((e) => childText(e, 'loc') ?? '');
const pathOf = (loc: string) => {
  expect(loc.startsWith(`${ORIGIN}/`)).toBe(true);
  return loc.slice(ORIGIN.length);
};

describe('robots.txt', () => {
  it('names the configured sitemap whatever Host or X-Forwarded-Host the request gives', async () => {
    const res = await t.app.inject({ url: '/robots.txt', headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body).not.toContain('evil.example');
    expect(res.body.split('\n')).toEqual(
      expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /members/', `Sitemap: ${ORIGIN}/sitemap.xml`]),
    );
    // The embed page is each video's player in the sitemap: crawlers must be able to load it.
    expect(res.body).not.toMatch(/Disallow: \/embed/);
  });

  it('keeps the embed page out of results as a page of its own', async () => {
    const [v] = await t.database.query<{ video_id: number }>(`SELECT video_id FROM videos WHERE status_id = 1 AND NOT is_private LIMIT 1`);
    const embed = await t.get(`/embed/${v.video_id}/`);
    expect(embed.headers.get('x-robots-tag')).toBe('noindex, indexifembedded');
    expect((await t.get('/')).headers.get('x-robots-tag')).toBeNull();
  });
});

/** The index and every file it lists, each parsed strictly. */
async function readSitemaps(fetchXml: (path: string) => Promise<{ status: number; body: string; type?: string }>) {
  const index = await fetchXml('/sitemap.xml');
  expect([index.status, index.type]).toEqual([200, 'application/xml; charset=utf-8']);
  const root = parseXml(index.body);
  expect(root.name).toBe('sitemapindex');
  const files = new Map<string, XmlElement>();
  for (const loc of locs(root, 'sitemap')) {
    const file = await fetchXml(pathOf(loc));
    expect([loc, file.status]).toEqual([loc, 200]);
    files.set(pathOf(loc), parseXml(file.body));
  }
  return files;
}

const viaFetch = async (path: string) => {
  const res = await t.get(path);
  return { status: res.status, body: await res.text(), type: res.headers.get('content-type') ?? undefined };
};

describe('the sitemaps', () => {
  it('list exactly the public videos, each with its watch page, embed player and picture', async () => {
    const files = await readSitemaps(viaFetch);
    const entries = [...files].filter(([path]) => path.startsWith('/sitemaps/videos-')).flatMap(([, doc]) => childrenNamed(doc, 'url'));
    const seen = entries.map((url) => Number(/^\/video\/(\d+)\//.exec(pathOf(childText(url, 'loc') ?? ''))?.[1]));
    expect(seen).toEqual(await publicVideoIds());
    const rows = await t.database.query<{ video_id: number; dir: string }>(`SELECT video_id, dir FROM videos`);
    const dirs = new Map(rows.map((r) => [r.video_id, r.dir]));
    for (const url of entries) {
      const path = pathOf(childText(url, 'loc') ?? '');
      const id = Number(path.split('/')[2]);
      expect(path).toBe(`/video/${id}/${dirs.get(id)}/`);
      expect(matchSiteRoute(path).kind).toBe('page');
      const [video] = childrenNamed(url, 'video:video');
      expect(childText(video, 'video:player_loc')).toBe(`${ORIGIN}/embed/${id}/`);
      expect(childText(video, 'video:thumbnail_loc')).toMatch(new RegExp(`^${ORIGIN}/media/`));
      expect(childText(video, 'video:family_friendly')).toBe('no');
      expect(childText(video, 'video:publication_date')).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/);
      expect(Number(childText(video, 'video:duration'))).toBeGreaterThan(0);
      expect(childrenNamed(video, 'video:content_loc')).toEqual([]);
    }
  });

  it('carries a hostile title as text, and cuts long text so a full file stays under the size limit', async () => {
    const res = await t.get('/sitemaps/videos-1.xml');
    const raw = await res.text();
    const doc = parseXml(raw);
    const entry = (id: number) => childrenNamed(doc, 'url').find((u) => childText(u, 'loc')?.includes(`/video/${id}/`));
    const hostile = childrenNamed(entry(hostileId)!, 'video:video')[0];
    expect(childText(hostile, 'video:title')).toBe(HOSTILE_TITLE_READ);
    expect(childText(hostile, 'video:description')).toBe(HOSTILE_TITLE_READ);
    const long = childrenNamed(entry(longId)!, 'video:video')[0];
    expect(childText(long, 'video:title')).toBe('é'.repeat(VIDEO_SITEMAP_TITLE_MAX_CHARS));
    expect(childText(long, 'video:description')).toMatch(/^&{50,2047}$/);
    const longRaw = raw.split('\n').find((line) => line.includes(`/video/${longId}/`)) ?? '';
    expect(Buffer.byteLength(longRaw + '\n')).toBeLessThanOrEqual(ENTRY_MAX_BYTES);
  });

  it('lists the category, model and channel pages and the fixed lists, all pages the site has', async () => {
    const files = await readSitemaps(viaFetch);
    const paths = [...files].filter(([path]) => !path.startsWith('/sitemaps/videos-')).flatMap(([, doc]) => locs(doc, 'url').map(pathOf));
    for (const path of paths) expect([path, matchSiteRoute(path).kind]).toEqual([path, 'page']);
    const [cats, models, channels] = await Promise.all(
      ['categories', 'models', 'channels'].map(async (table) =>
        (await t.database.query<{ dir: string }>(`SELECT dir FROM ${table} WHERE total_videos > 0`)).map((r) => r.dir),
      ),
    );
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/categories/',
        ...cats.filter((d) => !['hidden-cam', 'voyeur'].includes(d)).map((d) => `/categories/${d}/`),
        ...models.map((d) => `/pornstar/${d}/`),
        ...channels.map((d) => `/pornsite/${d}/`),
      ]),
    );
    expect(new Set(paths).size).toBe(paths.length);
    // The categories the site's own list hides are not announced either.
    const hidden = await t.database.query<{ dir: string }>(
      `SELECT dir FROM categories WHERE title IN ('Hidden Cam', 'Voyeur') AND total_videos > 0`,
    );
    expect(hidden.length).toBeGreaterThan(0);
    for (const { dir } of hidden) expect(paths).not.toContain(`/categories/${dir}/`);
  });

  it('names the configured origin whatever Host the request gives, and is cacheable', async () => {
    for (const path of ['/sitemap.xml', '/sitemaps/pages.xml', '/sitemaps/videos-1.xml']) {
      const res = await t.app.inject({ url: path, headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } });
      expect([path, res.statusCode, res.headers['cache-control']]).toEqual([path, 200, 'public, max-age=3600']);
      expect(res.body).not.toContain('evil.example');
    }
  });

  it('compresses a streamed file for a client that accepts gzip', async () => {
    const res = await t.app.inject({ url: '/sitemaps/videos-1.xml', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(parseXml(gunzipSync(res.rawPayload).toString('utf8')).name).toBe('urlset');
    const head = await t.app.inject({ method: 'HEAD', url: '/sitemaps/videos-1.xml' });
    expect([head.statusCode, head.headers['content-type'], head.body]).toEqual([200, 'application/xml; charset=utf-8', '']);
  });

  it('answers a 404 with a code for any file the index does not name', async () => {
    for (const name of [
      'videos-0.xml',
      'videos-01.xml',
      'videos-x.xml',
      'videos-1.xml.gz',
      'videos-9999999999.xml',
      'videos-4294967296.xml',
      'videos-1000.xml',
      'pages',
      'nothing.xml',
      '..%2Fsitemap.xml',
      'models-1.xml',
    ]) {
      const r = await t.json<{ error: boolean; code: string }>(`/sitemaps/${name}`);
      expect([name, r.status, r.body]).toEqual([name, 404, { error: true, code: 'sitemap_not_found' }]);
    }
  });
});

describe('the split', () => {
  it('keeps every file under the limit and lists each public video exactly once', async () => {
    const app = Fastify();
    seoRoutes(app, t.ctx, { perFile: 7, batchRows: 3 });
    const viaInject = async (path: string) => {
      const res = await app.inject({ url: path });
      return { status: res.statusCode, body: res.body, type: res.headers['content-type'] as string };
    };
    try {
      const files = await readSitemaps(viaInject);
      const videoFiles = [...files].filter(([path]) => path.startsWith('/sitemaps/videos-'));
      const maxId = Math.max(...(await publicVideoIds()));
      expect(videoFiles.length).toBeGreaterThan(1);
      expect(videoFiles.length).toBeLessThanOrEqual(Math.ceil(maxId / 7));
      for (const [path, doc] of videoFiles) expect([path, childrenNamed(doc, 'url').length <= 7]).toEqual([path, true]);
      const seen = videoFiles.flatMap(([, doc]) => locs(doc, 'url').map((loc) => Number(pathOf(loc).split('/')[2])));
      expect(seen).toEqual(await publicVideoIds());
    } finally {
      await app.close();
    }
  });
});

describe('the site root files', () => {
  it('serves the build’s manifest and icons with their types, and a 404 (not the app) for one it lacks', async () => {
    const manifest = await t.get('/site.webmanifest');
    expect([manifest.status, manifest.headers.get('content-type'), await manifest.text()]).toEqual([
      200,
      'application/manifest+json',
      '{"name":"Reel"}',
    ]);
    expect((await t.get('/favicon.svg')).headers.get('content-type')).toBe('image/svg+xml');
    const missing = await t.json<{ error: boolean; code: string }>('/favicon.ico');
    expect([missing.status, missing.body]).toEqual([404, { error: true, code: 'not_found' }]);
  });
});
