// @vitest-environment jsdom
// While the preroll stands before the video, the element is the advert's: a seek asked meanwhile is
// where the video starts once the preroll gives way, and the current time answers that start.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fillMediaElement } from '../test/dom.js';
import { AD_TAG_ATTEMPTS, AD_TAG_INTERVAL_MS } from './constants.js';
import { createFakeClock } from './core/fakeClock.js';
import { createPlayer } from './player.js';
import type { PlayerEvents } from './playerTypes.js';

beforeAll(() => fillMediaElement());
afterEach(() => document.body.replaceChildren());

describe('a seek while the preroll stands', () => {
  it('is where the video starts after the preroll, and the time answered until then', async () => {
    const clock = createFakeClock();
    const host = document.createElement('div');
    document.body.append(host);
    const player = createPlayer(host, {
      sources: [{ src: '/media/clip.mp4', type: 'video/mp4' }],
      // No tag ever turns up: the preroll gives way to the video without an advert.
      ads: { getTag: () => undefined },
      clock,
      storage: null,
      pageUrl: 'https://page.example/watch',
    });
    const ends: PlayerEvents['adend'][] = [];
    player.on('adend', (e) => void ends.push(e));
    expect(await player.ready).toBe(true);
    player.seek(9);
    expect(ends).toEqual([]);
    expect(player.getCurrentTime()).toBe(9);
    await clock.advanceAsync(AD_TAG_ATTEMPTS * AD_TAG_INTERVAL_MS);
    await player.play();
    await clock.advanceAsync(0);
    const video = player.element.querySelector('video') as HTMLVideoElement;
    expect(video.getAttribute('src')).toBe('/media/clip.mp4');
    expect(ends).toEqual([{ status: 'empty' }]);
    Object.defineProperty(video, 'readyState', { configurable: true, value: 1 });
    video.dispatchEvent(new Event('loadedmetadata'));
    expect(video.currentTime).toBe(9);
    player.destroy();
  });
});
