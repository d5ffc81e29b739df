// The upload jobs as staff see them, and the two things staff do to them: retry and cancel. A
// worker holding a cancelled job finds its next write refused (every write names the job's state
// and holder) and lets it go.
import type { AdminJob, AdminJobsPage, JobState } from '@reel/api/moderation';
import type { Database } from '../db/client.js';
import { JOB_CANCELLED, JOB_FAILED, JOB_PROCESSING, JOB_QUEUED } from '../constants.js';

interface JobDbRow {
  job_id: number;
  video_id: number | null;
  title: string | null;
  username: string | null;
  state: JobState;
  attempts: number;
  progress: number;
  locked_by: string;
  reason: string;
  error: string;
  created_at: Date;
  updated_at: Date;
  age_s: number;
  total?: number;
}

const JOB_SELECT = `SELECT j.job_id, j.video_id, v.title, m.username, j.state, j.attempts, j.progress, j.locked_by, j.reason, j.error,
   j.created_at, j.updated_at, extract(epoch FROM now() - j.created_at)::int AS age_s
  FROM upload_jobs j LEFT JOIN videos v ON v.video_id = j.video_id LEFT JOIN members m ON m.user_id = j.user_id`;

const toJob = (r: JobDbRow): AdminJob => ({
  job_id: Number(r.job_id),
  video_id: r.video_id === null ? null : Number(r.video_id),
  title: r.title ?? '',
  user: r.username ?? '',
  state: r.state,
  attempts: Number(r.attempts),
  // Stored as a share of the whole job; the console shows percent.
  progress: Math.round(Number(r.progress) * 100),
  worker: r.locked_by,
  reason: r.reason,
  error: r.error,
  created_at: new Date(r.created_at).toISOString(),
  updated_at: new Date(r.updated_at).toISOString(),
  age_s: Number(r.age_s),
});

export async function jobsPage(database: Database, state: JobState | null, page: number, size: number): Promise<AdminJobsPage> {
  const rows = await database.query<JobDbRow>(
    `${JOB_SELECT.replace('SELECT ', 'SELECT count(*) OVER ()::int AS total, ')} WHERE $1::text IS NULL OR j.state = $1
      ORDER BY j.job_id DESC LIMIT $2 OFFSET $3`,
    [state, size, (page - 1) * size],
  );
  const counts = await database.query<{ state: JobState; n: number }>('SELECT state, count(*)::int AS n FROM upload_jobs GROUP BY state');
  return {
    items: rows.map(toJob),
    total: rows.length ? Number(rows[0].total) : 0,
    page,
    counts: Object.fromEntries(counts.map((c) => [c.state, Number(c.n)])),
  };
}

export async function adminJob(database: Database, jobId: number): Promise<AdminJob | null> {
  const rows = await database.query<JobDbRow>(`${JOB_SELECT} WHERE j.job_id = $1`, [jobId]);
  return rows[0] ? toJob(rows[0]) : null;
}

/** A failed or cancelled job queued again from scratch; false when it is in another state, or when
 * a live upload of the same bytes has appeared since (the two would be duplicates). */
export async function retryJob(database: Database, jobId: number): Promise<boolean> {
  const rows = await database.query(
    `UPDATE upload_jobs j SET state = '${JOB_QUEUED}', attempts = 0, progress = 0, error = '', reason = '', locked_at = NULL, locked_by = '',
            updated_at = now()
      WHERE j.job_id = $1 AND j.state IN ('${JOB_FAILED}', '${JOB_CANCELLED}')
        AND NOT EXISTS (SELECT 1 FROM upload_jobs o WHERE o.job_id <> j.job_id AND j.content_hash <> '' AND o.content_hash = j.content_hash
                          AND o.state <> '${JOB_FAILED}')
      RETURNING j.job_id`,
    [jobId],
  );
  return rows.length > 0;
}

/** A queued, running or failed job cancelled; false in any other state. Its bytes no longer count
 * as a live upload, as a failed job's do not. */
export async function cancelJob(database: Database, jobId: number): Promise<boolean> {
  const rows = await database.query(
    `UPDATE upload_jobs SET state = '${JOB_CANCELLED}', content_hash = '', locked_at = NULL, locked_by = '', error = 'cancelled by staff',
            updated_at = now()
      WHERE job_id = $1 AND state IN ('${JOB_QUEUED}', '${JOB_PROCESSING}', '${JOB_FAILED}') RETURNING job_id`,
    [jobId],
  );
  return rows.length > 0;
}

export async function failedJobCount(database: Database): Promise<number> {
  const rows = await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM upload_jobs WHERE state = '${JOB_FAILED}'`);
  return Number(rows[0].n);
}
