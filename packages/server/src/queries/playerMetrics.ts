// The player's metric records: written in batches, rolled up into daily figures per video and for
// the whole site (video_id 0), read back by the console's dashboard and by a member's uploads tab.
// A rollup recomputes a whole day from its raw records, so running it again is harmless. Sums and
// counts are 64-bit in SQL and read as float8 (exact JS numbers below 2^53): a day's stall count alone
// passes 2^31 within a few hundred thousand records.
import { VideoStatus } from '@reel/api';
import { PLAYER_METRIC_COUNTERS, TTFF_BUCKET_EDGES_MS } from '@reel/api/metrics';
import type { Database } from '../db/client.js';
import { INT4_MAX } from '../constants.js';
import type { metricDaily, metricRecords } from '../db/schema.js';

/** A record as it is written: the table's row without its id. */
export type MetricRow = Omit<typeof metricRecords.$inferInsert, 'id'>;
type DailyRecord = typeof metricDaily.$inferSelect;

/** The site's own row in the daily tables. */
export const SITE_ROW = 0;

const COLUMNS = [
  ['received_at', 'timestamptz'],
  ['session', 'text'],
  ['name', 'text'],
  ['video_id', 'int'],
  ['ttff_ms', 'int'],
  ['watch_ms', 'int'],
  ['rebuffer_ms', 'int'],
  ['rebuffer_count', 'int'],
  ['quality', 'text'],
  ['engine', 'text'],
  ['embed', 'boolean'],
  ['embed_host', 'text'],
  ['ad_asked', 'boolean'],
] as const;

/** Writes the rows in one statement (one array per column, so the statement's size never grows). */
export async function insertMetricRows(database: Database, rows: readonly MetricRow[]): Promise<void> {
  if (rows.length === 0) return;
  const arrays = COLUMNS.map(([name]) =>
    rows.map((r) => {
      const value = r[name];
      return value instanceof Date ? value.toISOString() : (value ?? null);
    }),
  );
  const names = COLUMNS.map(([name]) => name).join(', ');
  const unnest = COLUMNS.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ');
  await database.query(`INSERT INTO metric_records (${names}) SELECT * FROM unnest(${unnest})`, arrays);
}

/**
 * Recomputes the daily figures of `day` (YYYY-MM-DD, UTC) from its raw records: a play is a summary
 * whose first frame was shown, a view is a player_init, the first-frame histogram counts the plays'
 * times over TTFF_BUCKET_EDGES_MS. One statement, so the day's video rows and host rows are written
 * together or not at all. Answers how many daily rows were written.
 */
