// After transcoding: the member's list of uploads with their state, the screenshot candidates of
// one upload, and the preview choice that publishes it (a preview must be selected).
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import {
  VideoStatus,
  UPLOADS_PAGE_SIZE,
  type PreviewAnswer,
  type PreviewCandidatesAnswer,
  type UploadedVideo,
  type UploadedVideosAnswer,
  type UploadFailureReason,
  type UploadState,
} from '@reel/api';
import { appealableDecision, type AppealStatus } from '@reel/api/moderation';
import type { VideoMedia } from '../db/schema.js';
import { appealsOfVideos } from '../queries/appeals.js';
import type { AppContext } from '../context.js';
import { ApiHttpError, notFound } from '../http/errors.js';
import { IMG_MAX_HEIGHT_PX, JPEG_QUALITY, OBJECT_SIGN_STEP_S, SCR_MAX_HEIGHT_PX, THUMB_SCREEN_INDEX } from '../media/constants.js';
import { runFfmpeg } from '../media/ffmpeg.js';
import { posterSize, screenshotTimes } from '../media/images.js';
import { absolutePath, PARTIAL_FOLDER_PREFIX } from '../media/layout.js';
import { mediaObjects } from '../media/storage.js';
import { mediaUrl } from '../queries/format.js';
import { ownUploadRow, submitUpload, tallestRendition, updateUploadPictures, uploadPage, type UploadRow } from '../queries/uploads.js';
import { JOB_CANCELLED, JOB_FAILED, JOB_NEEDS_PREVIEW, JOB_PUBLISHED } from '../constants.js';

/** What the member sees of an upload: the job's state until it is submitted, then the video's
 * (a held video still says it waits for review, whatever the hold's cause). */
export function memberState(state: string, status: number): UploadState {
  if (state === JOB_FAILED || state === JOB_CANCELLED) return 'failed';
  if (state === JOB_NEEDS_PREVIEW) return 'needs_preview';
  if (state !== JOB_PUBLISHED) return 'processing';
  if (status === VideoStatus.Rejected) return 'rejected';
  if (status === VideoStatus.Deleted) return 'removed';
  if (status === VideoStatus.Review || status === VideoStatus.Held) return 'in_review';
  return 'published';
}

function toUploadedVideo(ctx: AppContext, r: UploadRow): UploadedVideo {
  const state = memberState(r.state, r.status_id);
  return {
    video_id: r.video_id,
    job_id: r.job_id,
    title: r.title,
    dir: r.dir,
    duration: r.duration_sec,
    uploaded_at: new Date(r.created_at).toISOString(),
    state,
    percent: state === 'processing' ? Math.min(99, Math.floor(Number(r.progress) * 100)) : state === 'failed' ? 0 : 100,
    reason: state === 'failed' ? ((r.reason || 'transcode_failed') as UploadFailureReason) : null,
    // Nothing of a taken-down video is served, to its owner neither (queries/videoAccess.ts): no picture to name.
    thumb: state === 'removed' ? '' : mediaUrl(ctx.config.mediaBaseUrl, r.media.thumb),
    ...(state === 'rejected' ? { reject_reason: r.reject_reason, reject_note: r.reject_note } : {}),
  };
}

/** A removed upload's appeal, made or still open to make. */
function withAppeal(v: UploadedVideo, r: UploadRow, appeals: Map<number, AppealStatus>): UploadedVideo {
  if (v.state !== 'rejected' && v.state !== 'removed') return v;
  const appeal = appeals.get(r.video_id) ?? null;
  const decision = appealableDecision({ status_id: r.status_id, removed_by_staff: r.removed_at !== null, purged: r.purged_at !== null });
  return { ...v, appeal, appealable: appeal === null && decision !== null };
}

export async function listUploads(ctx: AppContext, userId: number, page: number): Promise<UploadedVideosAnswer> {
  const { rows, total } = await uploadPage(ctx.database, userId, UPLOADS_PAGE_SIZE, (page - 1) * UPLOADS_PAGE_SIZE);
  const appeals = await appealsOfVideos(
    ctx.database,
    rows.map((r) => r.video_id),
  );
  return { videos: rows.map((r) => withAppeal(toUploadedVideo(ctx, r), r, appeals)), total_count: total };
}

/** The member's own upload of this video; someone else's is as unknown as a missing one. */
async function ownUpload(ctx: AppContext, userId: number, videoId: number): Promise<UploadRow> {
  const row = await ownUploadRow(ctx.database, userId, videoId);
  if (!row) throw notFound('video_not_found');
  return row;
}

function requireTranscoded(row: UploadRow): void {
  const state = memberState(row.state, row.status_id);
  if (state === 'processing') throw new ApiHttpError(409, 'processing');
  if (state === 'failed') throw new ApiHttpError(409, 'failed');
  // Staff decided: the owner no longer changes what the decision was about.
  if (state === 'rejected' || state === 'removed') throw new ApiHttpError(409, 'invalid_state');
}

/** 1-based screen number of a path `K/screens/N.jpg`, or null. */
function screenNumber(path: string | undefined): number | null {
  const m = path ? /\/screens\/(\d+)\.jpg$/.exec(path) : null;
  return m ? Number(m[1]) : null;
}

