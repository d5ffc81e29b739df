// Media records without media files, for `--no-media` runs and tests: large benchmark catalogues need
// rows, not ffmpeg. The set covers every duration bucket (under 10 min, 10–40 min, over 40 min),
// the HLS threshold and VR, so every player path has a row to point at.
import { FORMAT_FHD, FORMAT_HD, FORMAT_SD, FORMAT_TRAILER, HLS_THRESHOLD_S } from '@reel/api';
import type { MediaFile, MediaInfo } from './mediaInfo.js';

const TIMELINE_INTERVAL_S = 10;
const TILE = { width: 160, height: 90, columns: 10, rows: 10 };

interface Spec {
  key: string;
  duration: number;
  height: number;
  vr?: string;
  trailer?: boolean;
}

const SPECS: Spec[] = [
  { key: 'synthetic-short-a', duration: 245, height: 720, trailer: true },
  { key: 'synthetic-short-b', duration: 512, height: 1080 },
  { key: 'synthetic-medium-a', duration: 1260, height: 1080 },
  { key: 'synthetic-medium-hls', duration: 1985, height: 720 },
  { key: 'synthetic-long-hls', duration: 2940, height: 1080 },
  { key: 'synthetic-vr', duration: 905, height: 1080, vr: '180_sbs' },
];

function file(key: string, format: string, height: number, duration: number): MediaFile {
  const width = Math.round((height * 16) / 9);
  // Roughly what the transcoder's bit rates give, so size-based UI has believable numbers.
  const bytesPerSecond = height >= 1080 ? 600_000 : height >= 720 ? 350_000 : 120_000;
  return { format, path: `${key}/${key}${format}`, width, height, size_bytes: Math.min(2_000_000_000, bytesPerSecond * duration) };
}

function files(spec: Spec): MediaFile[] {
  const out = [file(spec.key, FORMAT_SD, 360, spec.duration), file(spec.key, FORMAT_HD, 720, spec.duration)];
  if (spec.height >= 1080) out.push(file(spec.key, FORMAT_FHD, 1080, spec.duration));
  if (spec.trailer) out.push(file(spec.key, FORMAT_TRAILER, 360, 30));
  return out;
}

/** Same layout as the transcoder's media.json (see media/layout.ts), so addresses built from these
 * records look like real ones. */
export function syntheticMedia(): MediaInfo[] {
  return SPECS.map((spec) => {
    const k = spec.key;
    const timelines = Math.ceil(spec.duration / TIMELINE_INTERVAL_S);
    const sprites = Math.ceil(timelines / (TILE.columns * TILE.rows));
    const thumbs = Array.from({ length: 10 }, (_, n) => `${k}/screens/${n + 1}.jpg`);
    return {
      media_key: k,
      duration_sec: spec.duration,
      width: Math.round((spec.height * 16) / 9),
      height: spec.height,
      vr: spec.vr ?? '',
      files: files(spec),
      hls: spec.duration > HLS_THRESHOLD_S ? `${k}/hls/video.m3u8` : null,
      thumbs,
      thumb: `${k}/thumb.jpg`,
      scr: `${k}/scr.jpg`,
      scr1: `${k}/scr1.jpg`,
      img: `${k}/img.jpg`,
      preview: `${k}/preview.mp4`,
      timelines_count: timelines,
      timelines_interval: TIMELINE_INTERVAL_S,
      timeline_sprites: Array.from({ length: sprites }, (_, n) => `${k}/timelines/sprite-${n}.jpg`),
      timeline_tile: { ...TILE },
    };
  });
}
