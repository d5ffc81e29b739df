// The embed driven from someone else's page: a second origin frames /embed/{id}/ and talks to it
// with the public player.js library from npm (player.js's own QUnit suite, which times its steps,
// is playerjs-qunit.e2e.ts). The last part plays the demo's house preroll first, on a server of its
// own.
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { embedPagePath } from '@reel/api/pages';
import { videosPath, type VideoList } from '@reel/api/endpoints';
import { type PublicSettings } from '@reel/api/settings';
import { makeClip, makeHouseClip, startTestApp, storeHousePreroll, type TestApp } from '@reel/server/testing';
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { embedClips } from './fixtures/embed/clips';
import { hostPage, type HostEvent } from './fixtures/embed/host';
import { placeClip, SYNTHETIC_PICTURE_404 } from './support/seededClip';
import { launchChromium, openPage, type WatchedPage } from './support/browser';
import { withoutAdvert } from './support/noAdvert';
import { html, PLAYERJS_DIST, script, serveThirdParty, type ThirdPartySite } from './support/thirdParty';

const REPO = resolve(fileURLToPath(import.meta.url), '..', '..');
const SITE_DIST = process.env.E2E_SITE_DIST ?? join(REPO, 'site', 'dist');
const EMBED_DIST = process.env.E2E_EMBED_DIST ?? join(REPO, 'embed', 'dist');
/** The advert test's video: long enough to start at SEEK_BEFORE_PLAY_S and still play on. */
const ADVERT_TEST_CLIP_S = 30;
/** Where the host asks the video to start, before play (the embedding guide's example). */
const SEEK_BEFORE_PLAY_S = 20;

/** A getter of player.js: the value its callback receives. */
async function get<T>(page: Page, method: string): Promise<T> {
  const value = await page.evaluate(
    (m) => new Promise<unknown>((done) => (window.reelPlayer[m] as (cb: (v: unknown) => void) => void).call(window.reelPlayer, done)),
    method,
  );
  return value as T;
}

/** A command of player.js, with its value when it takes one. */
function call(page: Page, method: string, ...value: unknown[]): Promise<void> {
  return page.evaluate(([m, args]) => void (window.reelPlayer[m] as (...a: unknown[]) => void).apply(window.reelPlayer, args), [
    method,
    value,
  ] as const);
}

/** Waits for an event after the first `from` ones, with value.seconds ≥ `min` when given. */
async function waitEvent(page: Page, name: string, from: number, min?: number): Promise<HostEvent> {
  const handle = await page.waitForFunction(
    ({ name, from, min }) =>
      window.host.events
        .slice(from)
        .find((e) => e.name === name && (min === undefined || ((e.value as { seconds?: number } | null)?.seconds ?? -1) >= min)),
    { name, from, min },
    { timeout: 20_000 },
  );
  return (await handle.jsonValue()) as HostEvent;
}

const eventCount = (page: Page) => page.evaluate(() => window.host.events.length);

async function embedFrame(page: Page): Promise<Frame> {
  const frame = await (await page.locator('iframe#reel').elementHandle())?.contentFrame();
  if (!frame) throw new Error('the embed frame is missing');
  return frame;
}

