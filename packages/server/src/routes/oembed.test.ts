// oEmbed, the watch page's server-rendered head and the framing headers, through HTTP.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMBED_HEIGHT_PX, EMBED_WIDTH_PX, embedCode } from '@reel/api';
import { startTestApp, type TestApp } from '../testing/app.js';
import { parseXml, type XmlElement } from '../testing/xml.js';

const INDEX_HTML = `<!doctype html><html><head><meta charset="utf-8" /><meta name="description" content="Site." /><title>Reel</title></head><body><div id="root"></div></body></html>`;

let t: TestApp;
let siteDir: string;
beforeAll(async () => {
  siteDir = mkdtempSync(join(tmpdir(), 'reel-site-'));
  mkdirSync(join(siteDir, 'embed'));
  writeFileSync(join(siteDir, 'index.html'), INDEX_HTML);
  writeFileSync(join(siteDir, 'embed', 'index.html'), '<!doctype html><title>embed</title>');
  t = await startTestApp({ videos: 40, env: { SITE_DIST: siteDir, EMBED_DIST: join(siteDir, 'embed') }, publicUrlIsSelf: true });
});
afterAll(async () => {
  await t?.close();
  rmSync(siteDir, { recursive: true, force: true });
});

type Row = { video_id: number; dir: string; title: string };
const aVideo = async (where: string) =>
  (await t.database.query<Row>(`SELECT video_id, dir, title FROM videos WHERE ${where} ORDER BY video_id LIMIT 1`))[0];
const oembed = (url: string, extra = '') => t.json<Record<string, unknown>>(`/oembed?url=${encodeURIComponent(url)}&format=json${extra}`);