export async function rollupMetricsDay(database: Database, day: string): Promise<number> {
  const counters = [...PLAYER_METRIC_COUNTERS];
  const [written] = await database.query<{ n: number }>(
    `WITH r AS (
       SELECT * FROM metric_records WHERE received_at >= $1::date AND received_at < $1::date + 1
     ), k AS (
       SELECT video_id AS v, * FROM r UNION ALL SELECT ${SITE_ROW} AS v, * FROM r
     ), p AS (
       SELECT * FROM k WHERE name = 'play_summary' AND ttff_ms IS NOT NULL
     ), base AS (
       SELECT v,
         count(*) FILTER (WHERE name = 'player_init') AS views,
         count(*) FILTER (WHERE name = 'play_summary' AND ttff_ms IS NOT NULL) AS plays,
         coalesce(sum(watch_ms) FILTER (WHERE name = 'play_summary'), 0) AS watch_ms,
         coalesce(sum(rebuffer_ms) FILTER (WHERE name = 'play_summary'), 0) AS rebuffer_ms,
         coalesce(sum(rebuffer_count) FILTER (WHERE name = 'play_summary'), 0) AS rebuffer_count,
         count(*) FILTER (WHERE name = 'play_summary' AND ad_asked) AS ads_asked,
         count(*) FILTER (WHERE name = 'player_adplay') AS ads_played,
         count(*) FILTER (WHERE name = 'play_summary' AND ttff_ms IS NOT NULL AND embed) AS embeds
       FROM k GROUP BY v
     ), buckets AS (
       SELECT v, width_bucket(ttff_ms, $2::int[]) AS bk, count(*) AS n FROM p GROUP BY 1, 2
     ), hist AS (
       SELECT base.v, jsonb_agg(coalesce(buckets.n, 0) ORDER BY s.bk) AS h
       FROM base CROSS JOIN generate_series(0, $3::int) AS s(bk)
       LEFT JOIN buckets ON buckets.v = base.v AND buckets.bk = s.bk
       GROUP BY base.v
     ), errs AS (
       SELECT v, jsonb_object_agg(name, n) AS e
       FROM (SELECT v, name, count(*) AS n FROM k WHERE name = ANY($4::text[]) GROUP BY 1, 2) x GROUP BY v
     ), eng AS (
       SELECT v, jsonb_object_agg(engine, n) AS e
       FROM (SELECT v, engine, count(*) AS n FROM p WHERE engine <> '' GROUP BY 1, 2) x GROUP BY v
     ), qual AS (
       SELECT v, jsonb_object_agg(quality, n) AS e
       FROM (SELECT v, quality, count(*) AS n FROM p WHERE quality <> '' GROUP BY 1, 2) x GROUP BY v
     ), daily AS (
     INSERT INTO metric_daily AS d (day, video_id, views, plays, watch_ms, rebuffer_ms, rebuffer_count, ttff_hist, errors,
                                    ads_asked, ads_played, embeds, engines, qualities)
     SELECT $1::date, base.v, views, plays, watch_ms, rebuffer_ms, rebuffer_count, hist.h, coalesce(errs.e, '{}'::jsonb),
            ads_asked, ads_played, embeds, coalesce(eng.e, '{}'::jsonb), coalesce(qual.e, '{}'::jsonb)
     FROM base JOIN hist ON hist.v = base.v LEFT JOIN errs ON errs.v = base.v
     LEFT JOIN eng ON eng.v = base.v LEFT JOIN qual ON qual.v = base.v
     ON CONFLICT (day, video_id) DO UPDATE SET
       views = excluded.views, plays = excluded.plays, watch_ms = excluded.watch_ms, rebuffer_ms = excluded.rebuffer_ms,
       rebuffer_count = excluded.rebuffer_count, ttff_hist = excluded.ttff_hist, errors = excluded.errors,
       ads_asked = excluded.ads_asked, ads_played = excluded.ads_played, embeds = excluded.embeds,
       engines = excluded.engines, qualities = excluded.qualities
     RETURNING video_id
     ), hosts AS (
     INSERT INTO metric_daily_hosts AS h (day, video_id, host, plays)
     SELECT $1::date, v, embed_host, count(*) FROM p
     WHERE embed AND embed_host <> ''
     GROUP BY v, embed_host
     ON CONFLICT (day, video_id, host) DO UPDATE SET plays = excluded.plays
     RETURNING 1
     )
     SELECT count(*)::int AS n FROM daily`,
    [day, [...TTFF_BUCKET_EDGES_MS], TTFF_BUCKET_EDGES_MS.length, counters],
  );
  return written.n;
}

/** Deletes at most `limit` raw records received before `before` (ISO time), oldest first; answers how
 * many, so the caller repeats while a whole batch went. */
export async function deleteMetricRecordsBefore(database: Database, before: string, limit: number): Promise<number> {
  const [row] = await database.query<{ n: number }>(
    `WITH gone AS (
       DELETE FROM metric_records WHERE id IN (
         SELECT id FROM metric_records WHERE received_at < $1::timestamptz ORDER BY received_at LIMIT $2
       ) RETURNING 1
     ) SELECT count(*)::int AS n FROM gone`,
    [before, limit],
  );
  return row.n;
}

/** Of `videoIds`, those of published videos: the only ones a page plays to anyone. */
export async function publicVideoIds(database: Database, videoIds: readonly number[]): Promise<Set<number>> {
  if (videoIds.length === 0) return new Set();
  const rows = await database.query<{ video_id: number }>(
    'SELECT video_id FROM videos WHERE video_id = ANY($1::int[]) AND status_id = $2',
    [[...videoIds], VideoStatus.Active],
  );
  return new Set(rows.map((r) => r.video_id));
}

/** A count of records to add to a daily quota (`limit_counts` row `name`/`key`). */
export interface QuotaTake {
  name: string;
  key: string;
  n: number;
}

/**
 * Adds each take's records to its quota row in one statement and answers every row's count after
 * that, keyed `name` + newline + `key`; a row whose window is over by `now` starts again, ending at
 * `resetAt`. The count stops at the column's limit rather than fail. Keys must be distinct.
 */
