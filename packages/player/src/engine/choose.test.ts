import { describe, expect, it } from 'vitest';
import { DASH_TYPE, HLS_TYPE, MP4_TYPE } from '../core/sourceKind.js';
import type { PlayerSource } from '../core/sources.js';
import { chooseEngine, fallbackFor } from './choose.js';

const hls: PlayerSource = { src: '/v.mp4?f=video.m3u8', type: HLS_TYPE, kind: 'hls' };
const mp4: PlayerSource = { src: '/v.mp4', type: MP4_TYPE, kind: 'file' };
const webm: PlayerSource = { src: '/v.webm', type: 'video/webm', kind: 'file' };
const dash: PlayerSource = { src: '/v.mpd', type: DASH_TYPE, kind: 'dash' };
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

  it('plays the first file of a list of alternatives, and streams fall back to it', () => {
    expect(chooseEngine([webm, mp4], 'auto', all)).toEqual({ kind: 'native', source: webm });
    expect(chooseEngine([hls, webm], 'auto', neither)).toEqual({ kind: 'native', source: webm });
  });

  it('DASH through the page engine whatever the HLS mode', () => {
    for (const mode of ['auto', 'force', 'off'] as const)
      expect(chooseEngine([dash, mp4], mode, neither)).toEqual({ kind: 'dash', source: dash });
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
    expect(fallbackFor({ kind: 'dash', source: dash }, [dash, webm])).toEqual({ kind: 'native', source: webm });
  });
});
