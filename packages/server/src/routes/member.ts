// POST /api/member.php: the signed-in member's own profile and its changes.
// Every act works on the session's member only: no field of the form names whose profile it is,
// so no member can read or change another's.
import fastifyMultipart from '@fastify/multipart';
import { PROFILE_ACTS, type ErrorEntry, type OwnProfile, type ProfileAct, type ProfileActAnswer, type ProfileEditAnswer } from '@reel/api';
import { ENDPOINT } from '@reel/api/endpoints';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LOGIN_FAILURES_PER_ACCOUNT, LOGIN_WINDOW_MS } from '../auth/constants.js';
import { countLimiter, type CountLimiter } from '../auth/limits.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { endOtherSessions, requireMember, type SessionMember } from '../auth/session.js';
import { checkWrite } from '../auth/writeLimits.js';
import type { AppContext } from '../context.js';
import { route } from '../http/endpoint.js';
import { ApiHttpError, badRequest, notFound } from '../http/errors.js';
import { toMember } from '../queries/community/memberRows.js';
import { birthDateOf, markVerified, ownProfileRow, passwordHashOf, setPasswordHash, updateProfileColumns } from '../queries/members.js';
import { todayOf } from '../queries/community/shared.js';
import { field, formOf, type FormBody } from './accountForm.js';
import { passwordError } from '../auth/accountRules.js';
import { receiveMemberImage } from './memberImages.js';
import { readProfileEdit } from './memberProfile.js';

/** The public profile plus what only its owner sees: the e-mail, the verified flag, the birth date. */
export async function loadOwnProfile(ctx: AppContext, userId: number): Promise<OwnProfile> {
  const r = await ownProfileRow(ctx.database, userId, todayOf(ctx));
  if (!r) throw notFound('user_not_found');
  return { ...toMember(ctx, r), birth_date: r.own_birth_date, email: r.email, verified: r.verified };
}

const refuse = (errors: ErrorEntry[]) => new ApiHttpError(400, errors[0].code, errors);

async function editProfile(ctx: AppContext, member: SessionMember, form: FormBody): Promise<ProfileEditAnswer> {
  const { update, errors } = readProfileEdit(form, todayOf(ctx), await birthDateOf(ctx.database, member.user_id));
  if (errors.length) throw refuse(errors);
  await updateProfileColumns(ctx.database, member.user_id, update);
  return { ok: true, user: await loadOwnProfile(ctx, member.user_id) };
}

async function changePassword(
  ctx: AppContext,
  limit: CountLimiter,
  req: FastifyRequest,
  member: SessionMember,
  form: FormBody,
): Promise<ProfileActAnswer> {
  const oldPwd = field(form, 'old_pwd');
  const newPwd = field(form, 'new_pwd');
  const errors = [
    ...(oldPwd ? [] : [{ field: 'old_pwd', code: 'required' }]),
    ...[passwordError(newPwd, 'new_pwd')].filter((e): e is ErrorEntry => e !== null),
  ];
  if (errors.length) throw refuse(errors);
  // A session alone must not allow guessing the password it would take to change it.
  const key = `id:${member.user_id}`;
  if (await limit.full(key)) throw new ApiHttpError(429, 'too_many', [{ field: 'old_pwd', code: 'too_many' }]);
  const hash = await passwordHashOf(ctx.database, member.user_id);
  if (hash === null || !(await verifyPassword(oldPwd, hash))) {
    await limit.count(key);
    throw refuse([{ field: 'old_pwd', code: 'invalid_password' }]);
  }
  await setPasswordHash(ctx.database, member.user_id, await hashPassword(newPwd));
  // Anyone signed in with the old password elsewhere is signed out; this browser stays in.
  await endOtherSessions(ctx, req, member.user_id);
  return { ok: true };
}

/** The creator-verification affidavit was accepted: uploads become possible. */
async function acceptVerification(ctx: AppContext, member: SessionMember): Promise<ProfileActAnswer> {
  await markVerified(ctx.database, member.user_id);
  return { ok: true, verified: true };
}

async function handleForm(ctx: AppContext, limit: CountLimiter, req: FastifyRequest, reply: FastifyReply) {
  const member = requireMember(req);
  reply.header('Cache-Control', 'no-store');
  const form = formOf(req);
  const act = field(form, 'act');
  if (act === '') return { user: await loadOwnProfile(ctx, member.user_id) };
  if (!(PROFILE_ACTS as readonly string[]).includes(act)) throw badRequest('invalid_act');
  await checkWrite(ctx, req, 'profile');
  switch (act as ProfileAct) {
    case 'edit':
      return editProfile(ctx, member, form);
    case 'password':
      return changePassword(ctx, limit, req, member, form);
    case 'verif':
      return acceptVerification(ctx, member);
  }
}

export function memberRoutes(app: FastifyInstance, ctx: AppContext): void {
  const passwordFailures = countLimiter(ctx, 'password_change', LOGIN_FAILURES_PER_ACCOUNT, LOGIN_WINDOW_MS);
  // Multipart parsing only where the avatar and cover arrive, in a scope of its own.
  void app.register(async (scope) => {
    if (!scope.hasRequestDecorator('isMultipart')) await scope.register(fastifyMultipart);
    route(scope, ENDPOINT.profile, async (req, reply) => {
      if (!req.isMultipart()) return handleForm(ctx, passwordFailures, req, reply);
      requireMember(req);
      await checkWrite(ctx, req, 'image');
      return receiveMemberImage(ctx, req, reply);
    });
  });
}
