// What each story must show in Chromium, beyond rendering without an error: the player state it
// claims, the element that proves its feature, and for a few the interaction it invites. Keyed by
// story id; storybook.e2e.ts fails for a story without a check, so a new story needs one here.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { PlayerStatus } from '../../storybook/src/player/status';

export interface StoryPage {
  page: Page;
  /** Paths the static server was asked for since the story opened. */
  requests(): string[];
  /** The status of each player of the story, in page order. */
  statuses(): Promise<PlayerStatus[]>;
}

export interface StoryCheck {
  /** Console errors the story causes on purpose; each must appear, and nothing else may. */
  consoleErrors?: RegExp[];
  run(s: StoryPage): Promise<void>;
}

const POLL = { timeout: 15_000, interval: 100 };

const player = (s: StoryPage, i = 0): Locator => s.page.locator('[data-testid=story-player]').nth(i);
const inPlayer = (s: StoryPage, selector: string, i = 0): Locator => player(s, i).locator(selector);
const status = async (s: StoryPage, i = 0): Promise<PlayerStatus> => (await s.statuses())[i];

function until(s: StoryPage, what: (st: PlayerStatus) => boolean, i = 0): Promise<void> {
  return expect.poll(async () => what(await status(s, i)), POLL).toBe(true);
}

const videoTime = (s: StoryPage, i = 0) => inPlayer(s, 'video', i).evaluate((v: HTMLVideoElement) => v.currentTime);
const imageLoaded = (img: Locator) => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0);

async function expectReady(s: StoryPage, state: PlayerStatus['state'], i = 0): Promise<PlayerStatus> {
  const st = await status(s, i);
  expect(st).toMatchObject({ ready: 'yes', state, step: 'done', errors: [] });
  return st;
}

async function expectAdvancing(s: StoryPage, i = 0): Promise<void> {
  const from = await videoTime(s, i);
  await expect.poll(() => videoTime(s, i), POLL).toBeGreaterThan(from + 0.3);
}

