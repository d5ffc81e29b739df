// The numbers and names of the browser-local stores, once, with their units.

/** The IndexedDB database and its version; version 1 creates both stores. */
export const API_STORAGE_DB_NAME = 'api_storage';
export const API_STORAGE_DB_VERSION = 1;
/** Its two object stores (keyPath `id`, auto-increment) and the index both keep on `video_id`. */
export const WATCH_HISTORY_STORE = 'watch_history';
export const WATCH_LATER_STORE = 'watch_later';
export const RECORD_KEY_PATH = 'id';
export const VIDEO_ID_INDEX = 'video_id';

/**
 * A browser that neither opens nor refuses the database (some private modes used to leave the
 * request pending forever) is treated as one that refused, after this long.
 */
export const OPEN_TIMEOUT_MS = 3000;
/** The watch history keeps this many videos; adding one more drops the oldest. */
export const WATCH_HISTORY_MAX_RECORDS = 200;

/** localStorage key of the search history. */
export const SEARCH_HISTORY_KEY = 'history_search';

/** Cookie defaults: kept one day, for the whole site, sent on top-level navigation only. */
export const COOKIE_DEFAULT_MAX_AGE_S = 86400;
export const COOKIE_DEFAULT_PATH = '/';
export const COOKIE_DEFAULT_SAME_SITE = 'Lax';
