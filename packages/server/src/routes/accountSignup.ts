// /api/signup.php: sign-up with its confirmation e-mail, and the links the e-mails carry
// POST without `act` signs up, `act=restore` asks for a password reset link and `act=reset` sets the
// new password with its token (accountRestore.ts); GET `act=confirm` is the mailed confirmation
// link, answered with a redirect to the sign-in page, which says what happened; GET `act=reset` is
// the reset link of earlier e-mails, which changes nothing.
import { ENDPOINT, type SignupAnswer } from '@reel/api/endpoints';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { SIGNUP_CHECKS_PER_IP, SIGNUP_WINDOW_MS, SIGNUPS_PER_IP } from '../auth/constants.js';
import { addressKey, countLimiter, type CountLimiter } from '../auth/limits.js';
import { hashPassword } from '../auth/password.js';
import { skeletonTaken } from '../auth/usernames.js';
import { checkToken, readToken } from '../auth/tokens.js';
import { act, route, routeActs, type AnsweredReply } from '../http/endpoint.js';
import { confirmMessage } from '../mail/messages.js';
import { confirmMemberEmail, insertMember, memberEmail, takenBy } from '../queries/members.js';
import { field, type FormBody } from './accountForm.js';
import { confirmLink, toSignin } from './accountLinks.js';
import { oldResetLink, requestRestore, resetPassword, restoreLimiters } from './accountRestore.js';
import { signupErrors, signupFailure, uniqueViolation } from '../auth/accountRules.js';

async function takenErrors(ctx: AppContext, usr: string, eml: string) {
  const rows = await takenBy(ctx.database, usr, eml);
  return [
    ...(rows.some((r) => r.usr) || (await skeletonTaken(ctx, usr)) ? [{ field: 'usr', code: 'usr_taken' }] : []),
    ...(rows.some((r) => r.eml) ? [{ field: 'eml', code: 'eml_taken' }] : []),
  ];
}

interface SignupLimits {
  /** Accounts made. */
  made: CountLimiter;
  /** Forms checked against the taken names and addresses, whatever the outcome. */
  checked: CountLimiter;
}

async function signUp(
  ctx: AppContext,
  limits: SignupLimits,
  req: FastifyRequest,
  reply: FastifyReply,
  form: FormBody,
): Promise<SignupAnswer | AnsweredReply<never>> {
  const usr = field(form, 'usr').trim();
  const eml = field(form, 'eml').trim();
  const pwd = field(form, 'pwd');
  const invalid = signupErrors(usr, eml, pwd);
  if (invalid.length) return signupFailure(reply, 400, invalid);
  const ip = addressKey(req);
  const [madeFull, checkedFull] = await Promise.all([limits.made.full(ip), limits.checked.full(ip)]);
  if (madeFull || checkedFull) return signupFailure(reply, 429, [{ field: 'notify', code: 'too_many' }]);
  await limits.checked.count(ip);
  const taken = await takenErrors(ctx, usr, eml);
  if (taken.length) return signupFailure(reply, 400, taken);
  let userId: number;
  try {
    userId = await insertMember(ctx.database, usr, eml, await hashPassword(pwd), new Date(ctx.now()).toISOString());
  } catch (err) {
    // Another sign-up took the name or address between the check and the insert.
    const code = uniqueViolation(err);
    if (!code) throw err;
    return signupFailure(reply, 400, [{ field: code === 'usr_taken' ? 'usr' : 'eml', code }]);
  }
  await limits.made.count(ip);
  await ctx.mailer.send(confirmMessage(eml, usr, confirmLink(ctx, userId, eml)));
  reply.header('Cache-Control', 'no-store');
  return { ok: true };
}

async function confirmEmail(ctx: AppContext, reply: FastifyReply, tok: string) {
  const claim = readToken(tok);
  if (!claim) return toSignin(reply, 'error=invalid_link');
  const email = await memberEmail(ctx.database, claim.userId);
  if (email === null) return toSignin(reply, 'error=invalid_link');
  const check = checkToken(ctx.mediaSecret, 'confirm', claim, email.toLowerCase(), Math.floor(ctx.now() / 1000));
  if (check !== 'ok') return toSignin(reply, `error=${check}`);
  await confirmMemberEmail(ctx.database, claim.userId);
  return toSignin(reply, 'confirmed=1');
}

export function signupRoutes(app: FastifyInstance, ctx: AppContext): void {
  const signupLimits: SignupLimits = {
    made: countLimiter(ctx, 'signup_ip', SIGNUPS_PER_IP, SIGNUP_WINDOW_MS),
    checked: countLimiter(ctx, 'signup_check_ip', SIGNUP_CHECKS_PER_IP, SIGNUP_WINDOW_MS),
  };
  const restoreLimits = restoreLimiters(ctx);

  routeActs(app, [
    act(ENDPOINT.signup, async (req, reply, input) => signUp(ctx, signupLimits, req, reply, input)),
    act(ENDPOINT.signupRestore, async (req, reply, input) => requestRestore(ctx, restoreLimits, req, reply, input)),
    act(ENDPOINT.signupReset, async (_req, reply, input) => resetPassword(ctx, reply, input)),
  ]);

  route(app, ENDPOINT.signupLink, async (_req, reply, { act, tok }) => {
    if (act === 'confirm') return confirmEmail(ctx, reply, tok);
    return oldResetLink(reply);
  });
}
