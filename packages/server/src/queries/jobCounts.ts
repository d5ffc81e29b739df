// The upload jobs counted by state, and how long the oldest queued one has waited: what an operator
// watches to know whether the workers keep up. Read at every metrics scrape, so one statement, and
// one the (state, created_at) index answers.
import { JOB_STATES, type JobState } from '@reel/api/moderation';
import type { Database } from '../db/client.js';
import type { UploadJobRecord } from './rows.js';
import { JOB_QUEUED } from '../constants.js';

export interface JobCounts {
  /** Every state, 0 when no job is in it. */
  byState: Record<JobState, number>;
  /** Seconds the oldest queued job has waited since it was made; 0 when none waits. */
  oldestQueuedS: number;
}

type CountRow = Pick<UploadJobRecord, 'state'> & { n: number; oldest_s: number | string | null };

export async function jobCounts(database: Database): Promise<JobCounts> {
  const rows = await database.query<CountRow>(
    `SELECT state, count(*)::int AS n, extract(epoch FROM now() - min(created_at))::float8 AS oldest_s
       FROM upload_jobs GROUP BY state`,
  );
  const byState = Object.fromEntries(JOB_STATES.map((state) => [state, 0])) as Record<JobState, number>;
  let oldestQueuedS = 0;
  for (const row of rows) {
    if ((JOB_STATES as readonly string[]).includes(row.state)) byState[row.state as JobState] = Number(row.n);
    if (row.state === JOB_QUEUED) oldestQueuedS = Math.max(0, Number(row.oldest_s ?? 0));
  }
  return { byState, oldestQueuedS };
}
