// The site in a real Chromium: home list, watch page with real H.264 playback, deleted video (no acts but Report),
// a visitor's Download of a member's upload (Log in), where navigation leaves the page scrolled, 404.
import type { VideoList } from '@reel/api/endpoints';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { storeRecords } from './support/localStores';
import { pagePerTest, playPast, type WatchedPage } from './support/browser';
import { withoutAdvert } from './support/noAdvert';

const HOME_SCREENSHOT = '/tmp/reel-home.png';

/** The widths the site is walked at: two laptops and a phone. */
const SCREENS = [
  { width: 1280, height: 800 },
  { width: 1600, height: 900 },
  { width: 390, height: 844 },
];

const scrollTop = (page: Page): Promise<number> => page.evaluate(() => Math.round(window.scrollY));

/** Brings a link far down the page into view, then follows it; resolves with where the page was. */
async function followFromBelow(page: Page, link: Locator): Promise<number> {
  await link.scrollIntoViewIfNeeded();
  const left = await scrollTop(page);
  expect(left).toBeGreaterThan(300);
  await link.click();
  return left;
}

/** A 404 page's own status is reported on the console by Chromium: that line, and nothing else. */
function expectOnlyDocument404(w: WatchedPage, path: string): void {
  expect(w.errors).toEqual([expect.stringMatching(new RegExp(`status of 404 .*${path.replace(/[/.]/g, '\\$&')}\\)$`))]);
  w.errors.length = 0;
}

