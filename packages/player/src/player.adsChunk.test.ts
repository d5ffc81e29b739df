// @vitest-environment jsdom
// The preroll's parts are a chunk of their own. When it cannot be loaded, the video plays without
// its preroll, as when every advert fails, and the failure is counted.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fillMediaElement } from '../test/dom.js';
import { createPlayer } from './player.js';
import type { MetricRecord } from './core/metrics.js';

vi.mock('./adsGlue.js', () => {
  throw new Error('the chunk could not be fetched');
});

beforeAll(() => fillMediaElement());
afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('a preroll whose chunk cannot be loaded', () => {
  it('leaves the video to play on its own, and counts a player_error', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const records: MetricRecord[] = [];
    const host = document.createElement('div');
    document.body.append(host);
    const player = createPlayer(host, {
      sources: [{ src: '/media/clip.mp4', type: 'video/mp4' }],
      ads: { getTag: () => 'https://ads.example/vast.xml' },
      autoplay: true,
      storage: null,
      pageUrl: 'https://page.example/watch',
      metrics: (r) => void records.push(r),
    });
    expect(await player.ready).toBe(true);
    const video = player.element.querySelector('video') as HTMLVideoElement;
    expect(video.getAttribute('src')).toBe('/media/clip.mp4');
    expect(video.paused).toBe(false);
    expect(player.element.querySelector('.reel-ads')).toBeNull();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('the preroll could not be loaded'), expect.anything());
    expect(records).toContainEqual(expect.objectContaining({ kind: 'counter', name: 'player_error' }));
    player.destroy();
  });
});
