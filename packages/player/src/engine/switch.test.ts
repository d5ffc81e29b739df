import { describe, expect, it } from 'vitest';
import { HLS_TYPE, MP4_TYPE, playableFiles, type VideoFileWire } from '../core/sources.js';
import { initialChoice, isFullHd, labelOf, qualityChoices, sourcesForChoice, type QualitySet } from './switch.js';

const file = (format: string): VideoFileWire => ({
  video_url: `/get_file/1/s/7${format}`,
  format,
  vr: '',
  timelines_count: 0,
  timelines_interval: 0,
});
const files = playableFiles([file('_sd.mp4'), file('.mp4'), file('_fhd.mp4')]);
const plain: QualitySet = { files, streamDurationS: 600, autoQuality: 'HD' };
const streamed: QualitySet = { files, streamDurationS: 2400, autoQuality: 'HD' };

describe('quality choices', () => {
  it('lists the files of a plain video and starts on the default quality', () => {
    expect(qualityChoices(plain)).toEqual(['SD', 'HD', 'Full HD']);
    expect(initialChoice(plain)).toBe('HD');
  });

  it('puts Auto first for a streamed video and starts on it', () => {
    expect(qualityChoices(streamed)).toEqual(['Auto', 'SD', 'HD', 'Full HD']);
    expect(initialChoice(streamed)).toBe('Auto');
    expect(labelOf('Auto', streamed)).toBe('HD');
    expect(labelOf('SD', streamed)).toBe('SD');
  });

  it('knows Full HD', () => {
    expect(isFullHd('Full HD')).toBe(true);
    expect(isFullHd('Auto')).toBe(false);
  });
});

describe('sourcesForChoice', () => {
  it('gives Auto the stream with its mp4 fallback', () => {
    expect(sourcesForChoice(streamed, 'Auto')).toEqual([
      { src: '/get_file/1/s/7.mp4?f=video.m3u8', type: HLS_TYPE, quality: 'HD' },
      { src: '/get_file/1/s/7.mp4', type: MP4_TYPE, quality: 'HD' },
    ]);
  });

  it('gives a fixed quality its mp4 only, streamed or not', () => {
    expect(sourcesForChoice(streamed, 'Full HD')).toEqual([{ src: '/get_file/1/s/7_fhd.mp4', type: MP4_TYPE, quality: 'Full HD' }]);
    expect(sourcesForChoice(plain, 'SD')).toEqual([{ src: '/get_file/1/s/7_sd.mp4', type: MP4_TYPE, quality: 'SD' }]);
  });

  it('has nothing for a quality without a file', () => {
    expect(sourcesForChoice({ ...plain, files: files.slice(0, 1) }, 'HD')).toEqual([]);
  });
});
