import { describe, expect, it } from 'vitest';
import { HLS_TYPE, MP4_TYPE, type PlayerSource } from '../core/sources.js';
import { chooseEngine, fallbackFor } from './choose.js';

const hls: PlayerSource = { src: '/v.mp4?f=video.m3u8', type: HLS_TYPE, quality: 'HD' };
const mp4: PlayerSource = { src: '/v.mp4', type: MP4_TYPE, quality: 'HD' };
const all = { nativeHls: true, mediaSource: true };
const mseOnly = { nativeHls: false, mediaSource: true };
const nativeOnly = { nativeHls: true, mediaSource: false };
const neither = { nativeHls: false, mediaSource: false };

describe('chooseEngine', () => {
  it('plays a plain file natively whatever the mode', () => {
    for (const mode of ['auto', 'force', 'off'] as const) expect(chooseEngine([mp4], mode, all)).toEqual({ kind: 'native', source: mp4 });
  });

  it('auto: native HLS first, hls.js where only MediaSource exists, else the mp4', () => {
    expect(chooseEngine([hls, mp4], 'auto', all)?.kind).toBe('native-hls');
    expect(chooseEngine([hls, mp4], 'auto', mseOnly)).toEqual({ kind: 'hlsjs', source: hls });
    expect(chooseEngine([hls, mp4], 'auto', neither)).toEqual({ kind: 'native', source: mp4 });
  });

  it('force: hls.js even where native HLS exists (the hls.js path under test)', () => {
    expect(chooseEngine([hls, mp4], 'force', all)?.kind).toBe('hlsjs');
    expect(chooseEngine([hls, mp4], 'force', nativeOnly)?.kind).toBe('native-hls');
  });

  it('off: never hls.js', () => {
    expect(chooseEngine([hls, mp4], 'off', mseOnly)).toEqual({ kind: 'native', source: mp4 });
    expect(chooseEngine([hls, mp4], 'off', all)?.kind).toBe('native-hls');
  });

  it('has nothing to play without sources', () => {
    expect(chooseEngine([], 'auto', all)).toBeNull();
    expect(chooseEngine([hls], 'auto', neither)).toBeNull();
  });
});

describe('fallbackFor', () => {
  it('falls back from a stream to its mp4, and from an mp4 to nothing', () => {
    expect(fallbackFor({ kind: 'hlsjs', source: hls }, [hls, mp4])).toEqual({ kind: 'native', source: mp4 });
    expect(fallbackFor({ kind: 'native-hls', source: hls }, [hls, mp4])).toEqual({ kind: 'native', source: mp4 });
    expect(fallbackFor({ kind: 'native', source: mp4 }, [hls, mp4])).toBeNull();
    expect(fallbackFor({ kind: 'hlsjs', source: hls }, [hls])).toBeNull();
    expect(fallbackFor(null, [hls, mp4])).toBeNull();
  });
});
