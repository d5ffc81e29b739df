// Server-side numbers, each once with its unit.
import { LIFETIME_RELATED_S } from '@reel/api';

/** The largest value of a PostgreSQL `integer` column: counters summed past it are capped to it. */
export const INT4_MAX = 2_147_483_647;
/** A signed video_url stays valid this long. */
export const SIGNED_URL_TTL_S = 6 * 3600;
/** The longest lifetime the catalogue gives a cached data call (related videos, five days): a longer
 * one in a path is cut to it, and the `max-age` sent is the cut one. */
export const RESPONSE_LIFETIME_MAX_S = LIFETIME_RELATED_S;
/** Bytes the in-process response cache may hold (bodies in every form, keys and bookkeeping). */
export const RESPONSE_CACHE_MAX_BYTES = 128 * 1024 * 1024;
/** The least a configured cache may hold: below it hardly one list fits. */
export const RESPONSE_CACHE_MIN_BYTES = 1024 * 1024;
/** Share of those bytes kept for entries that were asked for again after they were stored: a flood
 * of new addresses churns only the rest. */
export const RESPONSE_CACHE_PROTECTED_PERCENT = 80;
/** Cache hits between two halvings of every entry's count of hits: the counts then measure recent
 * traffic, and a once-popular answer gives way in time. */
export const RESPONSE_CACHE_AGING_HITS = 10_000;
/** What an entry costs beyond its bodies and key: the slot, the list node, the map's share. */
export const RESPONSE_CACHE_ENTRY_OVERHEAD_BYTES = 256;
/** Addresses remembered as asked for once, so that under pressure only a second request stores an
 * answer; a key is kept as a short hash. */
export const RESPONSE_CACHE_SEEN_KEYS = 100_000;
/** A second request counts only within this window of the first. */
export const RESPONSE_CACHE_SEEN_WINDOW_MS = 10 * 60 * 1000;
/** Below this a body fits in a packet or two: compressing it saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;
/** Brotli quality for bodies compressed per response: most of the ratio of the maximum (11) at a
 * small fraction of its time. The site's assets are compressed at the maximum once, when built. */
export const RESPONSE_BROTLI_QUALITY = 5;
/** Brotli quality for a cached answer, compressed once when it is stored: a little smaller than
 * per response for about twice the time (5 ms for a 100 KB list). Qualities 9 to 11 cost 30 to 50
 * times that, which anyone asking for new addresses could make the server spend. */
export const CACHED_BROTLI_QUALITY = 8;
/** Distinct Accept-Encoding values whose chosen encoding is remembered; past it the memory starts
 * over, so made-up values cannot grow it. */
export const ACCEPT_ENCODING_MEMO_ENTRIES = 64;
/** Addresses the stored-answer fast path remembers (each maps one exact URL to its cache key and its
 * prepared headers, about a kilobyte): a flood of new spellings pushes out the oldest, never memory. */
export const STORED_HITS_MAX_URLS = 10_000;
/** Characters of a cached answer's base64url SHA-256 kept in its ETag: 132 bits, no collision in
 * any cache's lifetime. */
export const ETAG_HASH_CHARS = 22;
/** Default port. */
export const DEFAULT_PORT = 8080;
/** Default interface: this machine only, so a fresh start is not public before PUBLIC_URL is set. */
export const DEFAULT_HOST = '127.0.0.1';
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

/** oEmbed answers change only when a video is edited: an hour in shared caches. */
export const OEMBED_MAX_AGE_S = 3600;
/** Site pages may be cached briefly: the head names the video, the app fetches the rest. */
export const PAGE_MAX_AGE_S = 60;
/** The hashes of the inline scripts the server wrote last that the pages' policy admits: far more than
 * the distinct scripts of the pages made within PAGE_MAX_AGE_S, the time a stored page is sent again. */
export const SERVER_SCRIPT_HASHES_KEPT = 100_000;
/** A page asked to play runs its scripts at the video's first frame, or after this long (ms) when
 * the frame is late: past it the page's scripts no longer wait for the video (pages/loadOrder.ts). */
export const FIRST_FRAME_WAIT_MS = 1500;
/** The watch page waits this long (ms) at most for its poster to paint before it asks for its
 * scripts (pages/loadOrder.ts): past it a slow picture no longer holds the page back. */
export const POSTER_WAIT_MS = 1000;
/** The country cookie is refreshed whenever the geo header disagrees with it; a day is plenty. */
export const COUNTRY_COOKIE_MAX_AGE_S = 86400;
/** How long a passed age check holds before the visitor is asked again: a year, the span the
 * regulators' guidance accepts for a check that cannot grow younger. */
