// POST /api/member.php: the signed-in member's own profile and its changes.
// Every act works on the session's member only: no field of the form names whose profile it is,
// so no member can read or change another's.
import fastifyMultipart from '@fastify/multipart';
import { type ErrorEntry, type OwnProfile, type ProfileActAnswer, type ProfileEditAnswer } from '@reel/api';
import { ENDPOINT } from '@reel/api/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LOGIN_FAILURES_PER_ACCOUNT, LOGIN_WINDOW_MS } from '../auth/constants.js';
import { countLimiter, type CountLimiter } from '../auth/limits.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { endOtherSessions, requireMember, type SessionMember } from '../auth/session.js';
import { checkWrite } from '../auth/writeLimits.js';
import type { AppContext } from '../context.js';
import { act, routeActs } from '../http/endpoint.js';
import { ApiHttpError, notFound } from '../http/errors.js';
import { toMember } from '../queries/community/memberRows.js';
import { birthDateOf, markVerified, ownProfileRow, passwordHashOf, setPasswordHash, updateProfileColumns } from '../queries/members.js';
import { todayOf } from '../queries/community/shared.js';
import { field, type FormBody } from './accountForm.js';
import { passwordError } from '../auth/accountRules.js';
import { receiveMemberImage } from './memberImages.js';
import { readProfileEdit } from './memberProfile.js';

/** The public profile plus what only its owner sees: the e-mail, the affidavit's and the uploader
 * verification's flags, the birth date. */
export async function loadOwnProfile(ctx: AppContext, userId: number): Promise<OwnProfile> {
  const r = await ownProfileRow(ctx.database, userId, todayOf(ctx));
  if (!r) throw notFound('user_not_found');
  return {
    ...toMember(ctx, r),
    birth_date: r.own_birth_date,
    email: r.email,
    verified: r.verified,
    uploader_verified: r.uploader_verified,
  };
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

/** A form's parsed fields as the account rules read them: a field left out is not there at all. */
const formOfInput = (input: Record<string, unknown>): FormBody =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));

export function memberRoutes(app: FastifyInstance, ctx: AppContext): void {
  const passwordFailures = countLimiter(ctx, 'password_change', LOGIN_FAILURES_PER_ACCOUNT, LOGIN_WINDOW_MS);
  // Multipart parsing only where the avatar and cover arrive, in a scope of its own.
  void app.register(async (scope) => {
    if (!scope.hasRequestDecorator('isMultipart')) await scope.register(fastifyMultipart);
    const write = async (req: FastifyRequest) => {
      await checkWrite(ctx, req, 'profile');
      return requireMember(req);
    };
    routeActs(
      scope,
      [
        act(ENDPOINT.profile, async (req) => ({ user: await loadOwnProfile(ctx, requireMember(req).user_id) })),
        act(ENDPOINT.profileEdit, async (req, _reply, input) => editProfile(ctx, await write(req), formOfInput(input))),
        act(ENDPOINT.profilePassword, async (req, _reply, input) =>
          changePassword(ctx, passwordFailures, req, await write(req), formOfInput(input)),
        ),
        act(ENDPOINT.profileVerif, async (req) => acceptVerification(ctx, await write(req))),
      ],
      {
        // Every act is the session member's own: no one else's profile is named, read or changed.
        guard: (req) => void requireMember(req),
        other: {
          when: (req) => req.isMultipart(),
          handler: async (req, reply) => {
            await checkWrite(ctx, req, 'image');
            return receiveMemberImage(ctx, req, reply);
          },
        },
      },
    );
  });
}
