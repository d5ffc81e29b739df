// openApiStorage(): the api_storage database with its two stores. The database is
// opened on the first operation, not before, so exposing the stores costs a page nothing.
import { OPEN_TIMEOUT_MS, WATCH_HISTORY_MAX_RECORDS } from './constants';
import { browserIndexedDB, openDatabase } from './database';
import { createWatchHistory, createWatchLater, type WatchHistoryStore, type WatchLaterStore, type WithDatabase } from './stores';

export interface ApiStorageOptions {
  /** The IndexedDB to use; the browser's by default, null for none (every operation then fails quietly). */
  indexedDB?: IDBFactory | null;
  /** How long to wait for the database to open before treating it as refused. */
  openTimeoutMs?: number;
  /** How many videos the watch history keeps. */
  historyMaxRecords?: number;
}

export interface ApiStorage {
  history: WatchHistoryStore;
  watchLater: WatchLaterStore;
  /** Whether the database opened (opening it if nothing has yet). */
  available(): Promise<boolean>;
  /** Closes the connection; later operations answer as if the database could not be opened. */
  close(): Promise<void>;
}

export function openApiStorage(options: ApiStorageOptions = {}): ApiStorage {
  let opening: Promise<IDBDatabase | null> | null = null;
  let closed = false;
  const database = (): Promise<IDBDatabase | null> => {
    if (closed) return Promise.resolve(null);
    opening ??= (() => {
      const factory = options.indexedDB === undefined ? browserIndexedDB() : options.indexedDB;
      return factory ? openDatabase(factory, options.openTimeoutMs ?? OPEN_TIMEOUT_MS) : Promise.resolve(null);
    })();
    return opening;
  };
  const withDb: WithDatabase = async (fallback, fn) => {
    try {
      const db = await database();
      return db ? await fn(db) : fallback;
    } catch {
      return fallback;
    }
  };
  return {
    history: createWatchHistory(withDb, options.historyMaxRecords ?? WATCH_HISTORY_MAX_RECORDS),
    watchLater: createWatchLater(withDb),
    available: () => withDb(false, async () => true),
    async close() {
      closed = true;
      (await opening)?.close();
    },
  };
}
