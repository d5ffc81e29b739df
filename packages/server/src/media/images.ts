// Still images and the list preview: screenshots (screens/N.jpg, thumb, scr, scr1, img), the
// muted preview montage and the timeline sprite sheets. Each is one ffmpeg run.
import { copyFile } from 'node:fs/promises';
import {
  IMG_MAX_HEIGHT_PX,
  JPEG_QUALITY,
  PREVIEW_CLIP_S,
  PREVIEW_CRF,
  PREVIEW_HEIGHT_PX,
  PREVIEW_SNIPPETS,
  PREVIEW_WIDTH_PX,
  SCR1_SCREEN_INDEX,
  SCR_MAX_HEIGHT_PX,
  THUMB_HEIGHT_PX,
  THUMB_SCREEN_INDEX,
  THUMB_WIDTH_PX,
  THUMBS_COUNT,
} from './constants.js';
import { runFfmpeg } from './ffmpeg.js';

/** Crop that shows one eye of a side-by-side VR frame; flat videos need none. */
function eyeCrop(vr: string): string {
  return vr.endsWith('_sbs') ? 'crop=iw/2:ih:0:0,' : '';
}

/** Scale to fill w×h and crop the overflow, so every image has the list's 16:9 shape. */
function cover(w: number, h: number): string {
  return `scale=${w}:${h}:force_original_aspect_ratio=increase,crop=${w}:${h},setsar=1`;
}

/** A 16:9 size of at most `maxHeight`, never taller than the source (no upscaled posters). */
export function posterSize(maxHeight: number, sourceHeight: number): { w: number; h: number } {
  const h = Math.max(2, Math.floor(Math.min(maxHeight, sourceHeight) / 2) * 2);
  return { w: Math.round((h * 16) / 9 / 2) * 2, h };
}

/** Evenly spread times, skipping the very start and end (often black or titles). */
export function screenshotTimes(durationS: number, count = THUMBS_COUNT): number[] {
  return Array.from({ length: count }, (_, i) => Number(((durationS * (i + 1)) / (count + 1)).toFixed(3)));
}

export interface ScreenshotTargets {
  /** Absolute paths of screens/1.jpg … N.jpg. */
  screens: string[];
  thumb: string;
  scr: string;
  scr1: string;
  img: string;
}

/** All screenshots in one run: one fast-seeking input per time, several outputs from some. */
export async function makeScreenshots(
  source: string,
  durationS: number,
  sourceHeight: number,
  vr: string,
  targets: ScreenshotTargets,
  signal?: AbortSignal,
  sourceInput: readonly string[] = [],
): Promise<void> {
  const times = screenshotTimes(durationS, targets.screens.length);
  const scr = posterSize(SCR_MAX_HEIGHT_PX, sourceHeight);
  const img = posterSize(IMG_MAX_HEIGHT_PX, sourceHeight);
  const extra = new Map<number, { label: string; size: { w: number; h: number }; out: string }[]>([
    [
      THUMB_SCREEN_INDEX - 1,
      [
        { label: 'scr', size: scr, out: targets.scr },
        { label: 'img', size: img, out: targets.img },
      ],
    ],
    [SCR1_SCREEN_INDEX - 1, [{ label: 'scr1', size: scr, out: targets.scr1 }]],
  ]);
  const inputs = times.flatMap((t) => ['-ss', String(t), ...sourceInput, '-i', source]);
  const chains: string[] = [];
  const outs: string[] = [];
  const jpeg = (label: string, out: string) => ['-map', `[${label}]`, '-frames:v', '1', '-q:v', String(JPEG_QUALITY), out];
  times.forEach((_, i) => {
    const more = extra.get(i) ?? [];
    const all = [{ label: `t${i}`, size: { w: THUMB_WIDTH_PX, h: THUMB_HEIGHT_PX }, out: targets.screens[i] }, ...more];
    const split = all.length > 1 ? `split=${all.length}${all.map((o) => `[${o.label}in]`).join('')};` : '';
    const body = all.map((o) => `${all.length > 1 ? `[${o.label}in]` : ''}${cover(o.size.w, o.size.h)}[${o.label}]`).join(';');
    chains.push(`[${i}:v:0]${eyeCrop(vr)}${split ? `${split}${body}` : body}`);
    for (const o of all) outs.push(...jpeg(o.label, o.out));
  });
  await runFfmpeg([...inputs, '-filter_complex', chains.join(';'), ...outs], { signal });
  // thumb.jpg starts as the default screenshot; choosing another later just copies that one.
  await copyFile(targets.screens[THUMB_SCREEN_INDEX - 1], targets.thumb);
}

