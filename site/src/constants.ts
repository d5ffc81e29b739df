// The related list's page size lives with the data call it sizes, in @reel/api (pageData.ts),
// since the server names that call in the watch page's head.
export { WATCH_RELATED_COUNT } from '@reel/api/pages';

/** The view statistic is sent this long after the view. */
export const VIEW_STAT_DELAY_MS = 1000;

/** Videos kept in the local watch history; the oldest beyond this are dropped. */
export const HISTORY_MAX_RECORDS = 200;

/**
 * Of each page of WATCH_RELATED_COUNT related videos, the column beside the player takes the
 * first WATCH_SIDE_RELATED_COUNT, the suggested list the rest, and each Show more one more page.
 * The player's related carousel pages by the API's own count (COUNT_RELATED, 20).
 */
export const WATCH_SIDE_RELATED_COUNT = 6;

/** Suggestion banners: 4 of 300x250, 2 on screens up to 767 px wide. */
export const COUNT_SUGGESTION_BANNERS = 4;
export const BANNER_WIDTH_PX = 300;
export const BANNER_HEIGHT_PX = 250;

/**
 * Pages of the member's own subscription or favourites list read to learn whether they already
 * subscribe to an object or keep a video. Past them the button offers the act, and the server's
 * "already" answer is taken as the success it amounts to.
 */
export const MEMBER_STATE_PAGES_MAX = 5;
