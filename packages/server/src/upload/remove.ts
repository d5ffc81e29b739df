// A member deleting one of their own uploads (`act=delete`). A published video may already sit in
// favourites, playlists and links, so it only becomes deleted (status 5: its watch page says so and
// lists leave it out) and gives its counters back; its media stay for the operator to clean. An
// upload nobody has seen yet (processing, waiting for its preview, failed) leaves nothing behind.
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { VideoStatus, type DeleteUploadAnswer } from '@reel/api';
import type { AppContext } from '../context.js';
import { ApiHttpError, notFound } from '../http/errors.js';
import { removeCaptions } from '../media/captions.js';
import type { ObjectStore } from '../media/objectStore.js';
import { mediaObjects } from '../media/storage.js';
import { deleteUnpublishedVideo, markVideoDeleted, uploadSources, uploadTarget } from '../queries/uploads.js';

/** A media key names one folder under the media root; anything else (even '') never reaches rm. */
const MEDIA_KEY_RE = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

/** The video's own media folder, or null when its key could point anywhere else. */
export function mediaFolder(mediaRoot: string, key: string | undefined): string | null {
  return key && MEDIA_KEY_RE.test(key) ? join(mediaRoot, key) : null;
}

/**
 * Removes an unpublished upload: the video row takes its job, files and category and model links
 * with it (foreign keys cascade), then the source and whatever the worker already wrote go. A
 * worker still transcoding it notices the vanished job at its next write and gives up.
 */
async function removeEntirely(ctx: AppContext, videoId: number, key: string): Promise<boolean> {
  const sources = await uploadSources(ctx.database, videoId);
  if (!(await deleteUnpublishedVideo(ctx.database, videoId))) return false;
  await removeUploadFiles(ctx.config.mediaRoot, key, sources, mediaObjects(ctx.config));
  return true;
}

/** The received source files and the media folder of an upload whose rows are gone, on disk and
 * in the bucket when there is one. */
export async function removeUploadFiles(
  mediaRoot: string,
  key: string,
  sources: string[],
  objects: ObjectStore | null = null,
): Promise<void> {
  const folder = mediaFolder(mediaRoot, key);
  await Promise.all([
    ...sources.filter((p) => p !== '').map((p) => rm(p, { force: true })),
    folder ? rm(folder, { recursive: true, force: true }) : Promise.resolve(),
    folder && objects ? objects.removeFolder(key) : Promise.resolve(),
  ]);
}

export async function deleteUpload(ctx: AppContext, userId: number, videoId: number): Promise<DeleteUploadAnswer> {
  const video = await uploadTarget(ctx.database, videoId);
  if (!video || video.status_id === VideoStatus.Deleted) throw notFound('video_not_found');
  if (video.user_id !== userId) throw new ApiHttpError(403, 'no_permission');
  // Held by staff (reported, or its owner banned): what it holds is kept until staff decide.
  if (video.status_id === VideoStatus.Held) throw new ApiHttpError(409, 'invalid_state');
  const done =
    video.status_id === VideoStatus.Active
      ? await markVideoDeleted(ctx.database, videoId)
      : await removeEntirely(ctx, videoId, video.media_key);
  // Published or deleted meanwhile by a second request: this one has nothing left to delete.
  if (!done) throw notFound('video_not_found');
  // A member's deletion is for good (no one restores it): their captions go with it.
  await removeCaptions(ctx.config.mediaRoot, videoId);
  // As publishing does: cached lists on this node would show the video for up to their lifetime.
  ctx.cache.clear();
  return { ok: true };
}
