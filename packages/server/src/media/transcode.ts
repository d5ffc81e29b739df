// Turns any source video into a complete media folder: renditions, trailer, HLS for long videos,
// screenshots, the list preview, timeline sprites, and finally media.json. Used for the generated
// demo media and for member uploads alike.
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { FORMAT_TRAILER, HLS_THRESHOLD_S } from '@reel/api';
import {
  DURATION_DECIMALS,
  HLS_SEGMENT_S,
  PARTIAL_SUFFIX_BYTES,
  PRESET_UPLOAD,
  THUMBS_COUNT,
  TIMELINE_COLUMNS,
  TIMELINE_ROWS,
  TIMELINE_TILE_HEIGHT_PX,
  TIMELINE_TILE_WIDTH_PX,
  TRAILER_S,
} from './constants.js';
import { probe, runFfmpeg, type ProbeResult } from './ffmpeg.js';
import { makePreview, makeScreenshots, makeSprites } from './images.js';
import { assertMediaKey, mediaLayout, PARTIAL_FOLDER_PREFIX, writeMediaInfo, type MediaLayout } from './layout.js';
import { describeFile, displaySize, encodeRenditions, planRenditions } from './renditions.js';
import { spriteSheetCount, timelineCount, timelineInterval } from './timelines.js';
import type { MediaFile, MediaInfo, MediaProgress } from './types.js';

export interface TranscodeOptions {
  /** '' for flat video, or the VR layout such as '180_sbs' (it decides how thumbnails are cropped). */
  vr?: string;
  /** Make HLS even for a short video: lets tests exercise the HLS path in seconds. */
  forceHls?: boolean;
  /** x264 preset; uploads default to PRESET_UPLOAD, generated media pass PRESET_FAST. */
  preset?: string;
  onProgress?: (progress: MediaProgress) => void;
  signal?: AbortSignal;
  /** Options before every `-i` of the source: an upload's restrict how it may be read. */
  sourceInput?: readonly string[];
}

/** Whether a video of this length is served as HLS (longer than 1800 s). */
export function needsHls(durationS: number, force = false): boolean {
  return force || durationS > HLS_THRESHOLD_S;
}

/** Copies the first TRAILER_S seconds of the SD file; no re-encode, it starts on a key frame. */
async function makeTrailer(sd: string, out: string, signal?: AbortSignal): Promise<void> {
  await runFfmpeg(['-i', sd, '-t', String(TRAILER_S), '-map', '0', '-c', 'copy', '-movflags', '+faststart', out], { signal });
}

/**
 * Remuxes a rendition into HLS; the renditions already have key frames on the segment grid. The
 * segments are fragmented MP4 rather than MPEG-TS: hls.js appends them without transmuxing, and
 * the static ffprobe build shipped by @ffprobe-installer crashes (SIGSEGV) on any MPEG-TS input,
 * which would make the HLS output impossible to check on machines without a system ffmpeg.
 */
async function makeHls(input: string, hlsDir: string, signal?: AbortSignal): Promise<void> {
  await mkdir(hlsDir, { recursive: true });
  // Run inside the folder so the playlist lists bare segment names, resolved relative to it.
  const args = [
    '-i',
    input,
    '-map',
    '0',
    '-c',
    'copy',
    '-f',
    'hls',
    '-hls_time',
    String(HLS_SEGMENT_S),
    '-hls_playlist_type',
    'vod',
    '-hls_flags',
    'independent_segments',
    '-hls_segment_type',
    'fmp4',
    '-hls_fmp4_init_filename',
    'init.mp4',
    '-hls_segment_filename',
    'segment-%04d.m4s',
    'video.m3u8',
  ];
  await runFfmpeg(args, { cwd: hlsDir, signal });
}

const round = (n: number) => Number(n.toFixed(DURATION_DECIMALS));

/** What every step of one transcode needs to know. */
interface Job {
  source: string;
  src: ProbeResult;
  sourceHeight: number;
  root: string;
  layout: MediaLayout;
  abs: (relative: string) => string;
  vr: string;
  preset: string;
  forceHls: boolean;
  signal?: AbortSignal;
  sourceInput: readonly string[];
  report: (stage: MediaProgress['stage'], ratio: number) => void;
}

interface Videos {
  files: MediaFile[];
  /** The largest rendition: the size MediaInfo reports, and the one HLS is cut from. */
  top: MediaFile;
  sdPath: string;
  duration: number;
  hls: string | null;
}

async function makeVideos(job: Job): Promise<Videos> {
  const { layout, abs, signal, report } = job;
  report('renditions', 0);
  const plans = planRenditions(job.sourceHeight);
  const outputs = plans.map((p) => abs(layout.file(p.format)));
  await encodeRenditions(job.source, plans, outputs, {
    preset: job.preset,
    audio: job.src,
    durationS: job.src.duration_s,
    signal,
    sourceInput: job.sourceInput,
    onProgress: (r) => report('renditions', r),
  });
  const files = await Promise.all(plans.map((p, i) => describeFile(p.format, outputs[i], layout.file(p.format))));
  const top = files[files.length - 1];
  const duration = round((await probe(abs(top.path))).duration_s);

  report('trailer', 0);
  await makeTrailer(outputs[0], abs(layout.trailer), signal);
  files.push(await describeFile(FORMAT_TRAILER, abs(layout.trailer), layout.trailer));

  let hls: string | null = null;
  if (needsHls(duration, job.forceHls)) {
    report('hls', 0);
    await makeHls(abs(top.path), abs(layout.hlsDir), signal);
    hls = layout.hlsPlaylist;
  }
  return { files, top, sdPath: outputs[0], duration, hls };
}

