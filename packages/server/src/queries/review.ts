// What the console reads of videos: the review queue, one video with everything a reviewer needs,
// and its uploader's history; and the edits staff make to a video's words and links.
import { VideoStatus } from '@reel/api';
import { type AdminPage, type ReviewItem, type Role, type UploaderHistory } from '@reel/api/moderation';
import type { Database } from '../db/client.js';
import type { VideoMedia } from '../db/schema.js';
import type { VideoRecord } from './rows.js';
import { statusIs } from './statusSql.js';

type ReviewDbRow = Pick<VideoRecord, 'video_id' | 'dir' | 'title' | 'duration_sec' | 'status_id' | 'post_date'> & {
  media: VideoMedia;
  user_id: number | null;
  username: string | null;
  reports: number;
  total: number;
};

const REVIEW_SELECT = `SELECT v.video_id, v.dir, v.title, v.duration_sec, v.status_id, v.post_date, v.media, v.user_id, m.username,
   (SELECT count(*)::int FROM reports r WHERE r.target_type = 'video' AND r.target_id = v.video_id AND r.state = 'open') AS reports
  FROM videos v LEFT JOIN members m ON m.user_id = v.user_id`;

export function toReviewItem(r: Omit<ReviewDbRow, 'total'>, thumb: (rel: string | undefined) => string): ReviewItem {
  return {
    video_id: Number(r.video_id),
    dir: r.dir,
    title: r.title,
    duration: r.duration_sec,
    status_id: r.status_id,
    thumb: thumb(r.media.thumb),
    uploaded_at: new Date(r.post_date).toISOString(),
    user: r.user_id !== null && r.username !== null ? { user_id: Number(r.user_id), username: r.username } : null,
    reports: Number(r.reports),
  };
}

/** The queue, oldest first: the longest-waiting upload is decided first. */
export async function reviewQueue(
  database: Database,
  page: number,
  size: number,
  thumb: (rel: string | undefined) => string,
): Promise<AdminPage<ReviewItem>> {
  const rows = await database.query<ReviewDbRow>(
    `${REVIEW_SELECT.replace('SELECT ', 'SELECT count(*) OVER ()::int AS total, ')} WHERE v.review_pending ORDER BY v.post_date, v.video_id LIMIT $1 OFFSET $2`,
    [size, (page - 1) * size],
  );
  return { items: rows.map((r) => toReviewItem(r, thumb)), total: rows.length ? Number(rows[0].total) : 0, page };
}

/** A member's uploads, newest first, for their page in the console. */
export async function memberUploads(
  database: Database,
  userId: number,
  limit: number,
  thumb: (rel: string | undefined) => string,
): Promise<ReviewItem[]> {
  const rows = await database.query<ReviewDbRow>(`${REVIEW_SELECT} WHERE v.user_id = $1 ORDER BY v.video_id DESC LIMIT $2`, [
    userId,
    limit,
  ]);
  return rows.map((r) => toReviewItem(r, thumb));
}

export type AdminVideoRow = Omit<ReviewDbRow, 'total'> &
  Pick<
    VideoRecord,
    | 'description'
    | 'tags'
    | 'review_pending'
    | 'reject_reason'
    | 'reject_note'
    | 'hold_reason'
    | 'purged_at'
    | 'removed_at'
    | 'media_key'
    | 'held_from'
  >;

export async function adminVideoRow(database: Database, videoId: number): Promise<AdminVideoRow | null> {
  const rows = await database.query<AdminVideoRow>(
    `${REVIEW_SELECT.replace(
      'SELECT ',
      'SELECT v.description, v.tags, v.review_pending, v.reject_reason, v.reject_note, v.hold_reason, v.held_from, v.purged_at, v.removed_at, v.media_key, ',
    )} WHERE v.video_id = $1`,
    [videoId],
  );
  return rows[0] ?? null;
}

export async function videoLinks(
  database: Database,
  videoId: number,
): Promise<{ categories: { category_id: number; title: string }[]; models: { model_id: number; title: string }[] }> {
  const categories = await database.query<{ category_id: number; title: string }>(
    'SELECT c.category_id, c.title FROM video_categories vc JOIN categories c USING (category_id) WHERE vc.video_id = $1 ORDER BY c.title',
    [videoId],
  );
  const models = await database.query<{ model_id: number; title: string }>(
    'SELECT mo.model_id, mo.title FROM video_models vm JOIN models mo USING (model_id) WHERE vm.video_id = $1 ORDER BY mo.title',
    [videoId],
  );
  return { categories, models };
}

