// What the server checks of an uploaded file once it is on disk: the
// browser checked the same before sending, but only ffprobe's reading of the bytes is trusted.
import { rm, stat } from 'node:fs/promises';
import { MIN_VIDEO_DURATION_S, UPLOAD_EXTENSIONS, uploadOrientationCode, type UploadErrorCode } from '@reel/api';
import { probe, runFfmpeg, untrustedInput, type ProbeResult } from '../media/ffmpeg.js';
import {
  DECODE_CHECK_FROM_END_S,
  DECODE_CHECK_TIMEOUT_MS,
  PROBE_TIMEOUT_MS,
  UPLOAD_DEMUXERS,
  UPLOAD_MAX_DURATION_S,
  UPLOAD_MAX_FRAME_RATE_FPS,
  UPLOAD_MAX_FRAMES,
  UPLOAD_MAX_HEIGHT_PX,
  UPLOAD_MAX_PIXELS,
  UPLOAD_MAX_WIDTH_PX,
} from './constants.js';

/** How the first ffprobe opens an upload: local file, accepted containers only. It reads headers,
 * so it still reports an oversized picture, which the checks below then refuse by name. */
const UPLOAD_PROBE_INPUT = untrustedInput(UPLOAD_DEMUXERS);

/** How every later ffmpeg and ffprobe run opens an upload: the same, and a decoder refuses any
 * frame above the pixel cap, even one that grows past what the headers said. */
export const UPLOAD_INPUT = [...UPLOAD_PROBE_INPUT, '-max_pixels', String(UPLOAD_MAX_PIXELS)];

export type FileVerdict = { ok: true; probe: ProbeResult } | { ok: false; code: UploadErrorCode; info?: Record<string, number> };

/** ffprobe's format names (e.g. 'mov,mp4,m4a,3gp,3g2,mj2') mapped to the families of UPLOAD_EXTENSIONS. */
export function containerFamilies(formatName: string): string[] {
  const names = formatName.split(',');
  const out = new Set<string>();
  if (names.includes('mp4') || names.includes('mov')) out.add('mp4');
  if (names.includes('matroska') || names.includes('webm')) out.add('matroska');
  for (const n of ['avi', 'asf', 'flv', 'mpeg', 'mpegts']) if (names.includes(n)) out.add(n);
  return [...out];
}

/** Whether the extension names the container the file really is. */
export function extensionMatches(extension: string, formatName: string): boolean {
  const allowed = UPLOAD_EXTENSIONS[extension];
  if (!allowed) return false;
  return containerFamilies(formatName).some((f) => allowed.includes(f));
}

/**
 * Decodes one frame near the end into a picture beside the file: a file whose index survived but
 * whose data was cut short yields no frame (ffmpeg only warns that the output is empty, so the
 * picture's presence is the test, not the exit code).
 */
async function decodesToTheEnd(path: string, durationS: number): Promise<boolean> {
  const at = Math.max(0, durationS - DECODE_CHECK_FROM_END_S);
  const picture = `${path}.check.jpg`;
  try {
    await runFfmpeg(['-ss', String(at), ...UPLOAD_INPUT, '-i', path, '-map', '0:v:0', '-frames:v', '1', '-f', 'image2', picture], {
      timeoutMs: DECODE_CHECK_TIMEOUT_MS,
    });
    return (await stat(picture)).size > 0;
  } catch {
    return false;
  } finally {
    await rm(picture, { force: true });
  }
}

/** What an upload would cost to decode and transcode, checked against the caps before either. */
export function decodeCostRefusal(p: ProbeResult): FileVerdict | null {
  if (p.width > UPLOAD_MAX_WIDTH_PX || p.height > UPLOAD_MAX_HEIGHT_PX || p.width * p.height > UPLOAD_MAX_PIXELS)
    return {
      ok: false,
      code: 'max_resolution',
      info: { width: UPLOAD_MAX_WIDTH_PX, height: UPLOAD_MAX_HEIGHT_PX, pixels: UPLOAD_MAX_PIXELS },
    };
  if (p.duration_s > UPLOAD_MAX_DURATION_S) return { ok: false, code: 'max_duration', info: { max: UPLOAD_MAX_DURATION_S } };
  if (p.frame_rate_fps > UPLOAD_MAX_FRAME_RATE_FPS) return { ok: false, code: 'max_frame_rate', info: { max: UPLOAD_MAX_FRAME_RATE_FPS } };
  if (p.duration_s * p.frame_rate_fps > UPLOAD_MAX_FRAMES) return { ok: false, code: 'max_frames', info: { max: UPLOAD_MAX_FRAMES } };
  return null;
}

/**
 * Checks in the order a member fixes them: unreadable, then the wrong container, then no picture,
 * then what it would cost to decode (size, length, frame rate), then length and shape, and last the
 * (slower) decode of the end. Duplicates are the caller's (they
 * need the database). A file ffprobe cannot read in time, or only with a demuxer or protocol that
 * is not allowed, is damaged.
 */
export async function checkVideoFile(path: string, extension: string, timeoutMs = PROBE_TIMEOUT_MS): Promise<FileVerdict> {
  let p: ProbeResult;
  try {
    p = await probe(path, { inputArgs: UPLOAD_PROBE_INPUT, timeoutMs });
  } catch {
    return { ok: false, code: 'damaged' };
  }
  if (!p.format_name) return { ok: false, code: 'damaged' };
  if (!extensionMatches(extension, p.format_name)) return { ok: false, code: 'extension' };
  if (!p.video_codec || !(p.width > 0) || !(p.height > 0) || !(p.duration_s > 0)) return { ok: false, code: 'broken' };
  const tooCostly = decodeCostRefusal(p);
  if (tooCostly) return tooCostly;
  if (p.duration_s < MIN_VIDEO_DURATION_S) return { ok: false, code: 'min_duration', info: { min: MIN_VIDEO_DURATION_S } };
  const shape = uploadOrientationCode(p.width, p.height, p.rotation);
  if (shape) return { ok: false, code: shape };
  if (!(await decodesToTheEnd(path, p.duration_s))) return { ok: false, code: 'broken' };
  return { ok: true, probe: p };
}
