// The watch-later store on the window as `wls` (spec 001 §9), for page scripts and partner widgets:
// `await wls.add({video_id, title, …})`, `await wls.allVideoIds()` and the rest of WatchLaterStore.
import type { WatchLaterStore } from '@reel/storage';
import { localStores } from './stores';

declare global {
  interface Window {
    wls?: WatchLaterStore;
  }
}

window.wls = localStores().watchLater;
