// The file list of a video: signed addresses, format, VR layout and timeline data.
import {
  FORMAT_FHD,
  FORMAT_HD,
  FORMAT_SD,
  FORMAT_TRAILER,
  VideoStatus,
  thousandBucket,
  millionBucket,
  TIMELINES_FORMAT,
  CAPTIONS_FORMAT,
  CAPTIONS_KIND,
  type VideoFile,
} from '@reel/api';
import type { DataContext } from './dataContext.js';
import { signVideoUrl } from '../media/signing.js';
import { captionsFile, readCaptions } from '../media/captions.js';
import { refusal, type Refusal } from './refusal.js';
import type { VideoFileRecord, VideoRecord } from './rows.js';

const FORMAT_ORDER = [FORMAT_SD, FORMAT_HD, FORMAT_FHD, FORMAT_TRAILER];
/** Expiry is rounded up to the hour so that every node signs the same address within that hour. */
const EXPIRY_STEP_S = 3600;

export function timelinesUrl(ctx: DataContext, videoId: number, count: number, interval: number): string {
  return `${ctx.config.timelinesToken}${TIMELINES_FORMAT}/${millionBucket(videoId)}/${thousandBucket(videoId)}/${videoId}.${count}.${interval}.vtt`;
}

/** The video's files with signed addresses; an unknown or unpublished video is not found, a deleted one gone. */
export async function videoFiles(ctx: DataContext, videoId: number, validForS: number): Promise<VideoFile[] | Refusal> {
  const videos = await ctx.database.query<
    Pick<VideoRecord, 'status_id' | 'vr' | 'duration_sec' | 'timelines_count' | 'timelines_interval'>
  >('SELECT status_id, vr, duration_sec, timelines_count, timelines_interval FROM videos WHERE video_id = $1', [videoId]);
  const video = videos[0];
  if (video?.status_id === VideoStatus.Deleted) return refusal('gone', 'video_deleted');
  // Waiting for its preview or its review, rejected or held: public nowhere, this list included.
  if (video?.status_id !== VideoStatus.Active) return refusal('not_found', 'video_not_found');
  const files = await ctx.database.query<Pick<VideoFileRecord, 'format'>>('SELECT format FROM video_files WHERE video_id = $1', [videoId]);
  const nowS = Math.floor(ctx.now() / 1000);
  const expires = Math.ceil((nowS + validForS) / EXPIRY_STEP_S) * EXPIRY_STEP_S;
  const hasTimelines = video.timelines_count > 0;
  const renditions = files
    .map((f) => f.format)
    .filter((format) => FORMAT_ORDER.includes(format))
    .sort((a, b) => FORMAT_ORDER.indexOf(a) - FORMAT_ORDER.indexOf(b))
    .map((format) => ({
      video_url: signVideoUrl(ctx.mediaSecret, videoId, format, expires),
      format,
      vr: video.vr,
      timelines_count: video.timelines_count,
      timelines_interval: video.timelines_interval,
      timelines_url: hasTimelines ? timelinesUrl(ctx, videoId, video.timelines_count, video.timelines_interval) : '',
      duration: video.duration_sec,
    }));
  // Captions rows after the renditions: a player that knows only mp4 rows passes over them.
  const captions = (await readCaptions(ctx.config.mediaRoot, videoId)).map((t): VideoFile => ({
    video_url: signVideoUrl(ctx.mediaSecret, videoId, captionsFormat(t.srclang), expires),
    format: CAPTIONS_FORMAT,
    srclang: t.srclang,
    label: t.label,
    kind: CAPTIONS_KIND,
    vr: '',
    timelines_count: 0,
    timelines_interval: 0,
    timelines_url: '',
    duration: video.duration_sec,
  }));
  return [...renditions, ...captions];
}

/** A captions file's format in its signed address: `.{srclang}.vtt`. */
export const captionsFormat = (srclang: string): string => `.${srclang}${CAPTIONS_FORMAT}`;

/** The srclang of a signed captions format, or null for a rendition's. */
export function captionsLanguage(format: string): string | null {
  return /^\.([A-Za-z0-9-]+)\.vtt$/.exec(format)?.[1] ?? null;
}

