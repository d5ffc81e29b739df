// The app shell's numbers, each once with its unit. The CSS repeats the
// breakpoints in its media queries, where a variable cannot be used; keep them in step.

/** The header hides when scrolling down past this. */
export const HEADER_HIDE_AFTER_PX = 115;
/** Under 1565 px wide the mobile header with the slide-out menu is used. */
export const MOBILE_HEADER_QUERY = '(max-width: 1564px)';
/** From 1024 px wide the mobile header's bar also holds sign-in and the main sections (a laptop). */
export const SECTIONS_IN_BAR_QUERY = '(min-width: 1024px)';
/** Under 666 px wide the search overlay adds clear and Cancel buttons. */
export const SEARCH_NARROW_QUERY = '(max-width: 665px)';
/** Up to 767 px wide the footer banner block holds 2 slots instead of 4. */
export const FOOTER_NARROW_QUERY = '(max-width: 767px)';
/** The category slider shows on the watch page only on screens up to 500 px wide. */
export const SLIDER_ON_VIDEO_QUERY = '(max-width: 500px)';

/** Each press of the slider's previous or next button scrolls this far. */
export const SLIDER_STEP_PX = 100;
/** Suggestions are asked for after this long without typing. */
export const SUGGEST_DEBOUNCE_MS = 300;
/** The empty search overlay lists at most this many trending categories. */
export const TRENDING_MAX = 12;
/** A notification removes itself after this long. */
export const NOTIFICATION_MS = 5000;

/** The footer's banner block: 300×250 slots, 4 of them (2 on narrow screens), padded 12 px. */
export const FOOTER_BANNER_SLOTS = 4;
export const FOOTER_BANNER_SLOTS_NARROW = 2;
export const BANNER_WIDTH_PX = 300;
export const BANNER_HEIGHT_PX = 250;
export const BANNER_PADDING_PX = 12;
/** The partner promo widget shows this many items. */
export const PROMO_WIDGET_ITEMS = 12;

/** Cookies and how long the choices they hold are kept. */
export const AGEV_COOKIE = '_agev';
export const VERIF_COOKIE = 'verif';
export const LOGOUT_COOKIE = 'logout';
export const COUNTRY_COOKIE = 'country';
export { GENDER_COOKIE } from '@reel/api';
export const CHOICE_COOKIE_MAX_AGE_S = 365 * 86400;

/** Local storage keys. */
export const SEARCH_HISTORY_KEY = 'history_search';
export const LANG_KEY = 'lang';
