// The preroll end to end, in a real Chromium against the real server: an admin saves a VAST preroll
// (a failing primary tag, then a working backup, a statistics address) through the console's API; a
// visitor clicks the overlay on a watch page and on the embed page, the backup's advert plays, the
// statistics GET reaches the ad server with out_name and cisai, then the video plays; a signed-in
// member gets no overlay, no tag request and no ad slot. The ad network is a local https server
// (the site's CSP lets adverts in from https hosts only) with a self-signed certificate.
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, type ExpectStatic, type TestContext } from 'vitest';
import { embedPagePath, watchPagePath } from '@reel/api/pages';
import { videosPath, type VideoList } from '@reel/api/endpoints';
import { SETTINGS_JSON_PATH, type PublicSettings } from '@reel/api/settings';
import { createMember, makeClip, signIn, startTestApp, type TestApp } from '@reel/server/testing';
import { startAdServer, type AdServer } from './fixtures/vast/adServer';
import { placeClip, SYNTHETIC_PICTURE_404 } from './support/seededClip';
import { adRecordsOf, markAdRequests, unmarkedRequests, type AdRecords } from './support/adMarks';
import { launchChromium, openPage, playPast, type OpenPageOptions, type WatchedPage } from './support/browser';
import { ARTIFACTS_DIR } from './support/evidence';
import { browserCookies, registerMember, type RegisteredMember } from './support/member';

const REPO = resolve(fileURLToPath(import.meta.url), '..', '..');
const SITE_DIST = process.env.E2E_SITE_DIST ?? join(REPO, 'site', 'dist');
const EMBED_DIST = process.env.E2E_EMBED_DIST ?? join(REPO, 'embed', 'dist');
/** Longer than the advert's 5 s before it may be skipped, so the advert's end is its own. */
const CLIP_SECONDS = 8;
const ADMIN_SETTINGS = '/api/admin/settings';
/** The frame size of the embed code the share menu hands out. */
const EMBED_SIZE = { width: 640, height: 360 };
const OUT_NAME = 'reel_test';
const CISAI = '42';
/** The backup tag's advert id, which names its tracking pixels. */
const AD_ID = 'reel-backup';
/** The screenshots the visitor's tests keep (a passing test's evidence folder is emptied). */
const SCREENS_DIR = join(ARTIFACTS_DIR, 'preroll-visitor');
/** The smallest target a finger is given (WCAG 2.5.8). */
const MIN_TARGET_PX = 24;
/** A desktop and a phone. */
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;
/** Chromium's own lines for the failing primary tag's 404, and for the advert's Full HD file, which
 * the ad server does not have (a player wider than 1280 px asks for it first, then the next file). */
const FAILED_TAG = /status of 404 \(Not Found\) \(https:\/\/127\.0\.0\.1:\d+\/(vast\/missing\.xml|media\/missing-fhd\.mp4)\)$/;

let server: TestApp;
let ads: AdServer;
let browser: Browser;
let work = '';
let admin = '';
let videoId = 0;
let watchPath = '';

/** A self-signed certificate for 127.0.0.1, made for this run. */
async function selfSigned(dir: string): Promise<{ key: string; cert: string }> {
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  return { key: await readFile(key, 'utf8'), cert: await readFile(cert, 'utf8') };
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'reel-preroll-e2e-'));
  const clip = await makeClip(work, 'clip.mp4', { seconds: CLIP_SECONDS, faststart: true });
  // The server serves /media from this folder only when it exists at start.
  await placeClip(clip, join(work, 'media'));
  server = await startTestApp({
    videos: 12,
    publicUrlIsSelf: true,
    env: { SITE_DIST, EMBED_DIST, MEDIA_DIR: join(work, 'media'), UPLOAD_DIR: join(work, 'uploads'), LOG_LEVEL: 'warn' },
  });
  ads = await startAdServer(await readFile(clip), [], await selfSigned(work));
  const staff = await createMember(server.database, { role: 'admin' });
  admin = await signIn(server.app, staff.username, staff.password);
  browser = await launchChromium(['--ignore-certificate-errors']);

  const list = await server.json<VideoList>(videosPath({ lifetime: 0 }));
  const video = list.body.videos.find((v) => !v.is_private && !v.vr && v.duration_sec < 1800);
  if (!video) throw new Error('no flat progressive video in the seeded catalogue');
  videoId = video.video_id;
  watchPath = watchPagePath(video.video_id, video.dir);
}, 120_000);

