// The command line, the synthetic media it uses with --no-media, and the pure builders' determinism.
import { describe, expect, it } from 'vitest';
import { DURATION_MEDIUM_MAX_S, DURATION_SHORT_MAX_S, HLS_THRESHOLD_S } from '@reel/api';
import { parseCli } from './cli.js';
import { buildMembers, buildModels, MEMBER_COUNT, zodiacSign } from './people.js';
import { createRng } from './random.js';
import { syntheticMedia } from './syntheticMedia.js';
import { buildChannels } from './taxonomy.js';
import { dirSuffix } from '../text/dirs.js';
import { buildVideo, type VideoPlan } from './videos.js';

describe('seed command line', () => {
  it('reads the options and their defaults', () => {
    expect(parseCli([])).toEqual({ videos: 500, noMedia: false, seed: 1, force: false });
    expect(parseCli(['--videos', '1_000_000', '--no-media', '--seed', '7', '--force'])).toEqual({
      videos: 1_000_000,
      noMedia: true,
      seed: 7,
      force: true,
    });
  });

  it('refuses bad values and unknown options', () => {
    expect(() => parseCli(['--videos', '0'])).toThrow(/--videos/);
    expect(() => parseCli(['--videos', 'many'])).toThrow(/--videos/);
    expect(() => parseCli(['--fast'])).toThrow();
  });
});

describe('synthetic media', () => {
  const media = syntheticMedia();
  it('covers every duration bucket, HLS and VR', () => {
    const d = media.map((m) => m.duration_sec);
    expect(d.some((s) => s < DURATION_SHORT_MAX_S)).toBe(true);
    expect(d.some((s) => s >= DURATION_SHORT_MAX_S && s <= DURATION_MEDIUM_MAX_S)).toBe(true);
    expect(d.some((s) => s > DURATION_MEDIUM_MAX_S)).toBe(true);
    expect(media.filter((m) => m.duration_sec > HLS_THRESHOLD_S).every((m) => m.hls !== null)).toBe(true);
    expect(media.some((m) => m.vr !== '')).toBe(true);
    expect(new Set(media.map((m) => m.media_key)).size).toBe(media.length);
  });
});

describe('catalogue builders', () => {
  const media = syntheticMedia();
  const now = Date.parse('2026-03-15T12:00:00Z');
  const plan: VideoPlan = {
    media,
    channels: [{ id: 1, title: 'Blue Lens Studios' }],
    uploaderIds: [1, 2],
    modelCount: 60,
    categoryCount: 40,
    deletedId: 3,
    now,
  };

  it('build the same rows from the same seed', () => {
    const videos = (seed: number) => {
      const rng = createRng(seed);
      return Array.from({ length: 50 }, (_, i) => buildVideo(rng, i + 1, plan).row);
    };
    expect(videos(1)).toEqual(videos(1));
    expect(videos(1).map((v) => v.title)).not.toEqual(videos(2).map((v) => v.title));
    expect(buildModels(createRng(1), media, now)).toEqual(buildModels(createRng(1), media, now));
    expect(buildChannels(createRng(1), media, now)).toEqual(buildChannels(createRng(1), media, now));
    const hashes = Array.from({ length: MEMBER_COUNT }, () => 'h');
    expect(buildMembers(createRng(1), media, now, hashes)).toEqual(buildMembers(createRng(1), media, now, hashes));
  });

  it('never shows the id in the dir suffix and never repeats it', () => {
    const suffixes = new Set(Array.from({ length: 100_000 }, (_, i) => dirSuffix(i + 1)));
    expect(suffixes.size).toBe(100_000);
    expect(dirSuffix(12)).not.toContain('12');
  });

  it('derives the zodiac sign from the birth date', () => {
    expect(zodiacSign('1995-01-19')).toBe('capricorn');
    expect(zodiacSign('1995-01-20')).toBe('aquarius');
    expect(zodiacSign('1990-03-21')).toBe('aries');
    expect(zodiacSign('1990-12-21')).toBe('sagittarius');
    expect(zodiacSign('1990-12-31')).toBe('capricorn');
  });
});