const playerChecks: Record<string, StoryCheck> = {
  'player-states--idle': {
    async run(s) {
      const st = await expectReady(s, 'idle');
      expect(st).toMatchObject({ engine: 'native', quality: 'HD', fileRequests: 1 });
      await expect.poll(() => inPlayer(s, '.reel-bigplay').isVisible(), POLL).toBe(true);
      expect(await videoTime(s)).toBe(0);
    },
  },
  'player-states--buffering': {
    async run(s) {
      const st = await expectReady(s, 'buffering');
      expect(st.sources).toEqual(['/media/test-hd/test-hd.mp4?reel_stall_s=120']);
      // The spinner waits 0.5 s before it shows, so a short wait does not flash it.
      await expect.poll(() => inPlayer(s, '.reel-spinner').isVisible(), POLL).toBe(true);
      expect(await inPlayer(s, 'video').evaluate((v: HTMLVideoElement) => v.readyState)).toBe(0);
      expect((await status(s)).state).toBe('buffering');
    },
  },
  'player-states--playing': {
    async run(s) {
      expect((await expectReady(s, 'playing')).metrics).toContain('player_firstframe');
      await expectAdvancing(s);
    },
  },
  'player-states--paused': {
    async run(s) {
      await expectReady(s, 'paused');
      const at = await videoTime(s);
      expect(at).toBeGreaterThan(0.4);
      await s.page.waitForTimeout(500);
      expect(await videoTime(s)).toBe(at);
    },
  },
  'player-states--complete': {
    async run(s) {
      await expectReady(s, 'complete');
      expect(await inPlayer(s, 'video').evaluate((v: HTMLVideoElement) => v.ended)).toBe(true);
      expect(await inPlayer(s, '.reel-upnext').isVisible()).toBe(false);
    },
  },
  'player-features--up-next-countdown': {
    async run(s) {
      await expectReady(s, 'complete');
      expect((await status(s)).upNext).toBe('shown');
      const card = inPlayer(s, '.reel-upnext');
      expect(await card.isVisible()).toBe(true);
      expect(await inPlayer(s, '.reel-upnext-title').textContent()).toBe('Colour bars in Full HD');
      const first = Number(await inPlayer(s, '.reel-upnext-count').textContent());
      expect(first).toBeGreaterThanOrEqual(6);
      expect(first).toBeLessThanOrEqual(12);
      await expect.poll(async () => Number(await inPlayer(s, '.reel-upnext-count').textContent()), POLL).toBeLessThan(first);
    },
  },
  'player-features--related-open-wide': {
    async run(s) {
      expect((await expectReady(s, 'idle')).related).toBe(true);
      expect((await player(s).boundingBox())?.width).toBe(800);
      expect(await inPlayer(s, '.reel-related').isVisible()).toBe(true);
      expect(await inPlayer(s, '.reel-related-toggle').isVisible()).toBe(true);
      const items = inPlayer(s, '.reel-related-item');
      await expect.poll(() => items.count(), POLL).toBe(12);
      await expect.poll(() => imageLoaded(items.first().locator('img')), POLL).toBe(true);
    },
  },
  'player-features--related-narrow': {
    async run(s) {
      expect((await expectReady(s, 'idle')).related).toBe(false);
      expect((await player(s).boundingBox())?.width).toBe(400);
      expect(await inPlayer(s, '.reel-related').isVisible()).toBe(false);
      expect(await inPlayer(s, '.reel-related-toggle').isVisible()).toBe(false);
    },
  },
  'player-features--quality-menu': {
    async run(s) {
      await expectReady(s, 'idle');
      expect(await inPlayer(s, '.reel-quality-menu').isVisible()).toBe(true);
      const items = inPlayer(s, '.reel-quality-item');
      expect(await items.evaluateAll((els) => els.map((e) => e.getAttribute('data-quality')))).toEqual(['SD', 'HD', 'Full HD']);
      expect(await inPlayer(s, '.reel-quality-item[aria-checked=true]').textContent()).toBe('HD');
      await inPlayer(s, '.reel-quality-item[data-quality="Full HD"]').click();
      await until(s, (st) => st.quality === 'Full HD');
      const st = await status(s);
      expect(st.metrics).toContain('fullHDClick');
      expect(st.sources.at(-1)).toBe('/media/test-fhd/test-fhd_fhd.mp4');
    },
  },
  'player-features--vr': {
    async run(s) {
      await expectReady(s, 'playing');
      expect(s.requests().some((r) => r.startsWith('/media/test-vr/test-vr_sd.mp4'))).toBe(true);
      const webgl = await s.page.evaluate(() => Boolean(document.createElement('canvas').getContext('webgl')));
      // Without WebGL the player keeps the flat video and says so with an error event of kind vr.
      if (webgl) {
        await expect.poll(() => inPlayer(s, '.reel-vr-canvas').count(), POLL).toBe(1);
        await expect.poll(() => inPlayer(s, '.reel-vr-canvas').evaluate((c: HTMLCanvasElement) => c.width), POLL).toBe(640);
      } else {
        await until(s, (st) => st.errors.includes('vr'));
      }
      await expectAdvancing(s);
    },
  },
  'player-features--long-hls': {
    async run(s) {
      const st = await expectReady(s, 'playing');
      expect(st).toMatchObject({ engine: 'hlsjs', quality: 'Auto', qualities: ['Auto', 'SD'], sources: ['blob:'] });
      await expectAdvancing(s);
      const asked = s.requests();
      expect(asked).toContain('/media/test-hls/hls/video.m3u8');
      expect(asked.some((r) => /^\/media\/test-hls\/hls\/segment-\d+\.m4s$/.test(r))).toBe(true);
    },
  },
  'player-features--seek-bar-thumbnails': {
    async run(s) {
      await expectReady(s, 'idle');
      const thumb = inPlayer(s, '.reel-preview-img');
      expect(await thumb.isVisible()).toBe(true);
      expect(await thumb.evaluate((el: HTMLElement) => el.style.backgroundImage)).toMatch(/\/media\/test-hls\/timelines\/sprite-0\.jpg/);
      // 60 % of the 14 s clip.
      expect(await inPlayer(s, '.reel-preview-time').textContent()).toBe('0:08');
      expect(s.requests()).toEqual(expect.arrayContaining(['/media/test-hls/timelines/timeline.vtt', '/media/test-hls/timelines/sprite-0.jpg']));
    },
  },
  'player-features--custom-buttons': {
    async run(s) {
      await expectReady(s, 'idle');
      const buttons = inPlayer(s, '.reel-custom');
      expect(await buttons.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))).toEqual(['Share', 'Report']);
      await expect.poll(() => imageLoaded(buttons.first().locator('img')), POLL).toBe(true);
      expect(await buttons.nth(1).textContent()).toBe('Report');
      await buttons.first().click();
      await until(s, (st) => st.customClicks.join() === 'share');
    },
  },
  'player-features--embed-beside-normal': {
    async run(s) {
      const [embed, normal] = [await expectReady(s, 'paused', 0), await expectReady(s, 'paused', 1)];
      // Embed mode opens the related list on pause and has no download button; normal mode neither opens it nor hides download.
      expect(embed.related).toBe(true);
      expect(normal.related).toBe(false);
      expect(await inPlayer(s, '.reel-player', 0).getAttribute('class')).toContain('reel-embed');
      expect(await inPlayer(s, '.reel-related', 0).isVisible()).toBe(true);
      expect(await inPlayer(s, '.reel-download', 0).count()).toBe(0);
      expect(await inPlayer(s, '.reel-download', 1).count()).toBe(1);
      expect(await inPlayer(s, '.reel-title', 0).getAttribute('target')).toBe('_blank');
    },
  },
  'player-problems--deleted-video': {
    async run(s) {
      expect(await status(s)).toMatchObject({ ready: 'no', fileRequests: 0, step: 'done' });
      expect(await inPlayer(s, '.reel-deleted').textContent()).toContain('Video has been recently deleted');
      expect(await inPlayer(s, '.reel-deleted svg').count()).toBe(1);
      expect(await inPlayer(s, 'video').count()).toBe(0);
    },
  },
  'player-problems--file-list-error': {
    consoleErrors: [/^\[reel player\] video file call answered with an error/],
    async run(s) {
      const st = await status(s);
      expect(st).toMatchObject({ ready: 'no', fileRequests: 1, errors: ['setup'], step: 'done' });
      expect(st.metrics).toContain('player_setup_error');
      expect(await inPlayer(s, 'video').count()).toBe(0);
    },
  },
  'player-preroll--skip-countdown': {
    async run(s) {
      expect((await status(s)).metrics).toContain('player_adplay');
      const skip = inPlayer(s, '.reel-ad-skip');
      expect(await skip.textContent()).toMatch(/^Skip in [123]$/);
      expect(await skip.isDisabled()).toBe(true);
      await expect.poll(() => skip.textContent(), POLL).toBe('Skip ad');
      await skip.click();
      await until(s, (st) => st.state === 'playing');
      expect((await status(s)).sources).toEqual(['/media/ads/skippable.mp4', '/media/test-hd/test-hd.mp4']);
      expect(s.requests()).toContain('/vast/skippable.xml');
    },
  },
  'player-preroll--backup-tag-failover': {
    async run(s) {
      await until(s, (st) => st.state === 'playing');
      const { metrics, sources } = await status(s);
      expect(metrics.indexOf('player_vast_error')).toBeGreaterThan(-1);
      expect(metrics.indexOf('player_vast_error')).toBeLessThan(metrics.indexOf('player_adplay'));
      expect(sources).toEqual(['/media/ads/backup.mp4', '/media/test-hd/test-hd.mp4']);
      expect(s.requests()).toEqual(expect.arrayContaining(['/vast/empty.xml', '/vast/backup.xml']));
    },
  },
};

