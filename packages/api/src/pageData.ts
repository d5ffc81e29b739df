// The data calls a page's loader makes before it can draw, built once: the site's loader asks for
// exactly these, and the server names them in the page's head (`<link rel="preload">`), so the
// browser fetches them alongside the scripts instead of after them. The list pages' calls depend
// on the gender cookie and their pages are cached publicly, so their heads hold the calls of every
// gender and a small script picks the visitor's (the server's pages/listPreload.ts).
import { COUNT_RELATED, LIFETIME_VIDEOFILE_PLAYER_S } from './constants.js';
import { relatedPath, videofilePath, videoPath } from './paths.js';
import type { Id } from './path-parts.js';
import type { TitleParams } from './pages/entry.js';
import type { Gender } from './pages/preload.js';
import { SITE_PAGES, type PageName } from './pages/table.js';

/** Related videos per page of the watch page's lists: the related call's own page size. The first
 * page comes with the video. */
export const WATCH_RELATED_COUNT = COUNT_RELATED;

/** The related list's first page: the player's up-next card and the watch page's suggestions. */
const watchRelatedParams = { page: 1, count: WATCH_RELATED_COUNT } as const;

export interface WatchDataPaths {
  video: string;
  related: string;
  /** The player's file list; asked for only when the page has a player for this visitor. */
  videofile: string;
}

export function watchDataPaths(video_id: Id): WatchDataPaths {
  return {
    video: videoPath(video_id),
    related: relatedPath(video_id, watchRelatedParams),
    videofile: videofilePath(video_id, { lifetime: LIFETIME_VIDEOFILE_PLAYER_S }),
  };
}

export { LIST_LIFETIME_S, VIDEO_PAGE_SIZE } from './pages/preload.js';

/** The data calls the loader of a list page makes first, for one gender (the page table's
 * `preload`); `params` are the page's, `null` for a page that preloads none this way. */
export function listDataPaths(name: PageName, params: TitleParams, gender: Gender): string[] | null {
  return SITE_PAGES[name].preload?.(params, gender) ?? null;
}
