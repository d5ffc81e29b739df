// Upload test files made with ffmpeg at test time: tiny frames at 1 fps and no sound, so a
// three-minute video takes well under a second to make and to transcode. Nothing is committed.
import { open, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runFfmpeg } from '../media/ffmpeg.js';

export interface CorpusOptions {
  out: string;
  durationS: number;
  width?: number;
  height?: number;
  /** Rotation metadata in degrees (phone videos). */
  rotate?: number;
  /** ffmpeg muxer, e.g. 'mp4' or 'matroska'. */
  format?: string;
  /** Frames per second; 1 keeps a three-minute file at a few kilobytes. */
  fps?: number;
  /** Seed of the pattern, so two files of the same size differ in content. */
  variant?: number;
}

/** A silent test-pattern video. */
export async function makeClip(o: CorpusOptions): Promise<string> {
  const w = o.width ?? 64;
  const h = o.height ?? 36;
  const fps = o.fps ?? 1;
  const src = o.variant ? `testsrc2=s=${w}x${h}:r=${fps},hue=h=${o.variant * 40}` : `testsrc2=s=${w}x${h}:r=${fps}`;
  const format = o.format ?? 'mp4';
  const mp4 = format === 'mp4' ? ['-movflags', '+faststart'] : [];
  const encoded = o.rotate ? `${o.out}.plain.${format === 'mp4' ? 'mp4' : 'mkv'}` : o.out;
  await runFfmpeg([
    '-f',
    'lavfi',
    '-i',
    src,
    '-t',
    String(o.durationS),
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-g',
    String(fps * 6),
    '-pix_fmt',
    'yuv420p',
    ...mp4,
    '-f',
    format,
    encoded,
  ]);
  if (o.rotate) {
    // Older ffmpeg builds drop the rotate tag when encoding but keep it on a stream copy.
    await runFfmpeg(['-i', encoded, '-c', 'copy', '-metadata:s:v:0', `rotate=${o.rotate}`, ...mp4, '-f', format, o.out]);
    await rm(encoded, { force: true });
  }
  return o.out;
}

/** Keeps the first `share` of a file: its index (at the front, faststart) survives, its data does not. */
export async function truncateFile(path: string, share: number): Promise<void> {
  const f = await open(path, 'r+');
  try {
    const { size } = await f.stat();
    await f.truncate(Math.floor(size * share));
  } finally {
    await f.close();
  }
}

export interface Corpus {
  good: string;
  /** Different bytes, same kind: for a second accepted upload. */
  good2: string;
  truncated: string;
  empty: string;
  vertical: string;
  rotated: string;
  short: string;
  /** Matroska bytes behind a `.mp4` name. */
  wrongExtension: string;
  notLatin: string;
}

/** Makes the files of the upload tests in `dir` (those named in `only`, or every one), sharing the
 * ffmpeg runs where files are copies. */
export async function makeCorpus(dir: string, only?: readonly (keyof Corpus)[]): Promise<Corpus> {
  const p = (name: string) => join(dir, name);
  const c: Corpus = {
    good: p('good.mp4'),
    good2: p('good2.mp4'),
    truncated: p('truncated.mp4'),
    empty: p('empty.mp4'),
    vertical: p('vertical.mp4'),
    rotated: p('rotated.mp4'),
    short: p('short.mp4'),
    wrongExtension: p('matroska.mp4'),
    notLatin: p('видео.mp4'),
  };
  const makers: Record<keyof Corpus, () => Promise<unknown>> = {
    good: () => makeClip({ out: c.good, durationS: 185 }),
    good2: () => makeClip({ out: c.good2, durationS: 185, variant: 3 }),
    truncated: () => makeClip({ out: c.truncated, durationS: 185, variant: 5 }).then(() => truncateFile(c.truncated, 0.5)),
    vertical: () => makeClip({ out: c.vertical, durationS: 185, width: 36, height: 64 }),
    rotated: () => makeClip({ out: c.rotated, durationS: 185, rotate: 90 }),
    short: () => makeClip({ out: c.short, durationS: 120 }),
    wrongExtension: () => makeClip({ out: c.wrongExtension, durationS: 185, format: 'matroska' }),
    notLatin: () => makeClip({ out: c.notLatin, durationS: 185, variant: 7 }),
    empty: () => writeFile(c.empty, ''),
  };
  await Promise.all((only ?? (Object.keys(makers) as (keyof Corpus)[])).map((name) => makers[name]()));
  return c;
}
