// Tiny test-pattern clips made with ffmpeg at test time (unit and browser tests of the upload):
// 64×36 at 1 frame per second, so even a 3-minute clip takes a moment and a few kilobytes.
import { join } from 'node:path';
import { runFfmpeg } from '../media/ffmpeg.js';

export interface ClipOptions {
  seconds: number;
  width?: number;
  height?: number;
  /** Display rotation in degrees, written as the track's matrix. */
  rotate?: number;
  /** moov before mdat; ffmpeg's default writes it at the end. */
  faststart?: boolean;
  /** Frames per second, a fraction too (`1/60`): a long clip at a tiny rate is still a few frames. */
  rate?: string;
}

/** Writes `name` (its extension picks mp4 or mov) into `dir` and returns its path. */
export async function makeClip(dir: string, name: string, options: ClipOptions): Promise<string> {
  const { seconds, width = 64, height = 36, rotate, faststart = false, rate = '1' } = options;
  const file = join(dir, name);
  const args = [
    '-f',
    'lavfi',
    '-i',
    `testsrc=size=${width}x${height}:rate=${rate}:duration=${seconds}`,
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
  ];
  if (faststart) args.push('-movflags', '+faststart');
  if (rotate === undefined) {
    await runFfmpeg([...args, file]);
    return file;
  }
  // ffmpeg writes the rotation into the matrix only when copying a stream, not while encoding one.
  const plain = join(dir, `plain${name}`);
  await runFfmpeg([...args, plain]);
  await runFfmpeg(['-i', plain, '-c', 'copy', '-metadata:s:v:0', `rotate=${rotate}`, file]);
  return file;
}
