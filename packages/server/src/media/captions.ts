// Where a video's captions live: `video_captions/{video_id}/` under the media root, one
// `{srclang}.vtt` per language and `tracks.json` naming each with its label. Kept per video, not in
// the media folder: seeded videos share media folders, and a transcode replaces its folder whole.
// The folder name has an underscore, so it can never be a media key; `.vtt` is not a picture, so
// `/media/` never serves it: the signed address is the only way to a file.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { posix } from 'node:path';
import { CAPTIONS_FORMAT, type CaptionsTrack } from '@reel/api';
import { absolutePath, isSafeMediaPath } from './layout.js';

export const CAPTIONS_ROOT = 'video_captions';
const MANIFEST = 'tracks.json';

/** The folder of a video's captions, relative to the media root. */
export const captionsFolder = (videoId: number): string => posix.join(CAPTIONS_ROOT, String(videoId));

/** The file of one language, relative to the media root. */
export function captionsFile(videoId: number, srclang: string): string {
  const path = posix.join(captionsFolder(videoId), `${srclang}${CAPTIONS_FORMAT}`);
  if (!isSafeMediaPath(path)) throw new Error(`unsafe captions path ${JSON.stringify(path)}`);
  return path;
}

/** Writes through a temporary name and a rename: a reader sees the old file or the new one, whole. */
async function writeWhole(mediaRoot: string, relative: string, body: string): Promise<void> {
  const target = absolutePath(mediaRoot, relative);
  const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temp, body);
  await rename(temp, target);
}

/** The video's tracks, in the order they were first attached; none when it has no folder. */
export async function readCaptions(mediaRoot: string, videoId: number): Promise<CaptionsTrack[]> {
  try {
    const text = await readFile(absolutePath(mediaRoot, posix.join(captionsFolder(videoId), MANIFEST)), 'utf8');
    const list = JSON.parse(text) as CaptionsTrack[];
    return Array.isArray(list) ? list.filter((t) => typeof t?.srclang === 'string' && typeof t.label === 'string') : [];
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}

/** Adds the track, or replaces the one of the same language; answers the tracks after. */
export async function saveCaptions(mediaRoot: string, videoId: number, track: CaptionsTrack, vtt: string): Promise<CaptionsTrack[]> {
  await mkdir(absolutePath(mediaRoot, captionsFolder(videoId)), { recursive: true });
  await writeWhole(mediaRoot, captionsFile(videoId, track.srclang), vtt);
  const before = await readCaptions(mediaRoot, videoId);
  const at = before.findIndex((t) => t.srclang === track.srclang);
  const after = at < 0 ? [...before, track] : before.map((t, i) => (i === at ? track : t));
  await writeWhole(mediaRoot, posix.join(captionsFolder(videoId), MANIFEST), `${JSON.stringify(after)}\n`);
  return after;
}

/** Removes every captions file of the video (its deletion or purge). */
export async function removeCaptions(mediaRoot: string, videoId: number): Promise<void> {
  await rm(absolutePath(mediaRoot, captionsFolder(videoId)), { recursive: true, force: true });
}