const text = (s: StoryPage, selector: string) => s.page.locator(selector).allTextContents();

const siteChecks: Record<string, StoryCheck> = {
  'site-videocard--hd': {
    async run(s) {
      expect(await text(s, '.card__title')).toEqual(['Test pattern in HD']);
      expect(await text(s, '.card .badge')).toEqual(['HD']);
      expect(await text(s, '.card__views')).toEqual(['12.3K views']);
      expect(await text(s, '.card__from')).toEqual(['Reel test patterns']);
      await expect.poll(() => imageLoaded(s.page.locator('.card img')), POLL).toBe(true);
    },
  },
  'site-videocard--full-hd': {
    async run(s) {
      expect(await text(s, '.card .badge')).toEqual(['FHD']);
      expect(await text(s, '.card__views')).toEqual(['2.4M views']);
      await expect.poll(() => imageLoaded(s.page.locator('.card img')), POLL).toBe(true);
    },
  },
  'site-videocard--sd-member-upload': {
    async run(s) {
      expect(await s.page.locator('.card .badge').count()).toBe(0);
      expect(await text(s, '.card__from')).toEqual(['pattern_maker']);
    },
  },
  'site-videocard--long-title-no-picture': {
    async run(s) {
      expect(await s.page.locator('.card img').count()).toBe(0);
      expect(await s.page.locator('.card .card__blank').count()).toBe(1);
      expect((await text(s, '.card__title'))[0]).toMatch(/^A very long title/);
    },
  },
  'site-videogrid--filled': {
    async run(s) {
      expect(await s.page.locator('.grid .card').count()).toBe(8);
      await expect.poll(() => imageLoaded(s.page.locator('.grid .card img').first()), POLL).toBe(true);
    },
  },
  'site-videogrid--empty': {
    async run(s) {
      expect(await s.page.locator('.card').count()).toBe(0);
      expect(await text(s, '.notice__text')).toEqual(['There is no data in this list.']);
    },
  },
  'site-notice--deleted': {
    async run(s) {
      expect(await s.page.getByRole('status').textContent()).toBe(':(Video has been recently deleted');
    },
  },
  'site-notice--files-error': {
    async run(s) {
      expect(await s.page.getByRole('alert').getAttribute('class')).toBe('notice notice--error');
      expect(await text(s, '.notice__text')).toEqual(['This video cannot be played right now. Please try again later.']);
    },
  },
  'site-notice--empty-list': {
    async run(s) {
      expect(await text(s, '.notice__text')).toEqual(['There is no data in this list.']);
    },
  },
  'site-small-pieces--quality-badges': {
    async run(s) {
      expect(await text(s, '.badge')).toEqual(['HD', 'FHD']);
    },
  },
  'site-small-pieces--loading-circles': {
    async run(s) {
      expect(await s.page.getByRole('status', { name: 'Loading…' }).locator('.loading__dot').count()).toBe(3);
    },
  },
  'site-small-pieces--categories': {
    async run(s) {
      expect(await text(s, '.text-list__label')).toEqual(['Categories:']);
      expect(await text(s, '.chip')).toEqual(['Colour bars', 'Test patterns', 'VR']);
    },
  },
};

