// Compression: the site's assets answer the build's Brotli and gzip copies to browsers that accept
// them and the file itself to the rest; bodies built in memory (JSON, pages) are compressed per
// response. Every such answer varies on Accept-Encoding.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/app.js';
import { pickEncoding } from '../http/compress.js';

const SCRIPT = `export const words = ${JSON.stringify('reel '.repeat(2000))};\n`;
const IMAGE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

let t: TestApp;
let siteDir: string;
beforeAll(async () => {
  siteDir = mkdtempSync(join(tmpdir(), 'reel-site-'));
  const assets = join(siteDir, 'assets');
  mkdirSync(assets);
  writeFileSync(
    join(siteDir, 'index.html'),
    '<!doctype html><html><head><title>Reel</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(assets, 'app.js'), SCRIPT);
  writeFileSync(join(assets, 'app.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(assets, 'app.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(assets, 'logo.png'), IMAGE);
  t = await startTestApp({ videos: 30, env: { SITE_DIST: siteDir } });
});
afterAll(async () => {
  await t?.close();
  rmSync(siteDir, { recursive: true, force: true });
});

const asset = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('site assets', () => {
  it('answers the Brotli copy to a browser that accepts it', async () => {
    const res = await asset('/assets/app.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toMatch(/immutable/);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
  });

  it('answers the gzip copy when Brotli is not accepted', async () => {
    const res = await asset('/assets/app.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('answers the file itself without Accept-Encoding, and for a file with no compressed copy', async () => {
    const plain = await asset('/assets/app.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(SCRIPT);
    const image = await asset('/assets/logo.png', 'gzip, br');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.rawPayload.equals(IMAGE)).toBe(true);
  });
});

const LIST = '/api/json/videos2/86400/str/latest-updates/24/all..1.all...json';

describe('bodies built in memory', () => {
  it('compresses a data call with Brotli or gzip as accepted, to the same JSON', async () => {
    const plain = await asset(LIST);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const br = await asset(LIST, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(JSON.parse(plain.body));
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    const gz = await asset(LIST, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it('leaves small bodies alone', async () => {
    const res = await asset('/api/json/videos2/86400/str/latest-updates/24/all..999.all...json', 'br');
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('reads Accept-Encoding with its weights', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding('*')).toBe('gzip');
    expect(pickEncoding(undefined)).toBeNull();
  });
});
