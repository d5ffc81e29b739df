// The embed hosted the way WordPress shows the oEmbed of a site not on its list: an iframe with
// `sandbox="allow-scripts"` and no `allow`, on another origin. The frame's origin is opaque, so
// every script, style sheet, data call and file the embed asks for is cross-origin, localStorage
// throws and there are no cookies; it must still draw and play.
import { type Video } from '@reel/api';
import { type VideoList } from '@reel/api/endpoints';
import { METRICS_CLIENT_FLUSH_MS } from '@reel/api/metrics';
import type { Browser, Frame } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchChromium, openPage, type WatchedPage } from './support/browser';
import { withoutAdvert } from './support/noAdvert';
import { html, serveThirdParty, type ThirdPartySite } from './support/thirdParty';

describe('embed in a sandboxed frame', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let w: WatchedPage;
  let video: Video;
  let site: ThirdPartySite;

  beforeAll(async () => {
    browser = await launchChromium();
    const latest = (await (await fetch(`${baseUrl}/api/json/videos2/86400/str/latest-updates/24/all..1.all...json`)).json()) as VideoList;
    const plain = latest.videos.find((v) => !v.vr && v.status_id !== 5);
    if (!plain) throw new Error('the seeded catalogue has no plain video');
    video = plain;
    site = await serveThirdParty({
      '/post.html': html(
        `<!doctype html><title>A blog post</title><iframe sandbox="allow-scripts" src="${baseUrl}/embed/${video.video_id}/" width="640" height="360" title="${video.video_id}"></iframe>`,
      ),
    });
  });
  afterAll(async () => {
    await site?.close();
    await browser?.close();
  });
  beforeEach(async () => {
    w = await openPage(browser, baseUrl);
  });
  afterEach(async () => {
    await w.page.context().close();
    expect(w.errors).toEqual([]);
  });

  async function embedFrame(): Promise<Frame> {
    await w.page.goto(`${site.origin}/post.html`);
    const frame = await (await w.page.locator('iframe').elementHandle())?.contentFrame();
    if (!frame) throw new Error('no iframe content');
    return frame;
  }

  it('draws and plays: the video advances in the opaque-origin frame', async () => {
    const refused: string[] = [];
    // A <video> aborts its range requests as it goes (ERR_ABORTED): that is playing, not refusing.
    w.page.on('requestfailed', (req) => {
      const why = req.failure()?.errorText ?? '';
      if (why !== 'net::ERR_ABORTED') refused.push(`${why} ${req.url()}`);
    });
    // The embed's own assets and playback in the sandbox are tested, not the advert before the video.
    await withoutAdvert(w.page.context());
    const frame = await embedFrame();
    // The frame really is sandboxed: an opaque origin, no storage, no cookies.
    expect(await frame.evaluate(() => window.origin)).toBe('null');
    expect(
      await frame.evaluate(() => {
        try {
          return typeof window.localStorage;
        } catch {
          return 'refused';
        }
      }),
    ).toBe('refused');
    // The visitor's Play: the preroll's overlay (drawn as the big play button), which finds no advert.
    await frame.locator('.reel-bigplay.reel-ad-overlay').click();
    await frame.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 1, null, { timeout: 20_000 });
    expect(await frame.locator('.reel-player').boundingBox()).toMatchObject({ width: 640, height: 360 });
    expect(await frame.locator('a.reel-title').textContent()).toBe(video.title);
    // The style sheet applied (a player without it has no 16:9 box), and no asset was refused.
    expect(refused).toEqual([]);
    // The player's records would be a cross-site POST, refused: none is sent, so none fails in the
    // host's console once the queue's first flush is due.
    const metrics: string[] = [];
    w.page.on('request', (req) => req.url().includes('/api/metrics') && metrics.push(req.method()));
    await w.page.waitForTimeout(METRICS_CLIENT_FLUSH_MS + 1000);
    expect(metrics).toEqual([]);
  });
});