/** What a signed address leads to: the rendition's file and the video's HLS playlist, if any. */
export interface FileTarget {
  /** The rendition, relative to the media root. */
  path: string;
  /** The HLS playlist, relative to the media root; null when the video has none. */
  hls: string | null;
  /** Public: published and not members-only. Anything else is never kept by a shared cache. */
  isPublic: boolean;
  /** Members-only: a visitor without a session is asked to sign in, as for the file list. */
  membersOnly: boolean;
}

/** Who asks for a file: a signed address does not say, the session does. */
export interface FileViewer {
  user_id: number;
  staff: boolean;
}

/**
 * The rendition behind a verified signature: the video must exist, not be deleted, and have it. A
 * video that is not live (waiting for review, rejected, held) is served to its owner and to staff
 * only, so an address handed out before a hold stops working for everyone else at once.
 */
export async function fileTarget(
  ctx: DataContext,
  videoId: number,
  format: string,
  viewer: FileViewer | null,
): Promise<FileTarget | Refusal> {
  const srclang = captionsLanguage(format);
  if (srclang !== null) return captionsTarget(ctx, videoId, srclang, viewer);
  const rows = await ctx.database.query<
    Pick<VideoFileRecord, 'path'> & Pick<VideoRecord, 'status_id' | 'is_private' | 'user_id'> & { hls: string | null }
  >(
    `SELECT f.path, v.status_id, v.is_private, v.user_id, v.media->>'hls' AS hls FROM video_files f JOIN videos v USING (video_id)
     WHERE f.video_id = $1 AND f.format = $2`,
    [videoId, format],
  );
  const row = rows[0];
  if (!row) return refusal('not_found', 'file_not_found');
  if (row.status_id === VideoStatus.Deleted) return refusal('gone', 'video_deleted');
  if (!mayWatch(row, viewer)) return refusal('not_found', 'file_not_found');
  return {
    path: row.path,
    hls: row.hls || null,
    isPublic: row.status_id === VideoStatus.Active && !row.is_private,
    membersOnly: row.is_private,
  };
}

/** May `viewer` have the files of a video in this state: a live one anyone, another its owner and staff. */
function mayWatch(row: Pick<VideoRecord, 'status_id' | 'user_id'>, viewer: FileViewer | null): boolean {
  return row.status_id === VideoStatus.Active || (viewer !== null && (viewer.staff || viewer.user_id === row.user_id));
}

/** A captions file behind a verified signature, under the same rule as the video's renditions. */
async function captionsTarget(
  ctx: DataContext,
  videoId: number,
  srclang: string,
  viewer: FileViewer | null,
): Promise<FileTarget | Refusal> {
  const rows = await ctx.database.query<Pick<VideoRecord, 'status_id' | 'is_private' | 'user_id'>>(
    'SELECT status_id, is_private, user_id FROM videos WHERE video_id = $1',
    [videoId],
  );
  const row = rows[0];
  if (!row) return refusal('not_found', 'file_not_found');
  if (row.status_id === VideoStatus.Deleted) return refusal('gone', 'video_deleted');
  if (!mayWatch(row, viewer)) return refusal('not_found', 'file_not_found');
  const tracks = await readCaptions(ctx.config.mediaRoot, videoId);
  if (!tracks.some((t) => t.srclang === srclang)) return refusal('not_found', 'file_not_found');
  return {
    path: captionsFile(videoId, srclang),
    hls: null,
    isPublic: row.status_id === VideoStatus.Active && !row.is_private,
    membersOnly: row.is_private,
  };
}

/** A signed address of the video's best rendition whatever its status, for staff to watch it
 * (the address works for staff and the owner only while the video is not live); '' without files. */
export async function reviewFileUrl(ctx: DataContext, videoId: number): Promise<string> {
  const files = await ctx.database.query<Pick<VideoFileRecord, 'format'>>('SELECT format FROM video_files WHERE video_id = $1', [videoId]);
  const best = [FORMAT_HD, FORMAT_FHD, FORMAT_SD].find((f) => files.some((x) => x.format === f));
  if (!best) return '';
  const nowS = Math.floor(ctx.now() / 1000);
  const expires = Math.ceil((nowS + ctx.config.signedUrlTtlS) / EXPIRY_STEP_S) * EXPIRY_STEP_S;
  return signVideoUrl(ctx.mediaSecret, videoId, best, expires);
}
