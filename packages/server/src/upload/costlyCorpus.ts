// Upload test files that are tiny on disk but costly to decode or transcode, made with ffmpeg at
// test time: a single 8K frame at a low bit rate, and a few frames whose timestamps claim hours at
// a high frame rate. Nothing is committed.
import { runFfmpeg } from '../media/ffmpeg.js';

/** One second of a `width`×`height` picture at 1 fps: about 100 KB for 8192×4320. */
export async function makeHugePicture(out: string, width: number, height: number): Promise<string> {
  await runFfmpeg([
    '-f',
    'lavfi',
    '-i',
    `color=s=${width}x${height}:d=1:r=1`,
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-b:v',
    '50k',
    '-pix_fmt',
    'yuv420p',
    '-f',
    'mp4',
    out,
  ]);
  return out;
}

/**
 * `fps` frames of a small picture stamped at `fps` frames per second, the last one moved to
 * `durationS`: ffprobe reads a `durationS` video at `fps`, a transcode makes every frame of it.
 */
export async function makeLongClaim(out: string, durationS: number, fps: number): Promise<string> {
  await runFfmpeg([
    '-f',
    'lavfi',
    '-i',
    `color=s=64x36:r=${fps}:d=1`,
    '-vf',
    `setpts='if(eq(N,${fps - 1}),${durationS}/TB,PTS)'`,
    '-vsync',
    'passthrough',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-video_track_timescale',
    String(fps),
    '-f',
    'mp4',
    out,
  ]);
  return out;
}
