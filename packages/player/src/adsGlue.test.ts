// @vitest-environment jsdom
// The preroll's poster state in a whole player: the overlay is the player's big play button (its
// look, its name), the title and the bar with the duration stand as they do without an advert, and
// every way of playing (the button, Space or K on the player, the bar's play button, the picture,
// play()) starts the advert rather than the video.
import { beforeAll, describe, expect, it } from 'vitest';
import { fillMediaElement, mountPlayer, playersDestroyedAfterEach, settle } from '../test/dom.js';
import { AD_TAG_ATTEMPTS, AD_TAG_INTERVAL_MS } from './constants.js';
import { createFakeClock } from './core/fakeClock.js';

beforeAll(() => fillMediaElement());
const players = playersDestroyedAfterEach();

/** A player with a preroll whose tag never comes: the advert, once started, waits on the clock. */
async function withPreroll() {
  const clock = createFakeClock();
  const m = await mountPlayer({ clock, ads: { getTag: () => [] } });
  players.push(m.player);
  await settle();
  const overlay = m.root.querySelector<HTMLButtonElement>('.reel-ad-overlay');
  if (!overlay) throw new Error('no preroll overlay');
  return { ...m, clock, overlay };
}

const key = (target: Element, k: string) => target.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));

describe('the preroll poster state', () => {
  it("is the player's big play button, with the title and the bar's duration beside it", async () => {
    const { root, overlay, video } = await withPreroll();
    expect(overlay.tagName).toBe('BUTTON');
    expect(overlay.classList.contains('reel-bigplay')).toBe(true);
    expect(overlay.classList.contains('reel-btn')).toBe(true);
    expect([overlay.getAttribute('aria-label'), overlay.getAttribute('title')]).toEqual(['Play', 'Play']);
    expect(overlay.querySelector('svg.reel-icon-play')).not.toBeNull();
    expect(overlay.getAttribute('style')).toBeNull(); // drawn by the stylesheet, as the big play is
    expect(root.querySelector('.reel-top .reel-title')?.textContent).toBe('Clip seven');
    expect(root.querySelector('.reel-bar .reel-time')?.textContent).toBe('0:00 / 1:35');
    expect(root.classList.contains('reel-ad-active')).toBe(true);
    expect(root.classList.contains('reel-ad-playing')).toBe(false);
    // Nothing of the content is asked for before the click.
    expect(video.getAttribute('src')).toBeNull();
  });

  for (const [how, act] of [
    ['Space on the player', (m: Awaited<ReturnType<typeof withPreroll>>) => key(m.root, ' ')],
    ['K on the player', (m: Awaited<ReturnType<typeof withPreroll>>) => key(m.root, 'k')],
    [
      "the bar's play button",
      (m: Awaited<ReturnType<typeof withPreroll>>) => m.root.querySelector<HTMLElement>('.reel-bar .reel-play')!.click(),
    ],
    ['a click on the picture', (m: Awaited<ReturnType<typeof withPreroll>>) => m.video.click()],
    ['play()', (m: Awaited<ReturnType<typeof withPreroll>>) => void m.player.play()],
  ] as const) {
    it(`${how} starts the advert, not the video`, async () => {
      const m = await withPreroll();
      act(m);
      await settle();
      expect(m.overlay.hidden).toBe(true);
      expect(m.root.classList.contains('reel-ad-playing')).toBe(true);
      expect(m.video.getAttribute('src')).toBeNull();
      // No tag ever came: the video follows, once.
      for (let i = 0; i < AD_TAG_ATTEMPTS; i++) {
        m.clock.advance(AD_TAG_INTERVAL_MS);
        await settle(1);
      }
      // The advert's engine is a lazy chunk: the content comes once it has loaded and said "none".
      await expect.poll(() => m.video.getAttribute('src'), { timeout: 5000 }).toMatch(/^https:\/\/cdn\.example\.test\//);
      expect(m.root.classList.contains('reel-ad-active')).toBe(false);
    });
  }

  it('keeps the keyboard on the player once its button is gone', async () => {
    const { root, overlay } = await withPreroll();
    overlay.focus();
    expect(document.activeElement).toBe(overlay);
    overlay.click(); // what Space or Enter on a focused button does
    expect(document.activeElement).toBe(root);
  });
});
