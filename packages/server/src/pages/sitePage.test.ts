// Every site address through HTTP: 301s to the written form, real 404s, and each page's head.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { watchDataPaths } from '@reel/api/pages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/app.js';
import { escapeHtml } from './html.js';
import { renderSitePage } from './sitePage.js';

const INDEX_HTML = `<!doctype html><html><head><meta charset="utf-8" /><meta name="description" content="Site." /><title>Reel</title></head><body><div id="root"></div></body></html>`;

/** A build manifest with the entry and the watch route's chunk (routeAssets.test.ts has the rules). */
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true },
  'src/routes/Watch.tsx': { file: 'assets/Watch-1.js', imports: ['index.html'], css: ['assets/Watch-1.css'] },
};

let t: TestApp;
// A change made as the product makes its changes: pages are kept in the response cache, which
// every change of what the public sees clears.
const change = async (sql: string, params: unknown[]) => {
  await t.database.query(sql, params);
  t.ctx.cache.clear();
};
let siteDir: string;
beforeAll(async () => {
  siteDir = mkdtempSync(join(tmpdir(), 'reel-site-'));
  writeFileSync(join(siteDir, 'index.html'), INDEX_HTML);
  mkdirSync(join(siteDir, '.vite'));
  writeFileSync(join(siteDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  t = await startTestApp({ videos: 30, env: { SITE_DIST: siteDir }, publicUrlIsSelf: true });
});
afterAll(async () => {
  await t?.close();
  rmSync(siteDir, { recursive: true, force: true });
});

const one = async <T>(sql: string) => (await t.database.query<T>(sql))[0];
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];

describe('site addresses on the server', () => {
  it('serves the staff console never stored and never indexed, its head naming nothing', async () => {
    const site = { indexHtml: INDEX_HTML, routeTags: () => [] };
    for (const path of ['/admin/', '/admin/videos/42/', '/admin/reports/comment/7/', '/admin/audit/?action=ban']) {
      const page = await renderSitePage(t.ctx, site, new URL(path, 'http://reel.test'));
      expect(page.status).toBe(200);
      if (page.status === 301) continue;
      expect(page.headers).toEqual({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' });
      expect(page.html).toContain('<meta name="robots" content="noindex">');
      expect(page.html).not.toContain('rel="canonical"');
      expect(titleOf(page.html)).toBe('Console - Reel');
    }
    // The site's own pages keep their usual headers.
    const home = await renderSitePage(t.ctx, site, new URL('/', 'http://reel.test'));
    expect(home.status === 301 ? null : home.headers).toBeUndefined();
    // An address of the console's shape that names no page is the site's 404.
    expect((await renderSitePage(t.ctx, site, new URL('/admin/nope/', 'http://reel.test'))).status).toBe(404);
    expect(await renderSitePage(t.ctx, site, new URL('/admin', 'http://reel.test'))).toEqual({ status: 301, location: '/admin/' });
  });

  it('answers a console address over HTTP with the app', async () => {
    const res = await t.get('/admin/members/12/');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<meta name="robots" content="noindex">');
  });

  it('redirects with 301 to the written form, keeping the query', async () => {
    const cases: [string, string][] = [
      ['/videos/', '/videos/latest-updates/1/'],
      ['/latest-updates/', '/videos/latest-updates/1/'],
      ['/top-rated/?pub=3', '/videos/top-rated/1/?pub=3'],
      ['/pornstars/', '/pornstars/alphabetaz/1/'],
      ['/pornsites/', '/pornsites/alphabetaz/1/'],
      ['/categories', '/categories/'],
      ['/contacts/', '/contacts'],
    ];
    for (const [path, to] of cases) {
      const res = await t.get(path);
      expect([path, res.status, res.headers.get('location')]).toEqual([path, 301, to]);
    }
  });

  it("sends a video address with the wrong dir to the video's own address", async () => {
    const v = await one<{ video_id: number; dir: string }>(
      'SELECT video_id, dir FROM videos WHERE status_id = 1 AND NOT is_private ORDER BY video_id LIMIT 1',
    );
    const res = await t.get(`/video/${v.video_id}/not-its-dir/?r=1`);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(`/video/${v.video_id}/${v.dir}/?r=1`);
  });

  it('answers unknown paths, missing videos and missing models with a real 404 and the app', async () => {
    for (const path of [
      '/nope/',
      '/404/',
      '/video/999999/x/',
      '/video/9999999999/x/',
      '/video/2147483648/x/',
      '/playlist/9999999999',
      '/members/9999999999/',
      '/videos/bogus/1/',
      '/pornstar/nobody-here/',
      '/categories/no-such-category/',
      '/pornsite/none/videos/2/',
    ]) {
      const res = await t.get(path);
      const html = await res.text();
      expect([path, res.status]).toEqual([path, 404]);
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(titleOf(html)).toBe('Oops! Content not found! - Reel');
    }
  });

  it('answers 400 invalid_host when the Host header makes no address, never a 500', async () => {
    const port = new URL(t.base).port;
    for (const host of ['x:99999', 'a:b:c']) {
      const status = await new Promise<number>((resolve, reject) => {
        const r = request({ host: '127.0.0.1', port, path: '/videos/latest-updates/1/', headers: { host } }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        r.on('error', reject);
        r.end();
      });
      expect([host, status]).toEqual([host, 400]);
    }
  });

  it('gives each page its title, description and canonical address', async () => {
    const cat = await one<{ dir: string; title: string; seo_title: string }>(
      "SELECT dir, title, seo_title FROM categories WHERE seo_title <> '' ORDER BY dir LIMIT 1",
    );
    const plain = await one<{ dir: string; title: string }>("SELECT dir, title FROM categories WHERE seo_title = '' ORDER BY dir LIMIT 1");
    const model = await one<{ dir: string; title: string }>('SELECT dir, title FROM models ORDER BY dir LIMIT 1');
    const cases: [string, string, string][] = [
      ['/', 'Reel', `${t.base}/`],
      ['/videos/top-rated/2/', 'Top rated videos - page 2 - Reel', `${t.base}/videos/`],
      [`/categories/${cat.dir}/`, `${cat.seo_title} - Reel`, `${t.base}/categories/${cat.dir}/`],
      [`/categories/${plain.dir}/3/`, `${plain.title} videos - page 3 - Reel`, `${t.base}/categories/${plain.dir}/`],
      [`/pornstar/${model.dir}/`, `${model.title} - Reel`, `${t.base}/pornstar/${model.dir}/`],
      [`/pornstar/${model.dir}/videos/2/`, `${model.title} videos - page 2 - Reel`, `${t.base}/pornstar/${model.dir}/`],
      ['/information/privacy/', 'Privacy policy - Reel', `${t.base}/information/`],
      ['/contacts', 'Contact us - Reel', `${t.base}/contacts`],
    ];
    for (const [path, title, canonical] of cases) {
      const res = await t.get(path);
      const html = await res.text();
      expect([path, res.status, titleOf(html), canonicalOf(html)]).toEqual([path, 200, title.replace(/&/g, '&amp;'), canonical]);
      expect(html).not.toContain('content="Site."');
    }
  });

  it('keeps search results out of the index and escapes the search words', async () => {
    const res = await t.get(`/search/1/?s=${encodeURIComponent('<b>"beach"</b>')}`);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(titleOf(html)).toBe('Search results for &lt;b&gt;&quot;beach&quot;&lt;/b&gt; - Reel');
    expect(html).not.toContain('<b>"beach"');
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  it("serves a private video's page, out of the index and without JSON-LD, and 404s an unpublished upload", async () => {
    const v = await one<{ video_id: number; dir: string }>(
      'SELECT video_id, dir FROM videos WHERE status_id = 1 AND NOT is_private ORDER BY video_id LIMIT 1',
    );
    const path = `/video/${v.video_id}/${v.dir}/`;
    try {
      await change('UPDATE videos SET is_private = true WHERE video_id = $1', [v.video_id]);
      const res = await t.get(path);
      const html = await res.text();
      expect(res.status).toBe(200);
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).not.toContain('application/ld+json');
      await change('UPDATE videos SET is_private = false, status_id = 2 WHERE video_id = $1', [v.video_id]);
      expect((await t.get(path)).status).toBe(404);
    } finally {
      await change('UPDATE videos SET is_private = false, status_id = 1 WHERE video_id = $1', [v.video_id]);
    }
  });

  it('writes the JSON-LD VideoObject on the watch page, with < escaped', async () => {
    const v = await one<{ video_id: number; dir: string; title: string }>(
      'SELECT video_id, dir, title FROM videos WHERE status_id = 1 AND NOT is_private ORDER BY video_id LIMIT 1',
    );
    await change('UPDATE videos SET title = $1 WHERE video_id = $2', ['</script><script>alert(1)</script>', v.video_id]);
    try {
      const html = await (await t.get(`/video/${v.video_id}/${v.dir}/`)).text();
      // The poster, the page's largest paint, is fetched with the page.
      expect(html).toMatch(/<link rel="preload" as="image" href="\/media\/[^"]+" fetchpriority="high">/);
      const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '';
      expect(json).not.toContain('</script>');
      expect(JSON.parse(json)).toMatchObject({
        '@type': 'VideoObject',
        name: '</script><script>alert(1)</script>',
        embedUrl: `${t.base}/embed/${v.video_id}/`,
        duration: expect.stringMatching(/^PT\d+S$/),
        uploadDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
      });
    } finally {
      await change('UPDATE videos SET title = $1 WHERE video_id = $2', [v.title, v.video_id]);
    }
  });

  describe("the watch page's head names what the page fetches first", () => {
    const preloads = (html: string) =>
      [...html.matchAll(/<link rel="(?:preload|modulepreload)"[^>]*href="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));
    const pick = (offset: number) =>
      one<{ video_id: number; dir: string }>(
        `SELECT video_id, dir FROM videos WHERE status_id = 1 AND NOT is_private ORDER BY video_id LIMIT 1 OFFSET ${offset}`,
      );

    it('its poster, related list and route chunks; not the video and files, which the page carries', async () => {
      const v = await pick(0);
      const html = await (await t.get(`/video/${v.video_id}/${v.dir}/`)).text();
      const paths = watchDataPaths(v.video_id);
      expect(preloads(html)).toEqual([expect.stringMatching(/^\/media\//), paths.related, '/assets/Watch-1.js', '/assets/Watch-1.css']);
      // The same credentials mode as the site's fetch, or the browser would ask again.
      expect(html).toContain(`<link rel="preload" as="fetch" crossorigin href="${paths.related}">`);
    });

    it("not the file list of a private video, which a visitor may not have, nor a deleted one's files or poster", async () => {
      const v = await pick(1);
      const path = `/video/${v.video_id}/${v.dir}/`;
      const paths = watchDataPaths(v.video_id);
      try {
        await change('UPDATE videos SET is_private = true WHERE video_id = $1', [v.video_id]);
        expect(preloads(await (await t.get(path)).text())).toEqual([
          expect.stringMatching(/^\/media\//),
          paths.video,
          paths.related,
          '/assets/Watch-1.js',
          '/assets/Watch-1.css',
        ]);
        await change('UPDATE videos SET is_private = false, status_id = 5 WHERE video_id = $1', [v.video_id]);
        expect(preloads(await (await t.get(path)).text())).toEqual([
          paths.video,
          paths.related,
          '/assets/Watch-1.js',
          '/assets/Watch-1.css',
        ]);
      } finally {
        await change('UPDATE videos SET is_private = false, status_id = 1 WHERE video_id = $1', [v.video_id]);
      }
    });
  });
});

describe('user text that looks like a replacement pattern stays text', () => {
  // `$\``, `$'`, `$&`, `$1`, `$$` and `$<name>` are patterns in a String.prototype.replace
  // replacement: were user text ever a replacement, each would copy part of the page into it.
  const PATTERNS = "a$`b$'c$&d$1e$$f$<name>g";
  const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)">/.exec(html)?.[1];

  it('answers a search of 400 × $` with an ordinary page showing the words', async () => {
    const normal = await t.get('/search/1/?s=beach');
    const normalSize = (await normal.text()).length;
    const words = '$`'.repeat(400);
    const res = await t.get(`/search/1/?s=${encodeURIComponent(words)}`);
    const html = await res.text();
    expect(res.status).toBe(200);
    // The words appear in a handful of places (title, description, og tags, canonical at most).
    expect(html.length).toBeLessThan(normalSize + 8 * words.length);
    expect(titleOf(html)).toBe(`Search results for ${words} - Reel`);
  });

  it("shows a video's stored description and a playlist's stored title as written", async () => {
    const v = await one<{ video_id: number; dir: string; description: string }>(
      'SELECT video_id, dir, description FROM videos WHERE status_id = 1 AND NOT is_private ORDER BY video_id LIMIT 1',
    );
    const long = '$`'.repeat(1000);
    try {
      for (const description of [PATTERNS, long]) {
        await change('UPDATE videos SET description = $1 WHERE video_id = $2', [description, v.video_id]);
        const res = await t.get(`/video/${v.video_id}/${v.dir}/`);
        const html = await res.text();
        expect(res.status).toBe(200);
        expect(descriptionOf(html)).toBe(escapeHtml(description));
        expect(html.length).toBeLessThan(200_000);
      }
    } finally {
      await change('UPDATE videos SET description = $1 WHERE video_id = $2', [v.description, v.video_id]);
    }
    const member = await one<{ user_id: number }>('SELECT user_id FROM members ORDER BY user_id LIMIT 1');
    const title = `${PATTERNS}${'$`'.repeat(50)}`;
    const list = (
      await t.database.query<{ playlist_id: number }>('INSERT INTO playlists (user_id, title) VALUES ($1, $2) RETURNING playlist_id', [
        member.user_id,
        title,
      ])
    )[0];
    try {
      const res = await t.get(`/playlist/${list.playlist_id}`);
      const html = await res.text();
      expect(res.status).toBe(200);
      expect(titleOf(html)).toContain(escapeHtml(title));
      expect(html.length).toBeLessThan(200_000);
    } finally {
      await change('DELETE FROM playlists WHERE playlist_id = $1', [list.playlist_id]);
    }
  });
});
