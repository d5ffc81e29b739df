// The numbers of what the site offers crawlers (robots.txt, sitemaps) and browsers' home-screen
// icons, each once with its unit.

/** The sitemap protocol's limit on addresses in one file, and on files in one index. */
export const SITEMAP_MAX_URLS = 50_000;
/** The sitemap protocol's limit on one file's uncompressed size. */
export const SITEMAP_MAX_BYTES = 50 * 1024 * 1024;
/** Rows read per query while a sitemap file is written: memory stays flat whatever the catalogue. */
export const SITEMAP_QUERY_BATCH_ROWS = 1000;
/** robots.txt and the sitemaps follow the catalogue closely enough at an hour in shared caches. */
export const CRAWLER_FILES_MAX_AGE_S = 3600;
/** Google's video sitemap keeps this much of a title and of a description. */
export const VIDEO_SITEMAP_TITLE_MAX_CHARS = 100;
export const VIDEO_SITEMAP_DESCRIPTION_MAX_CHARS = 2048;
/** Google's video sitemap takes durations from 1 s to 8 hours. */
export const VIDEO_SITEMAP_DURATION_MAX_S = 8 * 3600;
/** The favicon, home-screen icons and web manifest keep their names between builds: a day. */
export const SITE_ICON_MAX_AGE_S = 86_400;
