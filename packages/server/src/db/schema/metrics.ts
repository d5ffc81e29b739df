// The player's metric records (POST /api/metrics) and the daily figures made of them. Raw records
// are kept a few days (METRICS_RAW_DAYS) for the rollup; the rollups are kept. Nothing here refers to
// a video by foreign key: a record names what the page said it played, and a deleted video's
// figures stay in the site's totals.
import { bigint, bigserial, boolean, date, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ts } from './columns.js';

/** A daily sum or count: 64 bits, since a day's sums of per-record figures pass 2^31 long before
 * their records run out. Read as a JS number (exact below 2^53). */
const sum = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/** One accepted record, its fields as the contract reads them; fields a name does not carry are null. */
export const metricRecords = pgTable(
  'metric_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    received_at: ts('received_at').notNull(),
    session: text('session').notNull(),
    name: text('name').notNull(),
    video_id: integer('video_id').notNull(),
    /** player_firstframe's ms, or a summary's time to first frame. */
    ttff_ms: integer('ttff_ms'),
    watch_ms: integer('watch_ms'),
    rebuffer_ms: integer('rebuffer_ms'),
    rebuffer_count: integer('rebuffer_count'),
    quality: text('quality'),
    engine: text('engine'),
    embed: boolean('embed'),
    embed_host: text('embed_host'),
    ad_asked: boolean('ad_asked'),
  },
  (t) => [index('metric_records_received_idx').on(t.received_at)],
);

/** One UTC day's figures for one video, or for the whole site under video_id 0. */
export const metricDaily = pgTable(
  'metric_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    video_id: integer('video_id').notNull(),
    views: sum('views'),
    plays: sum('plays'),
    watch_ms: sum('watch_ms'),
    rebuffer_ms: sum('rebuffer_ms'),
    rebuffer_count: sum('rebuffer_count'),
    /** Counts of first-frame times per bucket of TTFF_BUCKET_EDGES_MS (@reel/api), one more for the slowest. */
    ttff_hist: jsonb('ttff_hist').$type<number[]>().notNull(),
    /** Occurrences by error counter name. */
    errors: jsonb('errors').$type<Record<string, number>>().notNull(),
    ads_asked: sum('ads_asked'),
    ads_played: sum('ads_played'),
    embeds: sum('embeds'),
    /** Plays by engine and by quality played. */
    engines: jsonb('engines').$type<Record<string, number>>().notNull(),
    qualities: jsonb('qualities').$type<Record<string, number>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.video_id] }), index('metric_daily_video_idx').on(t.video_id, t.day)],
);

/** Plays from embeds by embedding host, per day, per video and for the site (video_id 0). */
export const metricDailyHosts = pgTable(
  'metric_daily_hosts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    video_id: integer('video_id').notNull(),
    host: text('host').notNull(),
    plays: sum('plays'),
  },
  (t) => [primaryKey({ columns: [t.day, t.video_id, t.host] })],
);
