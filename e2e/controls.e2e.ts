// The controls people expect of a player, in a real Chromium (the built bundle on the page server
// of fixtures/player/): playback speed, the keyboard-shortcuts overlay, picture-in-picture, the
// Media Session, chapters, and the Remote Playback button that a browser with no device hides.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { QualityChoice } from '@reel/player';
import { events, makePlayer, nth, waitForState } from './fixtures/player/harness';
import { usePlayerSuite } from './fixtures/player/suite';

/** Media seconds per wall-clock second over `ms`, measured in the page. */
function progressRate(page: Page, ms: number): Promise<number> {
  return page.evaluate(
    (wait) =>
      new Promise<number>((resolve) => {
        const video = document.querySelector('video') as HTMLVideoElement;
        const [t0, w0] = [video.currentTime, performance.now()];
        setTimeout(() => resolve((video.currentTime - t0) / ((performance.now() - w0) / 1000)), wait);
      }),
    ms,
  );
}

const videoProp = <K extends keyof HTMLVideoElement>(page: Page, key: K) =>
  page.locator('video').evaluate((v: HTMLVideoElement, k) => v[k as K], key);

describe('@reel/player controls', () => {
  const s = usePlayerSuite();

  it('plays twice as fast from the speed menu', async () => {
    const { page } = await s.open();
    const i = await makePlayer(page, s.long().video, { files: s.long().files, autoplay: true, muted: true });
    await waitForState(page, i, 'playing');
    expect(await progressRate(page, 1500)).toBeLessThan(1.4);
    // The menu's chunk loads once the pointer comes near the controls.
    await page.locator(nth(i)).hover();
    await page.locator(nth(i, '.reel-speed')).click();
    await page.locator(nth(i, '.reel-speed-menu [data-rate="2"]')).click();
    expect(await videoProp(page, 'playbackRate')).toBe(2);
    expect(await page.locator(nth(i, '.reel-speed')).textContent()).toBe('2×');
    expect(await progressRate(page, 2000)).toBeGreaterThan(1.6);
    expect((await events(page, 'ratechange')).map((e) => e.payload)).toEqual([{ rate: 2 }]);
    expect(s.t.errors).toEqual([]);
  });

  it('keeps the speed when a quality switch loads a new source', async () => {
    const { page } = await s.open();
    const i = await makePlayer(page, s.cat.multi.video, { autoplay: true, muted: true });
    await waitForState(page, i, 'playing');
    await page.evaluate((n) => window.reelPlayers[n].setPlaybackRate(1.5), i);
    const { quality, qualities } = (await events(page, 'ready'))[0].payload as { quality: QualityChoice; qualities: QualityChoice[] };
    const before = await videoProp(page, 'currentSrc');
    await page.evaluate(([n, q]) => window.reelPlayers[n].setQuality(q), [i, qualities.find((q) => q !== quality) ?? quality] as const);
    await waitForState(page, i, 'playing');
    expect(await videoProp(page, 'currentSrc')).not.toBe(before);
    expect(await videoProp(page, 'playbackRate')).toBe(1.5);
    expect(await page.evaluate((n) => window.reelPlayers[n].getPlaybackRate(), i)).toBe(1.5);
  });

  it('opens the keyboard-shortcuts overlay on ? and closes it with Escape, focus back on the player', async () => {
    const { page } = await s.open();
    const i = await makePlayer(page, s.cat.multi.video);
    await page.evaluate((n) => window.reelPlayers[n].ready, i);
    await page.locator(nth(i)).focus();
    await page.keyboard.press('?');
    const dialog = page.locator(nth(i, '.reel-shortcuts'));
    await dialog.waitFor({ state: 'visible' });
    expect(await dialog.getAttribute('aria-label')).toBe('Keyboard shortcuts');
    // Every key of the table has its row; the captions key is left out for a video without captions.
    expect(await dialog.locator('dt').count()).toBe(13);
    expect(await dialog.locator('dt:not([hidden])').allTextContents()).not.toContain('c');
    expect(await dialog.locator('dd').allTextContents()).toContain('Faster');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.classList.contains('reel-player'))).toBe(true);
    // The keys listed there work: > speeds up.
    await page.keyboard.press('>');
    expect(await videoProp(page, 'playbackRate')).toBe(1.25);
  });

  it('moves the video into picture-in-picture and back from its button', async () => {
    const { page } = await s.open();
    const i = await makePlayer(page, s.cat.multi.video, { autoplay: true, muted: true });
    await waitForState(page, i, 'playing');
    await page.locator(nth(i)).hover();
    const button = page.locator(nth(i, '.reel-pip'));
    await button.click();
    await page.waitForFunction(() => document.pictureInPictureElement === document.querySelector('video'));
    expect(await button.getAttribute('aria-pressed')).toBe('true');
    await button.click();
    await page.waitForFunction(() => document.pictureInPictureElement === null);
    expect((await events(page, 'pip')).map((e) => e.payload)).toEqual([{ active: true }, { active: false }]);
  });

  it('names the video in the Media Session once it plays, and pauses it from there', async () => {
    const { page } = await s.open();
    const { video } = s.cat.multi;
    const i = await makePlayer(page, video, { autoplay: true, muted: true });
    await waitForState(page, i, 'playing');
    await page.waitForFunction((title) => navigator.mediaSession.metadata?.title === title, video.title);
    expect(await page.evaluate(() => navigator.mediaSession.playbackState)).toBe('playing');
    await page.evaluate((n) => window.reelPlayers[n].pause(), i);
    await waitForState(page, i, 'paused');
    expect(await page.evaluate(() => navigator.mediaSession.playbackState)).toBe('paused');
    await page.evaluate((n) => window.reelPlayers[n].destroy(), i);
    expect(await page.evaluate(() => navigator.mediaSession.metadata)).toBeNull();
  });

  it('shows the chapters as marks and a menu that seeks by keyboard; no cast button without a device', async () => {
    const { page } = await s.open();
    const { video, files } = s.long();
    // The fixture page makes its player without adverts (no adTag): the chapters are the video's own.
    const i = await makePlayer(page, video, { files, chapters: '/chapters.vtt', muted: true });
    const button = page.locator(nth(i, '.reel-chapters'));
    await button.waitFor();
    const marks = page.locator(nth(i, '.reel-seek-track .reel-chapter-mark'));
    // Where chapters 2 and 3 begin, as a share of the clip's length (the element's, about 60 s).
    const lefts = await marks.evaluateAll((list) => list.map((m) => parseFloat((m as HTMLElement).style.left)));
    expect(lefts).toHaveLength(2);
    expect(lefts[0]).toBeCloseTo((20 / 60) * 100, 0);
    expect(lefts[1]).toBeCloseTo((40 / 60) * 100, 0);
    expect(await page.locator(nth(i, '.reel-time')).getAttribute('title')).toBe('Opening');

    await button.focus();
    await page.keyboard.press('Enter');
    const items = page.locator(nth(i, '.reel-chapters-menu .reel-chapters-item'));
    expect(await items.allTextContents()).toEqual(['0:00 Opening', '0:20 Middle', '0:40 Ending']);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForFunction((n) => window.reelPlayers[n].getChapter()?.title === 'Ending', i);
    expect(await page.evaluate((n) => window.reelPlayers[n].getCurrentTime(), i)).toBeCloseTo(40, 0);
    expect((await events(page, 'chapterchange')).map((e) => (e.payload as { chapter: { title: string } | null }).chapter?.title)).toEqual([
      'Opening',
      'Ending',
    ]);
    expect(await page.locator(nth(i, '.reel-time')).getAttribute('title')).toBe('Ending');

    // Chromium has the Remote Playback API, and headless it finds no device: the button stays hidden.
    await page.locator(nth(i)).hover();
    const cast = page.locator(nth(i, '.reel-cast'));
    await cast.waitFor({ state: 'attached' });
    expect(await page.evaluate(() => 'remote' in HTMLMediaElement.prototype)).toBe(true);
    expect(await cast.isHidden()).toBe(true);
    expect(s.t.errors).toEqual([]);
  });
});
