// The player metrics' server numbers, each once with its unit; the wire's bounds are @reel/api's.

/** Days raw records are kept for the rollup (METRICS_RAW_DAYS); the daily figures are kept for good. */
export const METRICS_RAW_DAYS_DEFAULT = 7;
/** The queue is written this often… */
export const METRICS_FLUSH_INTERVAL_MS = 1000;
/** …or as soon as it holds this many records. */
export const METRICS_FLUSH_RECORDS = 500;
/** Records the queue holds at most: past it (the database is down or slow) new records are dropped,
 * never the process's memory. */
export const METRICS_QUEUE_MAX_RECORDS = 20_000;
/** The dashboard rolls today up again when its last rollup is older than this. */
export const METRICS_ROLLUP_FRESH_MS = 60_000;
/** Batches one page's session may send per window (the write limit's window): a page flushes every
 * few seconds, so a page open for the whole window sends far fewer. */
export const METRICS_BATCHES_PER_SESSION = 300;
/** Hosts and videos the dashboard lists. */
export const METRICS_HOSTS_SHOWN = 20;
export const METRICS_TOP_VIDEOS = 10;
