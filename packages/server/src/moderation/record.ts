// What every staff action does besides its own change: one audit row naming who, what, the
// target, the reason and the values before and after; and the shared answers are dropped from this
// node's cache, since a moderation decision changes what lists and pages may show.
import type { AuditAction, AuditTarget } from '@reel/api/moderation';
import type { StaffMember } from '../auth/staff.js';
import type { AppContext } from '../context.js';
import { appendAudit } from '../queries/audit.js';

/** Who acted: a staff member, or the report rules acting on their own (`system`). */
export type Actor = Pick<StaffMember, 'user_id' | 'username'> | 'system';

export async function record(
  ctx: AppContext,
  actor: Actor,
  action: AuditAction,
  target: { type: AuditTarget; id: number },
  details: { reason?: string; before?: unknown; after?: unknown } = {},
): Promise<void> {
  await appendAudit(ctx.database, {
    actorId: actor === 'system' ? null : actor.user_id,
    actor: actor === 'system' ? 'system' : actor.username,
    action,
    targetType: target.type,
    targetId: target.id,
    ...details,
  });
}

/** After a change of what the public sees. */
export function publicChanged(ctx: AppContext): void {
  ctx.cache.clear();
}
