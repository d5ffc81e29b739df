// The way of a metric batch after its request has been answered: the records wait in memory and are
// written together (every METRICS_FLUSH_INTERVAL_MS, as soon as METRICS_FLUSH_RECORDS are waiting,
// and on shutdown), so a flood of small POSTs costs the database a few statements a second. The
// daily rollups are recomputed in the background every METRICS_ROLLUP_INTERVAL_MS, one day per
// statement, never on a request's path: the dashboard reads what the last rollup wrote. Raw records
// older than METRICS_RAW_DAYS are removed then too, in bounded batches, whether the rollup worked or not.
import type { MetricsBatch, MetricRecordWire } from '@reel/api/metrics';
import type { Database } from '../db/client.js';
import { deleteMetricRecordsBefore, insertMetricRows, rollupMetricsDay, type MetricRow } from '../queries/playerMetrics.js';
import {
  METRICS_DELETE_BATCH_RECORDS,
  METRICS_FLUSH_INTERVAL_MS,
  METRICS_FLUSH_RECORDS,
  METRICS_QUEUE_MAX_RECORDS,
  METRICS_ROLLUP_INTERVAL_MS,
} from './constants.js';

const DAY_MS = 86_400_000;

/** A record as the raw table holds it: the fields its name does not carry are null. */
export function toMetricRow(record: MetricRecordWire, session: string, receivedAt: Date): MetricRow {
  const r = record as unknown as Partial<Record<string, unknown>>;
  const ttff = record.name === 'play_summary' ? record.ttff_ms : record.name === 'player_firstframe' ? (r.ms as number | undefined) : null;
  return {
    received_at: receivedAt,
    session,
    name: record.name,
    video_id: record.video_id,
    ttff_ms: ttff ?? null,
    watch_ms: (r.watch_ms as number | undefined) ?? null,
    rebuffer_ms: (r.rebuffer_ms as number | undefined) ?? null,
    rebuffer_count: (r.rebuffer_count as number | undefined) ?? null,
    quality: (r.quality as string | undefined) ?? null,
    engine: (r.engine as string | undefined) ?? null,
    embed: (r.embed as boolean | undefined) ?? null,
    embed_host: (r.embed_host as string | undefined) ?? null,
    ad_asked: (r.ad_asked as boolean | undefined) ?? null,
  };
}

export interface MetricsPipelineDeps {
  database: Database;
  now: () => number;
  config: { metricsRawDays: number };
}

export interface RollupResult {
  days: string[];
  rows: number;
  removed: number;
  /** Days whose rollup failed (logged); the next run recomputes them. */
  failed: string[];
}

export class MetricsPipeline {
  private queue: MetricRow[] = [];
  private writing: Promise<void> = Promise.resolve();
  private timer: ReturnType<typeof setInterval> | undefined;
  private rollupTimer: ReturnType<typeof setInterval> | undefined;
  private rolling: Promise<RollupResult> | undefined;
  private log: (message: string) => void = () => undefined;
  /** Records dropped because the queue was full, since start: the operator's sign of a slow database. */
  dropped = 0;

  constructor(private readonly deps: MetricsPipelineDeps) {}

  /** Records waiting to be written. */
  get size(): number {
    return this.queue.length;
  }

  /** Queues a batch's records; false when the queue is full and they were dropped. */
  push(batch: MetricsBatch): boolean {
    if (this.queue.length + batch.records.length > METRICS_QUEUE_MAX_RECORDS) {
      this.dropped += batch.records.length;
      return false;
    }
    const at = new Date(this.deps.now());
    for (const record of batch.records) this.queue.push(toMetricRow(record, batch.session, at));
    if (this.queue.length >= METRICS_FLUSH_RECORDS) void this.flush();
    return true;
  }

  /** Writes everything queued so far, one statement per METRICS_FLUSH_RECORDS; resolves when written.
   * A failed write loses its records (they are only counted), never the next ones. */
  flush(): Promise<void> {
    this.writing = this.writing.then(async () => {
      while (this.queue.length > 0) {
        const rows = this.queue.splice(0, METRICS_FLUSH_RECORDS);
        try {
          await insertMetricRows(this.deps.database, rows);
        } catch (err) {
          this.dropped += rows.length;
          this.log(`[metrics] ${rows.length} record(s) not written: ${err instanceof Error ? err.message : String(err)}`);
        }
      }
    });
    return this.writing;
  }

  /**
   * Writes the queue, recomputes yesterday's and today's figures (records of the day before arrive
   * after midnight), each day on its own, and removes raw records older than METRICS_RAW_DAYS. A day
   * that fails is logged and left to the next run; it stops neither the other day nor the removal
   * (days past the retention were rolled up while they were today and yesterday). One run at a time.
   */
  rollup(): Promise<RollupResult> {
    this.rolling ??= (async () => {
      try {
        await this.flush();
        const now = this.deps.now();
        const days = [new Date(now - DAY_MS), new Date(now)].map((d) => d.toISOString().slice(0, 10));
        let rows = 0;
        const failed: string[] = [];
        for (const day of days) {
          try {
            rows += await rollupMetricsDay(this.deps.database, day);
          } catch (err) {
            failed.push(day);
            this.log(`[metrics] rollup of ${day} failed: ${err instanceof Error ? err.message : String(err)}`);
          }
        }
        const removed = await this.removeOld(new Date(now - this.deps.config.metricsRawDays * DAY_MS).toISOString());
        return { days, rows, removed, failed };
      } finally {
        this.rolling = undefined;
      }
    })();
    return this.rolling;
  }

  /** Deletes raw records received before `before`, METRICS_DELETE_BATCH_RECORDS at a time, so other
   * statements run between the batches; answers how many. */
  private async removeOld(before: string): Promise<number> {
    let removed = 0;
    for (;;) {
      const n = await deleteMetricRecordsBefore(this.deps.database, before, METRICS_DELETE_BATCH_RECORDS);
      removed += n;
      if (n < METRICS_DELETE_BATCH_RECORDS) return removed;
    }
  }

  /** Starts the write and rollup timers; neither keeps the process alive. */
  start(log: (message: string) => void): void {
    this.log = log;
    this.timer ??= setInterval(() => void this.flush(), METRICS_FLUSH_INTERVAL_MS);
    this.timer.unref();
    const roll = () =>
      this.rollup().then(
        (r) => r.removed && log(`[metrics] removed ${r.removed} raw record(s) older than ${this.deps.config.metricsRawDays} day(s)`),
        (err: unknown) => log(`[metrics] rollup failed: ${err instanceof Error ? err.message : String(err)}`),
      );
    this.rollupTimer ??= setInterval(roll, METRICS_ROLLUP_INTERVAL_MS);
    this.rollupTimer.unref();
  }

  /** Stops the timers and writes what is queued. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    clearInterval(this.rollupTimer);
    this.timer = this.rollupTimer = undefined;
    await this.rolling;
    await this.flush();
  }
}
