// Uploads: the checks before a video is recorded, its rows, the member's list, publishing and
// deleting, and what the sweeper asks of the job table.
import { FORMAT_TRAILER, VideoStatus } from '@reel/api';
import type { Database } from '../db/client.js';
import type { VideoMedia } from '../db/schema.js';
import type { CountRow, UploadJobRecord, VideoRecord } from './rows.js';
import { sqlStatus, statusIs } from './statusSql.js';
import { JOB_DELETED, JOB_FAILED, JOB_PUBLISHED, JOB_QUEUED } from '../constants.js';

/** How many of the ids name a category. */
export async function countKnownCategories(database: Database, categoryIds: number[]): Promise<number> {
  const known = await database.query<CountRow>('SELECT count(*)::int AS n FROM categories WHERE category_id = ANY($1::int[])', [
    categoryIds,
  ]);
  return Number(known[0].n);
}

/** Whether a live (not failed) upload already has these bytes. */
export async function isDuplicateUpload(database: Database, sha256: string): Promise<boolean> {
  const rows = await database.query(`SELECT 1 FROM upload_jobs WHERE content_hash = $1 AND state <> '${JOB_FAILED}' LIMIT 1`, [sha256]);
  return rows.length > 0;
}

/** The id the next video gets; taken first so its dir can be made from it. */
export async function nextVideoId(database: Database): Promise<number> {
  const [{ id }] = await database.query<{ id: number }>(`SELECT nextval(pg_get_serial_sequence('videos', 'video_id'))::int AS id`);
  return Number(id);
}

export interface UploadRows {
  videoId: number;
  dir: string;
  title: string;
  description: string;
  durationS: number;
  mediaKey: string;
  width: number;
  height: number;
  userId: number;
  tags: string[];
  categoryIds: number[];
  /** Model titles or dirs, lower case. */
  models: string[];
  sourcePath: string;
  sha256: string;
}

/** The video (unpublished, owned by the member), its categories and models, and its job: one statement. Returns the job id. */
export async function insertUploadRows(database: Database, v: UploadRows): Promise<number> {
  const rows = await database.query<Pick<UploadJobRecord, 'job_id'>>(
    `WITH v AS (
       INSERT INTO videos (video_id, dir, title, description, duration_sec, status_id, media_key, width, height, user_id, tags)
       VALUES ($1, $2, $3, $4, $5, ${sqlStatus(VideoStatus.Unpublished)}, $6, $7, $8, $9, $10) RETURNING video_id),
     c AS (INSERT INTO video_categories (video_id, category_id) SELECT v.video_id, x FROM v, unnest($11::int[]) AS x RETURNING 1),
     m AS (INSERT INTO video_models (video_id, model_id)
           SELECT v.video_id, mo.model_id FROM v, models mo WHERE lower(mo.title) = ANY($12::text[]) OR mo.dir = ANY($12::text[])
           ON CONFLICT DO NOTHING RETURNING 1)
     INSERT INTO upload_jobs (user_id, video_id, state, source_path, content_hash)
     SELECT $9, v.video_id, '${JOB_QUEUED}', $13, $14 FROM v RETURNING job_id`,
    [
      v.videoId,
      v.dir,
      v.title,
      v.description,
      Math.round(v.durationS),
      v.mediaKey,
      v.width,
      v.height,
      v.userId,
      v.tags.join(','),
      v.categoryIds,
      v.models,
      v.sourcePath,
      v.sha256,
    ],
  );
  return Number(rows[0].job_id);
}

/** The media folder key of a video, or null once the video is gone. */
export async function videoMediaKey(database: Database, videoId: number): Promise<string | null> {
  const rows = await database.query<Pick<VideoRecord, 'media_key'>>('SELECT media_key FROM videos WHERE video_id = $1', [videoId]);
  return rows[0]?.media_key ?? null;
}

/** An upload as its member's list and the preview calls read it. */
export type UploadRow = Pick<
  VideoRecord,
  'video_id' | 'title' | 'dir' | 'duration_sec' | 'status_id' | 'reject_reason' | 'reject_note' | 'removed_at' | 'purged_at'
