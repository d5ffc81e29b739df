// The checks the browser makes before a byte is sent (spec 001 §5): the file name, the extension,
// and for mp4/mov the duration and the orientation read from the file's own header. Each failure is
// a code of the upload's error texts (`upload.er.{code}`), the same the server answers.
import { BOX_EXTENSIONS, FILENAME_RE, MIN_DURATION_S, VIDEO_EXTENSIONS } from './constants';
import { readMp4Info, type Mp4Info, type TrackInfo } from './mp4Header';

export type PrecheckCode = 'filename' | 'extension' | 'duration' | 'vertical' | 'orientation' | 'broken';

/** The name before the last dot and the lower-cased extension after it ('' without a dot). */
export function splitFileName(name: string): { base: string; ext: string } {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? { base: name, ext: '' } : { base: name.slice(0, dot), ext: name.slice(dot + 1).toLowerCase() };
}

/** The name's own checks: the extension first (a wrong type is the bigger mistake), then the letters. */
export function checkFileName(name: string): PrecheckCode | null {
  const { base, ext } = splitFileName(name);
  if (!(VIDEO_EXTENSIONS as readonly string[]).includes(ext)) return 'extension';
  if (!FILENAME_RE.test(base)) return 'filename';
  return null;
}

export function isBoxContainer(name: string): boolean {
  return (BOX_EXTENSIONS as readonly string[]).includes(splitFileName(name).ext);
}

/** The size a track is shown at: its stored width and height turned by the display matrix. */
export function displaySize(track: TrackInfo): { width: number; height: number } {
  const [a = 0x10000, b = 0, , c = 0, d = 0x10000] = track.matrix;
  const fa = a / 0x10000;
  const fb = b / 0x10000;
  const fc = c / 0x10000;
  const fd = d / 0x10000;
  return {
    width: Math.abs(fa * track.width + fc * track.height),
    height: Math.abs(fb * track.width + fd * track.height),
  };
}

/**
 * Duration at least 3 minutes, and every picture horizontal: a frame stored taller than wide is
 * `vertical`; a wide frame the display matrix turns upright is of a different orientation.
 * An unknown duration (0) is left to the server.
 */
export function checkMp4Info(info: Mp4Info): PrecheckCode | null {
  if (info.durationS > 0 && info.durationS < MIN_DURATION_S) return 'duration';
  for (const track of info.tracks) {
    if (track.height > track.width) return 'vertical';
    const shown = displaySize(track);
    if (shown.height > shown.width) return 'orientation';
  }
  return null;
}

/** Every browser check of one file; null when the file may be sent. */
export async function precheckFile(file: File): Promise<PrecheckCode | null> {
  const byName = checkFileName(file.name);
  if (byName) return byName;
  if (!isBoxContainer(file.name)) return null;
  const info = await readMp4Info(file);
  if (info === 'broken') return 'broken';
  if (info === 'unreadable') return null;
  return checkMp4Info(info);
}
