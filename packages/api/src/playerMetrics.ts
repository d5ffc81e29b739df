// The player's metric records as they travel from the watch page and the embed to POST /api/metrics:
// the accepted names (the specification's events and error counters, plus one `play_summary` per
// play), the bounds of every field, and the one reader the server refuses a batch with. Nothing in a
// record is trusted for anything but the console's aggregates: a record names a video, never acts
// on it.
import { parseId } from './ids.js';

/** The player's own events (the specification's names). The player keeps its own copy of these
 * lists (its METRIC_EVENTS and ERROR_COUNTERS); site/src/playerContract.test.ts holds them equal. */
export const PLAYER_METRIC_EVENTS = [
  'player_init',
  'player_firstframe',
  'player_adplay',
  'fullHDClick',
  'click_title',
  'click_Related',
  'click_logo',
] as const;
/** The player's error counters: each record is one occurrence. */
export const PLAYER_METRIC_COUNTERS = ['player_error', 'player_setup_error', 'player_vast_error'] as const;
/** The page's own record: what one play lived through, sent once when the play ends or the page goes. */
export const PLAY_SUMMARY = 'play_summary';
export const METRIC_NAMES = [...PLAYER_METRIC_EVENTS, ...PLAYER_METRIC_COUNTERS, PLAY_SUMMARY] as const;
export type PlayerMetricEventName = (typeof PLAYER_METRIC_EVENTS)[number];
export type MetricName = (typeof METRIC_NAMES)[number];
export type MetricCounterName = (typeof PLAYER_METRIC_COUNTERS)[number];

/** How the video was played: the browser's own <video> (mp4, or HLS it plays itself), hls.js, or the VR view. */
export const PLAY_ENGINES = ['native', 'native-hls', 'hlsjs', 'vr'] as const;
export type PlayEngine = (typeof PLAY_ENGINES)[number];

/** Records in one POST: a page flushes every few seconds, so a full batch is far more than a page sends. */
export const METRICS_BATCH_MAX = 50;
/** The request body's size cap in bytes: a full batch of summaries is well under it. */
export const METRICS_BODY_MAX_BYTES = 16 * 1024;
/** A page's session id: random letters and digits it makes once per page load. */
export const METRICS_SESSION_RE = /^[A-Za-z0-9_-]{8,64}$/;
/** Free text a record may carry (`ts`, `campaign` as the embedding page gave them). */
export const METRICS_TEXT_MAX_CHARS = 64;
/** A quality label as the player shows it (`SD`, `HD`, `Full HD`, `Auto`). */
export const METRICS_QUALITY_RE = /^[A-Za-z0-9 +._-]{1,16}$/;
/** A host name as a URL gives it (lower case, no port), at most DNS's length. */
export const METRICS_HOST_RE = /^[a-z0-9]([a-z0-9.-]{0,251}[a-z0-9])?$/;
/** Longest time a figure may report, in milliseconds: a day. */
export const METRICS_MS_MAX = 86_400_000;
/** Most rebuffering stalls one play may report. */
export const METRICS_REBUFFERS_MAX = 10_000;
/** Highest running total an error counter may report. */
export const METRICS_COUNTER_TOTAL_MAX = 100_000;

/** What every record has: its name and the page's video. */
interface RecordBase {
  video_id: number;
}

export type PlayerEventRecord = RecordBase & {
  name: PlayerMetricEventName;
  /** player_firstframe: milliseconds from the player's start to the first frame. */
  ms?: number;
  /** player_init: the player is the embed's. */
  embed?: boolean;
  /** fullHDClick: the label chosen. */
  quality?: string;
  /** click_title, click_Related: the video the link leads to. */
  target_id?: number;
  /** player_init: passed on from the embedding page's address. */
  ts?: string;
  campaign?: string;
};

export type CounterRecord = RecordBase & {
  name: MetricCounterName;
  /** This player's running total of the counter. */
  total: number;
};

export type PlaySummaryRecord = RecordBase & {
  name: typeof PLAY_SUMMARY;
  /** Milliseconds from the player's start to the first frame; null when no frame was shown. */
  ttff_ms: number | null;
  /** Milliseconds the video played (not stalled, not paused). */
  watch_ms: number;
  /** Milliseconds stalled waiting for data after the first frame. */
  rebuffer_ms: number;
  rebuffer_count: number;
  /** The quality label played last; '' when none was chosen. */
  quality: string;
  /** '' when the engine never started. */
  engine: PlayEngine | '';
  embed: boolean;
  /** The embedding page's host; '' outside an embed or when the browser does not tell. */
  embed_host: string;
  /** A preroll was asked for before this play. */
  ad_asked: boolean;
};