> &
  Pick<UploadJobRecord, 'job_id' | 'created_at' | 'state' | 'progress' | 'reason'> & { media: VideoMedia };

/** An upload its owner deleted is gone from their list and from the preview calls alike; one staff
 * took down stays in the list, said to be removed. */
const UPLOAD_SELECT = `SELECT v.video_id, j.job_id, v.title, v.dir, v.duration_sec, j.created_at, j.state, j.progress, j.reason, v.media, v.status_id,
       v.reject_reason, v.reject_note, v.removed_at, v.purged_at
  FROM upload_jobs j JOIN videos v ON v.video_id = j.video_id AND j.state <> '${JOB_DELETED}'`;

/** One page of the member's uploads, newest first, and their total. */
export async function uploadPage(
  database: Database,
  userId: number,
  limit: number,
  offset: number,
): Promise<{ rows: UploadRow[]; total: number }> {
  const rows = await database.query<UploadRow>(
    `${UPLOAD_SELECT} WHERE j.user_id = $1 ORDER BY j.created_at DESC, j.job_id DESC LIMIT $2 OFFSET $3`,
    [userId, limit, offset],
  );
  const total = await database.query<CountRow>(
    `SELECT count(*)::int AS n FROM upload_jobs j JOIN videos v ON v.video_id = j.video_id AND j.state <> '${JOB_DELETED}' WHERE j.user_id = $1`,
    [userId],
  );
  return { rows, total: Number(total[0].n) };
}

/** The member's own upload of this video, or null (someone else's is as unknown as a missing one). */
export async function ownUploadRow(database: Database, userId: number, videoId: number): Promise<UploadRow | null> {
  const rows = await database.query<UploadRow>(`${UPLOAD_SELECT} WHERE j.user_id = $1 AND j.video_id = $2 ORDER BY j.job_id DESC LIMIT 1`, [
    userId,
    videoId,
  ]);
  return rows[0] ?? null;
}

/** The tallest rendition (not the trailer) and the video's media key; null before any is written. */
export async function tallestRendition(
  database: Database,
  videoId: number,
): Promise<{ media_key: string; height: number; path: string } | null> {
  const video = await database.query<{ media_key: string; height: number; path: string }>(
    `SELECT v.media_key, v.height, f.path FROM videos v JOIN video_files f ON f.video_id = v.video_id
      WHERE v.video_id = $1 AND f.format <> $2 ORDER BY f.height DESC LIMIT 1`,
    [videoId, FORMAT_TRAILER],
  );
  return video[0] ?? null;
}

/**
 * The owner chose the preview for the first time: one statement moves the video to `status` (live,
 * or waiting for review) in the review queue, dated now so it leads the latest list, and says the
 * job is done. Counters follow in the same statement only when it goes live.
 */
export async function submitUpload(database: Database, videoId: number, status: number, patch: Record<string, string>): Promise<void> {
  const bump = status === VideoStatus.Active ? 1 : 0;
  await database.query(
    `WITH v AS (
       UPDATE videos SET status_id = $4, review_pending = true, media = media || $2::jsonb, post_date = now()
        WHERE video_id = $1 AND ${statusIs('status_id', VideoStatus.Unpublished)} RETURNING video_id, user_id),
     j AS (UPDATE upload_jobs SET state = '${JOB_PUBLISHED}', updated_at = now() WHERE video_id = (SELECT video_id FROM v) RETURNING 1),
     c AS (UPDATE categories SET total_videos = total_videos + $3 WHERE category_id IN (SELECT category_id FROM video_categories WHERE video_id = (SELECT video_id FROM v)) RETURNING 1),
     m AS (UPDATE models SET total_videos = total_videos + $3 WHERE model_id IN (SELECT model_id FROM video_models WHERE video_id = (SELECT video_id FROM v)) RETURNING 1)
     UPDATE members SET total_videos = total_videos + $3 WHERE user_id = (SELECT user_id FROM v)`,
    [videoId, JSON.stringify(patch), bump, status],
  );
}

/** Another preview for a video already submitted: only its pictures change. */
export async function updateUploadPictures(database: Database, videoId: number, patch: Record<string, string>): Promise<void> {
  await database.query('UPDATE videos SET media = media || $2::jsonb WHERE video_id = $1', [videoId, JSON.stringify(patch)]);
}

