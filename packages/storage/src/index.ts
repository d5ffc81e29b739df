// @reel/storage: the browser-local stores — the IndexedDB database api_storage (watch history,
// watch later), the search history in localStorage, and cookies. No dependencies; every operation
// fails quietly where the browser refuses storage.
export { openApiStorage, type ApiStorage, type ApiStorageOptions } from './apiStorage';
export type { WatchHistoryStore, WatchLaterStore } from './stores';
export type { LocalHistoryRecord, Stored, WatchLaterItem } from './records';
export { addSearchHistory, readSearchHistory, type SearchHistoryEntry, type StorageLike } from './localStore';
export { getCookie, setCookie, type CookieJar, type CookieOptions } from './cookies';
