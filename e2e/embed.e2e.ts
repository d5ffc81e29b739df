// The iframe embed page at /embed/{video_id}/: its own small build, the player in embed mode, the
// query options, real playback inside a frame on another origin, and the headers that let it be framed.
import type { Video } from '@reel/api';
import type { VideoList } from '@reel/api/endpoints';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchChromium, openPage, playPast, type WatchedPage } from './support/browser';
import { browserCookies, registerMember, type RegisteredMember } from './support/member';
import { withoutAdvert } from './support/noAdvert';
import { html, serveThirdParty, type ThirdPartySite } from './support/thirdParty';

/** State of the page's only <video>. */
const media = (page: Page) =>
  page.locator('video').evaluate((v: HTMLVideoElement) => ({ paused: v.paused, muted: v.muted, loop: v.loop, currentTime: v.currentTime }));

describe('embed page', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let w: WatchedPage;
  let video: Video;
  /** A clip long enough to start part-way in (the test media's HLS clip, 14 s). */
  let long: Video;
  /** A signed-in member: the embed gives a member no advert. */
  let member: RegisteredMember;
  const signIn = () => w.page.context().addCookies(browserCookies(member, baseUrl));

  beforeAll(async () => {
    browser = await launchChromium();
    const latest = (await (await fetch(`${baseUrl}/api/json/videos2/86400/str/latest-updates/24/all..1.all...json`)).json()) as VideoList;
    // A plain mp4: a VR clip would load the WebGL renderer, which Chromium's software GL warns about.
    const plain = latest.videos.find((v) => !v.vr && v.status_id !== 5);
    if (!plain) throw new Error('the seeded catalogue has no plain video');
    video = plain;
    const longest = (await (await fetch(`${baseUrl}/api/json/videos2/86400/str/longest/24/all..1.all...json`)).json()) as VideoList;
    long = longest.videos[0];
    member = await registerMember(baseUrl, inject('outboxDir'));
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

  it('plays the video in a 16:9 player filling the frame, loading only its own assets', async () => {
    const { page } = w;
    // A member, who gets no advert: a visitor's page loads the advert's code, which this test checks stays out.
    await signIn();
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
    // No hls.js, advert or VR chunk for a plain mp4.
    expect(assets.some((a) => /\/(hls|vast|ima|renderer)-/.test(a))).toBe(false);
    // 16:9 inside the 1280×800 viewport: full width, 720 px high, centred.
    const box = await page.locator('.reel-player').boundingBox();
    expect(box).toEqual({ x: 0, y: 40, width: 1280, height: 720 });
    const videoBox = await page.locator('video').boundingBox();
    expect(videoBox?.width).toBe(1280);
    expect(videoBox?.height).toBe(720);
  });

  it('letterboxes a frame that is not 16:9', async () => {
    const { page } = w;
    await page.setViewportSize({ width: 400, height: 400 });
    await page.goto(`/embed/${video.video_id}/`);
    await page.locator('.reel-player').waitFor();
    expect(await page.locator('.reel-player').boundingBox()).toEqual({ x: 0, y: 87.5, width: 400, height: 225 });
    await page.setViewportSize({ width: 800, height: 300 });
    const box = await page.locator('.reel-player').boundingBox();
    expect(box?.height).toBeCloseTo(300, 1);
    expect(box?.width).toBeCloseTo(533.33, 1);
  });

  it('is in embed mode: title and logo open the site in a new tab, no download button, related on pause', async () => {
    const { page } = w;
    // Embed mode around the video is tested, not the advert before it.
    await withoutAdvert(page.context());
    await page.setViewportSize({ width: 640, height: 360 });
    await page.goto(`/embed/${video.video_id}/`);
    const title = page.locator('a.reel-title');
    await title.waitFor();
    expect(await title.textContent()).toBe(video.title);
    expect(await title.getAttribute('href')).toBe(`/video/${video.video_id}/${video.dir}/`);
    expect(await title.getAttribute('target')).toBe('_blank');
    const logo = page.locator('a.reel-logo');
    expect(await logo.getAttribute('href')).toBe(`${baseUrl}/`);
    expect(await logo.getAttribute('target')).toBe('_blank');
    expect(await logo.locator('img').getAttribute('src')).toBe('/embed/logo.svg');
    expect(await page.locator('.reel-download').count()).toBe(0);
    expect(await page.locator('.reel-upnext').count()).toBe(0);
    // The visitor's Play: the preroll's overlay, which finds no advert and starts the video.
    await page.locator('.reel-ad-overlay').click();
    await playPast(page, 0.5);
    await page.locator('video').evaluate((v: HTMLVideoElement) => v.pause());
    await page.getByText('Related videos').waitFor();
    const related = page.locator('.reel-related a').first();
    await related.waitFor();
    expect(await related.getAttribute('target')).toBe('_blank');
    expect(await related.getAttribute('href')).toMatch(/^\/video\/\d+\/[^/]+\/\?r=1$/);
  });

  it('reads autoplay, muted, loop, start_time and title from its query string', async () => {
    const { page } = w;
    // A member, who gets no advert: a visitor's preroll overlay stands before playback, autoplay=1 included.
    await signIn();
    await page.goto(`/embed/${long.video_id}/?autoplay=1&muted=1&loop=1&start_time=5&title=0`);
    await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 5.3, null, { timeout: 20_000 });
    expect(await media(page)).toMatchObject({ paused: false, muted: true, loop: true });
    await expect.poll(() => page.locator('a.reel-title').evaluate((a) => getComputedStyle(a).visibility)).toBe('hidden');
    expect(await page.locator('a.reel-logo').isVisible()).toBe(true);

    await page.goto(`/embed/${long.video_id}/`);
    await page.locator('video').waitFor({ state: 'attached' });
    await page.waitForTimeout(500);
    expect(await media(page)).toMatchObject({ paused: true, muted: false, loop: false, currentTime: 0 });
    expect(await page.locator('a.reel-title').evaluate((a) => getComputedStyle(a).visibility)).toBe('visible');
  });

  it('reads end, controls=0 and color: pauses at the end, no bar, clicks still play, the accent in the controls', async () => {
    const { page } = w;
    // Narrower than the related list needs, so nothing covers the picture once it pauses.
    await page.setViewportSize({ width: 400, height: 225 });
    // A member, who gets no advert: a visitor's preroll overlay stands before playback, autoplay=1 included.
    await signIn();
    await page.goto(`/embed/${long.video_id}/?autoplay=1&muted=1&end=2&controls=0&color=00ff00`);
    await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) >= 2, null, { timeout: 20_000 });
    await expect.poll(() => media(page).then((m) => m.paused)).toBe(true);
    expect((await media(page)).currentTime).toBeLessThan(3);
    expect(await page.locator('.reel-bar').isVisible()).toBe(false);
    expect(await page.locator('#player').evaluate((el) => getComputedStyle(el).getPropertyValue('--reel-accent').trim())).toBe('#00ff00');
    expect(await page.locator('.reel-seek-played').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(0, 255, 0)');
    // Off centre: the big play button sits in the middle.
    await page.locator('.reel-stage').click({ position: { x: 60, y: 150 } });
    await expect.poll(() => media(page).then((m) => m.paused)).toBe(false);
  });

  it('plays inside an iframe on another origin', async () => {
    const site: ThirdPartySite = await serveThirdParty({
      '/page.html': html(
        `<!doctype html><title>Elsewhere</title><iframe src="${baseUrl}/embed/${video.video_id}/" width="640" height="360" allow="autoplay; fullscreen"></iframe>`,
      ),
    });
    try {
      const { page } = w;
      // Playback inside the frame is tested, not the advert before it.
      await withoutAdvert(page.context());
      await page.goto(`${site.origin}/page.html`);
      const handle = await page.locator('iframe').elementHandle();
      const inner = await handle?.contentFrame();
      if (!inner) throw new Error('no iframe content');
      expect(new URL(inner.url()).origin).not.toBe(new URL(page.url()).origin);
      // The visitor's Play: the preroll's overlay (drawn as the big play button), which finds no advert.
      await inner.locator('.reel-bigplay.reel-ad-overlay').click();
      await inner.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 1, null, { timeout: 20_000 });
      expect(await inner.locator('.reel-player').boundingBox()).toMatchObject({ width: 640, height: 360 });
    } finally {
      await site.close();
    }
  });

  it('says a deleted video has been deleted, as the player does', async () => {
    const { page } = w;
    await page.goto(`/embed/${inject('deletedVideo').video_id}/`);
    await page.locator('.reel-deleted').getByText('Video has been recently deleted').waitFor();
    expect(await page.locator('video').count()).toBe(0);
  });

  it('says the video cannot be played when its file list fails', async () => {
    const { page } = w;
    await page.route('**/api/videofile.php*', (route) => route.fulfill({ json: { error: true, code: 'system_error' } }));
    // The page as served without the player's boot data (an older copy of it, say): the embed
    // then asks the API for the file list, which fails here.
    await page.route(`**/embed/${video.video_id}/`, async (route) => {
      const response = await route.fetch();
      const body = (await response.text())
        .replace(/<script type="application\/json" id="reel-player-boot">[\s\S]*?<\/script>/, '')
        .replace(/<video id="reel-boot-video"[^>]*>(<\/video>)?/, '');
      await route.fulfill({ response, body });
    });
    await page.goto(`/embed/${video.video_id}/`);
    await page.getByText('This video cannot be played right now. Please try again later.').waitFor();
    expect(await page.locator('video').count()).toBe(0);
    // The player logs its setup failure to the console by design (player_setup_error).
    expect(w.errors.length).toBe(1);
    expect(w.errors[0]).toMatch(/\[reel player\]/);
    w.errors.length = 0;
  });

  it('says so when there is no such video', async () => {
    const { page } = w;
    await page.goto('/embed/999999999/');
    await page.getByText('Oops! Content not found!').waitFor();
    expect(await page.locator('video').count()).toBe(0);
    // The browser reports the video call's 404 itself; nothing else went wrong.
    expect(w.errors.every((e) => /404 \(Not Found\)/.test(e))).toBe(true);
    w.errors.length = 0;
  });

  it('may be framed by any site and keeps the referrer player.js trusts, while site pages refuse framing', async () => {
    const embed = await fetch(`${baseUrl}/embed/${video.video_id}/`);
    expect(embed.status).toBe(200);
    expect(embed.headers.get('x-frame-options')).toBeNull();
    expect(embed.headers.get('content-security-policy') ?? '').not.toMatch(/frame-ancestors\s+('none'|'self')/);
    expect(embed.headers.get('referrer-policy') ?? '').not.toMatch(/(^|,)\s*no-referrer\s*(,|$)/);
    const home = await fetch(`${baseUrl}/`);
    const refused =
      home.headers.get('x-frame-options') !== null || /frame-ancestors/.test(home.headers.get('content-security-policy') ?? '');
    expect(refused).toBe(true);
  });
});
