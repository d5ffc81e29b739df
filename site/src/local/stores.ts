// The site's one api_storage, opened on its first use; the watch history and the
// watch-later list of this browser.
import { openApiStorage, type ApiStorage } from '@reel/storage';
import { HISTORY_MAX_RECORDS } from '../constants';

let stores: ApiStorage | null = null;

export function localStores(): ApiStorage {
  stores ??= openApiStorage({ historyMaxRecords: HISTORY_MAX_RECORDS });
  return stores;
}

/** Forget the opened storage, so the next use opens it again (a test's fresh page). */
export function resetLocalStores(): void {
  stores = null;
}
