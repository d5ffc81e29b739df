// Which captions show: the viewer's remembered choice (by language, kept in storage like the
// volume), else the track marked default, else none. Turning them off is remembered too.
import { CAPTIONS_STORAGE_KEY } from '../constants.js';
import type { TextTrackSource } from './media.js';
import type { StorageLike } from './volume.js';

/**
 * The remembered choice: a language, null for "off", undefined when the viewer never chose (or
 * storage is unusable: a sandboxed frame, private mode).
 */
export function loadCaptions(storage: StorageLike | null | undefined): string | null | undefined {
  try {
    const stored = storage?.getItem(CAPTIONS_STORAGE_KEY);
    return stored == null ? undefined : stored || null;
  } catch {
    return undefined;
  }
}

export function saveCaptions(storage: StorageLike | null | undefined, srclang: string | null): void {
  try {
    storage?.setItem(CAPTIONS_STORAGE_KEY, srclang ?? '');
  } catch {
    // A nicety, like the volume: a full or refused storage is ignored.
  }
}

/** The language to show first: a remembered one this video has, a remembered "off", else the default track's. */
export function initialCaptions(tracks: readonly TextTrackSource[], remembered: string | null | undefined): string | null {
  if (remembered === null) return null;
  if (remembered !== undefined && tracks.some((t) => t.srclang === remembered)) return remembered;
  return tracks.find((t) => t.default)?.srclang ?? null;
}