type Images = Pick<
  MediaInfo,
  'thumbs' | 'thumb' | 'scr' | 'scr1' | 'img' | 'preview' | 'timelines_count' | 'timelines_interval' | 'timeline_sprites' | 'timeline_tile'
>;

async function makeImages(job: Job, videos: Videos): Promise<Images> {
  const { layout, abs, signal, report, vr } = job;
  const { duration, sdPath } = videos;
  report('screens', 0);
  const thumbs = Array.from({ length: THUMBS_COUNT }, (_, i) => layout.screen(i + 1));
  const shots = { screens: thumbs.map(abs), thumb: abs(layout.thumb), scr: abs(layout.scr), scr1: abs(layout.scr1), img: abs(layout.img) };
  await makeScreenshots(job.source, job.src.duration_s, job.sourceHeight, vr, shots, signal, job.sourceInput);

  report('preview', 0);
  await makePreview(sdPath, duration, vr, abs(layout.preview), job.preset, signal);

  report('timelines', 0);
  const interval = timelineInterval(duration);
  const count = timelineCount(duration, interval);
  const tile = { width: TIMELINE_TILE_WIDTH_PX, height: TIMELINE_TILE_HEIGHT_PX, columns: TIMELINE_COLUMNS, rows: TIMELINE_ROWS };
  await makeSprites(sdPath, {
    durationS: duration,
    intervalS: interval,
    count,
    tileWidth: tile.width,
    tileHeight: tile.height,
    columns: tile.columns,
    rows: tile.rows,
    vr,
    outPattern: abs(layout.spritePattern),
    signal,
    onProgress: (r) => report('timelines', r),
  });
  const sprites = Array.from({ length: spriteSheetCount(count, tile.columns, tile.rows) }, (_, i) => layout.sprite(i));
  await Promise.all(sprites.map((s) => stat(abs(s)))); // fails loudly if ffmpeg made fewer sheets
  const { thumb, scr, scr1, img, preview } = layout;
  return {
    thumbs,
    thumb,
    scr,
    scr1,
    img,
    preview,
    timelines_count: count,
    timelines_interval: interval,
    timeline_sprites: sprites,
    timeline_tile: tile,
  };
}

/**
 * Transcodes `source` into `outDir`, which must be `<media root>/<media key>`: the folder name is
 * the media key and the returned MediaInfo's paths are relative to the folder's parent. Everything
 * is written into a hidden folder beside it (never served, never named by a file row) that takes
 * the key's name only once whole, media.json last: a crash at any point leaves nothing under the
 * key, and the sweeper removes the hidden folder later.
 */
export async function transcode(source: string, outDir: string, options: TranscodeOptions = {}): Promise<MediaInfo> {
  const key = basename(outDir);
  assertMediaKey(key);
  const root = dirname(outDir);
  const layout = mediaLayout(key);
  const sourceInput = options.sourceInput ?? [];
  const src = await probe(source, { inputArgs: sourceInput });
  if (!src.video_codec || !(src.duration_s > 0)) throw new Error(`${source} has no playable video stream`);
  const work = join(root, `${PARTIAL_FOLDER_PREFIX}${key}-${randomBytes(PARTIAL_SUFFIX_BYTES).toString('hex')}`);
  const job: Job = {
    source,
    src,
    sourceHeight: displaySize(src).height,
    root,
    layout,
    // Paths are the key's (`K/…`); the bytes go to the same place inside the hidden folder.
    abs: (rel) => join(work, ...rel.split('/').slice(1)),
    vr: options.vr ?? '',
    preset: options.preset ?? PRESET_UPLOAD,
    forceHls: options.forceHls ?? false,
    signal: options.signal,
    sourceInput,
    report: (stage, ratio) => options.onProgress?.({ stage, ratio }),
  };
  try {
    await mkdir(job.abs(layout.screensDir), { recursive: true });
    await mkdir(job.abs(layout.timelinesDir), { recursive: true });
    const videos = await makeVideos(job);
    const images = await makeImages(job, videos);
    const info: MediaInfo = {
      media_key: key,
      duration_sec: videos.duration,
      width: videos.top.width,
      height: videos.top.height,
      vr: job.vr,
      files: videos.files,
      hls: videos.hls,
      ...images,
    };
    await writeMediaInfo(root, info, work);
    // A folder left under the key by an interrupted run of an older version goes first.
    await rm(outDir, { recursive: true, force: true });
    await rename(work, outDir);
    job.report('done', 1);
    return info;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
