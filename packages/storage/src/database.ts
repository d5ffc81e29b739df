// Opening api_storage and running one transaction at a time on it. Nothing here throws: a
// database that cannot be opened is null, and a transaction that fails gives its fallback, so the
// stores above can answer false, null or an empty list.
import {
  API_STORAGE_DB_NAME,
  API_STORAGE_DB_VERSION,
  RECORD_KEY_PATH,
  VIDEO_ID_INDEX,
  WATCH_HISTORY_STORE,
  WATCH_LATER_STORE,
} from './constants';

/** The browser's IndexedDB, or null where reading it throws (sandboxed frames, some privacy modes). */
export function browserIndexedDB(): IDBFactory | null {
  try {
    return globalThis.indexedDB ?? null;
  } catch {
    return null;
  }
}

function createStores(db: IDBDatabase): void {
  for (const name of [WATCH_HISTORY_STORE, WATCH_LATER_STORE]) {
    if (db.objectStoreNames.contains(name)) continue;
    const store = db.createObjectStore(name, { keyPath: RECORD_KEY_PATH, autoIncrement: true });
    store.createIndex(VIDEO_ID_INDEX, VIDEO_ID_INDEX, { unique: false });
  }
}

/**
 * The open database, or null when the open throws, fails, is blocked or gets no answer within
 * `timeoutMs`. A connection that arrives after the answer was given up on is closed at once.
 */
export function openDatabase(factory: IDBFactory, timeoutMs: number): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    let settled = false;
    const finish = (db: IDBDatabase | null): void => {
      if (settled) return void db?.close();
      settled = true;
      clearTimeout(timer);
      resolve(db);
    };
    const timer = setTimeout(() => finish(null), timeoutMs);
    let request: IDBOpenDBRequest;
    try {
      request = factory.open(API_STORAGE_DB_NAME, API_STORAGE_DB_VERSION);
    } catch {
      return finish(null);
    }
    request.onupgradeneeded = () => createStores(request.result);
    request.onsuccess = () => {
      const db = request.result;
      // Another tab asking for a newer version must not wait on this one.
      db.onversionchange = () => db.close();
      finish(db);
    };
    request.onerror = (event) => {
      event.preventDefault();
      finish(null);
    };
    request.onblocked = () => finish(null);
  });
}

/** Sets the answer a transaction gives once it has committed. */
export type Answer<T> = (value: T) => void;

/**
 * Runs `body` in one transaction on `storeName` and resolves with what it answered once the
 * transaction has committed, so a write is reported only when it is durable; any failure (a
 * closed connection, a refused write, an exception in `body`) resolves with `fallback`.
 */
export function transact<T>(
  db: IDBDatabase,
  storeName: string,
  mode: IDBTransactionMode,
  fallback: T,
  body: (store: IDBObjectStore, answer: Answer<T>) => void,
): Promise<T> {
  return new Promise((resolve) => {
    let result = fallback;
    try {
      const tx = db.transaction(storeName, mode);
      tx.oncomplete = () => resolve(result);
      tx.onabort = () => resolve(fallback);
      body(tx.objectStore(storeName), (value) => {
        result = value;
      });
    } catch {
      resolve(fallback);
    }
  });
}

/** Calls `then` with a request's result once it succeeds; a failure aborts the transaction. */
export function on<T>(request: IDBRequest<T>, then: (result: T) => void): void {
  request.onsuccess = () => then(request.result);
}
