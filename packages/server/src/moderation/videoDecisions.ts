// What a moderator decides about a video, each as one status move (queries/videoStatus.ts) plus its
// audit row, its e-mail and the reports it settles:
// - approve: a video waiting in the queue goes live (or, published already, leaves the queue);
// - reject: it is public nowhere, the owner is told why; its files go after the retention days;
// - take down: status 5, "recently deleted" on its page and embed, files answer 410 but are kept;
// - restore: a taken-down or rejected video comes back live, a held one goes back as it was;
// - purge: a removed video's files (taken down, rejected, or deleted by its owner) are deleted for good.
import { memberTabPath, VideoStatus, watchPagePath, type RejectReason } from '@reel/api';
import type { FastifyBaseLogger } from 'fastify';
import type { StaffMember } from '../auth/staff.js';
import type { AppContext } from '../context.js';
import { ApiHttpError, notFound } from '../http/errors.js';
import { sendInBackground } from '../mail/background.js';
import { reportOutcomeMessage, uploadApprovedMessage, uploadRejectedMessage } from '../mail/moderationMessages.js';
import { publicOrigin } from '../config.js';
import { closeReports } from '../queries/reports.js';
import { adminVideoRow, markPurged, mediaShared, type AdminVideoRow } from '../queries/review.js';
import { memberContact } from '../queries/staffMembers.js';
import { uploadSources } from '../queries/uploads.js';
import { moveVideoStatus } from '../queries/videoStatus.js';
import { removeUploadFiles } from '../upload/remove.js';
import { mediaObjects } from '../media/storage.js';
import { publicChanged, record } from './record.js';
import { removeCaptions } from '../media/captions.js';

const { Active, Unpublished, Review, Rejected, Deleted, Held } = VideoStatus;

async function videoRow(ctx: AppContext, videoId: number): Promise<AdminVideoRow> {
  const row = await adminVideoRow(ctx.database, videoId);
  if (!row) throw notFound('video_not_found');
  return row;
}

const invalidState = () => new ApiHttpError(409, 'invalid_state');
const snapshot = (r: AdminVideoRow) => ({ status_id: r.status_id, review_pending: r.review_pending });

async function mailOwner(
  ctx: AppContext,
  log: FastifyBaseLogger,
  row: AdminVideoRow,
  build: (to: string, username: string) => ReturnType<typeof uploadApprovedMessage>,
) {
  if (row.user_id === null) return;
  const owner = await memberContact(ctx.database, row.user_id);
  if (owner) sendInBackground(ctx.mailer, build(owner.email, owner.username), log);
}

/** Settles the open reports of a video and tells each reporter who left an address. */
export async function settleReports(
  ctx: AppContext,
  log: FastifyBaseLogger,
  staff: StaffMember,
  target: { type: 'video' | 'comment' | 'wall' | 'member'; id: number; what: string },
  outcome: 'actioned' | 'dismissed',
): Promise<number> {
  const closed = await closeReports(ctx.database, target.type, target.id, outcome, staff.user_id);
  const addresses = new Set(closed.map((r) => r.email).filter((e) => e !== ''));
  for (const to of addresses) sendInBackground(ctx.mailer, reportOutcomeMessage(to, target.what, outcome), log);
  return closed.length;
}

export async function approveVideo(
  ctx: AppContext,
  log: FastifyBaseLogger,
  staff: StaffMember,
  videoId: number,
  note: string,
): Promise<void> {
  const row = await videoRow(ctx, videoId);
  if (!row.review_pending) throw invalidState();
  const was = await moveVideoStatus(ctx.database, videoId, [Review, Active], Active, {
    review_pending: false,
    reviewed_at: 'now',
    reviewed_by: staff.user_id,
  });
  if (was === null) throw invalidState();
  await record(
    ctx,
    staff,
    'approve',
    { type: 'video', id: videoId },
    { reason: note, before: snapshot(row), after: { status_id: Active, review_pending: false } },
  );
  publicChanged(ctx);
  if (was === Review) {
    const link = `${publicOrigin(ctx.config)}${watchPagePath(videoId, row.dir)}`;
    await mailOwner(ctx, log, row, (to, name) => uploadApprovedMessage(to, name, row.title, link));
  }
}

