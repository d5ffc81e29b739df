// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fillMediaElement, lazyElement, mountPlayer, settle } from '../../test/dom.js';
import { createFakeClock } from '../core/fakeClock.js';
import { clampRate, stepRate } from '../engine/rate.js';

beforeAll(() => fillMediaElement());
afterEach(() => document.body.replaceChildren());

const rates = (events: { name: string; payload: unknown }[]) => events.filter((e) => e.name === 'ratechange').map((e) => e.payload);
const key = (root: HTMLElement, k: string) => root.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));

describe('playback speed: rules', () => {
  it('clamps to 0.5–2 and refuses what is not a finite number', () => {
    expect(clampRate(1.5)).toBe(1.5);
    expect(clampRate(4)).toBe(2);
    expect(clampRate(0.1)).toBe(0.5);
    expect(clampRate(-1)).toBe(0.5);
    expect(clampRate(Number.NaN)).toBeNull();
    expect(clampRate(Number.POSITIVE_INFINITY)).toBeNull();
    expect(clampRate('2')).toBeNull();
  });
  it('steps through the menu values and stops at the ends', () => {
    expect(stepRate(1, 1)).toBe(1.25);
    expect(stepRate(1, -1)).toBe(0.75);
    expect(stepRate(1.1, 1)).toBe(1.25);
    expect(stepRate(1.1, -1)).toBe(1);
    expect(stepRate(2, 1)).toBe(2);
    expect(stepRate(0.5, -1)).toBe(0.5);
  });
});

describe('playback speed: the player', () => {
  it('setPlaybackRate sets the element, answers getPlaybackRate and emits one ratechange', async () => {
    const { player, video, events } = await mountPlayer();
    player.setPlaybackRate(1.5);
    expect(video.playbackRate).toBe(1.5);
    expect(player.getPlaybackRate()).toBe(1.5);
    expect(rates(events)).toEqual([{ rate: 1.5 }]);
    player.setPlaybackRate(9);
    expect(player.getPlaybackRate()).toBe(2);
    player.setPlaybackRate(Number.NaN);
    player.setPlaybackRate(Number.POSITIVE_INFINITY);
    expect(video.playbackRate).toBe(2);
    expect(rates(events)).toEqual([{ rate: 1.5 }, { rate: 2 }]);
  });

  it('keeps a rate set before setup and applies it to the element', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    const { createPlayer } = await import('../player.js');
    const { fileList } = await import('../../test/dom.js');
    const { fromVideoFiles } = await import('../core/fromVideoFiles.js');
    const player = createPlayer(container, {
      video: { video_id: 3, title: 'x', dir: 'x', duration: 95 },
      loadMedia: () => fromVideoFiles(fileList(3), { durationS: 95 }),
      storage: null,
      pageUrl: 'https://reel.example.test/',
    });
    player.setPlaybackRate(0.75);
    expect(player.getPlaybackRate()).toBe(0.75);
    await player.ready;
    expect(player.element.querySelector('video')?.playbackRate).toBe(0.75);
  });

  it('survives a quality switch, which loads a new source', async () => {
    const { player, video } = await mountPlayer();
    player.setPlaybackRate(1.25);
    const before = video.getAttribute('src');
    await player.setQuality('SD');
    expect(video.getAttribute('src')).not.toBe(before);
    expect(video.getAttribute('src')).toMatch(/_sd\.mp4$/);
    expect(video.playbackRate).toBe(1.25);
    expect(player.getPlaybackRate()).toBe(1.25);
  });

  it('the speed menu lists the steps, marks the current one and sets the rate', async () => {
    const { player, root, video, events } = await mountPlayer();
    root.dispatchEvent(new PointerEvent('pointerenter'));
    const button = await lazyElement<HTMLButtonElement>(root, '.reel-speed');
    expect(button.textContent).toBe('1×');
    // Its name holds what it shows (WCAG's label in name).
    expect(button.getAttribute('aria-label')).toBe('Playback speed: 1×');
    button.click();
    const items = [...root.querySelectorAll<HTMLButtonElement>('.reel-speed-menu [role=menuitemradio]')];
    expect(items.map((i) => i.textContent)).toEqual(['0.5×', '0.75×', 'Normal', '1.25×', '1.5×', '2×']);
    expect(root.querySelector('.reel-speed-menu')?.hasAttribute('hidden')).toBe(false);
    items[4].click();
    expect(video.playbackRate).toBe(1.5);
    expect(rates(events)).toEqual([{ rate: 1.5 }]);
    expect(root.querySelector('.reel-speed-menu')?.hasAttribute('hidden')).toBe(true);
    expect(button.textContent).toBe('1.5×');
    expect(button.getAttribute('aria-label')).toBe('Playback speed: 1.5×');
    expect(items[4].getAttribute('aria-checked')).toBe('true');
    expect(items[2].getAttribute('aria-checked')).toBe('false');
    // A change from elsewhere (the API) redraws the button.
    player.setPlaybackRate(0.5);
    expect(button.textContent).toBe('0.5×');
  });

  it('> and < step the speed from the keyboard', async () => {
    const { root, video } = await mountPlayer();
    key(root, '>');
    key(root, '>');
    expect(video.playbackRate).toBe(1.5);
    key(root, '<');
    expect(video.playbackRate).toBe(1.25);
  });

  it('is not applied while a preroll holds the element, and is from the content on', async () => {
    const clock = createFakeClock();
    // No tag ever turns up: the overlay's click starts the content at once.
    const { player, root, video, events } = await mountPlayer({ clock, ads: { getTag: () => [] } });
    player.setPlaybackRate(2);
    expect(player.getPlaybackRate()).toBe(2);
    expect(video.playbackRate).toBe(1);
    expect(video.defaultPlaybackRate).toBe(1);
    await clock.advanceAsync(10_000);
    root.querySelector<HTMLButtonElement>('.reel-ad-overlay')!.click();
    await settle();
    expect(video.playbackRate).toBe(2);
    expect(rates(events)).toEqual([{ rate: 2 }]);
  });
});
