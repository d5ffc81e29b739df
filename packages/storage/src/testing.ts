// For tests of code that uses the stores: a fresh in-memory IndexedDB (fake-indexeddb, a test
// double of the browser's), so each test starts from an empty api_storage of its own.
import { IDBFactory } from 'fake-indexeddb';

export function memoryIndexedDB(): IDBFactory {
  return new IDBFactory();
}

/** Replaces the environment's indexedDB (jsdom has none) with a fresh empty one. */
export function installMemoryIndexedDB(): IDBFactory {
  const factory = memoryIndexedDB();
  Object.defineProperty(globalThis, 'indexedDB', { value: factory, configurable: true, writable: true });
  return factory;
}
