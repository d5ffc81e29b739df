// The data calls a page's loader makes before it can draw, built once: the site's loader asks for
// exactly these, and the server names them in the page's head (`<link rel="preload">`), so the
// browser fetches them alongside the scripts instead of after them. The list pages' calls depend
// on the gender cookie and their pages are cached publicly, so their heads hold the calls of every
// gender and a small script picks the visitor's (the server's pages/listPreload.ts).
import { COUNT_RELATED, LIFETIME_VIDEOFILE_PLAYER_S, type GENDERS, type VIDEO_SORTS } from './constants.js';
import { categoriesPath, relatedPath, videofilePath, videosPath, videoPath } from './paths.js';
import type { Id } from './path-parts.js';

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

/** Videos per page of the site's video lists. */
export const VIDEO_PAGE_SIZE = 24;
/** The site's lists are cached for an hour (s). */
export const LIST_LIFETIME_S = 3600;

/** The data calls the loader of a list page makes first, for one gender; `params` are the site
 * route's (siteRoutes.ts), `null` for a page not listed. */
export function listDataPaths(name: string, params: Readonly<Record<string, string>>, gender: (typeof GENDERS)[number]): string[] | null {
  const common = { lifetime: LIST_LIFETIME_S, gender, count: VIDEO_PAGE_SIZE };
  const page = params.page ? Number(params.page) : 1;
  switch (name) {
    case 'index':
      return [videosPath({ ...common, page: 1 })];
    case 'videos':
      return [videosPath({ ...common, sort: params.sort as (typeof VIDEO_SORTS)[number], page })];
    case 'videos-categories':
      return [
        videosPath({ ...common, section: 'category', object_id: params.object_id, page }),
        categoriesPath({ lifetime: LIST_LIFETIME_S, gender, section: 'all' }),
      ];
    default:
      return null;
  }
}
