// The data calls a list page's loader makes before it can draw, as a function of its address's
// parameters and the visitor's gender: the page table names each page's (pages/table.ts), the
// site's loader asks for exactly these and the server preloads them from the page's head.
import type { GENDERS, VIDEO_SORTS } from '../constants.js';
import { categoriesPath, videosPath } from '../paths.js';
import type { TitleParams } from './entry.js';

/** Videos per page of the site's video lists. */
export const VIDEO_PAGE_SIZE = 24;
/** The site's lists are cached for an hour (s). */
export const LIST_LIFETIME_S = 3600;

export type Gender = (typeof GENDERS)[number];
/** A page's first data calls for one gender, from its parameters as its address writes them. */
export type Preload = (params: TitleParams, gender: Gender) => string[];

const listCommon = (gender: Gender) => ({ lifetime: LIST_LIFETIME_S, gender, count: VIDEO_PAGE_SIZE });
const pageOf = (params: TitleParams): number => (params.page ? Number(params.page) : 1);

/** The home page: the latest videos' first page. */
export const latestVideos: Preload = (_, gender) => [videosPath({ ...listCommon(gender), page: 1 })];

/** A video list in the address's sort. */
export const sortedVideos: Preload = (p, gender) => [
  videosPath({ ...listCommon(gender), sort: p.sort as (typeof VIDEO_SORTS)[number], page: pageOf(p) }),
];

/** A category's videos, and the category list its page names them from. */
export const categoryVideos: Preload = (p, gender) => [
  videosPath({ ...listCommon(gender), section: 'category', object_id: p.object_id, page: pageOf(p) }),
  categoriesPath({ lifetime: LIST_LIFETIME_S, gender, section: 'all' }),
];
