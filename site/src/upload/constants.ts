// The upload page's own numbers, each once with its unit. The rules themselves (minimum duration,
// extensions, file name, field lengths, default limits) are the contract's, in @reel/api upload.ts.

/** A box header is at most 16 bytes (size, type, 64-bit size). */
export const BOX_HEADER_BYTES = 16;
/** A moov box larger than this is not read in the browser; the server checks the file instead. */
export const MAX_MOOV_BYTES = 64 * 1024 * 1024;
/** At most this many top-level boxes are walked looking for moov. */
export const MAX_TOP_BOXES = 64;
/** The container family (UPLOAD_EXTENSIONS) whose header the browser reads with mux.js. */
export const BOX_FAMILY = 'mp4';

/** The uploaded-videos list asks again this often while a video is processing. */
export const PROCESSING_POLL_MS = 3000;
/** Speed and time left are worked out over this much of the recent progress. */
export const SPEED_WINDOW_MS = 3000;
/** Days the member's uploads tab charts their daily views over. */
export const VIEWS_CHART_DAYS = 30;

/** After a dropped connection the upload tries again after each of these waits in turn (about four
 * minutes in all), starting the count afresh once bytes flow again. */
export const RESUMABLE_RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10_000, 20_000, 30_000, 60_000, 60_000, 60_000];
