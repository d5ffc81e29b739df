// An uploader's appeal against the rejection or takedown of their video, and its decision. One appeal
// a video; it is decided by a staff member other than the one who made the decision appealed, and
// that holds for admins too: an appeal is worth a second person's look, whoever the first was. The
// appeal's decision is final: upheld, the video stays removed; overturned, it comes back as a
// restore would bring it. Both decisions stay in the audit log, each with who and when.
import { appealableDecision, type AppealOutcome, type AppealRow, type AppealStatus } from '@reel/api/moderation';
import type { StaffMember } from '../auth/staff.js';
import type { AppContext } from '../context.js';
import { ApiHttpError, notFound } from '../http/errors.js';
import { appealById, appealsOfVideos, closeAppeal, insertAppeal, lastDecider } from '../queries/appeals.js';
import { adminVideoRow } from '../queries/review.js';
import { dueNow } from './dueDate.js';
import { record } from './record.js';
import { restoreVideo } from './videoDecisions.js';

/** The member's appeal of their video: 404 `video_not_found` for a video not theirs (as unknown as a
 * missing one), 409 `already_appealed` for a second, 409 `not_appealable` for a video staff did not
 * reject or take down (or whose files are gone). */
export async function submitAppeal(ctx: AppContext, userId: number, videoId: number, text: string): Promise<AppealStatus> {
  const row = await adminVideoRow(ctx.database, videoId);
  if (!row || row.user_id !== userId) throw notFound('video_not_found');
  if ((await appealsOfVideos(ctx.database, [videoId])).has(videoId)) throw alreadyAppealed();
  const decision = appealableDecision({
    status_id: row.status_id,
    removed_by_staff: row.removed_at !== null,
    purged: row.purged_at !== null,
  });
  if (!decision) throw new ApiHttpError(409, 'not_appealable');
  const made = await insertAppeal(ctx.database, {
    videoId,
    userId,
    text,
    decision,
    decidedBy: await lastDecider(ctx.database, videoId, decision),
    dueAt: await dueNow(ctx),
  });
  // Two requests at once: the second finds the first's row.
  if (!made) throw alreadyAppealed();
  return made;
}

const alreadyAppealed = () => new ApiHttpError(409, 'already_appealed');

/** Decides an open appeal: 404 `appeal_not_found`, 409 `appeal_decided` once decided, 403
 * `own_decision` to the staff member who made the decision appealed; overturning a video that can no
 * longer be restored is 409 `invalid_state` and leaves the appeal open. */
export async function decideAppeal(
  ctx: AppContext,
  staff: StaffMember,
  appealId: number,
  outcome: AppealOutcome,
  note: string,
): Promise<AppealRow> {
  const appeal = await appealById(ctx.database, appealId);
  if (!appeal) throw notFound('appeal_not_found');
  if (appeal.state !== 'open') throw appealDecided();
  if (appeal.decidedBy === staff.user_id) throw new ApiHttpError(403, 'own_decision');
  if (outcome === 'overturn') await restoreVideo(ctx, staff, appeal.video_id, note);
  const state = outcome === 'overturn' ? 'overturned' : 'upheld';
  if (!(await closeAppeal(ctx.database, appealId, state, staff.user_id))) throw appealDecided();
  await record(
    ctx,
    staff,
    'appeal',
    { type: 'video', id: appeal.video_id },
    {
      reason: note,
      before: { appeal: 'open', decision: appeal.decision, decided_by: appeal.decided_by },
      after: { appeal: state },
    },
  );
  const { decidedBy: _rule, ...decided } = (await appealById(ctx.database, appealId)) ?? appeal;
  return decided;
}

const appealDecided = () => new ApiHttpError(409, 'appeal_decided');
