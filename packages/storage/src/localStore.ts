// The search history in localStorage. The player's volume entry belongs to the player.
// Reading localStorage itself throws where the browser forbids it, and writing throws when it is
// full; either way the entry is a nicety, so the answer is "nothing stored" and the page goes on.
import { SEARCH_HISTORY_KEY } from './constants';

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
    return parsed
      .filter((e): e is SearchHistoryEntry => typeof (e as SearchHistoryEntry | null)?.title === 'string')
      .map((e) => ({ title: e.title }));
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
