// The baseline of `bench/pipeline`: the same outputs as one upload job makes, written the way an
// operator would by hand — one plain ffmpeg command per output (each rendition, the trailer, each
// picture, the preview montage, the sprites), same codecs, sizes and quality settings, run one
// after another with no database, no probing and no progress parsing.
import { execFile } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  ffmpegPath,
  HLS_SEGMENT_S,
  IMG_MAX_HEIGHT_PX,
  JPEG_QUALITY,
  planRenditions,
  posterSize,
  PREVIEW_CRF,
  PREVIEW_HEIGHT_PX,
  PREVIEW_WIDTH_PX,
  previewSnippets,
  SCR_MAX_HEIGHT_PX,
  SCR1_SCREEN_INDEX,
  screenshotTimes,
  THUMB_HEIGHT_PX,
  THUMB_SCREEN_INDEX,
  THUMB_WIDTH_PX,
  THUMBS_COUNT,
  TIMELINE_COLUMNS,
  TIMELINE_ROWS,
  TIMELINE_TILE_HEIGHT_PX,
  TIMELINE_TILE_WIDTH_PX,
  timelineCount,
  timelineInterval,
  TRAILER_S,
} from '@reel/server/testing';

const execFileAsync = promisify(execFile);

async function ffmpeg(args: string[]): Promise<void> {
  await execFileAsync(ffmpegPath(), ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', ...args], { maxBuffer: 16 * 1024 * 1024 });
}

const cover = (w: number, h: number) => `scale=${w}:${h}:force_original_aspect_ratio=increase,crop=${w}:${h},setsar=1`;

export interface PlainSource {
  path: string;
  durationS: number;
  height: number;
  preset: string;
}

/** Runs every command; returns how many ffmpeg processes it took. */
export async function plainTranscode(src: PlainSource, outDir: string): Promise<number> {
  await mkdir(join(outDir, 'screens'), { recursive: true });
  await mkdir(join(outDir, 'timelines'), { recursive: true });
  let runs = 0;
  const run = async (args: string[]) => {
    runs++;
    await ffmpeg(args);
  };
  const plans = planRenditions(src.height);
  const outputs = plans.map((p) => join(outDir, `video${p.format}`));
  for (const [i, p] of plans.entries()) {
    await run([
      '-i',
      src.path,
      '-vf',
      `scale=-2:${p.out_height_px},setsar=1`,
      '-map',
      '0:v:0',
      '-map',
      '0:a:0?',
      '-c:v',
      'libx264',
      '-preset',
      src.preset,
      '-crf',
      String(p.crf),
      '-maxrate',
      `${p.maxrate_kbps}k`,
      '-bufsize',
      `${p.maxrate_kbps * 2}k`,
      '-pix_fmt',
      'yuv420p',
      '-force_key_frames',
      `expr:gte(t,n_forced*${HLS_SEGMENT_S})`,
      '-c:a',
      'aac',
      '-b:a',
      `${p.audio_kbps}k`,
      '-movflags',
      '+faststart',
      outputs[i],
    ]);
  }
  const sd = outputs[0];
  await run(['-i', sd, '-t', String(TRAILER_S), '-map', '0', '-c', 'copy', '-movflags', '+faststart', join(outDir, 'video_tr.mp4')]);

  const times = screenshotTimes(src.durationS, THUMBS_COUNT);
  const shot = (t: number, w: number, h: number, out: string) =>
    run(['-ss', String(t), '-i', src.path, '-vf', cover(w, h), '-frames:v', '1', '-q:v', String(JPEG_QUALITY), out]);
  for (const [i, t] of times.entries()) await shot(t, THUMB_WIDTH_PX, THUMB_HEIGHT_PX, join(outDir, 'screens', `${i + 1}.jpg`));
  const scr = posterSize(SCR_MAX_HEIGHT_PX, src.height);
  const img = posterSize(IMG_MAX_HEIGHT_PX, src.height);
  await shot(times[THUMB_SCREEN_INDEX - 1], THUMB_WIDTH_PX, THUMB_HEIGHT_PX, join(outDir, 'thumb.jpg'));
  await shot(times[THUMB_SCREEN_INDEX - 1], scr.w, scr.h, join(outDir, 'scr.jpg'));
  await shot(times[SCR1_SCREEN_INDEX - 1], scr.w, scr.h, join(outDir, 'scr1.jpg'));
  await shot(times[THUMB_SCREEN_INDEX - 1], img.w, img.h, join(outDir, 'img.jpg'));

  const snippets = previewSnippets(src.durationS);
  const inputs = snippets.flatMap((s) => ['-ss', String(s.start), '-t', String(s.length), '-i', sd]);
  const prep = snippets.map((_, k) => `[${k}:v:0]${cover(PREVIEW_WIDTH_PX, PREVIEW_HEIGHT_PX)}[p${k}]`).join(';');
  const joined = snippets.map((_, k) => `[p${k}]`).join('');
  await run([
    ...inputs,
    '-filter_complex',
    `${prep};${joined}concat=n=${snippets.length}:v=1:a=0,format=yuv420p[out]`,
    '-map',
    '[out]',
    '-an',
    '-c:v',
    'libx264',
    '-preset',
    src.preset,
    '-crf',
    String(PREVIEW_CRF),
    '-movflags',
    '+faststart',
    join(outDir, 'preview.mp4'),
  ]);

  const interval = timelineInterval(src.durationS);
  const count = timelineCount(src.durationS, interval);
  const select = `select='lt(selected_n,${count})*gte(t,min(selected_n*${interval},${Math.max(0, src.durationS - 1).toFixed(3)}))'`;
  await run([
    '-i',
    sd,
    '-an',
    '-vf',
    `${select},${cover(TIMELINE_TILE_WIDTH_PX, TIMELINE_TILE_HEIGHT_PX)},tile=${TIMELINE_COLUMNS}x${TIMELINE_ROWS}`,
    '-vsync',
    'vfr',
    '-q:v',
    String(JPEG_QUALITY + 1),
    '-start_number',
    '0',
    join(outDir, 'timelines', 'sprite-%d.jpg'),
  ]);
  return runs;
}
