// The iframe embed page at /embed/{video_id}/: its own small build, a native player, real playback.
import type { Video, VideoList } from '../packages/api/src/index.js';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchChromium, openPage, playPast, type WatchedPage } from './support/browser';

describe('embed page', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let w: WatchedPage;
  let video: Video;

  beforeAll(async () => {
    browser = await launchChromium();
    const list = (await (await fetch(`${baseUrl}/api/json/videos2/86400/str/latest-updates/24/all..1.all...json`)).json()) as VideoList;
    video = list.videos[0];
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    w = await openPage(browser, baseUrl);
  });
  afterEach(async () => {
    await w.page.context().close();
    expect(w.errors).toEqual([]);
    expect(w.warnings).toEqual([]);
  });

  it('plays the video filling the frame', async () => {
    const { page } = w;
    const assets: string[] = [];
    page.on('response', (res) => {
      if (/\.(js|css)$/.test(new URL(res.url()).pathname)) assets.push(`${res.status()} ${new URL(res.url()).pathname}`);
    });
    await page.goto(`/embed/${video.video_id}/`);
    const played = await playPast(page, 1);
    expect(played.currentTime).toBeGreaterThan(1);
    expect(played.videoWidth).toBeGreaterThan(0);
    await expect.poll(() => page.title()).toBe(`${video.title} - Reel`);
    expect(assets.length).toBeGreaterThan(0);
    for (const a of assets) expect(a).toMatch(/^200 \/embed\/assets\//);
    // 16:9 inside the 1280×800 viewport: full width, 720 px high.
    const box = await page.locator('video').boundingBox();
    expect(box?.width).toBe(1280);
    expect(box?.height).toBe(720);
  });

  it('plays inside an iframe on another page', async () => {
    const { page } = w;
    await page.goto('/404/');
    await page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.src = src;
      frame.width = '640';
      frame.height = '360';
      frame.allow = 'autoplay; fullscreen';
      document.body.append(frame);
    }, `/embed/${video.video_id}/`);
    const frame = page.frameLocator('iframe');
    await frame.locator('video').waitFor({ state: 'attached' });
    const handle = await page.locator('iframe').elementHandle();
    const inner = await handle?.contentFrame();
    if (!inner) throw new Error('no iframe content');
    await inner.locator('video').evaluate((el: HTMLVideoElement) => {
      el.muted = true;
      return el.play();
    });
    await inner.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 1, null, { timeout: 20_000 });
  });

  it('says a deleted video has been deleted', async () => {
    const { page } = w;
    await page.goto(`/embed/${inject('deletedVideo').video_id}/`);
    await page.getByText('Video has been recently deleted').waitFor();
    expect(await page.locator('video').count()).toBe(0);
  });
});
