// The local watch history: the watch_history
// store of api_storage, newest first, in this browser only.
import type { LocalHistoryRecord, Stored, WatchHistoryStore } from '@reel/storage';
import { localStores } from '../local/stores';

/** Where an earlier version of the site kept the history: one JSON list in localStorage, newest first. */
export const HISTORY_STORAGE_KEY = 'reel.history';

/** A record as that earlier version stored it. */
export interface HistoryRecord {
  video_id: number;
  dir: string;
  title: string;
  duration: string;
  post_date: string;
  thumbnail: string;
  views: number;
}

function isRecord(value: unknown): value is HistoryRecord {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  return typeof r.video_id === 'number' && typeof r.dir === 'string' && typeof r.title === 'string';
}

/** The records of the earlier localStorage history; anything unreadable counts as none. */
export function readHistory(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): HistoryRecord[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(HISTORY_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isRecord) : [];
  } catch {
    return [];
  }
}

/**
 * Moves the earlier localStorage history into watch_history, oldest first so the order holds, and
 * drops the old entry once every record is stored; where the database refuses, the old entry stays.
 */
export async function moveLegacyHistory(history: WatchHistoryStore, storage: Pick<Storage, 'getItem' | 'removeItem'> | undefined = globalThis.localStorage): Promise<void> {
  try {
    if (storage?.getItem(HISTORY_STORAGE_KEY) == null) return;
    let stored = true;
    for (const record of readHistory(storage).reverse()) {
      stored = (await history.add({ sg_id: null, ex_tube: '', ex_id: '', ...record })) && stored;
    }
    if (stored) storage.removeItem(HISTORY_STORAGE_KEY);
  } catch {
    // Storage that refuses to be read or written keeps whatever it has.
  }
}

let moved: Promise<void> | null = null;

/** The watch history store, once any earlier history has been moved into it. */
export async function watchHistory(): Promise<WatchHistoryStore> {
  const { history } = localStores();
  moved ??= moveLegacyHistory(history);
  await moved;
  return history;
}

/** The watched videos, newest first; empty where the browser keeps no local database. */
export async function localHistory(): Promise<Stored<LocalHistoryRecord>[]> {
  return (await watchHistory()).all();
}
