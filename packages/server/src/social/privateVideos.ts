// Member perks over video files: private videos are watched by members only, and
// a download is a member's. A visitor asking for either is told to sign in (401 need_login).
import { FORMAT_FHD, FORMAT_HD, FORMAT_SD, VideoStatus } from '@reel/api';
import type { AppContext } from '../context.js';
import { ApiHttpError, badRequest } from '../http/errors.js';
import { signVideoUrl } from '../media/signing.js';
import { canSeeVideo, downloadRow, loadVideoAccess, videoIsPrivate } from '../queries/videoAccess.js';
import { notFoundAny } from './shared.js';

/** A download is one of the renditions; the trailer is not offered. */
export const DOWNLOAD_FORMATS = [FORMAT_SD, FORMAT_HD, FORMAT_FHD] as const;

export async function isPrivateVideo(ctx: AppContext, videoId: number): Promise<boolean> {
  return videoIsPrivate(ctx.database, videoId);
}

export interface DownloadTarget {
  /** The signed `/get_file/…` address. */
  address: string;
  /** The name the browser saves the file under: the video's dir and the rendition's ending. */
  filename: string;
}

/** A member's download of a video they may see: someone else's unpublished upload is unknown. */
export async function downloadTarget(ctx: AppContext, videoId: number, format: string, memberId: number): Promise<DownloadTarget> {
  if (!(DOWNLOAD_FORMATS as readonly string[]).includes(format)) throw badRequest('invalid_format');
  const video = await downloadRow(ctx.database, videoId, format);
  if (!video) throw notFoundAny();
  if (video.status_id === VideoStatus.Deleted) throw new ApiHttpError(410, 'video_deleted');
  if (!canSeeVideo(await loadVideoAccess(ctx, videoId), memberId)) throw notFoundAny();
  if (!video.has_file) throw new ApiHttpError(404, 'file_not_found');
  const expires = Math.floor(ctx.now() / 1000) + ctx.config.signedUrlTtlS;
  return {
    address: signVideoUrl(ctx.mediaSecret, videoId, format, expires),
    filename: `${video.dir.replace(/[^A-Za-z0-9._-]/g, '-')}${format}`,
  };
}
