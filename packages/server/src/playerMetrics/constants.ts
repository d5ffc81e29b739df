// The player metrics' server numbers, each once with its unit; the wire's bounds are @reel/api's.

/** The queue is written this often… */
export const METRICS_FLUSH_INTERVAL_MS = 1000;
/** …or as soon as it holds this many records. */
export const METRICS_FLUSH_RECORDS = 500;
/** Records the queue holds at most: past it (the database is down or slow) new records are dropped,
 * never the process's memory. */
export const METRICS_QUEUE_MAX_RECORDS = 20_000;
/** The background rollup runs this often (and the raw records' retention with it); the dashboard
 * only reads what it wrote, so today's figures are at most this old. */
export const METRICS_ROLLUP_INTERVAL_MS = 600_000;
/** Raw records one retention statement deletes at most, so no delete holds the table for long. */
export const METRICS_DELETE_BATCH_RECORDS = 5_000;
/** Batches one page's session may send per window (the write limit's window): a page flushes every
 * few seconds, so a page open for the whole window sends far fewer. */
export const METRICS_BATCHES_PER_SESSION = 300;
/** Hosts and videos the dashboard lists. */
export const METRICS_HOSTS_SHOWN = 20;
export const METRICS_TOP_VIDEOS = 10;
/** Raw records one client address may add per UTC day, all videos together: a viewer's page sends a
 * few records per play, so this is hundreds of plays a day behind one address; past it the records
 * are dropped. It bounds what one address adds to the raw table (a few MB a day). */
export const METRICS_RECORDS_PER_ADDRESS_DAY = 20_000;
/** Raw records one video may gather per UTC day from everyone: bounds one video's share of the day's
 * rollup whatever the number of addresses. */
export const METRICS_RECORDS_PER_VIDEO_DAY = 1_000_000;