// The site's lists, modals and notifications: what each shows, and the interaction it exists for.
const attr = (s: StoryPage, selector: string, name: string) => s.page.locator(selector).evaluateAll((els, n) => els.map((e) => e.getAttribute(n)), name);
const pageNumbers = (s: StoryPage) => text(s, '.pagination__page');
const dialog = (s: StoryPage) => s.page.locator('dialog.modal[open]');
const modalTitle = (s: StoryPage) => dialog(s).locator('.modal__title').textContent();
/** A point on the backdrop: the modal is centred and narrower than the window. */
const clickBackdrop = (s: StoryPage) => s.page.mouse.click(5, 5);
const reopen = (s: StoryPage) => s.page.getByTestId('open-modal').click();
const cookie = (s: StoryPage, name: string) => s.page.evaluate((n) => document.cookie.split('; ').find((c) => c.startsWith(`${n}=`)) ?? '', name);
const dropCookie = (s: StoryPage, name: string) => s.page.evaluate((n) => void (document.cookie = `${n}=; path=/; max-age=0`), name);
const focusedInDialog = (s: StoryPage) => dialog(s).evaluate((d) => d.contains(document.activeElement));
const NARROW = { width: 414, height: 896 };
const WIDE = { width: 1280, height: 900 };

async function expectClosed(s: StoryPage): Promise<void> {
  await expect.poll(() => dialog(s).count(), POLL).toBe(0);
}

/** Esc and a backdrop click both tried; a locked modal is still open after each. */
async function expectStaysOpen(s: StoryPage): Promise<void> {
  for (const attempt of [() => s.page.keyboard.press('Escape'), () => s.page.keyboard.press('Escape'), () => clickBackdrop(s)]) {
    await attempt();
    await s.page.waitForTimeout(200);
    expect(await dialog(s).count()).toBe(1);
  }
}

