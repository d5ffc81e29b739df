// POST /api/member.php: the signed-in member's own profile and its changes (spec 001 §3, §6, §7).
// Every act works on the session's member only: no field of the form names whose profile it is.
import { MEMBER_PATH, PROFILE_ACTS, type OwnProfile, type OwnProfileAnswer } from '@reel/api';
import type { FastifyInstance } from 'fastify';
import { requireMember } from '../auth/session.js';
import type { AppContext } from '../context.js';
import { badRequest, notFound } from '../http/errors.js';
import { memberColumns, toMember, type MemberRow } from '../queries/community/memberRows.js';
import { todayOf } from '../queries/community/shared.js';
import { field, formOf } from './accountForm.js';

/** The public profile plus what only its owner sees: the e-mail and the verified flag. */
export async function loadOwnProfile(ctx: AppContext, userId: number): Promise<OwnProfile> {
  const rows = await ctx.database.query<MemberRow & { email: string; verified: boolean }>(
    `SELECT ${memberColumns('$2')}, m.email, m.verified FROM members m WHERE m.user_id = $1`,
    [userId, todayOf(ctx)],
  );
  if (rows.length === 0) throw notFound('user_not_found');
  return { ...toMember(ctx, rows[0]), email: rows[0].email, verified: rows[0].verified };
}

export function memberRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post(MEMBER_PATH, async (req, reply): Promise<OwnProfileAnswer> => {
    const member = requireMember(req);
    reply.header('Cache-Control', 'no-store');
    const act = field(formOf(req), 'act');
    if (act === '') return { user: await loadOwnProfile(ctx, member.user_id) };
    if (!(PROFILE_ACTS as readonly string[]).includes(act)) throw badRequest('invalid_act');
    throw badRequest('invalid_act');
  });
}
