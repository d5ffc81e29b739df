// @reel/storage: the browser-local stores — the IndexedDB database api_storage
// (watch history, watch later), the search history and volume in localStorage, and cookies.
// No dependencies; every operation fails quietly where the browser refuses storage.
export * from './constants';
export * from './records';
export { openApiStorage, type ApiStorage, type ApiStorageOptions } from './apiStorage';
export type { WatchHistoryStore, WatchLaterStore } from './stores';
export * from './localStore';
export * from './cookies';
