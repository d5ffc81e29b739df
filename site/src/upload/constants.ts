// The upload rules the browser checks before a byte is sent (spec 001 §5, §9), each once with its unit.
// The server checks the same rules again with ffprobe; these only spare the member a useless upload.

/** A video shorter than this is refused (spec 001 §9: minimum video length 3 minutes). */
export const MIN_DURATION_S = 180;
/** The extensions the upload accepts; mp4 and mov are read in the browser, the rest on the server. */
export const VIDEO_EXTENSIONS = ['mp4', 'mov', 'm4v', 'avi', 'mkv', 'wmv', 'flv', 'webm', 'mpg', 'mpeg'] as const;
/** Containers made of ISO BMFF boxes, whose header mux.js reads. */
export const BOX_EXTENSIONS = ['mp4', 'mov', 'm4v'] as const;
/** The file name before its extension: Latin letters and digits only (spec 001 §5). */
export const FILENAME_RE = /^[A-Za-z0-9]+$/;
/** A box header is at most 16 bytes (size, type, 64-bit size). */
export const BOX_HEADER_BYTES = 16;
/** A moov box larger than this is not read in the browser; the server checks the file instead. */
export const MAX_MOOV_BYTES = 64 * 1024 * 1024;
/** At most this many top-level boxes are walked looking for moov. */
export const MAX_TOP_BOXES = 64;

/** How many categories a video takes, unless the server says otherwise. */
export const CATEGORIES_MIN = 1;
export const CATEGORIES_MAX = 5;
/** Text limits of the upload form. */
export const TITLE_MAX_CHARS = 100;
export const DESCRIPTION_MAX_CHARS = 2000;
/** Models and tags: this many comma-separated entries, each this long at most. */
export const LIST_MAX_ITEMS = 20;
export const LIST_ITEM_MAX_CHARS = 60;

/** The uploaded-videos list asks again this often while a video is processing. */
export const PROCESSING_POLL_MS = 3000;
/** Speed and time left are worked out over this much of the recent progress. */
export const SPEED_WINDOW_MS = 3000;
/** The member's uploads come this many to a page (the server's page size of act=uploads). */
export const UPLOADS_PAGE_SIZE = 24;
