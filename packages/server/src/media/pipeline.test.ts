// Pure parts of the pipeline: paths, rendition choice, timing, ffmpeg output parsing.
import { describe, expect, it } from 'vitest';
import { FORMAT_FHD, FORMAT_HD, FORMAT_SD } from '@reel/api';
import { parseProgressLine, readProbeJson } from './ffmpeg.js';
import { posterSize, previewSnippets, screenshotTimes } from './images.js';
import { absolutePath, isMediaKey, mediaLayout } from './layout.js';
import { canCopyAudio, displaySize, planRenditions } from './renditions.js';
import { sanitizeCaption } from './patternClip.js';
import { needsHls } from './transcode.js';

describe('mediaLayout', () => {
  it('puts every file of a key under its folder, with forward slashes', () => {
    const l = mediaLayout('abc-1');
    expect(l.file(FORMAT_SD)).toBe('abc-1/abc-1_sd.mp4');
    expect(l.file(FORMAT_HD)).toBe('abc-1/abc-1.mp4');
    expect(l.file(FORMAT_FHD)).toBe('abc-1/abc-1_fhd.mp4');
    expect(l.trailer).toBe('abc-1/abc-1_tr.mp4');
    expect(l.hlsPlaylist).toBe('abc-1/hls/video.m3u8');
    expect(l.screen(1)).toBe('abc-1/screens/1.jpg');
    expect(l.sprite(2)).toBe('abc-1/timelines/sprite-2.jpg');
    expect([l.thumb, l.scr, l.scr1, l.img, l.preview, l.mediaJson]).toEqual([
      'abc-1/thumb.jpg',
      'abc-1/scr.jpg',
      'abc-1/scr1.jpg',
      'abc-1/img.jpg',
      'abc-1/preview.mp4',
      'abc-1/media.json',
    ]);
    expect(absolutePath('/m', l.screen(3))).toBe('/m/abc-1/screens/3.jpg');
  });

  it('rejects keys that could escape the root or blur the format suffix', () => {
    for (const bad of ['', '../x', 'a/b', 'a_sd', '.hidden', 'a b']) expect(isMediaKey(bad)).toBe(false);
    expect(() => mediaLayout('../etc')).toThrow(/invalid media key/);
  });
});

describe('planRenditions', () => {
  const heights = (h: number) => planRenditions(h).map((p) => [p.format, p.out_height_px]);

  it('never upscales: HD and Full HD only from sources that tall', () => {
    expect(heights(180)).toEqual([[FORMAT_SD, 180]]);
    expect(heights(360)).toEqual([[FORMAT_SD, 240]]);
    expect(heights(720)).toEqual([
      [FORMAT_SD, 240],
      [FORMAT_HD, 720],
    ]);
    expect(heights(1080)).toEqual([
      [FORMAT_SD, 240],
      [FORMAT_HD, 720],
      [FORMAT_FHD, 1080],
    ]);
    expect(heights(2160)).toHaveLength(3);
    expect(heights(175)).toEqual([[FORMAT_SD, 174]]);
  });

  it('reads rotated phone video as displayed', () => {
    expect(displaySize({ width: 1080, height: 1920, rotation: 90 })).toEqual({ width: 1920, height: 1080 });
    expect(displaySize({ width: 1920, height: 1080, rotation: 0 })).toEqual({ width: 1920, height: 1080 });
  });

  it('copies audio only when it is AAC within the budget', () => {
    const [sd] = planRenditions(240);
    expect(canCopyAudio({ audio_codec: 'aac', audio_bitrate_bps: 48_000 }, sd)).toBe(true);
    expect(canCopyAudio({ audio_codec: 'aac', audio_bitrate_bps: 192_000 }, sd)).toBe(false);
    expect(canCopyAudio({ audio_codec: 'mp3', audio_bitrate_bps: 48_000 }, sd)).toBe(false);
    expect(canCopyAudio({ audio_codec: 'aac', audio_bitrate_bps: null }, sd)).toBe(false);
  });
});

describe('timing helpers', () => {
  it('serves HLS above the threshold or when forced', () => {
    expect(needsHls(1800)).toBe(false);
    expect(needsHls(1800.5)).toBe(true);
    expect(needsHls(10, true)).toBe(true);
  });

  it('spreads screenshots inside the video', () => {
    const t = screenshotTimes(110, 10);
    expect(t[0]).toBe(10);
    expect(t.at(-1)).toBe(100);
  });

  it('makes a montage for long videos and one clip for short ones', () => {
    expect(previewSnippets(5)).toEqual([{ start: 0, length: 5 }]);
    const s = previewSnippets(500);
    expect(s).toHaveLength(4);
    expect(s[0]).toEqual({ start: 99, length: 2 });
  });

  it('sizes posters at 16:9 and never above the source', () => {
    expect(posterSize(360, 1080)).toEqual({ w: 640, h: 360 });
    expect(posterSize(720, 240)).toEqual({ w: 426, h: 240 });
  });
});

describe('ffmpeg output parsing', () => {
  it('reads progress lines', () => {
    expect(parseProgressLine('out_time=00:01:02.500000')).toBe(62.5);
    expect(parseProgressLine('out_time=-577014:32:22.775808')).toBeNull();
    expect(parseProgressLine('frame=10')).toBeNull();
  });

  it('reads ffprobe JSON', () => {
    const p = readProbeJson({
      format: { duration: '12.5', format_name: 'mov,mp4,m4a,3gp,3g2,mj2', size: '1000' },
      streams: [
        {
          codec_type: 'video',
          codec_name: 'h264',
          width: 1280,
          height: 720,
          r_frame_rate: '30000/1001',
          avg_frame_rate: '0/0',
          tags: { rotate: '-90' },
        },
        { codec_type: 'audio', codec_name: 'aac', bit_rate: '64000' },
      ],
    });
    expect(p).toEqual({
      duration_s: 12.5,
      width: 1280,
      height: 720,
      rotation: 270,
      video_codec: 'h264',
      audio_codec: 'aac',
      audio_bitrate_bps: 64000,
      format_name: 'mov,mp4,m4a,3gp,3g2,mj2',
      size_bytes: 1000,
      frame_rate_fps: 30000 / 1001,
    });
    expect(readProbeJson({}).video_codec).toBeNull();
    expect(readProbeJson({}).frame_rate_fps).toBe(0);
  });

  it('keeps captions free of filter-graph syntax', () => {
    expect(sanitizeCaption("Reel: demo's [1], 50%")).toBe('Reel demos 1 50');
  });
});
