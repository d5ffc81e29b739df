// The checks the browser makes before a byte is sent, with the contract's rules and
// codes (@reel/api upload.ts), so the page refuses what the server would: the file name, the
// extension, the size limit, and for mp4/mov the duration and the orientation read from the
// file's own header. A header the browser cannot read is left to the server's ffprobe.
import {
  isAllowedUploadExtension,
  isValidUploadFilename,
  MIN_VIDEO_DURATION_S,
  UPLOAD_EXTENSIONS,
  uploadExtension,
  uploadOrientationCode,
  type UploadErrorCode,
} from '@reel/api';
import { BOX_FAMILY } from './constants';
import { readMp4Info, type Mp4Info, type TrackInfo } from './mp4Header';

export type PrecheckCode = Extract<
  UploadErrorCode,
  'filename' | 'extension' | 'too_large' | 'min_duration' | 'vertical' | 'orientation' | 'damaged'
>;

/** The name's own checks, in the order the server makes them. */
export function checkFileName(name: string): PrecheckCode | null {
  if (!isValidUploadFilename(name)) return 'filename';
  if (!isAllowedUploadExtension(name)) return 'extension';
  return null;
}

/** Whether the file is made of ISO BMFF boxes (mp4, m4v, mov, 3gp), whose header mux.js reads. */
export function isBoxContainer(name: string): boolean {
  return UPLOAD_EXTENSIONS[uploadExtension(name)]?.includes(BOX_FAMILY) ?? false;
}

/** Degrees the display matrix turns the picture, 0…359 (a = cos, b = sin, in 16.16 fixed point). */
export function rotationOf(track: TrackInfo): number {
  const [a = 0x10000, b = 0] = track.matrix;
  const degrees = Math.round((Math.atan2(b, a) * 180) / Math.PI);
  return ((degrees % 360) + 360) % 360;
}

/** At least MIN_VIDEO_DURATION_S long (an unknown duration, 0, is left to the server), and every picture wide as shown. */
export function checkMp4Info(info: Mp4Info): PrecheckCode | null {
  if (info.durationS > 0 && info.durationS < MIN_VIDEO_DURATION_S) return 'min_duration';
  for (const track of info.tracks) {
    const shape = uploadOrientationCode(track.width, track.height, rotationOf(track));
    if (shape) return shape;
  }
  return null;
}

/** Every browser check of one file; null when the file may be sent. `maxBytes` 0 means no known limit. */
export async function precheckFile(file: File, maxBytes = 0): Promise<PrecheckCode | null> {
  const byName = checkFileName(file.name);
  if (byName) return byName;
  if (maxBytes > 0 && file.size > maxBytes) return 'too_large';
  if (!isBoxContainer(file.name)) return null;
  const info = await readMp4Info(file);
  if (info === 'broken') return 'damaged';
  if (info === 'unreadable') return null;
  return checkMp4Info(info);
}
