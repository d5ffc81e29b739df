// Where a video's captions live: `video_captions/{video_id}/` under the media root, one
// `{srclang}.vtt` per language and beside it `{srclang}.json` with its label. One description file
// per language, never a shared list: two attaches at the same moment (two nodes, two tabs) then
// cannot lose each other's language to a read-modify-write. Kept per video, not in
// the media folder: seeded videos share media folders, and a transcode replaces its folder whole.
// The folder name has an underscore, so it can never be a media key; `.vtt` is not a picture, so
// `/media/` never serves it: the signed address is the only way to a file.
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { posix } from 'node:path';
import { CAPTIONS_FORMAT, type CaptionsTrack } from '@reel/api';
import { absolutePath, isSafeMediaPath } from './layout.js';

export const CAPTIONS_ROOT = 'video_captions';
/** The description file of one language: `{srclang}.json`. */
const DESCRIPTION = '.json';

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

/** What `{srclang}.json` holds: the track, and when its language was first attached (its order). */
interface Described extends CaptionsTrack {
  attached_at: number;
}

async function readDescription(mediaRoot: string, relative: string): Promise<Described | null> {
  try {
    const d = JSON.parse(await readFile(absolutePath(mediaRoot, relative), 'utf8')) as Partial<Described>;
    if (typeof d?.srclang !== 'string' || typeof d.label !== 'string') return null;
    return { srclang: d.srclang, label: d.label, attached_at: Number(d.attached_at) || 0 };
  } catch (err) {
    // Gone between the listing and the read (a removal): as if never there.
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

/** The video's tracks, in the order their languages were first attached; none when it has no folder. */
export async function readCaptions(mediaRoot: string, videoId: number): Promise<CaptionsTrack[]> {
  const folder = captionsFolder(videoId);
  let names: string[];
  try {
    names = await readdir(absolutePath(mediaRoot, folder));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  const described = await Promise.all(
    names.filter((n) => n.endsWith(DESCRIPTION)).map((n) => readDescription(mediaRoot, posix.join(folder, n))),
  );
  return described
    .filter((d): d is Described => d !== null)
    .sort((a, b) => a.attached_at - b.attached_at || a.srclang.localeCompare(b.srclang))
    .map(({ srclang, label }) => ({ srclang, label }));
}

/** Adds the track, or replaces the one of the same language (keeping its place); answers the tracks after. */
export async function saveCaptions(mediaRoot: string, videoId: number, track: CaptionsTrack, vtt: string): Promise<CaptionsTrack[]> {
  await mkdir(absolutePath(mediaRoot, captionsFolder(videoId)), { recursive: true });
  const description = posix.join(captionsFolder(videoId), `${track.srclang}${DESCRIPTION}`);
  if (!isSafeMediaPath(description)) throw new Error(`unsafe captions path ${JSON.stringify(description)}`);
  const before = await readDescription(mediaRoot, description);
  await writeWhole(mediaRoot, captionsFile(videoId, track.srclang), vtt);
  const attached_at = before?.attached_at ?? Date.now();
  await writeWhole(mediaRoot, description, `${JSON.stringify({ srclang: track.srclang, label: track.label, attached_at })}\n`);
  return readCaptions(mediaRoot, videoId);
}

/** Removes every captions file of the video (its deletion or purge). */
export async function removeCaptions(mediaRoot: string, videoId: number): Promise<void> {
  await rm(absolutePath(mediaRoot, captionsFolder(videoId)), { recursive: true, force: true });
}