describe('site', () => {
  const baseUrl = inject('baseUrl');
  let w: WatchedPage;
  pagePerTest(baseUrl, (page) => (w = page));

  it('lists the 24 latest videos with titles on the home page', async () => {
    const { page } = w;
    await page.goto('/');
    const cards = page.locator('.grid .card');
    await expect.poll(() => cards.count()).toBe(24);
    const titles = await page.locator('.card__title').allTextContents();
    expect(titles).toHaveLength(24);
    for (const title of titles) expect(title.trim().length).toBeGreaterThan(0);
    await expect.poll(() => page.title()).toBe('Reel');
    // Every card shows a duration and a view count.
    expect(await page.locator('.card__duration').count()).toBe(24);
    expect(await page.locator('.card__views').count()).toBe(24);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: HOME_SCREENSHOT });
  });

  it('shows a real thumbnail picture on every card', async () => {
    const { page } = w;
    await page.goto('/');
    await expect.poll(() => page.locator('.grid .card').count()).toBe(24);
    expect(await page.locator('.card img').count()).toBe(24);
    const first = page.locator('.card img').first();
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  it('opens the watch page from the list and plays the video through the player', async () => {
    const { page } = w;
    // The video's own playback is tested, not the advert before it.
    await withoutAdvert(page.context());
    await page.goto('/');
    // A video with an HD file, so the default quality can be checked too.
    const card = page
      .locator('.card')
      .filter({ has: page.locator('.badge') })
      .first();
    const link = card.locator('.card__title a');
    const title = (await link.textContent())?.trim() ?? '';
    await link.click();
    await page.waitForURL(/\/video\/\d+\/[^/]+\/$/);
    await expect.poll(() => page.locator('h1.watch__title').textContent()).toBe(title);
    await expect.poll(() => page.title()).toBe(`${title} - Reel`);
    expect(await page.locator('.watch__meta').textContent()).toMatch(/views/);

    // The player's own element holds the only <video>; it starts at HD.
    await page.locator('.watch-player .reel-player video').waitFor({ state: 'attached' });
    await expect.poll(() => page.locator('.reel-quality').textContent()).toBe('HD');
    // The visitor's Play: the preroll's overlay, which finds no advert and starts the video.
    await page.locator('.reel-player .reel-ad-overlay').click();
    const played = await playPast(page, 1, '.reel-player video');
    expect(played.currentTime).toBeGreaterThan(1);
    expect(played.videoWidth).toBeGreaterThan(0);
    // The signed address was followed to a real media file.
    expect(played.src).toContain('/get_file/');
    expect(await page.locator('video').count()).toBe(1);
  });

  it("switches quality from the player's menu and keeps playing from the same place", async () => {
    const { page } = w;
    // The switch of the video's own files is tested, not the advert before it.
    await withoutAdvert(page.context());
    await page.goto('/');
    const card = page
      .locator('.card')
      .filter({ has: page.locator('.badge') })
      .first();
    await card.locator('.card__title a').click();
    await page.waitForURL(/\/video\/\d+\/[^/]+\/$/);
    await page.locator('.reel-player .reel-ad-overlay').click();
    const before = await playPast(page, 1, '.reel-player video');
    await page.locator('.reel-player').hover();
    await page.locator('.reel-quality').click();
    const items = page.locator('.reel-quality-item');
    expect(await items.allTextContents()).toContain('SD');
    await page.locator('.reel-quality-item[data-quality="SD"]').click();
    await expect.poll(() => page.locator('.reel-quality').textContent()).toBe('SD');
    await page.waitForFunction(
      ([src, t]) => {
        const v = document.querySelector<HTMLVideoElement>('.reel-player video');
        return v !== null && v.currentSrc !== src && !v.paused && v.currentTime >= t;
      },
      [before.src, before.currentTime] as const,
      { timeout: 20_000 },
    );
  });

  it('shows a deleted video (status_id 5) without a player and sends no view statistic', async () => {
    const { page } = w;
    const stats: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/input.php')) stats.push(req.postData() ?? '');
    });
    const { video_id, dir } = inject('deletedVideo');
    await page.goto(`/video/${video_id}/${dir}/`);
    await page.getByText('Video has been recently deleted').waitFor();
    expect(await page.locator('video').count()).toBe(0);
    expect(await page.locator('.reel-player').count()).toBe(0);
    expect(await page.locator('h1.watch__title').count()).toBe(1);
    // Nothing left to like, keep or download: only Report is offered.
    const actions = page.getByRole('group', { name: 'Video actions' });
    await actions.getByRole('button', { name: 'Report' }).waitFor();
    for (const name of [/^Like/, /^Dislike/, 'Favorite', 'Add to playlist'])
      expect(await actions.getByRole('button', { name }).count()).toBe(0);
    expect(await actions.getByRole('link', { name: 'Download' }).count()).toBe(0);
    // Past the view statistic's second: still nothing sent, nothing kept in the history.
    await page.waitForTimeout(1500);
    expect(stats).toEqual([]);
    expect(await storeRecords(page, 'watch_history')).toEqual([]);
    // The way on: the player's search link for the video's title leads to the search page.
    const title = (await page.locator('h1.watch__title').textContent())?.trim() ?? '';
    await page.getByRole('link', { name: 'Search for similar videos' }).click();
    await page.waitForURL(/\/search\/1\/\?s=/);
    expect(new URL(page.url()).searchParams.get('s')).toBe(title);
    await page.getByRole('heading', { level: 1 }).waitFor();
  });

  it('asks a visitor to log in for Download of a member’s upload, which has no channel download page', async () => {
    const { page } = w;
    const list = (await (await fetch(`${baseUrl}/api/json/videos2/86400/str/latest-updates/60/all..1.all...json`)).json()) as VideoList;
    const upload = list.videos.find((v) => v.channel === 'UsersUpload' && !v.is_private);
    expect(upload).toBeDefined();
    await page.goto(`/video/${upload?.video_id}/${upload?.dir}/`);
    const actions = page.getByRole('group', { name: 'Video actions' });
    expect(await actions.getByRole('link', { name: 'Download' }).count()).toBe(0);
    await actions.getByRole('button', { name: 'Download' }).click();
    await page.getByRole('dialog', { name: 'Log in' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/video/${upload?.video_id}/${upload?.dir}/`);
  });

  it("moves a watch address with a wrong dir to the video's own address", async () => {
    const { page } = w;
    const { video_id, dir } = inject('deletedVideo');
    await page.goto(`/video/${video_id}/not-the-dir/`);
    await page.waitForURL(`${baseUrl}/video/${video_id}/${dir}/`);
  });

  it('shows the not-found page for an unknown path, with a link home', async () => {
    const { page } = w;
    const res = await page.goto('/no/such/page/');
    expect(res?.status()).toBe(404);
    await page.getByText('Oops! Content not found!').waitFor();
    expectOnlyDocument404(w, '/no/such/page/');
    await page.getByRole('link', { name: 'Return to the home page' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await expect.poll(() => page.locator('.grid .card').count()).toBe(24);
  });

  it('sends a video that does not exist to /404/', async () => {
    const { page } = w;
    const res = await page.goto('/video/abc/nothing/');
    expect(res?.status()).toBe(404);
    await page.waitForURL(`${baseUrl}/404/`);
    await page.getByText('Oops! Content not found!').waitFor();
    expectOnlyDocument404(w, '/video/abc/nothing/');
  });

  it('sends a numeric video id that is not in the catalogue to /404/', async () => {
    const { page } = w;
    const res = await page.goto('/video/987654/nothing-here/');
    expect(res?.status()).toBe(404);
    await page.waitForURL(`${baseUrl}/404/`);
    await page.getByText('Oops! Content not found!').waitFor();
    // Chromium reports each 404 answer: the document's, and the video's and its related list's
    // that the watch page asks for together; nothing else.
    const unexpected = w.errors.filter(
      (e) =>
        !/status of 404 .*(\/video\/987654\/nothing-here\/|\/api\/json\/video\/.*987654\.json|\/api\/json\/videos_related\/.*987654\.all\.1\.json)\)$/.test(
          e,
        ),
    );
    expect(unexpected).toEqual([]);
    w.errors.length = 0;
  });

  describe.each(SCREENS)('navigation at $width×$height', (screen) => {
    it('opens the next list page at its top, and back returns to where the old page was left', async () => {
      const { page } = w;
      await page.setViewportSize(screen);
      await page.goto('/videos/latest-updates/1/');
      await expect.poll(() => page.locator('.grid .card').count()).toBe(24);
      const left = await followFromBelow(page, page.locator('.pagination a[rel=next]'));
      await page.waitForURL(`${baseUrl}/videos/latest-updates/2/`);
      await expect.poll(() => scrollTop(page)).toBe(0);
      await page.goBack();
      await page.waitForURL(`${baseUrl}/videos/latest-updates/1/`);
      await expect.poll(async () => Math.abs((await scrollTop(page)) - left)).toBeLessThan(3);
      await page.goForward();
      await page.waitForURL(`${baseUrl}/videos/latest-updates/2/`);
      await expect.poll(() => scrollTop(page)).toBe(0);
    });

    it("opens the footer's DMCA notice and a lower card's channel at their tops", async () => {
      const { page } = w;
      await page.setViewportSize(screen);
      await page.goto('/');
      await expect.poll(() => page.locator('.grid .card').count()).toBe(24);
      await followFromBelow(page, page.locator('footer a[href="/information/dmca/"]'));
      await page.waitForURL(`${baseUrl}/information/dmca/`);
      await expect.poll(() => scrollTop(page)).toBe(0);

      await page.goBack();
      await expect.poll(() => page.locator('.grid .card').count()).toBe(24);
      await followFromBelow(page, page.locator('.grid .card a.card__from[href^="/pornsite/"]').last());
      await page.waitForURL(/\/pornsite\/[^/]+\/$/);
      await expect.poll(() => scrollTop(page)).toBe(0);
    });
  });
});