/** Snippet start times for the preview montage; one snippet from the start for short videos. */
export function previewSnippets(durationS: number): { start: number; length: number }[] {
  const length = PREVIEW_CLIP_S / PREVIEW_SNIPPETS;
  if (durationS < PREVIEW_CLIP_S * 2) return [{ start: 0, length: Math.min(PREVIEW_CLIP_S, durationS) }];
  return Array.from({ length: PREVIEW_SNIPPETS }, (_, k) => ({
    start: Number(((durationS * (k + 1)) / (PREVIEW_SNIPPETS + 1) - length / 2).toFixed(3)),
    length,
  }));
}

/** The muted list preview: short snippets from across the video, small and silent. */
export async function makePreview(
  source: string,
  durationS: number,
  vr: string,
  out: string,
  preset: string,
  signal?: AbortSignal,
): Promise<void> {
  const snippets = previewSnippets(durationS);
  const inputs = snippets.flatMap((s) => ['-ss', String(s.start), '-t', String(s.length), '-i', source]);
  const prep = snippets.map((_, k) => `[${k}:v:0]${eyeCrop(vr)}${cover(PREVIEW_WIDTH_PX, PREVIEW_HEIGHT_PX)}[p${k}]`);
  const joined = snippets.map((_, k) => `[p${k}]`).join('');
  const graph = `${prep.join(';')};${joined}concat=n=${snippets.length}:v=1:a=0,format=yuv420p[out]`;
  const args = [
    ...inputs,
    '-filter_complex',
    graph,
    '-map',
    '[out]',
    '-an',
    '-c:v',
    'libx264',
    '-preset',
    preset,
    '-crf',
    String(PREVIEW_CRF),
    '-map_metadata',
    '-1',
    '-movflags',
    '+faststart',
    out,
  ];
  await runFfmpeg(args, { signal });
}

export interface SpriteOptions {
  durationS: number;
  intervalS: number;
  count: number;
  tileWidth: number;
  tileHeight: number;
  columns: number;
  rows: number;
  vr: string;
  /** Absolute output pattern with `%d` for the 0-based sheet number. */
  outPattern: string;
  onProgress?: (ratio: number) => void;
  signal?: AbortSignal;
}

/**
 * Timeline sprite sheets. Tile k is the first frame at or after min(k × interval, end − 1 s):
 * the clamp guarantees exactly `count` tiles even when the last interval starts in the final
 * frame's gap, so the WebVTT never points at an empty tile.
 */
export async function makeSprites(source: string, o: SpriteOptions): Promise<void> {
  const last = Math.max(0, o.durationS - 1).toFixed(3);
  const select = `select='lt(selected_n,${o.count})*gte(t,min(selected_n*${o.intervalS},${last}))'`;
  const graph = `${select},${eyeCrop(o.vr)}${cover(o.tileWidth, o.tileHeight)},tile=${o.columns}x${o.rows}`;
  const { onProgress, durationS } = o;
  // `-vsync vfr` (spelled `-fps_mode` since ffmpeg 5.1, which still accepts it; 4.1 knows only
  // this) writes one image per sheet instead of repeating sheets to a constant rate.
  await runFfmpeg(
    ['-i', source, '-an', '-vf', graph, '-vsync', 'vfr', '-q:v', String(JPEG_QUALITY + 1), '-start_number', '0', o.outPattern],
    { signal: o.signal, onProgress: onProgress ? (t) => onProgress(Math.min(1, t / durationS)) : undefined },
  );
}