describe('player.js on a third-party page', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let site: ThirdPartySite;
  let w: WatchedPage;
  let clips: number[];

  beforeAll(async () => {
    browser = await launchChromium();
    clips = await embedClips(baseUrl);
    expect(clips.length).toBeGreaterThanOrEqual(2);
    const embed = (id: number | string) => `${baseUrl}/embed/${id}/`;
    site = await serveThirdParty({
      '/player.js': script(readFileSync(PLAYERJS_DIST)),
      '/host.html': html(hostPage(embed(clips[0]))),
      '/deleted.html': html(hostPage(embed(inject('deletedVideo').video_id))),
      '/no-referrer.html': html(hostPage(embed(clips[1]), { noReferrer: true })),
    });
  });
  afterAll(async () => {
    await site?.close();
    await browser?.close();
  });
  beforeEach(async () => {
    w = await openPage(browser, site.origin);
  });
  afterEach(async () => {
    await w.page.context().close();
    expect(w.errors).toEqual([]);
    expect(w.warnings).toEqual([]);
  });

  it('plays, pauses, seeks and sets the volume, and sends the events back as JSON from the embed origin', async () => {
    const { page } = w;
    await page.goto('/host.html');
    expect(new URL(page.url()).origin).not.toBe(new URL(baseUrl).origin);
    await page.waitForFunction(() => window.host.ready);
    expect(await page.evaluate(() => window.reelPlayer.supports('event', ['seeked', 'progress']))).toBe(true);
    expect(await get(page, 'getPaused')).toBe(true);
    expect(await get<number>(page, 'getDuration')).toBeCloseTo(14, 0);

    let from = await eventCount(page);
    await call(page, 'play');
    await waitEvent(page, 'play', from);
    await waitEvent(page, 'timeupdate', from, 0.3);
    expect(await get(page, 'getPaused')).toBe(false);

    from = await eventCount(page);
    await call(page, 'pause');
    await waitEvent(page, 'pause', from);
    expect(await get(page, 'getPaused')).toBe(true);

    from = await eventCount(page);
    await call(page, 'setCurrentTime', 8);
    const seeked = await waitEvent(page, 'seeked', from);
    expect(seeked.value).toMatchObject({ seconds: 8 });
    expect(Math.floor(await get<number>(page, 'getCurrentTime'))).toBe(8);

    from = await eventCount(page);
    await call(page, 'setVolume', 40);
    expect((await waitEvent(page, 'volumechange', from)).value).toEqual({ volume: 40, muted: false });
    expect(await get(page, 'getVolume')).toBe(40);
    expect(await (await embedFrame(page)).locator('video').evaluate((v: HTMLVideoElement) => v.volume)).toBeCloseTo(0.4, 5);
    await call(page, 'mute');
    expect(await get(page, 'getMuted')).toBe(true);
    await call(page, 'unmute');
    expect(await get(page, 'getMuted')).toBe(false);
    await call(page, 'setLoop', true);
    expect(await get(page, 'getLoop')).toBe(true);
    await call(page, 'setLoop', false);
    expect(await get(page, 'getLoop')).toBe(false);

    from = await eventCount(page);
    await call(page, 'setCurrentTime', 12.5);
    await call(page, 'play');
    await waitEvent(page, 'ended', from);
    const progress = (await page.evaluate(() => window.host.events.filter((e) => e.name === 'progress'))).at(-1);
    expect(progress?.value).toMatchObject({ seconds: expect.any(Number), duration: expect.any(Number) });

    const raw = await page.evaluate(() => window.host.raw);
    expect(raw.length).toBeGreaterThan(10);
    expect(new Set(raw.map((m) => `${m.origin} ${m.type}`))).toEqual(new Set([`${new URL(baseUrl).origin} string`]));
  });

  it('ignores what it cannot read, and anything from a window other than its parent', async () => {
    const { page } = w;
    await page.goto('/host.html');
    await page.waitForFunction(() => window.host.ready);
    const from = await eventCount(page);
    await page.evaluate(() => {
      const target = (document.getElementById('reel') as HTMLIFrameElement).contentWindow as Window;
      const ctx = { context: 'player.js', version: '0.0.11' };
      const junk: unknown[] = [
        'play',
        '',
        '{',
        'null',
        '[]',
        '"play"',
        'x'.repeat(200_000),
        JSON.stringify({ method: 'play' }),
        JSON.stringify({ ...ctx, method: 'eval', value: 'window.pwned = 1' }),
        JSON.stringify({ ...ctx, method: 'setVolume', value: 'window.pwned = 1' }),
        JSON.stringify({ ...ctx, method: 'setVolume', value: { valueOf: 'x' } }),
        JSON.stringify({ ...ctx, method: 'setCurrentTime', value: [1, 2] }),
        JSON.stringify({ ...ctx, method: 'addEventListener', value: 'constructor' }),
        JSON.stringify({ ...ctx, method: 'play', listener: 'x'.repeat(1000) }),
        '{"__proto__":{"context":"player.js","method":"play"}}',
        { ...ctx, method: 'setLoop', value: { deep: [[['x']]] } },
        [ctx, 'play'],
        new ArrayBuffer(16),
        null,
        42,
      ];
      for (const data of junk) target.postMessage(data, '*');
      // A sibling frame of the same origin as the host, but not the embed's parent.
      const sibling = document.createElement('iframe');
      sibling.srcdoc =
        `<script>parent.frames[0].postMessage(JSON.stringify(${JSON.stringify({ ...ctx, method: 'play' })}), '*')<` + '/script>';
      document.body.append(sibling);
    });
    // The unknown method answers error code 2; everything else left no trace.
    const error = await waitEvent(page, 'error', from);
    expect(error.value).toEqual({ code: 2, msg: 'Method not supported' });
    await page.waitForTimeout(1000);
    expect(await get(page, 'getPaused')).toBe(true);
    expect(await get(page, 'getVolume')).toBe(100);
    expect(await get(page, 'getLoop')).toBe(false);
    // Loading goes on (progress); nothing played, paused, seeked or failed but the one answer.
    const after = (await page.evaluate(() => window.host.events)).slice(from).map((e) => e.name);
    expect(after.filter((name) => name !== 'progress')).toEqual(['error']);
    const frame = await embedFrame(page);
    expect(await frame.evaluate(() => (window as { pwned?: unknown }).pwned)).toBeUndefined();
    expect(await frame.locator('video').count()).toBe(1);
  });

  it('works for a page that sends no referrer: it answers the origin of the first message', async () => {
    const { page } = w;
    await page.goto('/no-referrer.html');
    const frame = await embedFrame(page);
    await expect.poll(() => frame.evaluate(() => document.referrer)).toBe('');
    await page.waitForFunction(() => window.host.ready);
    expect(await get<number>(page, 'getDuration')).toBeCloseTo(14, 0);
    const from = await eventCount(page);
    await call(page, 'play');
    await waitEvent(page, 'play', from);
    await call(page, 'pause');
    await waitEvent(page, 'pause', from);
  });

  it('tells the host a deleted video cannot play: ready, then an error', async () => {
    const { page } = w;
    await page.goto('/deleted.html');
    await page.waitForFunction(() => window.host.ready);
    const error = await waitEvent(page, 'error', 0);
    expect(error.value).toEqual({ code: 1, msg: 'Video has been recently deleted' });
    await (await embedFrame(page)).getByText('Video has been recently deleted').waitFor();
  });
});

