// The metrics every Reel process has, the server and the standalone worker alike: Node's own
// (memory, event-loop lag, garbage collection, handles), the duration of each database statement,
// the upload jobs by state with the age of the oldest queued one, and the mail queue likewise. One
// registry per process role (per app in tests, where several run in one process), never
// prom-client's global one.
import { JOB_STATES } from '@reel/api/moderation';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { DB_QUERY_DURATION_BUCKETS_S, PROM_CLIENT_DROPPED_METRICS } from '../constants.js';
import type { Database } from '../db/client.js';
import { jobCounts, type JobCounts } from '../queries/jobCounts.js';
import { mailQueueMetrics } from './mailQueue.js';

export interface ProcessMetrics {
  register: Registry;
  /** Stops timing the database's statements. */
  stop(): void;
}

/** `replica`: the read replica of DATABASE_READ_URL, whose statements are timed as engine
 * `postgres-replica` so that the share of reads it takes shows. */
export function processMetrics(database: Database, replica?: Database): ProcessMetrics {
  const register = new Registry();
  collectDefaultMetrics({ register });
  for (const name of PROM_CLIENT_DROPPED_METRICS) register.removeSingleMetric(name);

  const queries = new Histogram({
    name: 'reel_db_query_duration_seconds',
    help: 'Duration of database statements, by engine and by the statement’s first word.',
    labelNames: ['engine', 'kind'] as const,
    buckets: DB_QUERY_DURATION_BUCKETS_S,
    registers: [register],
  });
  const stopTiming = database.observeQueries((kind, seconds) => queries.observe({ engine: database.kind, kind }, seconds));
  const stopReplica = replica?.observeQueries((kind, seconds) => queries.observe({ engine: 'postgres-replica', kind }, seconds));

  // Both job gauges are read from one statement per scrape: the registry collects its metrics
  // concurrently, so the second gauge joins the statement the first one started.
  let reading: Promise<JobCounts | null> | undefined;
  const readJobs = (): Promise<JobCounts | null> =>
    (reading ??= jobCounts(database)
      .catch(() => null)
      .finally(() => {
        reading = undefined;
      }));

  new Gauge({
    name: 'reel_upload_jobs',
    help: 'Upload jobs by state (absent when the database did not answer the scrape).',
    labelNames: ['state'] as const,
    registers: [register],
    async collect() {
      const jobs = await readJobs();
      this.reset();
      if (jobs) for (const state of JOB_STATES) this.set({ state }, jobs.byState[state]);
    },
  });
  new Gauge({
    name: 'reel_upload_oldest_queued_seconds',
    help: 'Seconds the oldest queued upload job has waited; 0 when none waits.',
    registers: [register],
    async collect() {
      const jobs = await readJobs();
      this.reset();
      if (jobs) this.set(jobs.oldestQueuedS);
    },
  });

  mailQueueMetrics(register, database);

  return {
    register,
    stop() {
      stopTiming();
      stopReplica?.();
    },
  };
}
