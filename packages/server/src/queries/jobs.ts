// The persistent job table (`upload_jobs`) as the workers use it. A job is claimed with
// FOR UPDATE SKIP LOCKED and stamped with locked_at, so any number of workers on any machines can
// share one PostgreSQL: each takes a different job, and a job whose lock went stale (its worker
// died) is claimed again and starts over. Every write after the claim names the holder, so a
// worker that lost its lock to another cannot overwrite the other's work.
import type { Database } from '../db/client.js';
import type { UploadJobRecord } from './rows.js';
import { JOB_FAILED, JOB_NEEDS_PREVIEW, JOB_PROCESSING, JOB_QUEUED } from '../constants.js';

/** A job as the workers see it; every job is made together with its video, so it names one. */
export type JobRow = Pick<
  UploadJobRecord,
  'job_id' | 'user_id' | 'state' | 'source_path' | 'content_hash' | 'progress' | 'attempts' | 'error' | 'reason' | 'locked_by'
> & {
  video_id: number;
};

const JOB_COLUMNS = 'job_id, user_id, video_id, state, source_path, content_hash, progress, attempts, error, reason, locked_by';

/**
 * Takes the oldest queued job, or a processing one whose lock is older than `staleS`, and counts
 * the attempt. One statement, so it is atomic without a transaction of its own.
 */
export async function claimJob(database: Database, workerId: string, staleS: number): Promise<JobRow | null> {
  const rows = await database.query<JobRow>(
    `UPDATE upload_jobs SET state = '${JOB_PROCESSING}', locked_at = now(), locked_by = $1,
            attempts = attempts + 1, updated_at = now()
      WHERE job_id = (
        SELECT job_id FROM upload_jobs
         WHERE state = '${JOB_QUEUED}'
            OR (state = '${JOB_PROCESSING}' AND (locked_at IS NULL OR locked_at < now() - $2 * interval '1 second'))
         ORDER BY created_at, job_id
         LIMIT 1
         FOR UPDATE SKIP LOCKED)
      RETURNING ${JOB_COLUMNS}`,
    [workerId, staleS],
  );
  return rows[0] ?? null;
}

/** Writes progress (0…1) and refreshes the lock; false when this worker no longer holds the job. */
export async function touchJob(database: Database, job: JobRow, progress: number): Promise<boolean> {
  const rows = await database.query(
    `UPDATE upload_jobs SET progress = $3, locked_at = now(), updated_at = now()
      WHERE job_id = $1 AND locked_by = $2 AND state = '${JOB_PROCESSING}' RETURNING job_id`,
    [job.job_id, job.locked_by, progress],
  );
  return rows.length > 0;
}

/** Whether the job's row is gone: its owner deleted the upload while a worker held it. */
export async function jobVanished(database: Database, job: JobRow): Promise<boolean> {
  const rows = await database.query('SELECT 1 FROM upload_jobs WHERE job_id = $1', [job.job_id]);
  return rows.length === 0;
}

/** Hands a job back untouched (a worker shutting down cleanly): it does not count as an attempt. */
export async function releaseJob(database: Database, job: JobRow): Promise<void> {
  await database.query(
    `UPDATE upload_jobs SET state = '${JOB_QUEUED}', locked_at = NULL, locked_by = '', attempts = GREATEST(attempts - 1, 0), updated_at = now()
      WHERE job_id = $1 AND locked_by = $2 AND state = '${JOB_PROCESSING}'`,
    [job.job_id, job.locked_by],
  );
}

/** After a failed attempt: back to the queue, or failed for good with a reason the member reads. */
export async function failAttempt(
  database: Database,
  job: JobRow,
  maxAttempts: number,
  reason: string,
  detail: string,
): Promise<'retry' | 'failed'> {
  const final = job.attempts >= maxAttempts;
  await database.query(
    `UPDATE upload_jobs SET state = $3, locked_at = NULL, locked_by = '', error = $4, reason = $5, updated_at = now()
      WHERE job_id = $1 AND locked_by = $2 AND state = '${JOB_PROCESSING}'`,
    [job.job_id, job.locked_by, final ? JOB_FAILED : JOB_QUEUED, detail, final ? reason : ''],
  );
  return final ? 'failed' : 'retry';
}

export interface FinishedMedia {
  files: { format: string; path: string; width: number; height: number; size_bytes: number }[];
  media: Record<string, unknown>;
  file_formats: string;
  duration_sec: number;
  width: number;
  height: number;
  timelines_count: number;
  timelines_interval: number;
}

/**
 * Records a finished transcode in one statement: the video's file rows (as the seeding code writes
 * them), its media columns, and the job waiting for the preview choice. Returns false when the
 * lock was lost meanwhile (nothing is written then).
 */
export async function finishJob(database: Database, job: JobRow, m: FinishedMedia): Promise<boolean> {
  const rows = await database.query(
    `WITH j AS (
       UPDATE upload_jobs SET state = '${JOB_NEEDS_PREVIEW}', progress = 1, locked_at = NULL, locked_by = '', error = '', updated_at = now()
        WHERE job_id = $1 AND locked_by = $2 AND state = '${JOB_PROCESSING}' RETURNING video_id),
     v AS (
       UPDATE videos SET media = $4::jsonb, file_formats = $5, duration_sec = $6, width = $7, height = $8,
              timelines_count = $9, timelines_interval = $10
        WHERE video_id = (SELECT video_id FROM j) RETURNING video_id),
     f AS (
       INSERT INTO video_files (video_id, format, path, width, height, size_bytes)
       SELECT v.video_id, x.format, x.path, x.width, x.height, x.size_bytes
         FROM v, jsonb_to_recordset($3::jsonb) AS x(format text, path text, width int, height int, size_bytes int)
       ON CONFLICT (video_id, format) DO UPDATE SET path = excluded.path, width = excluded.width,
              height = excluded.height, size_bytes = excluded.size_bytes
       RETURNING file_id)
     SELECT (SELECT count(*) FROM v)::int AS videos, (SELECT count(*) FROM f)::int AS files`,
    [
      job.job_id,
      job.locked_by,
      JSON.stringify(m.files),
      JSON.stringify(m.media),
      m.file_formats,
      m.duration_sec,
      m.width,
      m.height,
      m.timelines_count,
      m.timelines_interval,
    ],
  );
  return Number((rows[0] as { videos: number }).videos) > 0;
}
