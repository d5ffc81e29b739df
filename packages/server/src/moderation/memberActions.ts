// What staff do to members and to what they wrote: ban and unban (the ban ends every session at
// once, refuses sign-in, and hides the member's uploads, comments and wall posts; lifting it shows
// what the ban hid, not what staff hid for other reasons), role changes, and hiding one comment,
// wall post or profile. Staff act only on members below their own role: a moderator on members, an
// admin on members and moderators.
import { VideoStatus } from '@reel/api';
import { ROLES, type Role } from '@reel/api/moderation';
import type { FastifyBaseLogger } from 'fastify';
import type { StaffMember } from '../auth/staff.js';
import type { AppContext } from '../context.js';
import { ApiHttpError, notFound } from '../http/errors.js';
import { hideTargetAuthorRole } from '../queries/hideTargetAuthor.js';
import { adminMemberRow, banMember, setHidden, unbanMember } from '../queries/staffMembers.js';
import { changeStaffRole } from '../queries/staffAccounts.js';
import { orRefuse } from '../http/refusals.js';
import { memberVideoIds, moveVideoStatus } from '../queries/videoStatus.js';
import { publicChanged, record } from './record.js';
import { settleReports } from './videoDecisions.js';

/** Whether `actor` ranks above `target` (member < moderator < admin). */
export const outranks = (actor: Role, target: Role): boolean => ROLES.indexOf(actor) > ROLES.indexOf(target);

const staffTarget = () => new ApiHttpError(403, 'staff_target');

async function memberRow(ctx: AppContext, userId: number) {
  const row = await adminMemberRow(ctx.database, userId);
  if (!row) throw notFound('member_not_found');
  return row;
}

export async function ban(ctx: AppContext, staff: StaffMember, userId: number, note: string): Promise<void> {
  const row = await memberRow(ctx, userId);
  // Staff are demoted first, by an admin: a moderator cannot lock out the people above them.
  if (row.role !== 'member') throw staffTarget();
  if (!(await banMember(ctx.database, userId, note))) throw new ApiHttpError(409, 'invalid_state');
  const held: number[] = [];
  for (const id of await memberVideoIds(ctx.database, userId, [VideoStatus.Active, VideoStatus.Review])) {
    const was = await moveVideoStatus(ctx.database, id, [VideoStatus.Active, VideoStatus.Review], VideoStatus.Held, {
      held_from: 'current',
      hold_reason: 'ban',
    });
    if (was !== null) held.push(id);
  }
  await record(
    ctx,
    staff,
    'ban',
    { type: 'member', id: userId },
    { reason: note, before: { banned: false }, after: { banned: true, videos_held: held } },
  );
  publicChanged(ctx);
}

export async function unban(ctx: AppContext, staff: StaffMember, userId: number, note: string): Promise<void> {
  await memberRow(ctx, userId);
  if (!(await unbanMember(ctx.database, userId))) throw new ApiHttpError(409, 'invalid_state');
  const released: number[] = [];
  for (const id of await memberVideoIds(ctx.database, userId, [VideoStatus.Held], "hold_reason = 'ban'")) {
    const was = await moveVideoStatus(
      ctx.database,
      id,
      [VideoStatus.Held],
      'held_from',
      { held_from: null, hold_reason: '' },
      "hold_reason = 'ban'",
    );
    if (was !== null) released.push(id);
  }
  await record(
    ctx,
    staff,
    'unban',
    { type: 'member', id: userId },
    { reason: note, before: { banned: true }, after: { banned: false, videos_released: released } },
  );
  publicChanged(ctx);
}

/** The rule that keeps an admin who can sign in, and the audit row, live with the command line's
 * role change: both go through the same statement. */
export async function changeRole(ctx: AppContext, staff: StaffMember, userId: number, role: Role, note: string): Promise<void> {
  const at = new Date(ctx.now()).toISOString();
  orRefuse(await changeStaffRole(ctx.database, { userId }, role, at, { actor: staff.username, actorId: staff.user_id, reason: note }));
}

export async function hideContent(
  ctx: AppContext,
  log: FastifyBaseLogger,
  staff: StaffMember,
  target: { type: 'comment' | 'wall' | 'member'; id: number },
  hidden: boolean,
  note: string,
): Promise<void> {
  const authorRole = await hideTargetAuthorRole(ctx.database, target.type, target.id);
  if (authorRole === undefined) throw notFound('target_not_found');
  // What a member at or above the moderator's own role wrote, or their profile, is not theirs to judge.
  if (authorRole !== null && !outranks(staff.role, authorRole)) throw staffTarget();
  const changed = await setHidden(ctx.database, target.type, target.id, hidden);
  if (changed) {
    await record(ctx, staff, hidden ? 'hide' : 'unhide', target, { reason: note, before: { hidden: !hidden }, after: { hidden } });
    publicChanged(ctx);
  }
  if (hidden) {
    const what = { comment: 'a comment', wall: 'a wall post', member: 'a member profile' }[target.type];
    await settleReports(ctx, log, staff, { ...target, what }, 'actioned');
  }
}
