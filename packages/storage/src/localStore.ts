// The two localStorage entries: the search history and the player's volume.
// Reading localStorage itself throws where the browser forbids it, and writing throws when it is
// full; either way the entry is a nicety, so the answer is "nothing stored" and the page goes on.
import { SEARCH_HISTORY_KEY, VOLUME_KEY, VOLUME_MAX, VOLUME_MIN } from './constants';

/** The part of Web Storage these entries use; tests pass a Map-backed object. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

export function browserLocalStorage(): StorageLike | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function read(storage: StorageLike | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(storage: StorageLike | null, key: string, value: string): boolean {
  try {
    if (!storage) return false;
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export interface SearchHistoryEntry {
  title: string;
}

/** The stored searches, oldest first; anything unreadable reads as none. */
export function readSearchHistory(storage: StorageLike | null = browserLocalStorage()): SearchHistoryEntry[] {
  try {
    const parsed: unknown = JSON.parse(read(storage, SEARCH_HISTORY_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((e): e is SearchHistoryEntry => typeof (e as SearchHistoryEntry | null)?.title === 'string').map((e) => ({ title: e.title }));
  } catch {
    return [];
  }
}

/** Adds a search unless the same title is stored already; true when it was added now. */
export function addSearchHistory(title: string, storage: StorageLike | null = browserLocalStorage()): boolean {
  const clean = title.trim();
  if (!clean) return false;
  const entries = readSearchHistory(storage);
  if (entries.some((e) => e.title === clean)) return false;
  return write(storage, SEARCH_HISTORY_KEY, JSON.stringify([...entries, { title: clean }]));
}

/**
 * The remembered volume, 0..1, or null when none is stored. The player writes the same entry
 * (String of a fraction), so a value either side writes reads the same on the other.
 */
export function readVolume(storage: StorageLike | null = browserLocalStorage()): number | null {
  const stored = read(storage, VOLUME_KEY);
  if (stored === null || stored.trim() === '') return null;
  const volume = Number(stored);
  return Number.isFinite(volume) ? Math.min(VOLUME_MAX, Math.max(VOLUME_MIN, volume)) : null;
}

/** Remembers a volume, clamped to 0..1; false for something that is not a number, or when storage refuses. */
export function writeVolume(volume: number, storage: StorageLike | null = browserLocalStorage()): boolean {
  if (typeof volume !== 'number' || !Number.isFinite(volume)) return false;
  return write(storage, VOLUME_KEY, String(Math.min(VOLUME_MAX, Math.max(VOLUME_MIN, volume))));
}
