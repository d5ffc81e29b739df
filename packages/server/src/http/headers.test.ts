// Security headers on the real server, with PUBLIC_URL on https and a built site whose page has an
// inline script: the Content-Security-Policy of pages, the embed and data calls, HSTS, Secure
// cookies, and no Set-Cookie on an answer a shared cache may keep.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/app.js';
import Fastify from 'fastify';
import { inlineScript } from '../pages/serverScripts.js';
import { contentSecurityPolicy, documentPolicy, parseExtraSources } from '../pages/csp.js';

const BOOT = 'window.__boot=1;';
const INDEX_HTML = `<!doctype html><html><head><meta charset="utf-8" /><meta name="description" content="Site." /><title>Reel</title><script>${BOOT}</script><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>`;
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

let t: TestApp;
let dir: string;
let video: { video_id: number; dir: string };

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'reel-headers-'));
  const site = join(dir, 'site');
  const embed = join(dir, 'embed');
  mkdirSync(join(site, '.vite'), { recursive: true });
  mkdirSync(embed);
  writeFileSync(join(site, 'index.html'), INDEX_HTML);
  writeFileSync(join(site, '.vite', 'manifest.json'), '{}');
  writeFileSync(join(embed, 'index.html'), INDEX_HTML);
  t = await startTestApp({ videos: 5, env: { SITE_DIST: site, EMBED_DIST: embed, PUBLIC_URL: 'https://reel.example' } });
  video = (
    await t.database.query<{ video_id: number; dir: string }>(
      'SELECT video_id, dir FROM videos WHERE status_id = 1 AND NOT is_private ORDER BY video_id LIMIT 1',
    )
  )[0];
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

const directive = (policy: string | null, name: string) =>
  (policy ?? '')
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `)) ?? '';

/** The `'sha256-…'` sources of a policy's scripts, sorted. */
const policyHashes = (policy: string | null) => (directive(policy, 'script-src').match(/'sha256-[^']+'/g) ?? []).sort();
/** The hashes of a page's plain inline scripts: the ones the server writes (the template's, the list
 * preloads, the loader), as against data blocks and scripts loaded by address. */
const ownScriptHashes = (html: string) => [...new Set([...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => sha(m[1])))].sort();

describe('Content-Security-Policy', () => {
  it('lets a site page run its own scripts, its inline ones by hash only, and refuses framing', async () => {
    for (const path of ['/', `/video/${video.video_id}/${video.dir}/`, '/no-such-page/']) {
      const res = await t.get(path);
      const html = await res.text();
      const policy = res.headers.get('content-security-policy');
      const scripts = directive(policy, 'script-src');
      expect([path, scripts.includes("'self'"), scripts.includes(sha(BOOT))]).toEqual([path, true, true]);
      expect(scripts).not.toMatch(/'unsafe-(inline|eval)'/);
      expect([path, policyHashes(policy)]).toEqual([path, ownScriptHashes(html)]);
      expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
      expect(directive(policy, 'object-src')).toBe("object-src 'none'");
      expect(directive(policy, 'media-src')).toContain('blob:');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('names no data block (JSON-LD, settings, boot data), which is never run and holds user text', async () => {
    const res = await t.get(`/video/${video.video_id}/${video.dir}/`);
    const html = await res.text();
    const blocks = [...html.matchAll(/<script type="application\/(?:ld\+)?json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(blocks.length).toBeGreaterThanOrEqual(3);
    const policy = res.headers.get('content-security-policy');
    for (const block of blocks) expect(policy).not.toContain(sha(block));
    expect(policyHashes(policy)).toEqual(ownScriptHashes(html));
  });

  it('names only the hashes of the scripts the server wrote, whatever else a page holds', async () => {
    const title = '</script><script>alert(1)</script>';
    const [before] = await t.database.query<{ title: string }>('SELECT title FROM videos WHERE video_id = $1', [video.video_id]);
    await t.database.query('UPDATE videos SET title = $1 WHERE video_id = $2', [title, video.video_id]);
    t.ctx.cache.clear();
    try {
      for (const path of [`/video/${video.video_id}/${video.dir}/`, `/search/1/?s=${encodeURIComponent(title)}`]) {
        const res = await t.get(path);
        const html = await res.text();
        expect([path, html.includes('<script>alert(1)')]).toEqual([path, false]);
        expect([path, policyHashes(res.headers.get('content-security-policy'))]).toEqual([path, ownScriptHashes(html)]);
      }
    } finally {
      await t.database.query('UPDATE videos SET title = $1 WHERE video_id = $2', [before.title, video.video_id]);
      t.ctx.cache.clear();
    }
  });

  it('leaves out a script in a page that the server did not write', async () => {
    const app = Fastify();
    contentSecurityPolicy(app, { mediaBaseUrl: '', extraSources: [] });
    const own = inlineScript('window.__own=1;');
    app.get('/', (_req, reply) => reply.type('text/html').send(`<html><head>${own}</head><body><script>alert(1)</script></body></html>`));
    try {
      const res = await app.inject({ url: '/' });
      const policy = String(res.headers['content-security-policy']);
      expect(policyHashes(policy)).toEqual([sha('window.__own=1;')]);
      expect(policy).not.toContain(sha('alert(1)'));
    } finally {
      await app.close();
    }
  });

  it('lets any site frame the embed page, under the same script rules', async () => {
    const res = await t.get(`/embed/${video.video_id}/`);
    const policy = res.headers.get('content-security-policy');
    expect(res.status).toBe(200);
    expect(policy).not.toContain('frame-ancestors');
    expect(directive(policy, 'script-src')).toContain(sha(BOOT));
    expect(res.headers.get('x-frame-options')).toBeNull();
  });

  it('gives data calls a policy that loads nothing and is framed by no one', async () => {
    const res = await t.get('/api/json/stats/43200/top.json');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('adds only real https sources from CSP_EXTRA_SOURCES, never a keyword or a wildcard', () => {
    expect(
      parseExtraSources(
        "https://ads.example, https://*.cdn.example 'unsafe-inline' * http://plain.example data: https://x.example;script-src",
      ),
    ).toEqual(['https://ads.example', 'https://*.cdn.example']);
    const policy = documentPolicy({ embed: false, mediaOrigin: '', extraSources: ['https://ads.example'], scriptHashes: [] });
    expect(directive(policy, 'script-src')).toContain('https://ads.example');
    expect(directive(policy, 'script-src')).not.toContain('unsafe');
  });
});

describe('https', () => {
  it('sends HSTS when PUBLIC_URL is https', async () => {
    const res = await t.get('/');
    expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}/);
  });
});

describe('cookies on cacheable answers', () => {
  it('a page that sets the country cookie is private, and the cookie is Secure', async () => {
    const res = await fetch(`${t.base}/`, { headers: { 'cf-ipcountry': 'DE' } });
    expect(res.headers.get('set-cookie')).toMatch(/^country=DE;.*Secure/);
    expect(res.headers.get('cache-control')).toMatch(/^private\b/);
  });

  it('a page sent public carries no Set-Cookie', async () => {
    for (const headers of [{}, { 'cf-ipcountry': 'DE', cookie: 'country=DE' }] as Record<string, string>[]) {
      const res = await fetch(`${t.base}/`, { headers });
      expect(res.headers.get('cache-control')).toMatch(/^public\b/);
      expect(res.headers.get('set-cookie')).toBeNull();
    }
  });
});
