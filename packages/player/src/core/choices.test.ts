import { describe, expect, it } from 'vitest';
import { buildQualitySet, qualityChoices, refOf, sourcesForChoice, type QualitySet } from './choices.js';
import { usableSources } from './sources.js';
import type { VideoSource } from './media.js';
import { mediaFromVideoFiles, type VideoFileWire } from './videoFiles.js';

const set = (sources: VideoSource[]): QualitySet => {
  const built = buildQualitySet(usableSources(sources, () => true));
  if (!built) throw new Error('nothing playable');
  return built;
};
const file = (format: string): VideoFileWire => ({
  video_url: `/get_file/1/s/7${format}`,
  format,
  vr: '',
  timelines_count: 0,
  timelines_interval: 0,
});

describe('the quality menu', () => {
  it('from heights: lowest first, named `${height}p`, starting at the best at or below 720p', () => {
    const q = set([
      { src: '/1080.mp4', height: 1080 },
      { src: '/360.mp4', height: 360 },
      { src: '/720.mp4', height: 720 },
    ]);
    expect(qualityChoices(q)).toEqual(['360p', '720p', '1080p']);
    expect(q.initial).toBe('720p');
    expect(sourcesForChoice(q, '1080p').map((s) => s.src)).toEqual(['/1080.mp4']);
  });

  it('from labels: the label is the name, the height still orders and picks', () => {
    const q = set([
      { src: '/hi.mp4', label: 'Sharp', height: 1080 },
      { src: '/lo.mp4', label: 'Light', height: 480 },
    ]);
    expect(qualityChoices(q)).toEqual(['Light', 'Sharp']);
    expect(q.initial).toBe('Light');
  });

  it('only higher than 720p: the lowest; labels without heights: the page order and the first', () => {
    expect(
      set([
        { src: '/4k.mp4', height: 2160 },
        { src: '/fhd.mp4', height: 1080 },
      ]).initial,
    ).toBe('1080p');
    const labelled = set([
      { src: '/b.mp4', label: 'B' },
      { src: '/a.mp4', label: 'A' },
    ]);
    expect(qualityChoices(labelled)).toEqual(['B', 'A']);
    expect(labelled.initial).toBe('B');
  });

  it('a WebM and an mp4 of one label are one choice, alternatives of each other', () => {
    const q = set([
      { src: '/720.webm', height: 720 },
      { src: '/720.mp4', height: 720 },
      { src: '/480.mp4', height: 480 },
    ]);
    expect(qualityChoices(q)).toEqual(['480p', '720p']);
    expect(sourcesForChoice(q, '720p').map((s) => s.src)).toEqual(['/720.webm', '/720.mp4']);
  });

  it("sources without label or height are 'Auto' only: one choice, no menu", () => {
    const q = set([{ src: '/clip.webm' }, { src: '/clip.mp4' }]);
    expect(qualityChoices(q)).toEqual(['Auto']);
    expect(sourcesForChoice(q, 'Auto').map((s) => s.src)).toEqual(['/clip.webm', '/clip.mp4']);
  });

  it("a stream is 'Auto', first and the start, falling back to the default quality's file", () => {
    const q = set([{ src: '/master.m3u8' }, { src: '/480.mp4', height: 480 }, { src: '/720.mp4', height: 720 }]);
    expect(qualityChoices(q)).toEqual(['Auto', '480p', '720p']);
    expect(q.initial).toBe('Auto');
    expect(sourcesForChoice(q, 'Auto').map((s) => s.src)).toEqual(['/master.m3u8', '/720.mp4']);
    expect(sourcesForChoice(q, '480p').map((s) => s.src)).toEqual(['/480.mp4']);
    expect(sourcesForChoice(q, '2160p')).toEqual([]);
  });

  it("a stream with an unnamed file falls back to that file; a stream alone is 'Auto' alone", () => {
    expect(sourcesForChoice(set([{ src: '/master.m3u8' }, { src: '/clip.mp4' }]), 'Auto').map((s) => s.src)).toEqual([
      '/master.m3u8',
      '/clip.mp4',
    ]);
    expect(qualityChoices(set([{ src: '/master.m3u8' }]))).toEqual(['Auto']);
  });

  it("'Auto' counts as the default quality for the switch rules (the Full HD metric)", () => {
    const q = set([{ src: '/master.m3u8' }, { src: '/1080.mp4', height: 1080 }]);
    expect(refOf('Auto', q)).toMatchObject({ label: '1080p', height: 1080 });
    expect(refOf('1080p', q)).toMatchObject({ label: '1080p', height: 1080 });
  });

  it("on Reel: today's menus, from the file list", () => {
    const plain = set(mediaFromVideoFiles([file('_sd.mp4'), file('.mp4'), file('_fhd.mp4')], { durationS: 600 }).sources);
    expect(qualityChoices(plain)).toEqual(['SD', 'HD', 'Full HD']);
    expect(plain.initial).toBe('HD');
    const streamed = set(mediaFromVideoFiles([file('_sd.mp4'), file('.mp4'), file('_fhd.mp4')], { durationS: 2400 }).sources);
    expect(qualityChoices(streamed)).toEqual(['Auto', 'SD', 'HD', 'Full HD']);
    expect(streamed.initial).toBe('Auto');
    expect(sourcesForChoice(streamed, 'Auto').map((s) => s.src)).toEqual(['/get_file/1/s/7.mp4?f=video.m3u8', '/get_file/1/s/7.mp4']);
    expect(sourcesForChoice(streamed, 'Full HD').map((s) => s.src)).toEqual(['/get_file/1/s/7_fhd.mp4']);
  });

  it('nothing playable: no set', () => {
    expect(buildQualitySet([])).toBeNull();
  });
});
