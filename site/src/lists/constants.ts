// The lists' numbers, once.

/** Videos per page (the total from which Load more and the pagination appear) and the lists'
 * lifetime: the server preloads the first page of a list with them (`@reel/api` pageData.ts). */
export { LIST_LIFETIME_S, VIDEO_PAGE_SIZE } from '@reel/api/pages';
/** Models per page. Channels and members, which share their cards, page by their calls' own sizes
 * (COUNT_CHANNELS, COUNT_MEMBERS in `@reel/api`). */
export const MODEL_PAGE_SIZE = 30;
/** The numbered pagination shows once a list holds more items than this (total > 24),
 * even when a 30-card model page holds them all. */
export const PAGINATION_MIN_TOTAL = 24;
/** A playlist's page is cached for a minute: an added video appears within about one. */
export const PLAYLIST_PAGE_LIFETIME_S = 60;
/** Numbers shown in the pagination window, and under the narrow breakpoint. */
export const PAGINATION_WINDOW = 5;
export const PAGINATION_WINDOW_NARROW = 3;
/** Below this width the pagination shows fewer numbers. */
export const PAGINATION_NARROW_MAX_PX = 534;
/** Preview clips play once fully in view, counting 200 px below the viewport. */
export const PREVIEW_ROOT_MARGIN_PX = 200;
export const PREVIEW_THRESHOLD = 1;
/** A visitor who asked their system for less motion gets still thumbnails: no clip plays on its own. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
/** The first cards of a list are in view on arrival at any width (a row of four on the widest
 * grid): their pictures load at once rather than lazily, and the first, the largest paint on a
 * phone, ahead of everything else. */
export const EAGER_CARDS = 4;
/** The preview observer looks again after layout settles (images, fonts). */
export const PREVIEW_REFRESH_MS = 700;
/** The mobile filter overlay replaces the desktop panel below this width. */
export const FILTER_OVERLAY_MAX_PX = 767;