export const AGE_PROOF_LIFETIME_S = 365 * 86400;
/** The cookie carrying the signed proof of a passed age check. */
export const AGE_PROOF_COOKIE = 'agep';
/** The cookie carrying a check under way (state, nonce, PKCE verifier), signed, for this long. */
export const AGE_FLOW_COOKIE = 'agef';
export const AGE_FLOW_LIFETIME_S = 600;
/** The cookie carrying a member's uploader verification under way, signed like the age check's. */
export const UPLOADER_FLOW_COOKIE = 'upvf';
/** How long the server waits for a provider's discovery or token answer before it says so. */
export const AGE_PROVIDER_TIMEOUT_MS = 10_000;

/** `npm run backup` waits this long for a running server to write its copy of the database. */
export const BACKUP_WAIT_MS = 10 * 60_000;
/** How often `npm run backup` looks whether the running server has finished. */
export const BACKUP_POLL_MS = 100;
/** While the database opens (migrations, the first seed), the port answers 503 with this Retry-After. */
export const STARTING_RETRY_AFTER_S = 5;
/** A MEDIA_SECRET shorter than this is refused at start: it signs every video address. */
export const MEDIA_SECRET_MIN_CHARS = 32;
/** SIGNED_URL_TTL_S accepted at start: a minute to a week. */
export const SIGNED_URL_TTL_MIN_S = 60;
export const SIGNED_URL_TTL_MAX_S = 7 * 86400;
/** UPLOAD_WORKERS accepted at start; one worker keeps about two cores busy. */
export const UPLOAD_WORKERS_MAX = 64;
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
/** On a stop signal, kept-alive connections get this long to be answered and closed one by one
 * before those still idle are cut (http/drain.ts). */
export const DRAIN_GRACE_MS = 3_000;
/** How often a drain looks whether every connection is closed. */
export const DRAIN_POLL_MS = 50;
/** Browsers keep to https for this long once they have seen the site over it (HSTS). */
export const HSTS_MAX_AGE_S = 365 * 86400;

/** The sender of e-mails when MAIL_FROM is not set; with no name of its own, it sends under the
 * site's name (mail/smtp.ts). */
export const MAIL_FROM_DEFAULT = 'no-reply@localhost';
/** Days a rejected upload's files are kept (REJECTED_RETENTION_DAYS). */
export const REJECTED_RETENTION_DAYS_DEFAULT = 30;

/** The standalone worker's metrics port when METRICS_PORT is unset: the one Prometheus exporters of
 * OpenTelemetry use by default, so a scrape configuration for workers looks familiar. */
export const METRICS_PORT_DEFAULT = 9464;
/** A METRICS_TOKEN shorter than this is refused at start: it opens the server's own numbers. */
export const METRICS_TOKEN_MIN_CHARS = 24;
/** Request durations, seconds: a cached answer takes a few milliseconds, a search or a page render
 * tens to hundreds, an upload or a slow client seconds. */
export const HTTP_DURATION_BUCKETS_S = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** The status the request log and the metrics give an answer whose connection closed before its
 * end (a client gone mid-upload): nginx's "client closed request". The client got no status. */
export const CUT_ANSWER_STATUS = 499;
/** Database statement durations, seconds: an indexed read is under a millisecond on PGlite. */
export const DB_QUERY_DURATION_BUCKETS_S = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
/** prom-client's default metrics left out of every registry: gauges named `_total`, which the
 * Prometheus naming rules (and `promtool check metrics`) keep for counters. Each is the sum of a
 * labelled gauge prom-client also serves: `sum(nodejs_active_handles)` and so on. */
export const PROM_CLIENT_DROPPED_METRICS = [
  'nodejs_active_handles_total',
  'nodejs_active_requests_total',
  'nodejs_active_resources_total',
] as const;
/** S3_REGION when unset: AWS's first region, and what MinIO and s3rver answer to. R2 takes `auto`. */
export const S3_REGION_DEFAULT = 'us-east-1';
/** Where performers' consent releases lie in the bucket with MEDIA_STORAGE=s3: a prefix of their own,
 * outside S3_PREFIX and every media key (a media key is hex, never `private`), so no media address,
 * list or public-picture rule of the bucket reaches one. */
