// POST /api/login.php: sign-in by username or e-mail (case-insensitive) and password, and
// `act=logout`. Only failures count towards the limits (auth/loginLimits.ts),
// so a member who types the password right is never held up by their own sign-ins, nor by someone
// else's guesses from elsewhere.
import { PASSWORD_MAX_CHARS, PASSWORD_MIN_CHARS, USERNAME_MIN_CHARS, type LoginErrorCode, type LoginFailure } from '@reel/api';
import { ENDPOINT } from '@reel/api/endpoints';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../context.js';
import { CONFIRM_RESEND_WINDOW_MS } from '../auth/constants.js';
import { addressKey, countLimiter } from '../auth/limits.js';
import { loginLimits } from '../auth/loginLimits.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { createSession, endSession } from '../auth/session.js';
import { act, routeActs, sendRefusal, type AnsweredReply } from '../http/endpoint.js';
import { confirmMessage } from '../mail/messages.js';
import { loginRow, type LoginRow } from '../queries/members.js';
import { confirmLink } from './accountLinks.js';

const STATUS: Record<LoginErrorCode, number> = { required: 400, invalid_usr_or_pwd: 401, not_confirmed: 403, banned: 403, too_many: 429 };

function fail(reply: FastifyReply, code: LoginErrorCode, fields: ('usr' | 'pwd')[] = ['usr']): AnsweredReply<never> {
  const body: LoginFailure = { success: false, error: true, code, codes: {} };
  for (const name of fields) body.codes[name] = { field: name, code };
  return sendRefusal(reply, STATUS[code], body);
}

/** Unknown names are checked against this hash too, so the answer takes as long as for a real one. */
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('decoy password never used'));

async function findMember(ctx: AppContext, usr: string): Promise<LoginRow | null> {
  // Usernames cannot hold '@', so the name says which unique index to ask.
  const column = usr.includes('@') ? 'email' : 'username';
  return loginRow(ctx.database, column, usr);
}

export function loginRoutes(app: FastifyInstance, ctx: AppContext): void {
  const limits = loginLimits(ctx);
  const resends = countLimiter(ctx, 'confirm_resend', 1, CONFIRM_RESEND_WINDOW_MS);

  const logout = act(ENDPOINT.logout, async (req, reply) => {
    await endSession(ctx, req, reply);
    reply.header('Cache-Control', 'no-store');
    return { success: true as const };
  });

  const login = act(ENDPOINT.login, async (req, reply, input) => {
    const usr = input.usr.trim();
    const pwd = input.pwd;
    const missing = [...(usr ? [] : ['usr' as const]), ...(pwd ? [] : ['pwd' as const])];
    if (missing.length) return fail(reply, 'required', missing);
    // Too long to be anyone's password: refused before it costs a hash.
    if (usr.length < USERNAME_MIN_CHARS || pwd.length < PASSWORD_MIN_CHARS || pwd.length > PASSWORD_MAX_CHARS)
      return fail(reply, 'invalid_usr_or_pwd');

    const member = await findMember(ctx, usr);
    // The username and the e-mail of one account share its count; an unknown name counts as itself.
    const account = member ? `id:${member.user_id}` : `name:${usr.toLowerCase()}`;
    if (await limits.refused(account, addressKey(req))) return fail(reply, 'too_many');
    const matches = await verifyPassword(pwd, member?.password_hash ?? (await decoy()));
    if (!member || !matches) {
      await limits.failed(account, addressKey(req));
      return fail(reply, 'invalid_usr_or_pwd');
    }
    // Like the confirmation below, said only to someone who knows the password.
    if (member.banned_at) return fail(reply, 'banned');
    // Said only to someone who knows the password, so it reveals nothing about the address. The
    // message asks to confirm and retry, so the link is mailed again (once per window) in case the
    // first one was lost.
    if (!member.email_confirmed) {
      const key = `id:${member.user_id}`;
      if (!(await resends.full(key))) {
        await resends.count(key);
        await ctx.mailer.send(confirmMessage(member.email, member.username, confirmLink(ctx, member.user_id, member.email)));
      }
      return fail(reply, 'not_confirmed');
    }
    await createSession(ctx, req, reply, member.user_id);
    reply.header('Cache-Control', 'no-store');
    return { success: true as const, user: { user_id: member.user_id, username: member.username } };
  });

  // Any act but `logout` signs in, as the form always has.
  routeActs(app, [login, logout], { unknownAct: ENDPOINT.login.act });
}
