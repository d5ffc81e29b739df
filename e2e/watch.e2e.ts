// The watch page in a real Chromium against the real server: the view statistic, the local
// history, the visitor's buttons, related and suggested videos, and the up-next card.
import type { Page } from 'playwright-core';
import { COUNT_RELATED } from '@reel/api';
import { describe, expect, inject, it } from 'vitest';
import { storeRecords } from './support/localStores';
import { pagePerTest, playPast, type WatchedPage } from './support/browser';
import { browserCookies, registerMember } from './support/member';

const VIEW_DELAY_MS = 1000;
/** Timers are not exact: the statistic may leave a little before the second is full by our clock. */
const TIMER_SLACK_MS = 150;
const SHOTS = process.env.WATCH_SHOTS_DIR;

interface Watched {
  video_id: number;
  href: string;
}

interface Candidate extends Watched {
  vr: string;
  related: number;
  /** The up-next video (the first related one) is flat too. */
  flatNext: boolean;
  /** A member's upload: no channel, so no download page for a visitor. */
  uploaded: boolean;
}

/** What the API says of the videos at these watch addresses. */
function describeVideos(page: Page, hrefs: string[]): Promise<Candidate[]> {
  return page.evaluate(async (list) => {
    const json = async (path: string) => (await fetch(path)).json();
    return Promise.all(
      list.map(async (href) => {
        const id = Number(/\/video\/(\d+)\//.exec(href)?.[1]);
        const bucket = `${Math.floor(id / 1e6)}/${Math.floor(id / 1e3)}/${id}`;
        const { video } = await json(`/api/json/video/86400/${bucket}.json`);
        const related = await json(`/api/json/videos_related/432000/20/${bucket}.all.1.json`);
        const next = (related.videos ?? [])[0];
        return {
          href,
          video_id: id,
          vr: String(video.vr ?? ''),
          related: Number(related.total_count ?? 0),
          flatNext: Boolean(next) && !next.vr,
          uploaded: video.channel === 'UsersUpload',
        };
      }),
    );
  }, hrefs);
}

/**
 * VR videos are left out where a test opens a video: Chromium's software WebGL warns on the
 * console while the VR renderer draws, which is not the page's doing.
 */
async function flatVideos(page: Page, hrefs: string[], minRelated = 0): Promise<Candidate[]> {
  return (await describeVideos(page, hrefs)).filter((c) => !c.vr && c.related >= minRelated);
}

/** The home list's flat videos, with at least `minRelated` related videos (and a flat up-next one). */
async function homeVideos(page: Page, n: number, minRelated = 0, flatNext = false): Promise<Candidate[]> {
  await page.goto('/');
  const links = page.locator('.grid .card .card__title a');
  await expect.poll(() => links.count()).toBeGreaterThan(n);
  const hrefs = await links.evaluateAll((els) => els.map((a) => a.getAttribute('href') ?? ''));
  const fit = (await flatVideos(page, hrefs, minRelated)).filter((c) => c.flatNext || !flatNext);
  expect(fit.length).toBeGreaterThanOrEqual(n);
  return fit.slice(0, n);
}

/** The watch history in IndexedDB, newest first. */
const history = (page: Page) => storeRecords(page, 'watch_history');

describe('watch page', () => {
  const baseUrl = inject('baseUrl');
  let w: WatchedPage;
  pagePerTest(baseUrl, (page) => (w = page));

  it('sends the view statistic once, a second after the view, with act, section and object_id', async () => {
    const { page } = w;
    // Times taken in the page itself: when the title is shown and when the statistic is sent.
    await page.addInitScript(() => {
      const marks = { shownAt: 0, sentAt: [] as number[] };
      Object.assign(window, { viewMarks: marks });
      const fetchBefore = window.fetch.bind(window);
      window.fetch = (input, init) => {
        if (String(input instanceof Request ? input.url : input).endsWith('/api/input.php')) marks.sentAt.push(performance.now());
        return fetchBefore(input, init);
      };
      new MutationObserver(() => {
        if (!marks.shownAt && document.querySelector('h1.watch__title')) marks.shownAt = performance.now();
      }).observe(document, { subtree: true, childList: true });
    });
    const [video] = await homeVideos(page, 1);
    const bodies: string[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/api/input.php')) bodies.push(`${req.headers()['content-type']}|${req.postData() ?? ''}`);
    });
    const answer = page.waitForResponse((res) => res.url().endsWith('/api/input.php'));
    await page.locator(`.card__title a[href="${video.href}"]`).click();
    const res = await answer;
    expect(res.status()).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    const [type, body] = bodies[0].split('|');
    expect(type).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(body))).toEqual({ act: 'view', section: 'video', object_id: String(video.video_id) });
    // Staying on the page sends nothing more.
    await page.waitForTimeout(VIEW_DELAY_MS + TIMER_SLACK_MS);
    const marks = await page.evaluate(() => (window as unknown as { viewMarks: { shownAt: number; sentAt: number[] } }).viewMarks);
    expect(marks.sentAt).toHaveLength(1);
    expect(bodies).toHaveLength(1);
    const delay = marks.sentAt[0] - marks.shownAt;
    expect(delay).toBeGreaterThanOrEqual(VIEW_DELAY_MS - TIMER_SLACK_MS);
    expect(delay).toBeLessThan(VIEW_DELAY_MS + 1000);
  });

  it('sends no view statistic once the page is left', async () => {
    const { page } = w;
    const [video] = await homeVideos(page, 1);
    const posts: number[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/api/input.php')) posts.push(Date.now());
    });
    await page.locator(`.card__title a[href="${video.href}"]`).click();
    await page.locator('h1.watch__title').waitFor();
    // The router changes the address once the next page is ready, which is when this one goes.
    await page.locator('header a[href="/"]').first().click();
    await page.waitForURL(`${baseUrl}/`);
    const leftAt = Date.now();
    await page.waitForTimeout(VIEW_DELAY_MS + TIMER_SLACK_MS * 3);
    // A slow machine may keep the page up for the whole second (then the view counts); nothing
    // may be sent once the page is gone.
    expect(posts.filter((at) => at > leftAt)).toEqual([]);
  });

  it('adds each watched video to the front of the local history, which the history page lists', async () => {
    const { page } = w;
    const [first, second] = await homeVideos(page, 2);
    for (const video of [first, second, first]) {
      await page.goto(video.href);
      await page.locator('h1.watch__title').waitFor();
      await expect.poll(async () => (await history(page))[0]?.video_id).toBe(video.video_id);
    }
    const records = await history(page);
    expect(records.map((r) => r.video_id)).toEqual([first.video_id, second.video_id]);
    await page.goto('/history/');
    await expect.poll(() => page.locator('.grid .card').count()).toBe(2);
    expect(await page.locator('.card__title a').first().getAttribute('href')).toBe(first.href);
  });

  it("opens the Login modal for a visitor's like, dislike, Favorite and subscribe; Report opens the report form", async () => {
    const { page } = w;
    // A channel's video: a visitor's Download leads to the channel's download page.
    const video = (await homeVideos(page, 10)).find((v) => !v.uploaded);
    if (!video) throw new Error('no channel video on the home page');
    await page.goto(video.href);
    const login = page.getByRole('dialog', { name: 'Log in' });
    const actions = page.getByRole('group', { name: 'Video actions' });
    for (const name of [/^Like/, /^Dislike/, /^Favorite$/]) {
      await actions.getByRole('button', { name }).click();
      await login.waitFor();
      await page.getByText('Please log in to complete this action').first().waitFor();
      await login.getByRole('button', { name: 'Close' }).click();
      await login.waitFor({ state: 'hidden' });
    }
    await page.locator('.watch-channel').getByRole('button', { name: 'Subscribe' }).click();
    await login.waitFor();
    await login.getByRole('button', { name: 'Close' }).click();
    // Nothing was counted for the visitor.
    expect(await actions.getByRole('button', { name: /^Like/ }).getAttribute('aria-label')).toMatch(/^Like: \d+ likes$/);

    // Visitors may report: the form opens without asking to log in, and Cancel leaves it unsent.
    await actions.getByRole('button', { name: 'Report' }).click();
    const report = page.getByRole('dialog', { name: 'Report this video' });
    await report.waitFor();
    expect(await report.getByRole('radio').count()).toBe(7);
    expect(await login.isVisible()).toBe(false);
    await report.getByRole('button', { name: 'Cancel' }).click();
    await report.waitFor({ state: 'detached' });

    expect(await actions.getByRole('link', { name: 'Download' }).getAttribute('href')).toBe(`/download?video=${video.video_id}`);
    await page.locator('.watch-channel').getByRole('link', { name: 'Watch Me Live' }).waitFor();
    await page.locator('.watch-channel').getByRole('link', { name: 'Join now' }).waitFor();
  });

  it('shows related videos beside the player and suggested videos with Show more related videos', async () => {
    const { page } = w;
    // More related videos than one page holds, so Show more has something to show.
    const [video] = await homeVideos(page, 1, COUNT_RELATED + 1);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(video.href);
    const related = page.locator('.watch-related__item');
    await expect.poll(() => related.count()).toBeGreaterThan(0);
    expect(await related.first().getAttribute('href')).toMatch(/^\/video\/\d+\/[^/]+\/\?r=1$/);
    const suggested = page.locator('.watch-suggested .card');
    await expect.poll(() => suggested.count()).toBeGreaterThan(0);
    const before = await suggested.count();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/watch-1440.png`, fullPage: true });
    const more = page.getByRole('button', { name: 'Show more related videos' });
    await more.click();
    await expect.poll(() => suggested.count()).toBeGreaterThan(before);
    const ids = await suggested.locator('.card__title a').evaluateAll((els) => els.map((a) => a.getAttribute('href')));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain(video.href);

    // A suggested video far down the page opens in place, scrolled to the top with its player.
    const flatSuggested = await flatVideos(
      page,
      ids.filter((id): id is string => id !== null),
    );
    const target = flatSuggested.at(-1)?.href ?? '';
    const last = page.locator(`.watch-suggested .card__title a[href="${target}"]`);
    await last.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await last.click();
    await page.waitForURL(`${baseUrl}${target}`);
    await page.locator('.watch-player .reel-player').waitFor();
    // The new page scrolls up once it is drawn, which may come just after the address changes.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    // A related link carries r=1, and the page takes it. The lists come just after the player.
    await expect.poll(() => related.count()).toBeGreaterThan(0);
    const relatedHrefs = await related.evaluateAll((els) => els.map((a) => a.getAttribute('href') ?? ''));
    const relatedTarget = (await flatVideos(page, relatedHrefs))[0]?.href ?? '';
    expect(relatedTarget).toMatch(/\?r=1$/);
    await page.locator(`.watch-related__item[href="${relatedTarget}"]`).click();
    await page.waitForURL(`${baseUrl}${relatedTarget}`);
    await page.locator('.watch-player .reel-player').waitFor();
  });

  it('styles the player from the stylesheet file: its controls are laid out, and no <style> is injected', async () => {
    const { page } = w;
    const [video] = await homeVideos(page, 1);
    await page.goto(video.href);
    const bar = page.locator('.watch-player .reel-player .reel-bar');
    await bar.waitFor({ state: 'attached' });
    const styled = await page.evaluate(() => {
      const root = document.querySelector('.watch-player .reel-player') as HTMLElement;
      const barStyle = getComputedStyle(root.querySelector('.reel-bar') as HTMLElement);
      const button = getComputedStyle(root.querySelector('.reel-bar .reel-btn') as HTMLElement);
      return {
        root: getComputedStyle(root).position,
        bar: barStyle.position,
        buttonHeight: button.height,
        injected: [...document.querySelectorAll('style')].filter((s) => (s.textContent ?? '').includes('.reel-player')).length,
        linked: [...document.styleSheets].some(
          (sheet) => sheet.href !== null && [...sheet.cssRules].some((rule) => rule.cssText.startsWith('.reel-player .reel-bar')),
        ),
      };
    });
    expect(styled).toEqual({ root: 'relative', bar: 'absolute', buttonHeight: '40px', injected: 0, linked: true });
  });

  it('shows the page at 375 px wide with the player, the blocks and two banners', async () => {
    const { page } = w;
    const [video] = await homeVideos(page, 1);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(video.href);
    await page.locator('.watch-player .reel-player').waitFor();
    await page.locator('.watch-suggested .card').first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const shownBanners = await page
      .locator('.watch-banners .ad')
      .evaluateAll((els) => els.filter((e) => getComputedStyle(e).display !== 'none').length);
    expect(shownBanners).toBe(2);
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/watch-375.png`, fullPage: true });
      await page.screenshot({ path: `${SHOTS}/watch-375-top.png` });
    }
  });

  it('plays the up-next video at the end: the card navigates in place with autostart=1 and the next video plays', async () => {
    const { page } = w;
    // A member, who gets no advert: for a visitor the preroll's overlay stands before every video,
    // autostart=1 included, so nothing would play by itself.
    await page.context().addCookies(browserCookies(await registerMember(baseUrl, inject('outboxDir')), baseUrl));
    const [video] = await homeVideos(page, 1, 1, true);
    await page.goto(video.href);
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    const played = await playPast(page, 0.2, '.reel-player video');
    expect(played.currentTime).toBeGreaterThan(0.2);
    // Jump to the end rather than watch the whole clip.
    await page.locator('.reel-player video').evaluate((v: HTMLVideoElement) => {
      v.currentTime = Math.max(0, v.duration - 0.3);
    });
    const card = page.getByRole('dialog', { name: 'Up next' });
    await card.waitFor({ timeout: 20_000 });
    await card.getByRole('button', { name: 'Play now' }).click();
    await page.waitForURL(/\/video\/\d+\/[^/]+\/\?autostart=1$/);
    expect(page.url()).not.toContain(video.href);
    // The router moved the page: no reload.
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    await page.waitForFunction(
      () => {
        const v = document.querySelector<HTMLVideoElement>('.reel-player video');
        return v !== null && !v.paused && v.currentTime > 0.2;
      },
      undefined,
      { timeout: 20_000 },
    );
    expect(await page.locator('video').count()).toBe(1);
  });
});