// The demo's house preroll, as a visitor of the demo meets it, before a video long enough to start
// at SEEK_BEFORE_PLAY_S: the shared server's clips are shorter, so this part runs a server of its own.
describe("player.js on a third-party page, with the demo's house preroll", () => {
  let server: TestApp;
  let work = '';
  let browser: Browser;
  let site: ThirdPartySite;
  let w: WatchedPage;
  let embed = '';

  /** Whether the embed page the server renders now carries a preroll in its settings block. */
  async function embedHasPreroll(): Promise<boolean> {
    const page = await (await fetch(server.base + embed)).text();
    const block = /<script[^>]*id="reel-settings"[^>]*>([\s\S]*?)<\/script>/.exec(page);
    return block ? (JSON.parse(block[1]) as PublicSettings).preroll !== null : false;
  }

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'reel-playerjs-e2e-'));
    const media = join(work, 'media');
    await placeClip(await makeClip(work, 'clip.mp4', { seconds: ADVERT_TEST_CLIP_S, faststart: true }), media);
    // The server serves /media from this folder only when it exists at start.
    await makeHouseClip(media);
    server = await startTestApp({
      videos: 12,
      publicUrlIsSelf: true,
      env: { SITE_DIST, EMBED_DIST, MEDIA_DIR: media, UPLOAD_DIR: join(work, 'uploads'), LOG_LEVEL: 'warn' },
    });
    expect(await storeHousePreroll(server.database, server.base)).toBe(true);
    const list = await server.json<VideoList>(videosPath({ lifetime: 0 }));
    const video = list.body.videos.find((v) => !v.is_private && !v.vr && v.duration_sec < 1800 && v.status_id !== 5);
    if (!video) throw new Error('no flat progressive video in the seeded catalogue');
    embed = embedPagePath(video.video_id);
    browser = await launchChromium();
    site = await serveThirdParty({
      '/player.js': script(readFileSync(PLAYERJS_DIST)),
      '/host.html': html(hostPage(server.base + embed)),
    });
  }, 120_000);
  afterAll(async () => {
    await site?.close();
    await browser?.close();
    await server?.close();
    if (work) await rm(work, { recursive: true, force: true });
  });
  beforeEach(async () => {
    w = await openPage(browser, site.origin);
  });
  afterEach(async () => {
    await w.page.context().close();
    expect(w.errors.filter((e) => !SYNTHETIC_PICTURE_404.test(e))).toEqual([]);
    expect(w.warnings).toEqual([]);
  });

  it("announces the advert, answers the video's time during it, and starts the video where the host asked", async () => {
    // The settings' short cache lets the stored preroll through within its lifetime.
    await expect.poll(embedHasPreroll, { timeout: 30_000 }).toBe(true);
    const { page } = w;
    await page.goto('/host.html');
    await page.waitForFunction(() => window.host.ready);
    expect(await page.evaluate(() => window.reelPlayer.supports('event', ['adstart', 'adend']))).toBe(true);
    const from = await eventCount(page);
    // Asked before play, while the advert still stands before the video.
    await call(page, 'setCurrentTime', SEEK_BEFORE_PLAY_S);
    await call(page, 'setVolume', 40);
    expect(await get(page, 'getCurrentTime')).toBe(SEEK_BEFORE_PLAY_S);
    const videoDurationS = await get<number>(page, 'getDuration');
    await call(page, 'play');
    const adstart = await waitEvent(page, 'adstart', from);
    expect((adstart.value as { duration: number }).duration).toBeGreaterThan(1);
    // Well into the advert: the frame's element plays the creative, the host hears of the video.
    const frame = await embedFrame(page);
    await frame.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 1.5);
    expect(await get(page, 'getCurrentTime')).toBe(SEEK_BEFORE_PLAY_S);
    expect(await get(page, 'getPaused')).toBe(true);
    expect(await get<number>(page, 'getDuration')).toBe(videoDurationS);
    expect(videoDurationS).not.toBeCloseTo((adstart.value as { duration: number }).duration, 0);
    expect(await get(page, 'getVolume')).toBe(40);
    expect(await frame.locator('video').evaluate((v: HTMLVideoElement) => v.volume)).toBeCloseTo(0.4, 5);
    const adend = await waitEvent(page, 'adend', from);
    expect(adend.value).toMatchObject({ skipped: false, duration: (adstart.value as { duration: number }).duration });
    await waitEvent(page, 'play', from);
    await waitEvent(page, 'timeupdate', from, SEEK_BEFORE_PLAY_S + 0.2);
    const events = (await page.evaluate(() => window.host.events)).slice(from);
    const names = events.map((e) => e.name);
    const [start, end] = [names.indexOf('adstart'), names.indexOf('adend')];
    // Nothing of the video's own happened during the advert, and the video started where asked.
    expect(names.slice(start + 1, end).filter((n) => ['play', 'pause', 'timeupdate', 'ended', 'seeked'].includes(n))).toEqual([]);
    const firstTime = events.slice(end).find((e) => e.name === 'timeupdate')?.value as { seconds: number };
    expect(firstTime.seconds).toBeGreaterThanOrEqual(SEEK_BEFORE_PLAY_S - 0.5);
    expect(await get<number>(page, 'getCurrentTime')).toBeGreaterThanOrEqual(SEEK_BEFORE_PLAY_S);
    expect(await get(page, 'getVolume')).toBe(40);
  });
  it("starts the video where the host asked before play when the viewer's own click starts the advert", async () => {
    await expect.poll(embedHasPreroll, { timeout: 30_000 }).toBe(true);
    const { page } = w;
    await page.goto('/host.html');
    await page.waitForFunction(() => window.host.ready);
    const from = await eventCount(page);
    await call(page, 'setCurrentTime', SEEK_BEFORE_PLAY_S);
    expect(await get(page, 'getCurrentTime')).toBe(SEEK_BEFORE_PLAY_S);
    // The viewer, not the host, plays: a click on the preroll's Play in the frame.
    const frame = await embedFrame(page);
    await frame.locator('.reel-ad-overlay').click();
    await waitEvent(page, 'adstart', from);
    await waitEvent(page, 'adend', from);
    const first = await waitEvent(page, 'timeupdate', from);
    expect((first.value as { seconds: number }).seconds).toBeGreaterThanOrEqual(SEEK_BEFORE_PLAY_S - 0.5);
  });

  it('starts the video where the host asked before play when no advert is found', async () => {
    await expect.poll(embedHasPreroll, { timeout: 30_000 }).toBe(true);
    const { page } = w;
    // The preroll stands, but its tags answer no advert: the video plays at once.
    await withoutAdvert(page.context());
    await page.goto('/host.html');
    await page.waitForFunction(() => window.host.ready);
    const from = await eventCount(page);
    await call(page, 'setCurrentTime', SEEK_BEFORE_PLAY_S);
    await call(page, 'play');
    await waitEvent(page, 'play', from);
    const first = await waitEvent(page, 'timeupdate', from);
    expect((first.value as { seconds: number }).seconds).toBeGreaterThanOrEqual(SEEK_BEFORE_PLAY_S - 0.5);
    const names = (await page.evaluate(() => window.host.events)).slice(from).map((e) => e.name);
    expect(names).not.toContain('adstart');
  });

  it('keeps a mute and a pause asked during the advert for the video, and tells the host the advert was skipped', async () => {
    await expect.poll(embedHasPreroll, { timeout: 30_000 }).toBe(true);
    const { page } = w;
    await page.goto('/host.html');
    await page.waitForFunction(() => window.host.ready);
    const from = await eventCount(page);
    await call(page, 'play');
    await waitEvent(page, 'adstart', from);
    const frame = await embedFrame(page);
    const video = frame.locator('video');
    const advertSrc = await video.evaluate((v: HTMLVideoElement) => v.currentSrc);
    await call(page, 'mute');
    await call(page, 'pause');
    // The advert follows the mute at once, and plays on through the pause.
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
    const skip = frame.locator('.reel-ad-skip');
    await expect.poll(() => skip.isEnabled(), { timeout: 15_000 }).toBe(true);
    await skip.click();
    expect((await waitEvent(page, 'adend', from)).value).toMatchObject({ skipped: true });
    // The video after it: its own file, loaded, paused at its start and muted; the host heard no play.
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentSrc)).not.toBe(advertSrc);
    await frame.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 1);
    await page.waitForTimeout(1500);
    expect(await video.evaluate((v: HTMLVideoElement) => [v.paused, v.muted, v.currentTime < 1])).toEqual([true, true, true]);
    expect(await get(page, 'getPaused')).toBe(true);
    expect(await get(page, 'getMuted')).toBe(true);
    expect((await page.evaluate(() => window.host.events)).slice(from).map((e) => e.name)).not.toContain('play');
    // The host's play then plays the video.
    const next = await eventCount(page);
    await call(page, 'play');
    await waitEvent(page, 'play', next);
    await waitEvent(page, 'timeupdate', next, 0.3);
  });
});