const siteShellChecks: Record<string, StoryCheck> = {
  'site-videocard--preview-clip': {
    async run(s) {
      const clip = s.page.locator('.card__preview video');
      await expect.poll(() => clip.count(), POLL).toBe(1);
      expect(await clip.getAttribute('src')).toMatch(/\/media\/test-fhd\/test-fhd_sd\.mp4$/);
      expect(await s.page.locator('.card__preview').getAttribute('data-playing')).toBe('true');
      expect(await clip.evaluate((v: HTMLVideoElement) => v.muted && v.loop)).toBe(true);
      await expect.poll(() => clip.evaluate((v: HTMLVideoElement) => v.currentTime), POLL).toBeGreaterThan(0.3);
      expect(await text(s, '.card .badge')).toEqual(['FHD']);
    },
  },
  'site-videocard--performer-line': {
    async run(s) {
      expect(await text(s, '.card__from')).toEqual(['Pattern Performer']);
      expect(await attr(s, '.card__from', 'href')).toEqual(['/pornstar/pattern-performer/']);
    },
  },
  'site-tile--performer': {
    async run(s) {
      expect(await s.page.locator('.tile.tile--portrait').count()).toBe(1);
      expect(await text(s, '.tile__title')).toEqual(['Pattern Performer']);
      expect(await attr(s, '.tile__title a', 'href')).toEqual(['/pornstar/pattern-performer/']);
      expect(await text(s, '.tile__meta')).toEqual(['42 videos']);
      await expect.poll(() => imageLoaded(s.page.locator('.tile img')), POLL).toBe(true);
    },
  },
  'site-tile--channel': {
    async run(s) {
      await expect.poll(() => imageLoaded(s.page.locator('.tile--wide img')), POLL).toBe(true);
      const box = await s.page.locator('.tile__picture').boundingBox();
      expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(16 / 9, 1);
      expect(await text(s, '.tile__meta')).toEqual(['1.2K videos']);
    },
  },
  'site-tile--member-no-picture': {
    async run(s) {
      expect(await s.page.locator('.tile img').count()).toBe(0);
      expect(await s.page.locator('.tile .tile__blank').count()).toBe(1);
      expect(await s.page.locator('.tile a').count()).toBe(0);
      expect(await text(s, '.tile__title')).toEqual(['pattern_maker']);
    },
  },
  'site-pagination--middle': {
    async run(s) {
      expect(await pageNumbers(s)).toEqual(['4', '5', '6', '7', '8']);
      expect(await text(s, '.pagination [aria-current=page]')).toEqual(['6']);
      expect(await attr(s, '.pagination a[rel=prev]', 'href')).toEqual(['/videos/latest-updates/5/']);
      expect(await attr(s, '.pagination a[rel=next]', 'href')).toEqual(['/videos/latest-updates/7/']);
      expect(await s.page.getByRole('link', { name: 'Page 8' }).getAttribute('href')).toBe('/videos/latest-updates/8/');
    },
  },
  'site-pagination--first-page': {
    async run(s) {
      expect(await pageNumbers(s)).toEqual(['1', '2', '3', '4', '5']);
      expect(await s.page.locator('.pagination [rel=prev]').count()).toBe(0);
      expect(await text(s, '.pagination [rel=next]')).toEqual(['Next']);
    },
  },
  'site-pagination--last-page': {
    async run(s) {
      expect(await pageNumbers(s)).toEqual(['8', '9', '10', '11', '12']);
      expect(await text(s, '.pagination [rel=prev]')).toEqual(['Back']);
      expect(await s.page.locator('.pagination [rel=next]').count()).toBe(0);
    },
  },
  'site-pagination--narrow': {
    async run(s) {
      await s.page.setViewportSize(NARROW);
      await expect.poll(() => pageNumbers(s), POLL).toEqual(['5', '6', '7']);
      expect(await text(s, '.pagination [aria-current=page]')).toEqual(['6']);
      // 535 px is wide again: the window grows back to five numbers.
      await s.page.setViewportSize({ width: 535, height: 900 });
      await expect.poll(() => pageNumbers(s), POLL).toEqual(['4', '5', '6', '7', '8']);
    },
  },
  'site-pagination--single-page': {
    async run(s) {
      expect(await s.page.getByTestId('site-frame').count()).toBe(1);
      expect(await s.page.locator('.pagination').count()).toBe(0);
    },
  },
  'site-loadmore--next-page': {
    async run(s) {
      const button = s.page.locator('.load-more__button');
      expect(await button.textContent()).toBe('Load more');
      expect(await button.getAttribute('href')).toBe('/videos/latest-updates/4/');
      await button.click();
      // The router went to page 4; the component, still told page 3, keeps offering page 4.
      await expect.poll(() => button.getAttribute('href'), POLL).toBe('/videos/latest-updates/4/');
      expect(await s.page.locator('.loading').count()).toBe(0);
    },
  },
  'site-loadmore--last-page': {
    async run(s) {
      expect(await s.page.getByTestId('site-frame').count()).toBe(1);
      expect(await s.page.locator('.load-more').count()).toBe(0);
    },
  },
  'site-sortfilter--panel': {
    async run(s) {
      const panel = s.page.locator('.sort-filter--panel');
      expect(await panel.getAttribute('aria-label')).toBe('Sort by');
      expect(await text(s, '.sort-filter__option')).toEqual(['Latest', 'Most popular', '✓Top rated', 'Longest', 'Most viewed this week', 'Most viewed today']);
      expect(await text(s, '.sort-filter__option[aria-current=true]')).toEqual(['✓Top rated']);
      expect(await s.page.getByRole('link', { name: 'Longest' }).getAttribute('href')).toBe('/videos/longest/');
      expect(await s.page.locator('.sort-filter__open').count()).toBe(0);
    },
  },
  'site-sortfilter--mobile-overlay': {
    async run(s) {
      await s.page.setViewportSize(NARROW);
      const open = s.page.locator('.sort-filter__open');
      await expect.poll(() => open.textContent(), POLL).toBe('Sort by: A–Z');
      expect(await s.page.locator('.sort-filter--panel').count()).toBe(0);
      const overflow = () => s.page.evaluate(() => document.body.style.overflow);
      const before = await overflow();
      const overlay = s.page.getByRole('dialog', { name: 'Sort by' });

      await open.click();
      expect(await overlay.isVisible()).toBe(true);
      expect(await open.getAttribute('aria-expanded')).toBe('true');
      expect(await text(s, '.sort-filter__overlay .sort-filter__option[aria-current=true]')).toEqual(['✓A–Z']);
      expect(await s.page.locator('.sort-filter__overlay .sort-filter__option').count()).toBe(7);
      expect(await overflow()).toBe('hidden');
      expect(await s.page.evaluate(() => document.activeElement?.textContent)).toBe('Close');
      await s.page.getByRole('button', { name: 'Close' }).click();
      expect(await overlay.count()).toBe(0);
      expect(await overflow()).toBe(before);

      await open.click();
      await s.page.keyboard.press('Escape');
      expect(await overlay.count()).toBe(0);
      expect(await overflow()).toBe(before);

      // Choosing a sort follows its link and closes the overlay.
      await open.click();
      await s.page.locator('.sort-filter__overlay').getByRole('link', { name: 'Most videos' }).click();
      expect(await overlay.count()).toBe(0);
      expect(await overflow()).toBe(before);

      await s.page.setViewportSize(WIDE);
      await expect.poll(() => s.page.locator('.sort-filter--panel').count(), POLL).toBe(1);
    },
  },
  'site-notifications--stack': {
    async run(s) {
      const items = s.page.locator('.notifications .notification');
      expect(await text(s, '.notification span')).toEqual(['Thank you for your vote', 'Incorrect login or password', 'You are subscribed']);
      expect(await s.page.getByRole('region', { name: 'Notifications' }).getAttribute('aria-live')).toBe('polite');
      expect(await attr(s, '.notification', 'role')).toEqual(['status', 'alert', 'status']);
      expect(await attr(s, '.notification', 'class')).toEqual(['notification notification--success', 'notification notification--error', 'notification notification--success']);
      await items.nth(1).getByRole('button', { name: 'Dismiss notification' }).click();
      expect(await text(s, '.notification span')).toEqual(['Thank you for your vote', 'You are subscribed']);
      // notify() adds one at the end, which removes itself after 5 s.
      await s.page.getByTestId('notify').click();
      expect(await text(s, '.notification span')).toEqual(['Thank you for your vote', 'You are subscribed', 'Added to your favourites']);
      await expect.poll(() => items.count(), { timeout: 8_000, interval: 250 }).toBe(2);
    },
  },
  'site-notifications--one-error': {
    async run(s) {
      expect(await s.page.getByRole('alert').locator('span').textContent()).toBe('This did not work. Please try again later.');
      await s.page.getByRole('button', { name: 'Dismiss notification' }).click();
      expect(await s.page.locator('.notification').count()).toBe(0);
    },
  },
  'site-modal--closable': {
    async run(s) {
      expect(await modalTitle(s)).toBe('A modal');
      expect(await focusedInDialog(s)).toBe(true);
      await s.page.keyboard.press('Escape');
      await expectClosed(s);
      await reopen(s);
      await clickBackdrop(s);
      await expectClosed(s);
      await reopen(s);
      // A click inside the modal's body is not a backdrop click.
      await dialog(s).locator('p').click();
      expect(await dialog(s).count()).toBe(1);
      await dialog(s).getByRole('button', { name: 'Close' }).click();
      await expectClosed(s);
    },
  },
  'site-modal--locked': {
    async run(s) {
      expect(await modalTitle(s)).toBe('A modal that stays');
      expect(await dialog(s).locator('.modal__close').count()).toBe(0);
      await expectStaysOpen(s);
    },
  },
  'site-modals--login': {
    async run(s) {
      expect(await modalTitle(s)).toBe('Log in');
      const submit = dialog(s).locator('button[type=submit]');
      await submit.click();
      expect(await text(s, 'dialog .form__error')).toEqual(['This field is required', 'This field is required']);
      expect(await attr(s, 'dialog input', 'aria-invalid')).toEqual(['true', 'true']);
      // Too short for an account: refused before anything is sent.
      await dialog(s).getByLabel('Username or e-mail').fill('ab');
      await dialog(s).getByLabel('Password').fill('abc');
      await submit.click();
      expect(await dialog(s).getByRole('alert').textContent()).toBe('Invalid username or password');
      expect(s.requests().filter((r) => r.startsWith('/api/'))).toEqual([]);
      await dialog(s).getByRole('button', { name: 'Forgot password?' }).click();
      expect(await modalTitle(s)).toBe('Restore password');
      await s.page.keyboard.press('Escape');
      await expectClosed(s);
    },
  },
  'site-modals--login-restore': {
    async run(s) {
      expect(await modalTitle(s)).toBe('Restore password');
      await dialog(s).getByLabel('E-mail').fill('a@b');
      await dialog(s).getByRole('button', { name: 'Send' }).click();
      expect(await text(s, 'dialog .form__error')).toEqual(['Email entered incorrectly']);
      expect(s.requests().filter((r) => r.startsWith('/api/'))).toEqual([]);
      await dialog(s).getByRole('button', { name: 'Back' }).click();
      expect(await modalTitle(s)).toBe('Log in');
      await clickBackdrop(s);
      await expectClosed(s);
    },
  },
  'site-modals--contact-us': {
    async run(s) {
      expect(await modalTitle(s)).toBe('Contact us');
      const mail = dialog(s).getByRole('link', { name: 'E-mail us at support@reel.example' });
      expect(await mail.getAttribute('href')).toBe('mailto:support@reel.example?subject=Advertise');
      await clickBackdrop(s);
      await expectClosed(s);
    },
  },
  'site-modals--age-verification': {
    async run(s) {
      expect(await modalTitle(s)).toBe('This is an adult website');
      expect(await dialog(s).locator('.age').getAttribute('lang')).toBe('en');
      expect(await dialog(s).locator('.modal__close').count()).toBe(0);
      expect(await dialog(s).evaluate(() => document.activeElement?.textContent)).toBe('Accept and enter');
      expect(await attr(s, 'dialog .age__links a', 'href')).toEqual(['/information/terms/', '/information/cookies/']);
      await expectStaysOpen(s);
      await dialog(s).getByRole('button', { name: 'Accept and enter' }).click();
      await expectClosed(s);
      expect(await cookie(s, '_agev')).toBe('_agev=1');
      await dropCookie(s, '_agev');
    },
  },
  'site-modals--age-verification-france': {
    async run(s) {
      expect(await cookie(s, 'country')).toBe('country=FR');
      expect(await modalTitle(s)).toBe('Site réservé aux adultes');
      expect(await dialog(s).locator('.age').getAttribute('lang')).toBe('fr');
      expect(await text(s, 'dialog .age__links a')).toEqual(["Conditions d'utilisation", 'Politique relative aux cookies']);
      await expectStaysOpen(s);
      expect(await dialog(s).locator('.age__enter').textContent()).toBe('Accepter et entrer');
      await dropCookie(s, 'country');
    },
  },
  'site-modals--verif': {
    async run(s) {
      expect(await modalTitle(s)).toBe('Creator verification');
      const boxes = dialog(s).locator('input[type=checkbox]');
      expect(await boxes.count()).toBe(11);
      const accept = dialog(s).getByRole('button', { name: 'Accept' });
      expect(await accept.isDisabled()).toBe(true);
      expect(await text(s, 'dialog .form__error')).toEqual(['Confirm all points']);
      for (let i = 0; i < 10; i++) await boxes.nth(i).check();
      expect(await accept.isDisabled()).toBe(true);
      await boxes.nth(10).check();
      expect(await accept.isDisabled()).toBe(false);
      expect(await dialog(s).locator('.form__error').count()).toBe(0);
      await accept.click();
      await expectClosed(s);
      expect(await cookie(s, 'verif')).toBe('verif=1');
      await dropCookie(s, 'verif');
    },
  },
  'site-categoryslider--categories': {
    async run(s) {
      const chips = () => text(s, '.slider .chip');
      const sorted = ['Calibration', 'Colour bars', 'Countdowns', 'Full HD', 'Grey scales', 'Noise', 'Resolution charts', 'Slow motion', 'Sweeps', 'Test cards', 'Test patterns', 'Tone bursts', 'VR', 'Zone plates'];
      // 1280 px is under the 1565 px breakpoint: the live-cams and directory links come first.
      await expect.poll(chips, POLL).toEqual(['Live Cams', 'Porn Directory', 'Premium videos', ...sorted]);
      expect(await s.page.getByRole('link', { name: 'Colour bars' }).getAttribute('href')).toBe('/categories/colour-bars/');
      expect(s.requests().filter((r) => r.startsWith('/api/'))).toEqual([]);
      const track = s.page.locator('.slider__track');
      const scrolled = () => track.evaluate((el) => el.scrollLeft);
      expect(await scrolled()).toBe(0);
      await s.page.getByRole('button', { name: 'Scroll categories forward' }).click();
      await expect.poll(scrolled, POLL).toBeGreaterThan(0);
      await s.page.setViewportSize({ width: 1600, height: 900 });
      await expect.poll(chips, POLL).toEqual(['Premium videos', ...sorted]);
    },
  },
  'site-categoryslider--promo-links-only': {
    async run(s) {
      await s.page.waitForTimeout(300);
      expect(await text(s, '.slider .chip')).toEqual(['Live Cams', 'Porn Directory', 'Premium videos']);
      expect(await attr(s, '.slider .chip', 'target')).toEqual(['_blank', '_blank', '_blank']);
    },
  },
  'site-footer--with-banners': {
    async run(s) {
      expect(await attr(s, '.footer__banners .ad', 'data-slot')).toEqual(['footer-1', 'footer-2', 'footer-3', 'footer-4']);
      expect(await text(s, '.footer__banners .ad__house')).toEqual(Array(4).fill('Advertise here'));
      expect(await text(s, '.footer h2')).toEqual(['Advertisers', 'Legal', 'Support', 'Our network']);
      expect((await text(s, '.footer__bottom p'))[0]).toBe(`© ${new Date().getFullYear()} Reel. All rights reserved.`);
      await s.page.setViewportSize(NARROW);
      await expect.poll(() => s.page.locator('.footer__banners .ad').count(), POLL).toBe(2);
      await s.page.getByRole('button', { name: 'Advertise' }).click();
      expect(await modalTitle(s)).toBe('Contact us');
      expect(await dialog(s).getByRole('link').getAttribute('href')).toBe('mailto:support@reel.example?subject=Advertise');
      await s.page.keyboard.press('Escape');
      await expectClosed(s);
    },
  },
  'site-footer--signed-in': {
    async run(s) {
      expect(await s.page.locator('.footer').count()).toBe(1);
      expect(await s.page.locator('.footer__banners, .ad').count()).toBe(0);
      expect(await text(s, '.footer h2')).toEqual(['Advertisers', 'Legal', 'Support', 'Our network']);
    },
  },
};

export const STORY_CHECKS: Record<string, StoryCheck> = { ...playerChecks, ...siteChecks, ...siteShellChecks };
