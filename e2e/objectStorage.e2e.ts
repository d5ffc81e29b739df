// Media in an S3-compatible bucket, played in a real Chromium: a server of its own with
// MEDIA_STORAGE=s3 over s3rver (the bucket with the CORS rule of docs/operations.md), the test
// media moved into the bucket and off the disk. The watch page plays an mp4 whose bytes come from
// the bucket; the player plays the HLS stream through hls.js, its segments fetched cross-origin
// from the bucket; the VR video is drawn into WebGL, which a cross-origin video allows only with CORS.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildApp,
  createContext,
  freePort,
  generateDemoMedia,
  loadConfig,
  mediaObjects,
  openDatabase,
  seedCatalogue,
  startTestS3,
  type Database,
  type TestS3,
} from '@reel/server/testing';
import { pickCatalogue, type TestCatalogue } from './fixtures/player/catalogue';
import { events, makePlayer, nth, openPlayerPage, waitForTime } from './fixtures/player/harness';
import { requirePlayerBuild, startPageServer, type PageServer } from './fixtures/player/server';
import { launchChromium, playPast } from './support/browser';

const REPO = resolve(fileURLToPath(import.meta.url), '..', '..');

let s3: TestS3;
let dataDir: string;
let database: Database | undefined;
let app: Awaited<ReturnType<typeof buildApp>> | undefined;
let base: string;
let pages: PageServer;
let browser: Browser;
let cat: TestCatalogue;

beforeAll(async () => {
  requirePlayerBuild();
  s3 = await startTestS3();
  dataDir = await mkdtemp(join(tmpdir(), 'reel-e2e-s3-'));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    DATA_DIR: dataDir,
    SITE_DIST: join(REPO, 'site', 'dist'),
    EMBED_DIST: join(REPO, 'embed', 'dist'),
    LOG_LEVEL: 'warn',
    PORT: String(port),
    PUBLIC_URL: base,
    ...s3.env,
  });
  // Made on disk, then moved as the worker moves a finished upload: into the bucket, off the disk.
  const media = await generateDemoMedia(config.mediaRoot, { profile: 'test' });
  const objects = mediaObjects(config);
  if (!objects) throw new Error('MEDIA_STORAGE=s3 gave no bucket');
  for (const m of media) {
    await objects.putFolder(join(config.mediaRoot, m.media_key), m.media_key);
    await rm(join(config.mediaRoot, m.media_key), { recursive: true, force: true });
  }
  database = await openDatabase({ pgliteDir: config.pgliteDir });
  await seedCatalogue(database, { videos: 12, media });
  app = await buildApp(await createContext(config, database));
  await app.listen({ port, host: '127.0.0.1' });
  [cat, browser, pages] = await Promise.all([pickCatalogue(base), launchChromium(), startPageServer({ upstream: base })]);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await pages?.close();
  await app?.close();
  await database?.close();
  await s3?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Every answer the page got from the bucket: its path and status. */
function bucketAnswers(page: Page): { path: string; status: number }[] {
  const seen: { path: string; status: number }[] = [];
  page.on('response', (r) => {
    if (r.url().startsWith(s3.endpoint)) seen.push({ path: new URL(r.url()).pathname, status: r.status() });
  });
  return seen;
}

describe('media on object storage in Chromium', () => {
  it('the watch page plays a video whose file and pictures come from the bucket', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const fromBucket = bucketAnswers(page);
    const { video } = cat.multi;
    await page.goto(`${base}/video/${video.video_id}/${video.dir}/`);
    const played = await playPast(page, 1);
    expect(played.currentTime).toBeGreaterThan(1);
    expect(played.src).toMatch(/\/get_file\//);
    expect(fromBucket.some((a) => a.path.endsWith('.mp4') && (a.status === 200 || a.status === 206))).toBe(true);
    expect(fromBucket.some((a) => a.path.endsWith('.jpg') && a.status === 200)).toBe(true);
    await context.close();
  });

  it('the player plays the HLS stream through hls.js, every segment fetched from the bucket', async () => {
    const t = await openPlayerPage(browser, pages.url);
    const fromBucket = bucketAnswers(t.page);
    const i = await makePlayer(t.page, cat.hls.video, { autoplay: true, forceHls: true, hls: 'force' });
    expect(await waitForTime(t.page, i, 1)).toBeGreaterThan(1);
    expect(((await events(t.page, 'ready'))[0].payload as { engine: string }).engine).toBe('hlsjs');
    expect(t.requests.some((r) => r.includes('f=video.m3u8'))).toBe(true);
    const segments = fromBucket.filter((a) => /\/hls\/(?:segment-\d+\.m4s|init\.mp4)$/.test(a.path));
    expect(segments.length).toBeGreaterThan(1);
    expect(segments.every((a) => a.status === 200)).toBe(true);
    expect(t.errors).toEqual([]);
    await t.page.context().close();
  });

  it('the VR player draws the bucket video into WebGL (the bucket answers CORS)', async () => {
    if (!cat.vr) return expect.soft(cat.vr, 'no seeded VR video').not.toBeNull();
    const t = await openPlayerPage(browser, pages.url);
    const fromBucket = bucketAnswers(t.page);
    const i = await makePlayer(t.page, cat.vr.video, { autoplay: true });
    expect(await waitForTime(t.page, i, 0.5)).toBeGreaterThan(0.5);
    expect(fromBucket.some((a) => a.path.endsWith('.mp4'))).toBe(true);
    const webgl = await t.page.evaluate(() => Boolean(document.createElement('canvas').getContext('webgl')));
    if (!webgl) return expect.soft(webgl, 'this Chromium has no WebGL').toBe(true);
    await t.page.waitForTimeout(500); // a few frames of the draw loop
    const vrErrors = (await events(t.page, 'error')).filter((e) => (e.payload as { kind: string }).kind === 'vr');
    expect(vrErrors).toEqual([]);
    expect(await t.page.locator(nth(i, '.reel-vr-canvas')).count()).toBe(1);
    expect(t.errors).toEqual([]);
    await t.page.context().close();
  });
});
