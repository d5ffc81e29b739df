// The player stories' checks: the state each claims, and the element that proves its feature.
import type { Locator } from 'playwright-core';
import { expect } from 'vitest';
import type { PlayerStatus } from '../../storybook/src/player/status';
import { imageLoaded, POLL, type StoryCheck, type StoryPage } from './storybookStory';

const player = (s: StoryPage, i = 0): Locator => s.page.locator('[data-testid=story-player]').nth(i);
const inPlayer = (s: StoryPage, selector: string, i = 0): Locator => player(s, i).locator(selector);
const status = async (s: StoryPage, i = 0): Promise<PlayerStatus> => (await s.statuses())[i];

function until(s: StoryPage, what: (st: PlayerStatus) => boolean, i = 0): Promise<void> {
  return expect.poll(async () => what(await status(s, i)), POLL).toBe(true);
}

const videoTime = (s: StoryPage, i = 0) => inPlayer(s, 'video', i).evaluate((v: HTMLVideoElement) => v.currentTime);

async function expectReady(s: StoryPage, state: PlayerStatus['state'], i = 0): Promise<PlayerStatus> {
  const st = await status(s, i);
  expect(st).toMatchObject({ ready: 'yes', state, step: 'done', errors: [] });
  return st;
}

async function expectAdvancing(s: StoryPage, i = 0): Promise<void> {
  const from = await videoTime(s, i);
  await expect.poll(() => videoTime(s, i), POLL).toBeGreaterThan(from + 0.3);
}

export const playerChecks: Record<string, StoryCheck> = {
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
  'player-chapters--chapters': {
    async run(s) {
      await expectReady(s, 'idle');
      // Chapters begin at 5 s and 10 s of the 14 s clip: a mark each, after the first.
      await expect.poll(() => inPlayer(s, '.reel-seek-track .reel-chapter-mark').count(), POLL).toBe(2);
      expect(await inPlayer(s, '.reel-chapters').getAttribute('aria-label')).toBe('Chapters');
      expect(await inPlayer(s, '.reel-time').getAttribute('title')).toBe('Opening');
      expect(s.requests()).toContain('/chapters/test-hls.vtt');
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
      expect(s.requests()).toEqual(
        expect.arrayContaining(['/media/test-hls/timelines/timeline.vtt', '/media/test-hls/timelines/sprite-0.jpg']),
      );
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