/** Who owns a video, its status and media key; null for no such video. */
export async function uploadTarget(
  database: Database,
  videoId: number,
): Promise<Pick<VideoRecord, 'user_id' | 'status_id' | 'media_key'> | null> {
  const rows = await database.query<Pick<VideoRecord, 'user_id' | 'status_id' | 'media_key'>>(
    'SELECT user_id, status_id, media_key FROM videos WHERE video_id = $1',
    [videoId],
  );
  return rows[0] ?? null;
}

/**
 * Deleted once: the update only matches a live video, so a second delete racing the first finds
 * nothing and the counters go down exactly once, as publishing raised them once.
 */
export async function markVideoDeleted(database: Database, videoId: number): Promise<boolean> {
  const rows = await database.query<CountRow>(
    `WITH v AS (
       UPDATE videos SET status_id = ${sqlStatus(VideoStatus.Deleted)} WHERE video_id = $1 AND ${statusIs('status_id', VideoStatus.Active)} RETURNING video_id, user_id),
     j AS (
       -- The same bytes may be uploaded again: the hash no longer counts as a live upload.
       UPDATE upload_jobs SET state = '${JOB_DELETED}', content_hash = '', updated_at = now()
        WHERE video_id = (SELECT video_id FROM v) RETURNING 1),
     c AS (UPDATE categories SET total_videos = GREATEST(total_videos - 1, 0)
            WHERE category_id IN (SELECT category_id FROM video_categories WHERE video_id = (SELECT video_id FROM v)) RETURNING 1),
     m AS (UPDATE models SET total_videos = GREATEST(total_videos - 1, 0)
            WHERE model_id IN (SELECT model_id FROM video_models WHERE video_id = (SELECT video_id FROM v)) RETURNING 1),
     u AS (UPDATE members SET total_videos = GREATEST(total_videos - 1, 0) WHERE user_id = (SELECT user_id FROM v) RETURNING 1)
     SELECT count(*)::int AS n FROM v`,
    [videoId],
  );
  return Number(rows[0]?.n ?? 0) > 0;
}

/** The received source files of a video's jobs. */
export async function uploadSources(database: Database, videoId: number): Promise<string[]> {
  const sources = await database.query<Pick<UploadJobRecord, 'source_path'>>('SELECT source_path FROM upload_jobs WHERE video_id = $1', [
    videoId,
  ]);
  return sources.map((s) => s.source_path);
}

/** Deletes an upload that was never public (waiting for its preview, for review, or rejected): its
 * job, files and links cascade. False when it is not one of those. */
export async function deleteUnpublishedVideo(database: Database, videoId: number): Promise<boolean> {
  const gone = await database.query(
    `DELETE FROM videos WHERE video_id = $1 AND ${statusIs('status_id', VideoStatus.Unpublished, VideoStatus.Review, VideoStatus.Rejected)} RETURNING video_id`,
    [videoId],
  );
  return gone.length > 0;
}

/** Which of these paths a job names as its source. */
export async function namedSources(database: Database, paths: string[]): Promise<Set<string>> {
  const named = await database.query<Pick<UploadJobRecord, 'source_path'>>(
    'SELECT source_path FROM upload_jobs WHERE source_path = ANY($1::text[])',
    [paths],
  );
  return new Set(named.map((r) => r.source_path));
}

/** Failed jobs last changed before the instant that still keep a source file. */
export async function failedSourcesBefore(database: Database, before: string): Promise<Pick<UploadJobRecord, 'job_id' | 'source_path'>[]> {
  return database.query<Pick<UploadJobRecord, 'job_id' | 'source_path'>>(
    `SELECT job_id, source_path FROM upload_jobs WHERE state = '${JOB_FAILED}' AND source_path <> '' AND updated_at < $1::timestamptz`,
    [before],
  );
}

export async function forgetFailedSource(database: Database, jobId: number): Promise<void> {
  await database.query(`UPDATE upload_jobs SET source_path = '' WHERE job_id = $1 AND state = '${JOB_FAILED}'`, [jobId]);
}
