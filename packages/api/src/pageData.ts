// The data calls a page's loader makes before it can draw, built once: the site's loader asks for
// exactly these, and the server names them in the page's head (`<link rel="preload">`), so the
// browser fetches them alongside the scripts instead of after them. The list pages' calls depend
// on the gender cookie and their pages are cached publicly, so their heads hold the calls of every
// gender and a small script picks the visitor's (the server's pages/listPreload.ts).
import { COUNT_RELATED, LIFETIME_VIDEOFILE_PLAYER_S, type GENDERS, type VIDEO_SORTS } from './constants.js';
import { categoriesPath, relatedPath, videofilePath, videosPath, videoPath } from './paths.js';
import type { Id } from './path-parts.js';
import { INFORMATION_PAGES, MEMBER_LIST_TABS, MEMBER_PLAIN_TABS, memberRouteName, type PageName } from './pages/table.js';

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

type Gender = (typeof GENDERS)[number];
/** A page's first data calls for one gender, from its parameters as its address writes them. */
type Preload = (params: Readonly<Partial<Record<string, string>>>, gender: Gender) => string[];

const listCommon = (gender: Gender) => ({ lifetime: LIST_LIFETIME_S, gender, count: VIDEO_PAGE_SIZE });
const pageOf = (params: Readonly<Partial<Record<string, string>>>): number => (params.page ? Number(params.page) : 1);

/**
 * The data calls each page's loader makes before it can draw, preloaded from its head: null for a
 * page that preloads nothing this way (the watch page names its calls with the video it boots,
 * `watchDataPaths`; the others draw before their data or are not cached publicly).
 */
export const PAGE_PRELOAD: Readonly<Record<PageName, Preload | null>> = {
  index: (_, gender) => [videosPath({ ...listCommon(gender), page: 1 })],
  videos: (p, gender) => [videosPath({ ...listCommon(gender), sort: p.sort as (typeof VIDEO_SORTS)[number], page: pageOf(p) })],
  'videos-categories': (p, gender) => [
    videosPath({ ...listCommon(gender), section: 'category', object_id: p.object_id, page: pageOf(p) }),
    categoriesPath({ lifetime: LIST_LIFETIME_S, gender, section: 'all' }),
  ],
  video: null,
  categories: null,
  search: null,
  signin: null,
  signup: null,
  'reset-password': null,
  community: null,
  'partner-program': null,
  pornstars: null,
  pornsites: null,
  pornstar: null,
  pornstar_info: null,
  pornstar_comments: null,
  pornstar_videos: null,
  pornsite: null,
  pornsite_info: null,
  pornsite_videos: null,
  playlist: null,
  information: null,
  ...none(INFORMATION_PAGES.map((name) => `information_${name}` as const)),
  members: null,
  ...none([...MEMBER_LIST_TABS, ...MEMBER_PLAIN_TABS].map(memberRouteName)),
  upload: null,
  contacts: null,
  download: null,
  history: null,
  'watch-later': null,
  admin: null,
};

/** A family of pages (the information pages, the member tabs) that preloads nothing. */
function none<N extends PageName>(names: readonly N[]): Record<N, null> {
  return Object.fromEntries(names.map((name) => [name, null])) as Record<N, null>;
}

/** The data calls the loader of a list page makes first, for one gender; `params` are the page's
 * (pages/table.ts), `null` for a page that preloads none. */
export function listDataPaths(name: PageName, params: Readonly<Partial<Record<string, string>>>, gender: Gender): string[] | null {
  return PAGE_PRELOAD[name]?.(params, gender) ?? null;
}
