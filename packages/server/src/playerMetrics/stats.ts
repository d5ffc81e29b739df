// The dashboard's answer, made of the daily rows: totals are sums, except the first-frame
// percentiles, read from the period's summed histogram, and the ratios, computed from the sums (never
// averaged over days, so a quiet day weighs what it holds).
import {
  histogramPercentile,
  PLAYER_METRIC_COUNTERS,
  TTFF_BUCKET_EDGES_MS,
  type AdminStats,
  type MemberViewStats,
  type MetricsDay,
} from '@reel/api/metrics';
import type { MetricsDayRow } from '../queries/playerMetrics.js';

const DAY_MS = 86_400_000;

/** Every day from `from` to `to` (YYYY-MM-DD), both included. */
export function daysOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS)
    out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

const emptyHistogram = (): number[] => new Array<number>(TTFF_BUCKET_EDGES_MS.length + 1).fill(0);
const addInto = (sum: number[], h: readonly number[]) => h.forEach((n, i) => (sum[i] = (sum[i] ?? 0) + n));
const ratio = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);
const errorsOf = (row: MetricsDayRow) => Object.values(row.errors).reduce((a, b) => a + b, 0);

export interface StatsParts {
  from: string;
  to: string;
  videoId: number | null;
  rows: readonly MetricsDayRow[];
  hosts: AdminStats['hosts'];
  topVideos: AdminStats['top_videos'];
}

export function adminStats({ from, to, videoId, rows, hosts, topVideos }: StatsParts): AdminStats {
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const hist = emptyHistogram();
  const sum = { views: 0, plays: 0, watch_ms: 0, rebuffer_ms: 0, rebuffer_count: 0, ads_asked: 0, ads_played: 0, embeds: 0 };
  const errors = new Map<string, number>();
  const days: MetricsDay[] = daysOf(from, to).map((day) => {
    const r = byDay.get(day);
    if (!r)
      return { day, views: 0, plays: 0, watch_ms: 0, rebuffer_ms: 0, rebuffer_count: 0, ttff_p50_ms: null, ttff_p95_ms: null, errors: 0 };
    addInto(hist, r.ttff_hist);
    for (const key of Object.keys(sum) as (keyof typeof sum)[]) sum[key] += Number(r[key]);
    for (const [kind, n] of Object.entries(r.errors)) errors.set(kind, (errors.get(kind) ?? 0) + n);
    return {
      day,
      views: r.views,
      plays: r.plays,
      watch_ms: Number(r.watch_ms),
      rebuffer_ms: Number(r.rebuffer_ms),
      rebuffer_count: r.rebuffer_count,
      ttff_p50_ms: histogramPercentile(r.ttff_hist, 0.5),
      ttff_p95_ms: histogramPercentile(r.ttff_hist, 0.95),
      errors: errorsOf(r),
    };
  });
  const adErrors = errors.get('player_vast_error') ?? 0;
  return {
    from,
    to,
    video_id: videoId,
    totals: {
      ...sum,
      rebuffer_ratio: ratio(sum.rebuffer_ms, sum.rebuffer_ms + sum.watch_ms),
      ttff_p50_ms: histogramPercentile(hist, 0.5),
      ttff_p95_ms: histogramPercentile(hist, 0.95),
      errors: PLAYER_METRIC_COUNTERS.map((kind) => {
        const count = errors.get(kind) ?? 0;
        return { kind, count, per_view: ratio(count, sum.views) };
      }),
      ad_errors: adErrors,
      ad_fill_rate: ratio(sum.ads_played, sum.ads_asked),
    },
    days,
    hosts,
    top_videos: topVideos,
  };
}

/** A member's daily views with the days without any written as 0. */
export function memberViewStats(from: string, to: string, rows: readonly { day: string; views: number }[]): MemberViewStats {
  const byDay = new Map(rows.map((r) => [r.day, r.views]));
  return { from, to, days: daysOf(from, to).map((day) => ({ day, views: byDay.get(day) ?? 0 })) };
}