export type MetricRecordWire = PlayerEventRecord | CounterRecord | PlaySummaryRecord;

/** The body of POST /api/metrics. */
export interface MetricsBatch {
  session: string;
  records: MetricRecordWire[];
}

/** Why a body is refused: the HTTP answer's code. */
export type MetricsRefusal =
  'invalid_body' | 'invalid_session' | 'too_many_records' | 'unknown_metric' | 'invalid_metric_field' | 'invalid_video_id';

export type MetricsReading = { ok: true; batch: MetricsBatch } | { ok: false; code: MetricsRefusal };

class Refused extends Error {
  constructor(readonly code: MetricsRefusal) {
    super(code);
  }
}

const fail = (code: MetricsRefusal): never => {
  throw new Refused(code);
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A whole number lo…hi (NaN, Infinity, fractions, strings refused). */
function whole(v: unknown, lo: number, hi: number): number {
  return typeof v === 'number' && Number.isInteger(v) && v >= lo && v <= hi ? v : fail('invalid_metric_field');
}
function flag(v: unknown): boolean {
  return typeof v === 'boolean' ? v : fail('invalid_metric_field');
}
function matching(v: unknown, re: RegExp, allowEmpty: boolean): string {
  if (typeof v !== 'string') return fail('invalid_metric_field');
  if (v === '' && allowEmpty) return v;
  return v.length <= 253 && re.test(v) ? v : fail('invalid_metric_field');
}
function text(v: unknown): string {
  return typeof v === 'string' && v.length <= METRICS_TEXT_MAX_CHARS ? v : fail('invalid_metric_field');
}
/** An id under the id rule, as a JSON number or its canonical text. */
function id(v: unknown, code: MetricsRefusal): number {
  return parseId(v) ?? fail(code);
}

/** The fields each name may carry besides `name` and `video_id`; anything else is refused. */
const OPTIONAL_EVENT_FIELDS: Record<string, (v: unknown) => unknown> = {
  ms: (v) => whole(v, 0, METRICS_MS_MAX),
  embed: flag,
  quality: (v) => matching(v, METRICS_QUALITY_RE, false),
  target_id: (v) => id(v, 'invalid_metric_field'),
  ts: text,
  campaign: text,
};

const SUMMARY_FIELDS: Record<string, (v: unknown) => unknown> = {
  ttff_ms: (v) => (v === null ? null : whole(v, 0, METRICS_MS_MAX)),
  watch_ms: (v) => whole(v, 0, METRICS_MS_MAX),
  rebuffer_ms: (v) => whole(v, 0, METRICS_MS_MAX),
  rebuffer_count: (v) => whole(v, 0, METRICS_REBUFFERS_MAX),
  quality: (v) => matching(v, METRICS_QUALITY_RE, true),
  engine: (v) => (v === '' || (PLAY_ENGINES as readonly unknown[]).includes(v) ? v : fail('invalid_metric_field')),
  embed: flag,
  embed_host: (v) => matching(v, METRICS_HOST_RE, true),
  ad_asked: flag,
};

const isName = <T extends string>(names: readonly T[], v: unknown): v is T => (names as readonly unknown[]).includes(v);

function readRecord(raw: unknown): MetricRecordWire {
  if (!isObject(raw)) return fail('invalid_body');
  const { name, video_id, ...rest } = raw;
  if (!isName(METRIC_NAMES, name)) return fail('unknown_metric');
  const base = { name, video_id: id(video_id, 'invalid_video_id') };
  if (isName(PLAYER_METRIC_COUNTERS, name)) {
    const { total, ...extra } = rest;
    if (Object.keys(extra).length) fail('invalid_metric_field');
    return { ...base, name, total: whole(total, 1, METRICS_COUNTER_TOTAL_MAX) };
  }
  if (name === PLAY_SUMMARY) {
    const out: Record<string, unknown> = { ...base };
    for (const key of Object.keys(rest)) if (!(key in SUMMARY_FIELDS)) fail('invalid_metric_field');
    // Every figure of a summary is present: a summary without one is not a summary.
    for (const [key, read] of Object.entries(SUMMARY_FIELDS)) out[key] = key in rest ? read(rest[key]) : fail('invalid_metric_field');
    return out as unknown as PlaySummaryRecord;
  }
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(rest)) {
    const read = OPTIONAL_EVENT_FIELDS[key];
    if (!read) fail('invalid_metric_field');
    out[key] = read(value);
  }
  return out as unknown as PlayerEventRecord;
}

