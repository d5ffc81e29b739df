// Server-side numbers, each once with its unit.

/** A signed video_url stays valid this long. */
export const SIGNED_URL_TTL_S = 6 * 3600;
/** Entries the in-process response cache holds before it drops the oldest. */
export const RESPONSE_CACHE_MAX_ENTRIES = 5000;
/** Largest page number accepted in a path: deeper pages are refused rather than scanned. */
export const PAGE_MAX = 100_000;
/** Largest object id (video, member, playlist, comment…): the database's `integer`, 2^31 - 1. A
 * larger number names nothing and would overflow the query, so it is refused as a bad id. */
export const ID_MAX = 2 ** 31 - 1;
/** Default port. */
export const DEFAULT_PORT = 8080;
/** Static media (renditions, screenshots) rarely change once made. */
export const MEDIA_MAX_AGE_S = 30 * 86400;
/** The built site's hashed assets never change. */
export const ASSET_MAX_AGE_S = 365 * 86400;
/** Largest form body accepted by the statistics input. */
export const FORM_BODY_LIMIT_BYTES = 64 * 1024;
/** Suggestions per group for typed text. */
export const SUGGEST_PER_GROUP = 8;
/** Top-search entries per group. */
export const STATS_PER_GROUP = 12;
/** Related videos consider this many candidates per shared category before scoring. */
export const RELATED_CANDIDATES_PER_CATEGORY = 400;

/** The embed iframe's default size in oEmbed answers and the share menu's code: 16:9. */
export const EMBED_WIDTH_PX = 640;
export const EMBED_HEIGHT_PX = 360;
/** oEmbed answers change only when a video is edited: an hour in shared caches. */
export const OEMBED_MAX_AGE_S = 3600;
/** Site pages may be cached briefly: the head names the video, the app fetches the rest. */
export const PAGE_MAX_AGE_S = 60;
/** The country cookie is refreshed whenever the geo header disagrees with it; a day is plenty. */
export const COUNTRY_COOKIE_MAX_AGE_S = 86400;

/** A connection on which no byte moves either way for this long is closed: an idle socket, a
 * stalled body (an upload included) or a client that stopped reading. A live upload, however slow,
 * moves bytes well within it. */
export const SOCKET_IDLE_TIMEOUT_MS = 30_000;
/** The request line and headers must arrive within this. */
export const HEADERS_TIMEOUT_MS = 15_000;
/** How often the server looks for connections past HEADERS_TIMEOUT_MS (Node's default is 30 s). */
export const TIMEOUT_CHECK_INTERVAL_MS = 1_000;
/** A body read whole before the route runs (a form, JSON) must arrive within this: such bodies are
 * at most FORM_BODY_LIMIT_BYTES, so only a client dripping bytes to hold the socket needs longer.
 * Multipart bodies are streamed by their route and bounded by SOCKET_IDLE_TIMEOUT_MS instead. */
export const REQUEST_BODY_TIMEOUT_MS = 30_000;
/** An idle keep-alive connection is kept this long between requests: longer than the 60 s idle
 * time-out of common load balancers and nginx, so the balancer, not this server, closes first. */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/** Browsers keep to https for this long once they have seen the site over it (HSTS). */
export const HSTS_MAX_AGE_S = 365 * 86400;