afterAll(async () => {
  // Every request to the ad server came from a page whose test read it.
  if (ads) expect(unmarkedRequests(ads)).toEqual([]);
  await browser?.close();
  await ads?.close();
  await server?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

/** The public settings embedded in a page the server renders now. */
async function pageSettings(path: string): Promise<PublicSettings> {
  const html = await (await fetch(server.base + path)).text();
  const block = /<script[^>]*id="reel-settings"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  if (!block) throw new Error(`no #reel-settings in ${path}`);
  return JSON.parse(block[1]) as PublicSettings;
}

/** The console errors and warnings stayed away, but for the seeded pictures and the failing tag. */
function expectQuiet({ w, expect }: AdPage): void {
  expect(w.errors.filter((e) => !SYNTHETIC_PICTURE_404.test(e) && !FAILED_TAG.test(e))).toEqual([]);
  expect(w.warnings).toEqual([]);
}

/** A visitor's page for one test, its requests to the ad server marked as that test's. */
interface AdPage {
  w: WatchedPage;
  /** What the ad server recorded of this page's requests, and of no other test's. */
  own: AdRecords;
  /** The test's own expect: a poll of a test that runs beside others must know its test. */
  expect: ExpectStatic;
}

/** A fresh page for the test, named to its failure evidence, whose ad-server records are its own. */
async function openAdPage({ task, expect }: TestContext, options: OpenPageOptions = {}): Promise<AdPage> {
  const w = await openPage(browser, server.base, { ...options, test: task });
  await markAdRequests(w.page.context(), ads.origin, task.id);
  return { w, own: adRecordsOf(ads, task.id), expect };
}

const tagRequests = (own: AdRecords) => own.requests().filter((r) => r.startsWith('/vast/'));

/** Before the viewer's click the player asks for the first tag's advert alone, and nothing is
 * shown, tracked or counted: no statistics, no tracking pixel, no creative. */
async function expectOnlyEarlyRequest({ w, own, expect }: AdPage): Promise<void> {
  await expect.poll(() => tagRequests(own), { timeout: 10_000 }).toEqual(['/vast/missing.xml']);
  expect(own.requests().filter((r) => !r.startsWith('/vast/'))).toEqual([]);
  expect(own.tracks()).toEqual([]);
  expect(own.stats()).toEqual([]);
  expect(await w.page.locator('.reel-ad-label').count()).toBe(0);
}
const currentSrc = (page: Page) => page.evaluate(() => document.querySelector('video')?.currentSrc ?? '');

/** Clicks the overlay; the backup's advert plays in the player's <video>, then the video itself. */
async function playPreroll(ad: AdPage): Promise<void> {
  const { w, own, expect } = ad;
  const { page } = w;
  const overlay = page.locator('.reel-ad-overlay');
  await overlay.waitFor();
  await expectOnlyEarlyRequest(ad);
  await overlay.click();
  await expect.poll(() => currentSrc(page), { timeout: 20_000 }).toBe(`${ads.origin}/media/ad.mp4`);
  await expect.poll(() => own.stats(), { timeout: 10_000 }).toContainEqual({ out_name: OUT_NAME, cisai: CISAI });
  expect(own.stats()).toHaveLength(1);
  await expect.poll(() => own.tracks().map((t) => `${t.ad}:${t.e}`), { timeout: 10_000 }).toContain(`${AD_ID}:impression`);
  // The video after the advert: a file of this server, its clock moving.
  await expect.poll(() => currentSrc(page), { timeout: 30_000 }).toMatch(new RegExp(`^${server.base}/`));
  await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 0.5, null, { timeout: 20_000 });
  // The failing primary before the click and, having failed, again on it; then the backup.
  expect(tagRequests(own)).toEqual(['/vast/missing.xml', '/vast/missing.xml', `/vast/inline/${AD_ID}.xml`]);
  expectQuiet(ad);
}

describe('the preroll set in the console', () => {
  // First and alone: the visitors' tests below play the preroll it saves.
  it('is saved by an admin on the console’s settings page, and a fresh page load carries it', async (ctx) => {
    const preroll = {
      engine: 'vast',
      tags: [`${ads.origin}/vast/missing.xml`, `${ads.origin}/vast/inline/${AD_ID}.xml`],
      stats_url: `${ads.origin}/stats`,
      out_name: OUT_NAME,
      cisai: CISAI,
    };
    const { w } = await openAdPage(ctx, { viewport: { width: 1440, height: 900 } });
    try {
      const { page } = w;
      await page.context().addCookies(
        admin.split('; ').map((pair) => {
          const at = pair.indexOf('=');
          return { name: pair.slice(0, at), value: pair.slice(at + 1), url: server.base };
        }),
      );
      await page.goto('/admin/settings/');
      await page.getByLabel('Play a preroll advert to visitors').check();
      const tags = page.getByRole('group', { name: /^Advert tags/ });
      await tags.getByLabel('Tag address').fill(preroll.tags[0]);
      await tags.getByRole('button', { name: 'Add' }).click();
      await tags.getByLabel('Tag address').nth(1).fill(preroll.tags[1]);
      await page.getByLabel('Advertising-statistics address (optional)').fill(preroll.stats_url);
      await page.getByLabel('out_name', { exact: true }).fill(OUT_NAME);
      await page.getByLabel('cisai', { exact: true }).fill(CISAI);
      await page.getByRole('button', { name: 'Save settings' }).click();
      await page.getByText(/^Saved\. Visitors see the change within/).waitFor();
    } finally {
      await w.page.context().close();
    }
    // The admin's answer has it as saved.
    const current = await fetch(server.base + ADMIN_SETTINGS, { headers: { cookie: admin, accept: 'application/json' } });
    expect(((await current.json()) as { preroll: unknown }).preroll).toEqual(preroll);
    // The public answer and the pages' embedded copy both name it on a fresh load.
    await expect.poll(async () => (await server.json<PublicSettings>(SETTINGS_JSON_PATH)).body.preroll).toEqual(preroll);
    await expect.poll(async () => (await pageSettings(watchPath)).preroll).toEqual(preroll);
    await expect.poll(async () => (await pageSettings(embedPagePath(videoId))).preroll).toEqual(preroll);
  });
});

// Each test on a page of its own, reading only the ad server's records its page marked
// (support/adMarks.ts), so they run side by side.
describe.concurrent('the preroll for a visitor', () => {
  it('plays before the video on the watch page for a visitor: the backup after the failing primary', async (ctx) => {
    const ad = await openAdPage(ctx);
    const { w, expect } = ad;
    try {
      const res = await w.page.goto(watchPath);
      expect(res?.status()).toBe(200);
      // A visitor sees the page's ad slots (the footer's and the one beside the player).
      await expect.poll(() => w.page.locator('aside[data-slot]').count()).toBeGreaterThan(0);
      await playPreroll(ad);
    } finally {
      await w.page.context().close();
    }
  });

  it('plays before the video on the embed page for a visitor', async (ctx) => {
    // At the embed code's size: the player picks the advert's file that fits it first.
    const ad = await openAdPage(ctx, { viewport: EMBED_SIZE });
    const { w, expect } = ad;
    try {
      const res = await w.page.goto(embedPagePath(videoId));
      expect(res?.status()).toBe(200);
      await playPreroll(ad);
    } finally {
      await w.page.context().close();
    }
  });

  for (const where of ['watch', 'embed'] as const) {
    for (const viewport of VIEWPORTS) {
      const size = `${viewport.width}x${viewport.height}`;
      it(`shows a visitor a play control on the ${where} page at ${size}; the advert shows its furniture and Skip leads to the video`, async (ctx) => {
        const ad = await openAdPage(ctx, { viewport, touch: viewport.width < 600 });
        const { w, own, expect } = ad;
        try {
          const { page } = w;
          const res = await page.goto(where === 'watch' ? watchPath : embedPagePath(videoId));
          expect(res?.status()).toBe(200);
          // The play control is a button with a name, drawn and large enough to hit.
          const play = page.getByRole('button', { name: 'Play', exact: true }).and(page.locator('.reel-ad-overlay'));
          await play.waitFor({ state: 'visible', timeout: 20_000 });
          const box = await play.boundingBox();
          expect(box?.width).toBeGreaterThanOrEqual(MIN_TARGET_PX);
          expect(box?.height).toBeGreaterThanOrEqual(MIN_TARGET_PX);
          // The title stands over the poster as it does for a member.
          await page.locator('.reel-player .reel-top .reel-title').waitFor({ state: 'visible' });
          await mkdir(SCREENS_DIR, { recursive: true });
          await page.screenshot({ path: join(SCREENS_DIR, `${where}-${size}-poster.png`) });
          await expectOnlyEarlyRequest(ad);

          await play.click();
          const label = page.locator('.reel-ad-label');
          await label.waitFor({ state: 'visible', timeout: 20_000 });
          expect(await label.textContent()).toBe('Advertisement');
          await expect.poll(() => page.locator('.reel-ad-time').textContent(), { timeout: 10_000 }).toMatch(/^\d+:\d\d left$/);
          const skip = page.locator('.reel-ad-skip');
          expect(await skip.isVisible()).toBe(true);
          expect(await skip.textContent()).toMatch(/^Skip in [1-5]$/);
          expect(await page.locator('.reel-ad-mute').isVisible()).toBe(true);
          for (const target of [skip, page.locator('.reel-ad-mute')]) {
            const b = await target.boundingBox();
            expect(Math.min(b?.width ?? 0, b?.height ?? 0)).toBeGreaterThanOrEqual(MIN_TARGET_PX);
          }
          await page.screenshot({ path: join(SCREENS_DIR, `${where}-${size}-advert.png`) });
          // The skip rule's five seconds, on the advert's own clock.
          await expect.poll(() => skip.textContent(), { timeout: 15_000 }).toBe('Skip ad');
          expect(await currentSrc(page)).toBe(`${ads.origin}/media/ad.mp4`);
          await skip.click();
          await expect.poll(() => currentSrc(page), { timeout: 20_000 }).toMatch(new RegExp(`^${server.base}/`));
          await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 0.5, null, { timeout: 20_000 });
          expect(own.tracks().map((t) => `${t.ad}:${t.e}`)).toContain(`${AD_ID}:skip`);
          expect(await page.locator('.reel-ad').count()).toBe(0);
          await page.screenshot({ path: join(SCREENS_DIR, `${where}-${size}-video.png`) });
          expectQuiet(ad);
        } finally {
          await w.page.context().close();
        }
      });
    }
  }

  it("plays the advert's next media file when the best one for a wide player is missing, and tracks no error", async (ctx) => {
    // Wider than 1280 px the fixture's Full HD file ranks first; it is not on the ad server.
    const ad = await openAdPage(ctx, { viewport: { width: 1600, height: 900 } });
    const { w, own, expect } = ad;
    try {
      const res = await w.page.goto(embedPagePath(videoId));
      expect(res?.status()).toBe(200);
      await playPreroll(ad);
      const media = own.requests().filter((r) => r.startsWith('/media/'));
      expect(media[0]).toBe('/media/missing-fhd.mp4');
      expect(media).toContain('/media/ad.mp4');
      expect(own.tracks().filter((t) => t.e === 'error')).toEqual([]);
    } finally {
      await w.page.context().close();
    }
  });

  it('is not shown to a signed-in member, who asks for no tag and sees no ad slot', async (ctx) => {
    const member: RegisteredMember = await registerMember(server.base, server.ctx.config.outboxDir);
    const ad = await openAdPage(ctx);
    const { w, own, expect } = ad;
    try {
      await w.page.context().addCookies(browserCookies(member, server.base));
      const res = await w.page.goto(watchPath);
      expect(res?.status()).toBe(200);
      await w.page.locator('.reel-player video').waitFor({ state: 'attached' });
      // The page has asked who is signed in and drawn itself for a member.
      await w.page.waitForLoadState('networkidle');
      expect(await w.page.locator('.reel-ad-overlay').count()).toBe(0);
      expect(await w.page.locator('aside[data-slot]').count()).toBe(0);
      const played = await playPast(w.page, 0.5);
      expect(played.src.startsWith(`${server.base}/`)).toBe(true);
      expect(own.requests()).toEqual([]);
      expect(await w.page.locator('.reel-ad-overlay').count()).toBe(0);
      expectQuiet(ad);
    } finally {
      await w.page.context().close();
    }
  });
});
