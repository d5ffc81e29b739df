// The watch_history and watch_later stores. Each operation waits for the database;
// where there is none it answers false, null or an empty list and does nothing.
import { VIDEO_ID_INDEX, WATCH_HISTORY_STORE, WATCH_LATER_STORE } from './constants';
import { on, transact, type Answer } from './database';
import { historyRecordOf, toVideoId, watchLaterItemOf, type LocalHistoryRecord, type Stored, type WatchLaterItem } from './records';

/** Runs `fn` on the open database, or gives `fallback` when it could not be opened. */
export type WithDatabase = <T>(fallback: T, fn: (db: IDBDatabase) => Promise<T>) => Promise<T>;

export interface WatchHistoryStore {
  /** The entry for this video, or null. */
  get(video_id: number): Promise<Stored<LocalHistoryRecord> | null>;
  /** Adds the record as the newest entry, replacing an earlier one for the same video; true once stored. */
  add(record: LocalHistoryRecord): Promise<boolean>;
  /** True when an entry was removed. */
  delete(video_id: number): Promise<boolean>;
  clear(): Promise<boolean>;
  /** Newest first. */
  all(): Promise<Stored<LocalHistoryRecord>[]>;
}

export interface WatchLaterStore {
  get(video_id: number): Promise<Stored<WatchLaterItem> | null>;
  /** Adds the item only when the video is not in the list yet; true when it was added now. */
  add(item: WatchLaterItem): Promise<boolean>;
  /** True when an entry was removed. */
  delete(video_id: number): Promise<boolean>;
  clear(): Promise<boolean>;
  /** Newest first. */
  all(): Promise<Stored<WatchLaterItem>[]>;
  /** The video ids of all(), in its order. */
  allVideoIds(): Promise<number[]>;
  /** How many videos the list holds; null when the database could not be opened. */
  count(): Promise<number | null>;
  has(video_id: number): Promise<boolean>;
}

function getByVideo<T>(withDb: WithDatabase, storeName: string, value: unknown): Promise<Stored<T> | null> {
  const id = toVideoId(value);
  if (id === null) return Promise.resolve(null);
  return withDb(null, (db) =>
    transact<Stored<T> | null>(db, storeName, 'readonly', null, (store, answer) => {
      on(store.index(VIDEO_ID_INDEX).get(id), (found) => answer((found as Stored<T> | undefined) ?? null));
    }),
  );
}

/** Deletes every entry of the video in `store`, then calls `then` with how many there were. */
function removeVideo(store: IDBObjectStore, id: number, then: (removed: number) => void): void {
  on(store.index(VIDEO_ID_INDEX).getAllKeys(id), (keys) => {
    for (const key of keys) store.delete(key);
    then(keys.length);
  });
}

function deleteByVideo(withDb: WithDatabase, storeName: string, value: unknown): Promise<boolean> {
  const id = toVideoId(value);
  if (id === null) return Promise.resolve(false);
  return withDb(false, (db) =>
    transact(db, storeName, 'readwrite', false, (store, answer) => removeVideo(store, id, (n) => answer(n > 0))),
  );
}

function clearStore(withDb: WithDatabase, storeName: string): Promise<boolean> {
  return withDb(false, (db) => transact(db, storeName, 'readwrite', false, (store, answer) => on(store.clear(), () => answer(true))));
}

/** Keys grow with each add, so the newest entry has the highest key. */
function allNewestFirst<T>(withDb: WithDatabase, storeName: string): Promise<Stored<T>[]> {
  return withDb([] as Stored<T>[], (db) =>
    transact<Stored<T>[]>(db, storeName, 'readonly', [], (store, answer) =>
      on(store.getAll(), (rows) => answer((rows as Stored<T>[]).reverse())),
    ),
  );
}

/** Drops the oldest entries beyond `max`. */
function keepNewest(store: IDBObjectStore, max: number): void {
  on(store.getAllKeys(), (keys) => {
    for (const key of keys.slice(0, Math.max(0, keys.length - max))) store.delete(key);
  });
}

export function createWatchHistory(withDb: WithDatabase, maxRecords: number): WatchHistoryStore {
  const addRecord = (store: IDBObjectStore, record: LocalHistoryRecord, answer: Answer<boolean>): void =>
    // One transaction: the old entry goes and the new one comes, or neither.
    removeVideo(store, record.video_id, () =>
      on(store.add(record), () => {
        answer(true);
        keepNewest(store, maxRecords);
      }),
    );
  return {
    get: (video_id) => getByVideo(withDb, WATCH_HISTORY_STORE, video_id),
    add(value) {
      const record = historyRecordOf(value);
      if (!record) return Promise.resolve(false);
      return withDb(false, (db) =>
        transact(db, WATCH_HISTORY_STORE, 'readwrite', false, (store, answer) => addRecord(store, record, answer)),
      );
    },
    delete: (video_id) => deleteByVideo(withDb, WATCH_HISTORY_STORE, video_id),
    clear: () => clearStore(withDb, WATCH_HISTORY_STORE),
    all: () => allNewestFirst(withDb, WATCH_HISTORY_STORE),
  };
}

export function createWatchLater(withDb: WithDatabase): WatchLaterStore {
  const all = () => allNewestFirst<WatchLaterItem>(withDb, WATCH_LATER_STORE);
  return {
    get: (video_id) => getByVideo(withDb, WATCH_LATER_STORE, video_id),
    add(value) {
      const item = watchLaterItemOf(value);
      if (!item) return Promise.resolve(false);
      // The check and the add share one readwrite transaction, so two quick clicks add it once.
      return withDb(false, (db) =>
        transact(db, WATCH_LATER_STORE, 'readwrite', false, (store, answer) =>
          on(store.index(VIDEO_ID_INDEX).count(item.video_id), (n) => {
            if (n === 0) on(store.add(item), () => answer(true));
          }),
        ),
      );
    },
    delete: (video_id) => deleteByVideo(withDb, WATCH_LATER_STORE, video_id),
    clear: () => clearStore(withDb, WATCH_LATER_STORE),
    all,
    allVideoIds: async () => (await all()).map((item) => item.video_id),
    count: () =>
      withDb(null, (db) => transact<number | null>(db, WATCH_LATER_STORE, 'readonly', null, (store, answer) => on(store.count(), answer))),
    has: async (video_id) => (await getByVideo(withDb, WATCH_LATER_STORE, video_id)) !== null,
  };
}