export async function rejectVideo(
  ctx: AppContext,
  log: FastifyBaseLogger,
  staff: StaffMember,
  videoId: number,
  reason: RejectReason,
  note: string,
): Promise<void> {
  const row = await videoRow(ctx, videoId);
  const was = await moveVideoStatus(ctx.database, videoId, [Review, Active, Held], Rejected, {
    review_pending: false,
    reviewed_at: 'now',
    reviewed_by: staff.user_id,
    reject_reason: reason,
    reject_note: note,
    removed_at: 'now',
    held_from: null,
    hold_reason: '',
  });
  if (was === null) throw invalidState();
  await record(
    ctx,
    staff,
    'reject',
    { type: 'video', id: videoId },
    { reason: `${reason}${note ? `: ${note}` : ''}`, before: snapshot(row), after: { status_id: Rejected } },
  );
  publicChanged(ctx);
  if (row.user_id !== null) {
    const link = `${publicOrigin(ctx.config)}${memberTabPath(row.user_id, 'uploaded-videos')}`;
    await mailOwner(ctx, log, row, (to, name) => uploadRejectedMessage(to, name, row.title, reason, note, link));
  }
}

export async function takeDownVideo(
  ctx: AppContext,
  log: FastifyBaseLogger,
  staff: StaffMember,
  videoId: number,
  note: string,
): Promise<void> {
  const row = await videoRow(ctx, videoId);
  const was = await moveVideoStatus(ctx.database, videoId, [Active, Unpublished, Review, Held, Rejected], Deleted, {
    review_pending: false,
    removed_at: 'now',
    held_from: null,
    hold_reason: '',
  });
  if (was === null) throw invalidState();
  await record(
    ctx,
    staff,
    'takedown',
    { type: 'video', id: videoId },
    { reason: note, before: snapshot(row), after: { status_id: Deleted } },
  );
  publicChanged(ctx);
  await settleReports(ctx, log, staff, { type: 'video', id: videoId, what: `the video "${row.title}"` }, 'actioned');
}

export async function restoreVideo(ctx: AppContext, staff: StaffMember, videoId: number, note: string): Promise<void> {
  const row = await videoRow(ctx, videoId);
  let was: number | null;
  if (row.status_id === Held) {
    was = await moveVideoStatus(ctx.database, videoId, [Held], 'held_from', { held_from: null, hold_reason: '' });
  } else {
    if (row.purged_at) throw invalidState();
    // Only what staff removed comes back: a video its owner deleted stays deleted.
    was = await moveVideoStatus(
      ctx.database,
      videoId,
      [Deleted, Rejected],
      Active,
      { removed_at: null, reject_reason: '', reject_note: '', review_pending: false },
      'removed_at IS NOT NULL AND purged_at IS NULL',
    );
  }
  if (was === null) throw invalidState();
  const after = await videoRow(ctx, videoId);
  await record(ctx, staff, 'restore', { type: 'video', id: videoId }, { reason: note, before: snapshot(row), after: snapshot(after) });
  publicChanged(ctx);
}

export async function purgeVideo(ctx: AppContext, staff: StaffMember, videoId: number, note: string): Promise<void> {
  const row = await videoRow(ctx, videoId);
  if (!(await markPurged(ctx.database, videoId))) throw invalidState();
  await removeVideoFiles(ctx, videoId, row.media_key);
  await record(ctx, staff, 'purge', { type: 'video', id: videoId }, { reason: note, before: { purged: false }, after: { purged: true } });
}

/** The sources and media folder of a removed video; a folder other videos also show is kept. */
export async function removeVideoFiles(ctx: AppContext, videoId: number, mediaKey: string): Promise<void> {
  const sources = await uploadSources(ctx.database, videoId);
  const shared = await mediaShared(ctx.database, videoId, mediaKey);
  await removeUploadFiles(ctx.config.mediaRoot, shared ? '' : mediaKey, sources, mediaObjects(ctx.config));
  await removeCaptions(ctx.config.mediaRoot, videoId);
}
