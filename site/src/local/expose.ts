// The watch-later store on the window as `wls`, for page scripts and partner widgets:
// `await wls.add({video_id, title, …})`, `await wls.allVideoIds()` and the rest of WatchLaterStore.
// Every operation is async already, so `wls` can be there from the start while the store's code
// stays out of the first load: each call fetches it on first use (the watch page has it anyway).
import type { WatchLaterStore } from '@reel/storage';

declare global {
  interface Window {
    wls?: WatchLaterStore;
  }
}

/** What each operation answers when even the store's code cannot be fetched (quietly). */
const FALLBACKS: { [K in keyof WatchLaterStore]: Awaited<ReturnType<WatchLaterStore[K]>> } = {
  get: null,
  add: false,
  delete: false,
  clear: false,
  all: [],
  allVideoIds: [],
  count: null,
  has: false,
};

type Operation = (...args: unknown[]) => Promise<unknown>;

function lazyOperation(name: keyof WatchLaterStore): Operation {
  return async (...args) => {
    try {
      const { localStores } = await import('./stores');
      return await (localStores().watchLater[name] as Operation)(...args);
    } catch {
      const fallback = FALLBACKS[name];
      // A fresh list each time: a caller may change what it got.
      return Array.isArray(fallback) ? [] : fallback;
    }
  };
}

/** Puts `wls` on the window; the site's entry calls it once. */
export function exposeWatchLater(win: Window = window): void {
  win.wls = Object.fromEntries(
    Object.keys(FALLBACKS).map((name) => [name, lazyOperation(name as keyof WatchLaterStore)]),
  ) as unknown as WatchLaterStore;
}