export async function addQuotaRecords(
  database: Database,
  takes: readonly QuotaTake[],
  now: string,
  resetAt: string,
): Promise<Map<string, number>> {
  if (takes.length === 0) return new Map();
  const rows = await database.query<{ name: string; key: string; hits: number }>(
    `INSERT INTO limit_counts AS c (name, key, hits, reset_at)
     SELECT q.name, q.key, q.n, $5::timestamptz FROM unnest($1::text[], $2::text[], $3::int[]) AS q(name, key, n)
     ON CONFLICT (name, key) DO UPDATE SET
       hits = CASE WHEN c.reset_at <= $4::timestamptz THEN excluded.hits
                   ELSE least(c.hits::bigint + excluded.hits, ${INT4_MAX})::int END,
       reset_at = CASE WHEN c.reset_at <= $4::timestamptz THEN excluded.reset_at ELSE c.reset_at END
     RETURNING name, key, hits`,
    [takes.map((q) => q.name), takes.map((q) => q.key), takes.map((q) => q.n), now, resetAt],
  );
  return new Map(rows.map((r) => [`${r.name}\n${r.key}`, r.hits]));
}

/** The raw records' count, for the operator's log and the tests. */
export async function countMetricRecords(database: Database): Promise<number> {
  const [row] = await database.query<{ n: number }>('SELECT count(*)::float8 AS n FROM metric_records');
  return row.n;
}

export type MetricsDayRow = Pick<
  DailyRecord,
  'day' | 'views' | 'plays' | 'watch_ms' | 'rebuffer_ms' | 'rebuffer_count' | 'ttff_hist' | 'errors' | 'ads_asked' | 'ads_played' | 'embeds'
>;

/** The daily rows of one video (or the site, SITE_ROW) from `from` to `to`, oldest first. */
export async function metricsDays(database: Database, videoId: number, from: string, to: string): Promise<MetricsDayRow[]> {
  return database.query<MetricsDayRow>(
    `SELECT day::text AS day, views::float8 AS views, plays::float8 AS plays, watch_ms::float8 AS watch_ms,
            rebuffer_ms::float8 AS rebuffer_ms, rebuffer_count::float8 AS rebuffer_count, ttff_hist, errors,
            ads_asked::float8 AS ads_asked, ads_played::float8 AS ads_played, embeds::float8 AS embeds
     FROM metric_daily WHERE video_id = $1 AND day BETWEEN $2::date AND $3::date ORDER BY day`,
    [videoId, from, to],
  );
}

/** Embedded plays by host over the period, most first. */
export async function metricsHosts(
  database: Database,
  videoId: number,
  from: string,
  to: string,
  limit: number,
): Promise<{ host: string; plays: number }[]> {
  return database.query(
    `SELECT host, sum(plays)::float8 AS plays FROM metric_daily_hosts
     WHERE video_id = $1 AND day BETWEEN $2::date AND $3::date GROUP BY host ORDER BY plays DESC, host LIMIT $4`,
    [videoId, from, to, limit],
  );
}

/** The period's most viewed videos, with their titles ('' for a video no longer there). */
export async function metricsTopVideos(
  database: Database,
  from: string,
  to: string,
  limit: number,
): Promise<{ video_id: number; title: string; views: number; plays: number }[]> {
  return database.query(
    `SELECT d.video_id, coalesce(v.title, '') AS title, sum(d.views)::float8 AS views, sum(d.plays)::float8 AS plays
     FROM metric_daily d LEFT JOIN videos v ON v.video_id = d.video_id
     WHERE d.video_id <> ${SITE_ROW} AND d.day BETWEEN $1::date AND $2::date
     GROUP BY d.video_id, v.title ORDER BY views DESC, plays DESC, d.video_id LIMIT $3`,
    [from, to, limit],
  );
}

/** Daily views of a member's own uploads (the view statistic's daily counts), oldest first. */
export async function memberDailyViews(
  database: Database,
  userId: number,
  from: string,
  to: string,
): Promise<{ day: string; views: number }[]> {
  return database.query(
    `SELECT d.day::text AS day, sum(d.views)::float8 AS views
     FROM video_views_daily d JOIN videos v ON v.video_id = d.video_id
     WHERE v.user_id = $1 AND d.day BETWEEN $2::date AND $3::date GROUP BY d.day ORDER BY d.day`,
    [userId, from, to],
  );
}