/** One record as readMetricsBatch reads it, or null when the batch would be refused for it: the
 * pages check what they queue with the server's own rule, so one bad record never spoils a batch. */
export function readMetricRecord(raw: unknown): MetricRecordWire | null {
  try {
    return readRecord(raw);
  } catch (err) {
    if (err instanceof Refused) return null;
    throw err;
  }
}

/**
 * Reads a parsed JSON body as a batch: the session, then every record, all or nothing. The first
 * failure refuses the whole batch, so a refused batch stores nothing.
 */
export function readMetricsBatch(body: unknown): MetricsReading {
  try {
    if (!isObject(body)) fail('invalid_body');
    const { session, records, ...extra } = body as Record<string, unknown>;
    if (Object.keys(extra).length) fail('invalid_body');
    if (typeof session !== 'string' || !METRICS_SESSION_RE.test(session)) fail('invalid_session');
    if (!Array.isArray(records) || records.length === 0) fail('invalid_body');
    const list = records as unknown[];
    if (list.length > METRICS_BATCH_MAX) fail('too_many_records');
    return { ok: true, batch: { session: session as string, records: list.map(readRecord) } };
  } catch (err) {
    if (err instanceof Refused) return { ok: false, code: err.code };
    throw err;
  }
}

/** A page sends what it has queued this often while it stays visible (and at once when hidden). */
export const METRICS_CLIENT_FLUSH_MS = 5000;

/** The console's period: whole UTC days, `from` and `to` included. */
export const METRICS_PERIOD_MAX_DAYS = 366;
/** Edges of the first-frame histogram's buckets in milliseconds: a sample falls in the first bucket
 * whose edge is above it, the last bucket holds everything slower. p50/p95 are read as the upper
 * edge of the bucket where the count crosses the share. */
export const TTFF_BUCKET_EDGES_MS = [100, 200, 300, 500, 750, 1000, 1500, 2000, 3000, 5000, 8000, 13000, 20000, 30000] as const;

/** Reads a percentile (0…1) from histogram counts over TTFF_BUCKET_EDGES_MS; null without samples.
 * The slowest bucket has no upper edge: its value is the last edge. */
export function histogramPercentile(counts: readonly number[], share: number): number | null {
  const total = counts.reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  const want = Math.ceil(total * share);
  let seen = 0;
  for (let i = 0; i < counts.length; i++) {
    seen += counts[i];
    if (seen >= want) return TTFF_BUCKET_EDGES_MS[Math.min(i, TTFF_BUCKET_EDGES_MS.length - 1)];
  }
  return TTFF_BUCKET_EDGES_MS[TTFF_BUCKET_EDGES_MS.length - 1];
}

/** One day's figures, for the whole site or one video. */
export interface MetricsDay {
  /** YYYY-MM-DD (UTC). */
  day: string;
  views: number;
  plays: number;
  watch_ms: number;
  rebuffer_ms: number;
  rebuffer_count: number;
  ttff_p50_ms: number | null;
  ttff_p95_ms: number | null;
  errors: number;
}

/** GET /api/admin/stats: the period's totals and its days. */
export interface AdminStats {
  from: string;
  to: string;
  video_id: number | null;
  totals: {
    views: number;
    plays: number;
    watch_ms: number;
    rebuffer_ms: number;
    rebuffer_count: number;
    /** Stalled time ÷ (stalled + played time); null without playing time. */
    rebuffer_ratio: number | null;
    ttff_p50_ms: number | null;
    ttff_p95_ms: number | null;
    /** Occurrences by counter name, and per view (null without views). */
    errors: { kind: MetricCounterName; count: number; per_view: number | null }[];
    ads_asked: number;
    ads_played: number;
    ad_errors: number;
    /** Prerolls played ÷ prerolls asked; null when none was asked. */
    ad_fill_rate: number | null;
    embeds: number;
  };
  days: MetricsDay[];
  /** Plays from embeds by embedding host, most first. */
  hosts: { host: string; plays: number }[];
  /** Most viewed videos of the period (the whole site only; empty for one video). */
  top_videos: { video_id: number; title: string; views: number; plays: number }[];
}

/** GET /api/member/stats: a member's own uploads' daily views. */
export interface MemberViewStats {
  from: string;
  to: string;
  days: { day: string; views: number }[];
}
