// The site's browser-local stores read from a test: IndexedDB api_storage as the page sees it.
import type { Page } from 'playwright-core';

export interface StoredVideo {
  id: number;
  video_id: number;
  title: string;
}

/**
 * A store of api_storage read straight from IndexedDB, newest first. Where the site has not made the
 * database yet the read is abandoned in its upgrade, so it never makes an empty one in its place.
 */
export function storeRecords(page: Page, store: 'watch_history' | 'watch_later'): Promise<StoredVideo[]> {
  return page.evaluate(
    (name) =>
      new Promise((resolve) => {
        const req = indexedDB.open('api_storage', 1);
        req.onupgradeneeded = () => req.transaction?.abort();
        req.onerror = () => resolve([]);
        req.onsuccess = () => {
          const db = req.result;
          const all = db.transaction(name).objectStore(name).getAll();
          all.onsuccess = () => {
            db.close();
            resolve((all.result as StoredVideo[]).reverse());
          };
        };
      }),
    store,
  );
}
