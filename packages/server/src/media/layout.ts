// Where each file of a media key lives. Paths are relative to the media root (served at `/media/`)
// and always use forward slashes, so they double as URL paths; `absolutePath` maps them to disk.
import { randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { FORMAT_TRAILER } from '@reel/api';
import { MEDIA_KEY_RANDOM_BYTES, PUBLIC_PICTURE_EXTENSIONS } from './constants.js';
import type { MediaInfo } from './types.js';

/**
 * Letters, digits and hyphens only: no path traversal, and no underscore, so a file name such as
 * `K_sd.mp4` splits unambiguously into key and format.
 */
const MEDIA_KEY = /^[A-Za-z0-9][A-Za-z0-9-]{0,99}$/;

export function isMediaKey(key: string): boolean {
  return MEDIA_KEY.test(key);
}

/**
 * A new media folder's name: `prefix-` and 128 random bits in hex. Pictures stay public at
 * `/media/{key}/…`, so the key must not be guessable from anything a list shows of other videos
 * (an unpublished upload's id, say).
 */
export function newMediaKey(prefix = ''): string {
  const random = randomBytes(MEDIA_KEY_RANDOM_BYTES).toString('hex');
  return prefix ? `${prefix}-${random}` : random;
}

/** Starts the hidden name a file or folder has until it is whole: never served, swept if left behind. */
export const PARTIAL_FOLDER_PREFIX = '.partial-';

export function assertMediaKey(key: string): void {
  if (!isMediaKey(key)) throw new Error(`invalid media key ${JSON.stringify(key)}: use letters, digits and hyphens`);
}

export interface MediaLayout {
  dir: string;
  /** `K/K_sd.mp4`, `K/K.mp4`, `K/K_fhd.mp4`, `K/K_tr.mp4` for the formats of @reel/api. */
  file(format: string): string;
  trailer: string;
  hlsDir: string;
  hlsPlaylist: string;
  screensDir: string;
  /** 1-based, as the site numbers screenshots. */
  screen(index: number): string;
  thumb: string;
  scr: string;
  scr1: string;
  img: string;
  preview: string;
  timelinesDir: string;
  /** 0-based sprite sheet. */
  sprite(index: number): string;
  /** The sheets' name with ffmpeg's `%d` for the sheet number. */
  spritePattern: string;
  mediaJson: string;
}

export function mediaLayout(key: string): MediaLayout {
  assertMediaKey(key);
  const at = (...parts: string[]) => posix.join(key, ...parts);
  return {
    dir: key,
    file: (format) => at(`${key}${format}`),
    trailer: at(`${key}${FORMAT_TRAILER}`),
    hlsDir: at('hls'),
    hlsPlaylist: at('hls', 'video.m3u8'),
    screensDir: at('screens'),
    screen: (index) => at('screens', `${index}.jpg`),
    thumb: at('thumb.jpg'),
    scr: at('scr.jpg'),
    scr1: at('scr1.jpg'),
    img: at('img.jpg'),
    preview: at('preview.mp4'),
    timelinesDir: at('timelines'),
    sprite: (index) => at('timelines', `sprite-${index}.jpg`),
    spritePattern: at('timelines', 'sprite-%d.jpg'),
    mediaJson: at('media.json'),
  };
}

const SAFE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** A stored path that stays inside the media root: relative, forward slashes, every part starting
 * with a letter or digit (so no `.`, `..` or hidden temporary names). */
export function isSafeMediaPath(relative: string): boolean {
  const parts = relative.split('/');
  return parts.length > 0 && parts.every((p) => SAFE_SEGMENT.test(p));
}

/** The list preview, `K/preview.mp4`: a muted 320×180 montage of a few seconds that every public
 * list shows on hover, as public as the thumbnail beside it. */
const LIST_PREVIEW = /^[A-Za-z0-9][A-Za-z0-9-]{0,99}\/preview\.mp4$/;

/** What `/media/` may serve: pictures (by extension) and the list preview, at a safe path. */
export function isPublicPicture(relative: string): boolean {
  const path = relative.replace(/^\/+/, '');
  const lower = path.toLowerCase();
  return isSafeMediaPath(path) && (PUBLIC_PICTURE_EXTENSIONS.some((ext) => lower.endsWith(ext)) || LIST_PREVIEW.test(path));
}

/** Disk path of a root-relative media path. */
export function absolutePath(mediaRoot: string, relative: string): string {
  return join(mediaRoot, ...relative.split('/'));
}

/** Reads `K/media.json`; null when the key has not been (fully) transcoded yet. */
export async function readMediaInfo(mediaRoot: string, key: string): Promise<MediaInfo | null> {
  try {
    const text = await readFile(absolutePath(mediaRoot, mediaLayout(key).mediaJson), 'utf8');
    return JSON.parse(text) as MediaInfo;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

/**
 * Writes `K/media.json` through a temporary file and a rename: the file only ever appears whole,
 * which is what makes "media.json exists" a safe sign that the folder is complete.
 */
export async function writeMediaInfo(mediaRoot: string, info: MediaInfo, folder = join(mediaRoot, info.media_key)): Promise<void> {
  const target = join(folder, posix.basename(mediaLayout(info.media_key).mediaJson));
  const temp = `${target}.${process.pid}.tmp`;
  await writeFile(temp, `${JSON.stringify(info, null, 2)}\n`);
  await rename(temp, target);
}