export async function previewCandidates(ctx: AppContext, userId: number, videoId: number): Promise<PreviewCandidatesAnswer> {
  const row = await ownUpload(ctx, userId, videoId);
  requireTranscoded(row);
  const screens = (row.media.thumbs ?? []).map((path, i) => ({ screen: i + 1, url: mediaUrl(ctx.config.mediaBaseUrl, path) }));
  const chosen = screenNumber(row.media.thumb) ?? THUMB_SCREEN_INDEX;
  return { video_id: videoId, state: memberState(row.state, row.status_id), screens, chosen };
}

/**
 * The poster (scr) and full image (img) of the chosen moment, cut from the best rendition under
 * new names: the old names may sit in browser and CDN caches for MEDIA_MAX_AGE_S.
 */
async function chosenPictures(
  ctx: AppContext,
  key: string,
  media: VideoMedia,
  screen: number,
  duration: number,
  renditionPath: string,
  height: number,
) {
  const at = screenshotTimes(duration, (media.thumbs ?? []).length)[screen - 1] ?? 0;
  const scr = `${key}/chosen/scr-${screen}.jpg`;
  const img = `${key}/chosen/img-${screen}.jpg`;
  const abs = (rel: string) => absolutePath(ctx.config.mediaRoot, rel);
  await mkdir(dirname(abs(scr)), { recursive: true });
  const s = posterSize(SCR_MAX_HEIGHT_PX, height);
  const i = posterSize(IMG_MAX_HEIGHT_PX, height);
  const fit = (w: number, h: number) => `scale=${w}:${h}:force_original_aspect_ratio=increase,crop=${w}:${h},setsar=1`;
  // In the bucket, ffmpeg reads the rendition through a presigned address (it seeks with ranges).
  const objects = mediaObjects(ctx.config);
  const inBucket = objects !== null && !(await stat(abs(renditionPath)).catch(() => null));
  const nowS = Math.floor(ctx.now() / 1000);
  const input = inBucket ? await objects.signedUrl(renditionPath, nowS + OBJECT_SIGN_STEP_S, nowS) : abs(renditionPath);
  // Written under hidden names (never served) and renamed once whole.
  const partial = (rel: string) => join(dirname(abs(rel)), `${PARTIAL_FOLDER_PREFIX}${basename(rel)}`);
  await runFfmpeg([
    '-ss',
    String(at),
    '-i',
    input,
    '-filter_complex',
    `[0:v:0]split=2[a][b];[a]${fit(s.w, s.h)}[s];[b]${fit(i.w, i.h)}[i]`,
    '-map',
    '[s]',
    '-frames:v',
    '1',
    '-q:v',
    String(JPEG_QUALITY),
    partial(scr),
    '-map',
    '[i]',
    '-frames:v',
    '1',
    '-q:v',
    String(JPEG_QUALITY),
    partial(img),
  ]);
  await rename(partial(scr), abs(scr));
  await rename(partial(img), abs(img));
  if (inBucket) {
    await Promise.all([objects.putFile(abs(scr), scr), objects.putFile(abs(img), img)]);
    // Nothing else of the key is on this disk: the worker moved it all.
    await rm(abs(key), { recursive: true, force: true });
  }
  return { scr, img };
}

/** Publishes the upload with the chosen screenshot as its thumbnail and poster. */
export async function choosePreview(ctx: AppContext, userId: number, videoId: number, screen: number | null): Promise<PreviewAnswer> {
  const row = await ownUpload(ctx, userId, videoId);
  requireTranscoded(row);
  const thumbs = row.media.thumbs ?? [];
  if (screen === null || screen < 1 || screen > thumbs.length)
    throw new ApiHttpError(400, 'preview_required', [{ field: 'notify', code: 'preview_required' }]);
  const video = await tallestRendition(ctx.database, videoId);
  if (!video) throw new ApiHttpError(409, 'processing');
  const pictures = await chosenPictures(ctx, video.media_key, row.media, screen, row.duration_sec, video.path, video.height);
  const patch = { thumb: thumbs[screen - 1], scr: pictures.scr, img: pictures.img };
  if (row.status_id !== VideoStatus.Unpublished) {
    await updateUploadPictures(ctx.database, videoId, patch);
    if (row.status_id === VideoStatus.Active) ctx.cache.clear();
    return { ok: true, video_id: videoId, dir: row.dir, state: row.status_id === VideoStatus.Active ? 'published' : 'in_review' };
  }
  // Reviewed before it is public (`pre`), or published at once and still queued for a look (`post`).
  const status = ctx.config.moderation === 'post' ? VideoStatus.Active : VideoStatus.Review;
  await submitUpload(ctx.database, videoId, status, patch);
  // Cached lists on this node would hide the new video for up to their lifetime (an hour or a
  // day); publishing is rare next to reading, so the whole in-process cache starts over.
  if (status === VideoStatus.Active) ctx.cache.clear();
  return { ok: true, video_id: videoId, dir: row.dir, state: status === VideoStatus.Active ? 'published' : 'in_review' };
}