describe('GET /oembed', () => {
  it('answers a watch page address with the iframe, its size, title, thumbnail and provider', async () => {
    const v = await aVideo(`status_id = 1 AND NOT is_private`);
    const r = await oembed(`${t.base}/video/${v.video_id}/${v.dir}/`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^application\/json/);
    expect(r.body).toMatchObject({
      version: '1.0',
      type: 'video',
      provider_name: 'Reel',
      provider_url: `${t.base}/`,
      title: v.title,
      width: EMBED_WIDTH_PX,
      height: EMBED_HEIGHT_PX,
      thumbnail_width: 320,
      thumbnail_height: 180,
    });
    expect(r.body.thumbnail_url).toMatch(new RegExp(`^${t.base}/media/`));
    // The responsive code: a 16:9 box as wide as the host's column, the iframe filling it.
    expect(r.body.html).toBe(embedCode(t.base, v.video_id, v.title));
    expect(r.body.html).toMatch(new RegExp(`^<div style="[^"]*aspect-ratio:640/360"><iframe src="${t.base}/embed/${v.video_id}/" title=`));
    // The same answer for the embed page's own address.
    expect((await oembed(`${t.base}/embed/${v.video_id}/`)).body.html).toBe(r.body.html);
  });

  it('scales the 16:9 frame down to maxwidth and maxheight, never up', async () => {
    const v = await aVideo(`status_id = 1 AND NOT is_private`);
    const url = `${t.base}/video/${v.video_id}/${v.dir}/`;
    expect((await oembed(url, '&maxwidth=320')).body).toMatchObject({ width: 320, height: 180 });
    expect((await oembed(url, '&maxwidth=1000&maxheight=90')).body).toMatchObject({ width: 160, height: 90 });
    expect((await oembed(url, '&maxwidth=4000')).body).toMatchObject({ width: 640, height: 360 });
    // The code follows the host's column up to the fitted width.
    expect((await oembed(url, '&maxwidth=320')).body.html).toMatch(/^<div style="[^"]*;max-width:320px">/);
  });

  it('may be read from any origin, answers and refusals alike', async () => {
    const v = await aVideo(`status_id = 1 AND NOT is_private`);
    const ok = await t.get(`/oembed?url=${encodeURIComponent(`${t.base}/video/${v.video_id}/${v.dir}/`)}&format=json`);
    expect([ok.status, ok.headers.get('access-control-allow-origin')]).toEqual([200, '*']);
    const missing = await t.get(`/oembed?url=${encodeURIComponent(`${t.base}/video/999999/x/`)}`);
    expect([missing.status, missing.headers.get('access-control-allow-origin')]).toEqual([404, '*']);
  });

  it("names a member's upload by the member and their page, a channel's by the channel", async () => {
    const upload = await t.database.query<Row & { user_id: number; username: string }>(
      `SELECT v.video_id, v.dir, v.title, m.user_id, m.username FROM videos v JOIN members m USING (user_id)
       WHERE v.status_id = 1 AND NOT v.is_private AND v.channel_id IS NULL ORDER BY v.video_id LIMIT 1`,
    );
    const [m] = upload;
    expect((await oembed(`${t.base}/video/${m.video_id}/${m.dir}/`)).body).toMatchObject({
      author_name: m.username,
      author_url: `${t.base}/members/${m.user_id}/`,
    });
    const [c] = await t.database.query<Row & { title2: string; cdir: string }>(
      `SELECT v.video_id, v.dir, c.title AS title2, c.dir AS cdir FROM videos v JOIN channels c USING (channel_id)
       WHERE v.status_id = 1 AND NOT v.is_private ORDER BY v.video_id LIMIT 1`,
    );
    const body = (await oembed(`${t.base}/video/${c.video_id}/${c.dir}/`)).body;
    expect(body.author_name).toBe(c.title2);
    expect(body.author_url).toMatch(new RegExp(`^${t.base}/.*${c.cdir}/$`));
  });

  it('answers format=xml with the same fields in an <oembed> document, every value escaped', async () => {
    const v = await aVideo(`status_id = 1 AND NOT is_private`);
    const url = encodeURIComponent(`${t.base}/video/${v.video_id}/${v.dir}/`);
    await t.database.query(`UPDATE videos SET title = $1 WHERE video_id = $2`, [`a <b> & "c"`, v.video_id]);
    try {
      const json = (await t.json<Record<string, unknown>>(`/oembed?url=${url}&format=json&maxwidth=480`)).body;
      const res = await t.get(`/oembed?url=${url}&format=xml&maxwidth=480`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/xml\b/);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      const xml = await res.text();
      expect(xml.startsWith('<?xml version="1.0" encoding="utf-8" standalone="yes"?>\n<oembed>')).toBe(true);
      expect(xml).toContain('<title>a &lt;b&gt; &amp; &quot;c&quot;</title>');
      expect(xml).not.toContain('<iframe');
      // Read back by a strict XML reader, element by element, it is the JSON answer.
      const root = parseXml(xml);
      expect(root.name).toBe('oembed');
      const fields = Object.fromEntries(
        root.children.filter((n): n is XmlElement => typeof n !== 'string').map((n) => [n.name, n.children.join('')]),
      );
      expect(fields).toEqual(Object.fromEntries(Object.entries(json).map(([k, value]) => [k, String(value)])));
    } finally {
      await t.database.query(`UPDATE videos SET title = $1 WHERE video_id = $2`, [v.title, v.video_id]);
    }
  });

  it('escapes the title inside the iframe markup', async () => {
    const v = await aVideo(`status_id = 1 AND NOT is_private`);
    await t.database.query(`UPDATE videos SET title = $1 WHERE video_id = $2`, [`"><script>alert(1)</script>`, v.video_id]);
    try {
      const r = await oembed(`${t.base}/video/${v.video_id}/${v.dir}/`);
      expect(r.body.title).toBe(`"><script>alert(1)</script>`);
      expect(r.body.html).toContain('title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
      expect(r.body.html).not.toContain('<script>');
    } finally {
      await t.database.query(`UPDATE videos SET title = $1 WHERE video_id = $2`, [v.title, v.video_id]);
    }
  });

  it('refuses what it cannot answer with the right status and code', async () => {
    const v = await aVideo(`status_id = 1 AND NOT is_private`);
    const deleted = await aVideo(`status_id = 5`);
    const cases: [string, number, string][] = [
      [`/oembed?url=${encodeURIComponent(`${t.base}/video/${v.video_id}/${v.dir}/`)}&format=yaml`, 501, 'format_not_supported'],
      [`/oembed?format=json`, 400, 'invalid_url'],
      [`/oembed?url=not%20an%20address`, 400, 'invalid_url'],
      [`/oembed?url=${encodeURIComponent(`https://elsewhere.example/video/${v.video_id}/${v.dir}/`)}`, 404, 'video_not_found'],
      [`/oembed?url=${encodeURIComponent(`${t.base}/categories/`)}`, 404, 'video_not_found'],
      [`/oembed?url=${encodeURIComponent(`${t.base}/video/999999/x/`)}`, 404, 'video_not_found'],
      [`/oembed?url=${encodeURIComponent(`${t.base}/video/${deleted.video_id}/${deleted.dir}/`)}`, 404, 'video_not_found'],
      [`/oembed?url=${encodeURIComponent(`${t.base}/video/${v.video_id}/${v.dir}/`)}&maxwidth=-5`, 400, 'invalid_maxwidth'],
      [`/oembed?url=${encodeURIComponent(`${t.base}/video/${v.video_id}/${v.dir}/`)}&maxheight=0`, 400, 'invalid_maxheight'],
      [`/oembed?url=a&url=b`, 400, 'invalid_url'],
    ];
    for (const [path, status, code] of cases) {
      const r = await t.json<{ error: boolean; code: string }>(path);
      expect([path, r.status, r.body]).toEqual([path, status, { error: true, code }]);
    }
  });
});

describe('the watch page head', () => {
  it('carries the title, description, canonical address and the oEmbed discovery link', async () => {
    const v = await aVideo(`status_id = 1 AND NOT is_private`);
    const res = await t.get(`/video/${v.video_id}/${v.dir}/`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const page = `${t.base}/video/${v.video_id}/${v.dir}/`;
    const escaped = (s: string) =>
      s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#39;');
    expect(html).toContain(`<title>${escaped(v.title)} - Reel</title>`);
    expect(html).toContain(`<link rel="canonical" href="${page}">`);
    const oembedHref = `${t.base}/oembed?url=${encodeURIComponent(page)}&amp;format=json`;
    expect(html).toContain(`<link rel="alternate" type="application/json+oembed" href="${oembedHref}" title="${escaped(v.title)}">`);
    expect(html).not.toContain('content="Site."');
    expect(html).toContain('<div id="root"></div>');
  });

  it('answers 404 for a video that does not exist, and the plain app for a deleted one', async () => {
    const missing = await t.get('/video/999999/nothing/');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<div id="root"></div>');
    const deleted = await aVideo(`status_id = 5`);
    const gone = await t.get(`/video/${deleted.video_id}/${deleted.dir}/`);
    expect(gone.status).toBe(200);
    expect(await gone.text()).not.toContain('json+oembed');
  });
});

describe('framing', () => {
  it('lets any site frame /embed/ and refuses framing everywhere else', async () => {
    const v = await aVideo(`status_id = 1`);
    const embed = await t.get(`/embed/${v.video_id}/`);
    expect(embed.status).toBe(200);
    expect(embed.headers.get('x-frame-options')).toBeNull();
    // The embed's policy limits what it loads, never who may frame it.
    expect(embed.headers.get('content-security-policy')).not.toMatch(/frame-ancestors/);
    expect(embed.headers.get('referrer-policy')).not.toBe('no-referrer');
    for (const path of ['/', `/video/${v.video_id}/${v.dir}/`, '/api/json/main/3600/str/all/main.json', '/oembed']) {
      const res = await t.get(path);
      expect([path, res.headers.get('x-frame-options')]).toEqual([path, 'DENY']);
      expect([path, res.headers.get('content-security-policy')]).toEqual([path, expect.stringContaining("frame-ancestors 'none'")]);
    }
  });
});
