// @vitest-environment jsdom
// attachHls's settings for hls.js, loaded as its light build (`hls.js/light`): the stand-in takes
// that module's place, so a player that imported another build would get the real one here, which
// jsdom (no MediaSource) cannot run. hls.js itself needs MediaSource: the stand-in records what the
// player asks of it.
import { describe, expect, it, vi } from 'vitest';
import { attachHls } from './hls.js';

const made: { config: Record<string, unknown>; calls: string[] }[] = [];
vi.mock('hls.js/light', () => {
  class FakeHls {
    static Events = { ERROR: 'hlsError' };
    static isSupported = () => true;
    calls: string[] = [];
    constructor(config: Record<string, unknown>) {
      made.push({ config, calls: this.calls });
    }
    on(): void {}
    loadSource(src: string): void {
      this.calls.push(`loadSource ${src}`);
    }
    attachMedia(): void {
      this.calls.push('attachMedia');
    }
    destroy(): void {}
  }
  return { default: FakeHls };
});

describe('attachHls', () => {
  it('asks for the first fragment with the playlist, from the start position given', async () => {
    const video = document.createElement('video');
    const handle = await attachHls(video, '/v.m3u8', { startAt: 12, onFatal: () => undefined });
    expect(handle).not.toBeNull();
    expect(made.at(-1)?.config).toEqual({ startPosition: 12, startFragPrefetch: true });
    expect(made.at(-1)?.calls).toEqual(['loadSource /v.m3u8', 'attachMedia']);
    await attachHls(video, '/v.m3u8', { startAt: 0, onFatal: () => undefined });
    expect(made.at(-1)?.config).toMatchObject({ startPosition: -1 });
  });
});
