// Who may upload: a member who accepted the uploader affidavit and is a verified uploader, checked
// by both upload doors (the single request and the resumable upload's creation) through this one
// function. A moderator verifies a member by hand here; each verification and revocation is one
// audit row.
import type { UploaderAct, UploaderVerification } from '@reel/api/moderation';
import { UPLOADER_UNVERIFIED_CODE } from '@reel/api/moderation';
import type { SessionMember } from '../auth/session.js';
import type { StaffMember } from '../auth/staff.js';
import type { AppContext } from '../context.js';
import { ApiHttpError, notFound } from '../http/errors.js';
import { appendAudit } from '../queries/audit.js';
import { memberExists } from '../queries/members.js';
import {
  deleteUploaderVerification,
  insertUploaderVerification,
  isVerifiedUploader,
  uploaderVerification,
} from '../queries/uploaderVerifications.js';

/** Refuses a member who may not upload: 403 `not_verified` without the affidavit, 403
 * `uploader_unverified` without the uploader verification. */
export async function requireUploader(ctx: Pick<AppContext, 'database'>, member: SessionMember): Promise<void> {
  if (!member.verified) throw new ApiHttpError(403, 'not_verified', [{ field: 'notify', code: 'not_verified' }]);
  if (!(await isVerifiedUploader(ctx.database, member.user_id)))
    throw new ApiHttpError(403, UPLOADER_UNVERIFIED_CODE, [{ field: 'notify', code: UPLOADER_UNVERIFIED_CODE }]);
}

/**
 * A moderator's manual verification (`verify`) or its revocation (`revoke`) of a member, with the
 * moderator's note in the audit row. Verifying a verified member, or revoking an unverified one,
 * is refused with `invalid_state` and writes nothing.
 */
export async function setUploaderVerification(
  ctx: AppContext,
  staff: StaffMember,
  userId: number,
  act: UploaderAct,
  note: string,
): Promise<UploaderVerification | null> {
  if (!(await memberExists(ctx.database, userId))) throw notFound('member_not_found');
  const before = await uploaderVerification(ctx.database, userId);
  const changed =
    act === 'verify'
      ? await insertUploaderVerification(ctx.database, userId, { method: 'manual', staffId: staff.user_id })
      : await deleteUploaderVerification(ctx.database, userId);
  if (!changed) throw new ApiHttpError(409, 'invalid_state');
  const after = await uploaderVerification(ctx.database, userId);
  await appendAudit(ctx.database, {
    actorId: staff.user_id,
    actor: staff.username,
    action: act === 'verify' ? 'verify_uploader' : 'revoke_uploader',
    targetType: 'member',
    targetId: userId,
    reason: note,
    before,
    after,
  });
  return after;
}
