// A member deleting one of their own uploads (`act=delete`). A published video may already sit in
// favourites, playlists and links, so it only becomes deleted (status 5: its watch page says so and
// lists leave it out) and gives its counters back; its media stay for the operator to clean. An
// upload nobody has seen yet (processing, waiting for its preview, failed) leaves nothing behind.
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { STATUS_ACTIVE, STATUS_DELETED, type DeleteUploadAnswer } from '@reel/api';
import type { AppContext } from '../context.js';
import type { Database } from '../db/client.js';
import { ApiHttpError, notFound } from '../http/errors.js';
import { JOB_DELETED, STATUS_UNPUBLISHED } from './constants.js';

/** A media key names one folder under the media root; anything else (even '') never reaches rm. */
const MEDIA_KEY_RE = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

/** The video's own media folder, or null when its key could point anywhere else. */
export function mediaFolder(mediaRoot: string, key: string | undefined): string | null {
  return key && MEDIA_KEY_RE.test(key) ? join(mediaRoot, key) : null;
}

interface Target {
  user_id: number | null;
  status_id: number;
  media_key: string;
}

/**
 * Deleted once: the update only matches a live video, so a second delete racing the first finds
 * nothing and the counters go down exactly once, as publishing raised them once.
 */
async function markDeleted(ctx: AppContext, videoId: number): Promise<boolean> {
  const rows = await ctx.database.query<{ n: number }>(
    `WITH v AS (
       UPDATE videos SET status_id = ${STATUS_DELETED} WHERE video_id = $1 AND status_id = ${STATUS_ACTIVE} RETURNING video_id, user_id),
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

/**
 * Removes an unpublished upload: the video row takes its job, files and category and model links
 * with it (foreign keys cascade), then the source and whatever the worker already wrote go. A
 * worker still transcoding it notices the vanished job at its next write and gives up.
 */
async function removeEntirely(ctx: AppContext, videoId: number, key: string): Promise<boolean> {
  const sources = await ctx.database.query<{ source_path: string }>('SELECT source_path FROM upload_jobs WHERE video_id = $1', [videoId]);
  const gone = await ctx.database.query(`DELETE FROM videos WHERE video_id = $1 AND status_id = ${STATUS_UNPUBLISHED} RETURNING video_id`, [videoId]);
  if (gone.length === 0) return false;
  await removeUploadFiles(ctx.config.mediaRoot, key, sources.map((s) => s.source_path));
  return true;
}

/** The received source files and the media folder of an upload whose rows are gone. */
export async function removeUploadFiles(mediaRoot: string, key: string, sources: string[]): Promise<void> {
  const folder = mediaFolder(mediaRoot, key);
  await Promise.all([
    ...sources.filter((p) => p !== '').map((p) => rm(p, { force: true })),
    folder ? rm(folder, { recursive: true, force: true }) : Promise.resolve(),
  ]);
}

async function target(database: Database, videoId: number): Promise<Target | undefined> {
  const rows = await database.query<Target>('SELECT user_id, status_id, media_key FROM videos WHERE video_id = $1', [videoId]);
  return rows[0];
}

export async function deleteUpload(ctx: AppContext, userId: number, videoId: number): Promise<DeleteUploadAnswer> {
  const video = await target(ctx.database, videoId);
  if (!video || video.status_id === STATUS_DELETED) throw notFound('video_not_found');
  if (video.user_id !== userId) throw new ApiHttpError(403, 'no_permission');
  const done = video.status_id === STATUS_ACTIVE ? await markDeleted(ctx, videoId) : await removeEntirely(ctx, videoId, video.media_key);
  // Published or deleted meanwhile by a second request: this one has nothing left to delete.
  if (!done) throw notFound('video_not_found');
  // As publishing does: cached lists on this node would show the video for up to their lifetime.
  ctx.cache.clear();
  return { ok: true };
}