export const CONSENT_OBJECT_PREFIX = 'private/consent/';
/** A list's total_count is counted up to this many videos when no counter row holds it (filtered
 * lists, search, the period sorts): past it the answer says `total_count_capped`, and counting stops
 * there instead of reading every matching row. */
export const LIST_COUNT_CAP = 10_000;
/** A search's total_count is counted up to this many videos, and it answers no more of them; up to
 * it the matches are ranked by relevance, past it by popularity (the ranking would read every match). */
export const SEARCH_COUNT_CAP = 1_000;
/** Counting one match of a search from the word index costs about as much as walking this many
 * entries of the popularity index (measured at 1M videos on PostgreSQL 15: 1.3–1.5 µs a match,
 * 0.4–0.5 µs an entry). It sets how far a search walks the popularity order, and which searches
 * walk before they count. */
export const SEARCH_MATCH_COST_ENTRIES = 3;
/** How long a process keeps a gender's count of live videos for planning a search: the plan needs
 * it only to within a few percent, and reading it is a round trip beside the planner's estimate. */
export const SEARCH_GENDER_SIZE_MAX_AGE_MS = 60_000;
/** Reading one video of a period from the index that carries its words (videos_search_latest_idx)
 * and testing them costs about as much as reading this many matches of a word from the word index
 * and their rows (measured at 1M videos on PostgreSQL 15: 0.75–0.85 µs an entry, 6.7–12 µs a match). */
export const SEARCH_PERIOD_ROW_COST_MATCHES = 0.1;
/** The most-viewed-week and -day lists' total_count is counted up to this many videos: each one
 * counted is a look-up of a video viewed in the period. */
export const PERIOD_COUNT_CAP = 1_000;
/** After a change clears the response cache, the cacheable reads stay this long on the primary
 * rather than a read replica (DATABASE_READ_URL), which may not have replayed the change yet: a
 * list refilled from it would keep a taken-down video for a whole lifetime. */
export const REPLICA_CATCH_UP_MS = 5_000;
/** A member account at least this old (30 days), with no report dismissed within REPORT_ACCURACY_MS,
 * is a credible reporter: its underage or non-consensual report alone can hold a video. */
export const REPORT_CREDIBLE_ACCOUNT_AGE_MS = 30 * 24 * 3600 * 1000;
/** How far back (90 days) a reporter's dismissed reports count against them. */
export const REPORT_ACCURACY_MS = 90 * 24 * 3600 * 1000;
/** After staff dismiss a video's reports or restore it, reports queue for review but hold it no more
 * for this long (7 days). */
export const REPORT_HOLD_PROTECTION_MS = 7 * 24 * 3600 * 1000;
/** One calendar day: the step of a complaint's due-date count and of a list's date and view periods. */
export const DAY_MS = 24 * 3600 * 1000;

/** Job states in `upload_jobs.state`; queued and processing both show as processing to the member. */
export const JOB_QUEUED = 'queued';
export const JOB_PROCESSING = 'processing';
export const JOB_NEEDS_PREVIEW = 'needs_preview';
export const JOB_PUBLISHED = 'published';
export const JOB_FAILED = 'failed';
/** Staff cancelled the job; a worker never claims it, the member sees it as failed. */
export const JOB_CANCELLED = 'cancelled';
/** A published video its owner deleted: the row stays beside the deleted video (status 5). */
export const JOB_DELETED = 'deleted';
/** UPLOAD_JOB_STALE_S's default: a processing job whose lock is older than this is taken to belong
 * to a dead worker and is claimed again. Workers refresh the lock far more often (JOB_HEARTBEAT_S in
 * upload/constants.ts), so a live job never looks stale. */
export const JOB_LOCK_STALE_S = 120;
/** The bounds UPLOAD_JOB_STALE_S is checked against at start. */
export const JOB_LOCK_STALE_MIN_S = 2;
export const JOB_LOCK_STALE_MAX_S = 86_400;
/** A failed upload's source is kept this many days (for the member's support request), then swept. */
export const UPLOAD_FAILED_KEEP_DAYS_DEFAULT = 7;
/** Days raw records are kept for the rollup (METRICS_RAW_DAYS); the daily figures are kept for good. */
export const METRICS_RAW_DAYS_DEFAULT = 7;
/** The session cookie (the signed-in member's token), the visitor's id and the logged-out marker. */
export const SESSION_COOKIE = 'sid';
export const UID_COOKIE = 'uid';
export const LOGOUT_COOKIE = 'logout';
/** reCAPTCHA's verify address when RECAPTCHA_VERIFY_URL is unset. */
export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
