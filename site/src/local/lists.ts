// The two local lists as the pages show them: how each record becomes a thumbnail, and the
// operations a page runs on its store.
import { watchPagePath } from '@reel/api/pages';
import type { LocalHistoryRecord, WatchLaterItem } from '@reel/storage';
import { localHistory, watchHistory } from '../lists/history';
import type { LocalCard } from './LocalVideoList';
import { localStores } from './stores';

/**
 * A watch-later item has no `dir`, so its link carries one made from the title; the
 * watch route sends any other dir on to the video's own address.
 */
export function dirFromTitle(title: string): string {
  return (
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'video'
  );
}

export function historyCard(r: LocalHistoryRecord): LocalCard {
  return {
    video_id: r.video_id,
    href: watchPagePath(r.video_id, r.dir || dirFromTitle(r.title)),
    title: r.title,
    picture: r.thumbnail,
    duration: r.duration,
    views: r.views,
  };
}

export function watchLaterCard(item: WatchLaterItem): LocalCard {
  return {
    video_id: item.video_id,
    href: watchPagePath(item.video_id, dirFromTitle(item.title)),
    title: item.title,
    picture: item.scr,
    duration: item.duration,
    views: item.video_viewed,
  };
}

export const historyList = {
  load: async (): Promise<LocalCard[]> => (await localHistory()).map(historyCard),
  remove: async (video_id: number): Promise<boolean> => (await watchHistory()).delete(video_id),
  clear: async (): Promise<boolean> => (await watchHistory()).clear(),
};

export const watchLaterList = {
  load: async (): Promise<LocalCard[]> => (await localStores().watchLater.all()).map(watchLaterCard),
  remove: (video_id: number): Promise<boolean> => localStores().watchLater.delete(video_id),
  clear: (): Promise<boolean> => localStores().watchLater.clear(),
};

/** A page number from the address: a positive whole number, else 1. */
export function pageNumber(value: string | null | undefined): number {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : 1;
}

/** `/members/5/history/` and `/members/5/history/3/` both page as `/members/5/history/{n}/`. */
export function memberPageHref(pathname: string, hasPage: boolean): (page: number) => string {
  const base = hasPage ? pathname.replace(/[^/]+\/?$/, '') : pathname.endsWith('/') ? pathname : `${pathname}/`;
  return (page) => `${base}${page}/`;
}

/** A list at a route without a page segment (`/history/`): later pages are `{path}?page=n`. */
export function queryPageHref(path: string): (page: number) => string {
  return (page) => (page > 1 ? `${path}?page=${page}` : path);
}