export async function uploaderHistory(database: Database, userId: number): Promise<UploaderHistory | null> {
  const rows = await database.query<{
    user_id: number;
    username: string;
    role: Role;
    banned_at: Date | null;
    verified_at: Date | null;
    added_date: Date;
    uploads: number;
    rejections: number;
    reports_against: number;
  }>(
    `SELECT m.user_id, m.username, m.role, m.banned_at, m.verified_at, m.added_date,
        (SELECT count(*)::int FROM videos v WHERE v.user_id = m.user_id) AS uploads,
        (SELECT count(*)::int FROM videos v WHERE v.user_id = m.user_id AND v.reject_reason <> '') AS rejections,
        (SELECT count(*)::int FROM reports r WHERE r.target_type = 'video' AND r.target_id IN (SELECT video_id FROM videos WHERE user_id = m.user_id)
            OR (r.target_type = 'member' AND r.target_id = m.user_id)) AS reports_against
       FROM members m WHERE m.user_id = $1`,
    [userId],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    user_id: Number(r.user_id),
    username: r.username,
    role: r.role,
    banned: r.banned_at !== null,
    uploads: Number(r.uploads),
    rejections: Number(r.rejections),
    reports_against: Number(r.reports_against),
    verified_at: r.verified_at ? new Date(r.verified_at).toISOString() : null,
    joined: new Date(r.added_date).toISOString(),
  };
}

export interface VideoEdit {
  title?: string;
  description?: string;
  tags?: string;
  categories?: number[];
  models?: number[];
}

/** How many of the ids exist in `table` (categories or models). */
export async function countExisting(database: Database, table: 'categories' | 'models', ids: number[]): Promise<number> {
  const column = table === 'categories' ? 'category_id' : 'model_id';
  const rows = await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${column} = ANY($1::int[])`, [ids]);
  return Number(rows[0].n);
}

/**
 * Applies an edit. Link changes move the counters of a live video's old and new categories and
 * models in the same statement as the links.
 */
export async function editVideo(database: Database, videoId: number, e: VideoEdit, live: boolean): Promise<void> {
  if (e.title !== undefined || e.description !== undefined || e.tags !== undefined) {
    await database.query(
      `UPDATE videos SET title = coalesce($2, title), description = coalesce($3, description), tags = coalesce($4, tags) WHERE video_id = $1`,
      [videoId, e.title ?? null, e.description ?? null, e.tags ?? null],
    );
  }
  const step = live ? 1 : 0;
  if (e.categories !== undefined) {
    await database.query(
      `WITH gone AS (DELETE FROM video_categories WHERE video_id = $1 AND NOT (category_id = ANY($2::int[])) RETURNING category_id),
       added AS (INSERT INTO video_categories (video_id, category_id) SELECT $1, x FROM unnest($2::int[]) AS x ON CONFLICT DO NOTHING RETURNING category_id),
       d AS (UPDATE categories SET total_videos = GREATEST(total_videos - $3, 0) WHERE category_id IN (SELECT category_id FROM gone) RETURNING 1)
       UPDATE categories SET total_videos = total_videos + $3 WHERE category_id IN (SELECT category_id FROM added)`,
      [videoId, e.categories, step],
    );
  }
  if (e.models !== undefined) {
    await database.query(
      `WITH gone AS (DELETE FROM video_models WHERE video_id = $1 AND NOT (model_id = ANY($2::int[])) RETURNING model_id),
       added AS (INSERT INTO video_models (video_id, model_id) SELECT $1, x FROM unnest($2::int[]) AS x ON CONFLICT DO NOTHING RETURNING model_id),
       d AS (UPDATE models SET total_videos = GREATEST(total_videos - $3, 0) WHERE model_id IN (SELECT model_id FROM gone) RETURNING 1)
       UPDATE models SET total_videos = total_videos + $3 WHERE model_id IN (SELECT model_id FROM added)`,
      [videoId, e.models, step],
    );
  }
}

/** Marks a removed video's files purged (`from`: the statuses a purge takes, the decision table's);
 * false when it is in none of them or already purged. */
export async function markPurged(database: Database, videoId: number, from: readonly number[]): Promise<boolean> {
  const rows = await database.query(
    `UPDATE videos SET purged_at = now() WHERE video_id = $1 AND status_id = ANY($2::int[]) AND purged_at IS NULL RETURNING 1`,
    [videoId, [...from]],
  );
  return rows.length > 0;
}

/** Whether another video shows the same media folder (the demo catalogue shares folders). */
export async function mediaShared(database: Database, videoId: number, mediaKey: string): Promise<boolean> {
  const rows = await database.query('SELECT 1 FROM videos WHERE media_key = $1 AND video_id <> $2 LIMIT 1', [mediaKey, videoId]);
  return rows.length > 0;
}

/** Rejected videos whose retention ended before `before` and whose files are still there. */
export async function rejectedToPurge(database: Database, before: string): Promise<{ video_id: number; media_key: string }[]> {
  const rows = await database.query<{ video_id: number; media_key: string }>(
    `SELECT video_id, media_key FROM videos WHERE ${statusIs('status_id', VideoStatus.Rejected)} AND purged_at IS NULL AND removed_at < $1::timestamptz ORDER BY video_id LIMIT 500`,
    [before],
  );
  return rows.map((r) => ({ ...r, video_id: Number(r.video_id) }));
}
