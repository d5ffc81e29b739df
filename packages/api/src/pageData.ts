// The data calls the watch page's loader makes before it can draw, built once: the site's loader
// asks for exactly these, and the server names them in the page's head (`<link rel="preload">`),
// so the browser fetches them alongside the scripts instead of after them. (The list pages' calls
// depend on the gender cookie, and the pages are cached publicly, so their heads name none.)
import { LIFETIME_VIDEOFILE_PLAYER_S } from './constants.js';
import { relatedPath, videofilePath, videoPath } from './paths.js';
import type { Id } from './path-parts.js';

/** Related videos per page of the watch page's lists; the first page comes with the video. */
export const WATCH_RELATED_COUNT = 12;

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
