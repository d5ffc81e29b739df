// Who may see a video at all. A published video (active, or private for members) is everyone's to
// find; an upload waiting for its preview is its owner's alone; a deleted one is gone. Anything a
// viewer may not see answers exactly as an id that never existed, so no answer reveals that it does.
import { VideoStatus } from '@reel/api';
import type { DataContext } from './dataContext.js';
import type { Database } from '../db/client.js';
import type { VideoRecord } from './rows.js';

/** Who may see a video; `user_id` is the uploading member, null for catalogue videos. */
export type VideoAccess = Pick<VideoRecord, 'video_id' | 'status_id' | 'is_private' | 'user_id' | 'media_key'>;

export type Viewer = number | null;

export async function loadVideoAccess(ctx: DataContext, videoId: number): Promise<VideoAccess | null> {
  const rows = await ctx.database.query<VideoAccess>(
    'SELECT video_id, status_id, is_private, user_id, media_key FROM videos WHERE video_id = $1',
    [videoId],
  );
  return rows[0] ?? null;
}

export const isPublished = (video: Pick<VideoAccess, 'status_id'>): boolean => video.status_id === VideoStatus.Active;
export const isDeleted = (video: Pick<VideoAccess, 'status_id'>): boolean => video.status_id === VideoStatus.Deleted;

/** Published videos are seen by everyone; anything else not deleted only by the member who uploaded it. */
export function canSeeVideo(video: VideoAccess | null, viewer: Viewer): video is VideoAccess {
  if (!video || isDeleted(video)) return false;
  if (isPublished(video)) return true;
  return viewer !== null && video.user_id === viewer;
}

/** Who may have a video's pictures and list preview: the owner of one not public, and nobody else. */
export type PictureAccess = Pick<VideoAccess, 'status_id' | 'user_id'>;

/**
 * The videos that show a media folder (the demo catalogue shares folders); none for a folder that
 * is no video's (members' pictures, the house clip).
 */
export async function mediaKeyVideos(database: Database, mediaKey: string): Promise<PictureAccess[]> {
  return database.query<PictureAccess>('SELECT status_id, user_id FROM videos WHERE media_key = $1', [mediaKey]);
}

/**
 * A video's pictures, screenshots, sprites and list preview are public only while it is published;
 * held, waiting, rejected and deleted videos keep them for the owner (while not deleted) and staff.
 */
export function mayHavePictures(videos: PictureAccess[], viewer: { user_id: number; staff: boolean } | null): boolean {
  if (videos.length === 0 || videos.some(isPublished)) return true;
  if (viewer === null) return false;
  return viewer.staff || videos.some((v) => !isDeleted(v) && v.user_id === viewer.user_id);
}

/** The video when the viewer may see it; null, as for an unknown id, otherwise. */
export async function visibleVideo(ctx: DataContext, videoId: number, viewer: Viewer): Promise<VideoAccess | null> {
  const video = await loadVideoAccess(ctx, videoId);
  return canSeeVideo(video, viewer) ? video : null;
}

export async function videoIsPrivate(database: Database, videoId: number): Promise<boolean> {
  const rows = await database.query<Pick<VideoRecord, 'is_private'>>('SELECT is_private FROM videos WHERE video_id = $1', [videoId]);
  return rows[0]?.is_private === true;
}

/** What a download needs to know of a video and whether it has the rendition; null for no such video. */
export async function downloadRow(
  database: Database,
  videoId: number,
  format: string,
): Promise<(Pick<VideoRecord, 'dir' | 'status_id'> & { has_file: boolean }) | null> {
  const rows = await database.query<Pick<VideoRecord, 'dir' | 'status_id'> & { has_file: boolean }>(
    `SELECT v.dir, v.status_id, EXISTS (SELECT 1 FROM video_files f WHERE f.video_id = v.video_id AND f.format = $2) AS has_file
     FROM videos v WHERE v.video_id = $1`,
    [videoId, format],
  );
  return rows[0] ?? null;
}
