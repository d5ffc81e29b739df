// What a moderator decides about a video, each as one status move (queries/videoStatus.ts) plus its
// audit row, its e-mail and the reports it settles. Which statuses each leaves from and moves to, on
// what conditions and for which roles, is the table in `@reel/api` (videoDecisions.ts) that the
// console's buttons also read:
// - approve: a video waiting in the queue goes live (or, published already, leaves the queue);
// - reject: it is public nowhere, the owner is told why; its files go after the retention days;
// - take down: status 5, "recently deleted" on its page and embed, files answer 410 but are kept;
// - restore: a taken-down or rejected video comes back live, a held one goes back as it was;
// - purge: a removed video's files (taken down, rejected, or deleted by its owner) are deleted for good.
import { VideoStatus } from '@reel/api';
import { memberTabPath, watchPagePath } from '@reel/api/pages';
import { decisionRule, type DecisionCondition, type RejectReason, type VideoDecision, type VideoDecisionRule } from '@reel/api/moderation';
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
import { moveVideoStatus, type StatusPatch } from '../queries/videoStatus.js';
import { removeUploadFiles } from '../upload/remove.js';
import { mediaObjects } from '../media/storage.js';
import { publicChanged, record } from './record.js';
import { removeCaptions } from '../media/captions.js';

const { Active, Rejected, Deleted } = VideoStatus;

async function videoRow(ctx: AppContext, videoId: number): Promise<AdminVideoRow> {
  const row = await adminVideoRow(ctx.database, videoId);
  if (!row) throw notFound('video_not_found');
  return row;
}

const invalidState = () => new ApiHttpError(409, 'invalid_state');
const snapshot = (r: AdminVideoRow) => ({ status_id: r.status_id, review_pending: r.review_pending });

/** Each condition of the table as the move's SQL checks it again, in the statement that moves. */
const CONDITION_SQL: Readonly<Record<DecisionCondition, string>> = {
  review_pending: 'review_pending',
  removed_by_staff: 'removed_at IS NOT NULL',
  not_purged: 'purged_at IS NULL',
};

/** The rule that lets `staff` take `decision` on the video as it is: 409 `invalid_state` when none
 * applies to it, 403 `not_admin` when one does but not for a moderator. */
function ruleFor(decision: VideoDecision, row: AdminVideoRow, staff: StaffMember): VideoDecisionRule {
  const rule = decisionRule(decision, {
    status_id: row.status_id,
    review_pending: row.review_pending,
    removed_by_staff: row.removed_at !== null,
    purged: row.purged_at !== null,
  });
  if (!rule) throw invalidState();
  if (!rule.roles.includes(staff.role)) throw new ApiHttpError(403, 'not_admin');
  return rule;
}

/** Moves the video by `rule`, checking its statuses and conditions again in the same statement:
 * a second request racing the first finds it moved and changes nothing (null). */
function move(ctx: AppContext, videoId: number, rule: VideoDecisionRule, patch: StatusPatch): Promise<number | null> {
  if (rule.to === 'same') throw new Error(`${rule.decision} moves no status`);
  const where = rule.requires.map((c) => CONDITION_SQL[c]).join(' AND ') || 'TRUE';
  return moveVideoStatus(ctx.database, videoId, rule.from, rule.to, patch, where);
}

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
  const was = await move(ctx, videoId, ruleFor('approve', row, staff), {
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
  if (was === VideoStatus.Review) {
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
  const was = await move(ctx, videoId, ruleFor('reject', row, staff), {
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
  const was = await move(ctx, videoId, ruleFor('takedown', row, staff), {
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
  const rule = ruleFor('restore', row, staff);
  // Back from a hold, the hold's notes go; back from a removal, the removal's.
  const patch: StatusPatch =
    rule.to === 'held_from'
      ? { held_from: null, hold_reason: '' }
      : { removed_at: null, reject_reason: '', reject_note: '', review_pending: false };
  const was = await move(ctx, videoId, rule, patch);
  if (was === null) throw invalidState();
  const after = await videoRow(ctx, videoId);
  await record(ctx, staff, 'restore', { type: 'video', id: videoId }, { reason: note, before: snapshot(row), after: snapshot(after) });
  publicChanged(ctx);
}

export async function purgeVideo(ctx: AppContext, staff: StaffMember, videoId: number, note: string): Promise<void> {
  const row = await videoRow(ctx, videoId);
  if (!(await markPurged(ctx.database, videoId, ruleFor('purge', row, staff).from))) throw invalidState();
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
