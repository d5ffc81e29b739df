// The local watch history: the watch_history
// store of api_storage, newest first, in this browser only.
import type { LocalHistoryRecord, Stored, WatchHistoryStore } from '@reel/storage';
import { localStores } from '../local/stores';

/** The watch history store of this browser. */
export async function watchHistory(): Promise<WatchHistoryStore> {
  return localStores().history;
}

/** The watched videos, newest first; empty where the browser keeps no local database. */
export async function localHistory(): Promise<Stored<LocalHistoryRecord>[]> {
  return (await watchHistory()).all();
}
