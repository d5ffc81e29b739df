// Password recovery: `POST /api/signup.php act=restore, eml, tok` mails a
// link to a registered address; the link (`GET act=reset&tok=…`) sets a new random password and
// mails it. The link is signed over the current password hash, so it works once, and whoever sees
// it learns nothing: the new password goes to the member's mailbox only.
import { randomInt } from 'node:crypto';
import { RESTORE_EMAIL_MIN_CHARS, SIGNUP_PATH } from '@reel/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import {
  RESET_PASSWORD_CHARS,
  RESET_TOKEN_TTL_S,
  RESTORE_REQUESTS_PER_EMAIL,
  RESTORE_REQUESTS_PER_IP,
  RESTORE_WINDOW_MS,
} from '../auth/constants.js';
import { addressKey, countLimiter, type CountLimiter } from '../auth/limits.js';
import { hashPassword } from '../auth/password.js';
import { endOtherSessions } from '../auth/session.js';
import { checkToken, readToken, signToken } from '../auth/tokens.js';
import { sendInBackground } from '../mail/background.js';
import { newPasswordMessage, restoreMessage } from '../mail/messages.js';
import { resetPasswordHash, restoreRowByEmail, restoreRowById } from '../queries/members.js';
import { field, type FormBody } from './accountForm.js';
import { signupFailure } from './accountRules.js';
import { toSignin } from './accountLinks.js';
import { publicOrigin } from '../config.js';

export interface RestoreLimits {
  perIp: CountLimiter;
  perEmail: CountLimiter;
}

export function restoreLimiters(ctx: AppContext): RestoreLimits {
  return {
    perIp: countLimiter(ctx, 'restore_ip', RESTORE_REQUESTS_PER_IP, RESTORE_WINDOW_MS),
    perEmail: countLimiter(ctx, 'restore_email', RESTORE_REQUESTS_PER_EMAIL, RESTORE_WINDOW_MS),
  };
}

/** No 0/O, 1/l/I: the password is read from an e-mail and typed. */
const PASSWORD_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function randomPassword(length = RESET_PASSWORD_CHARS): string {
  return Array.from({ length }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join('');
}

/**
 * The answer is the same whether or not the address has an account: the same status and body, and
 * the mail goes out after the answer, so its time does not tell either. Both limits count every
 * request that passes the captcha, so a limit reached says nothing about the address either.
 */
export async function requestRestore(ctx: AppContext, limits: RestoreLimits, req: FastifyRequest, reply: FastifyReply, form: FormBody) {
  const eml = field(form, 'eml').trim();
  if (eml.length <= RESTORE_EMAIL_MIN_CHARS) return signupFailure(reply, 400, [{ field: 'eml', code: 'eml_invalid' }]);
  const key = eml.toLowerCase();
  const [ipFull, emailFull] = await Promise.all([limits.perIp.full(addressKey(req)), limits.perEmail.full(key)]);
  if (ipFull || emailFull) return signupFailure(reply, 429, [{ field: 'eml', code: 'too_many' }]);
  // The captcha comes before the lookup, so addresses cannot be tried out without one.
  if (!(await ctx.captcha.verify(field(form, 'tok'), req.ip))) return signupFailure(reply, 400, [{ field: 'tok', code: 'captcha' }]);
  await Promise.all([limits.perIp.count(addressKey(req)), limits.perEmail.count(key)]);
  const m = await restoreRowByEmail(ctx.database, eml);
  if (m) {
    const expires = Math.floor(ctx.now() / 1000) + RESET_TOKEN_TTL_S;
    const link = `${publicOrigin(ctx.config)}${SIGNUP_PATH}?act=reset&tok=${signToken(ctx.mediaSecret, 'reset', m.user_id, expires, m.password_hash)}`;
    sendInBackground(ctx.mailer, restoreMessage(m.email, m.username, link), req.log);
  }
  return reply.header('Cache-Control', 'no-store').send({ ok: true });
}

export async function resetPassword(ctx: AppContext, reply: FastifyReply, tok: string) {
  const claim = readToken(tok);
  if (!claim) return toSignin(reply, 'error=invalid_link');
  const m = await restoreRowById(ctx.database, claim.userId);
  if (!m) return toSignin(reply, 'error=invalid_link');
  const check = checkToken(ctx.mediaSecret, 'reset', claim, m.password_hash, Math.floor(ctx.now() / 1000));
  if (check !== 'ok') return toSignin(reply, `error=${check}`);
  const password = randomPassword();
  // Only the hash the link was signed over is replaced: of two clicks racing, one wins. The mailbox
  // received the link, which proves the address as well as a confirmation would.
  if (!(await resetPasswordHash(ctx.database, m.user_id, await hashPassword(password), m.password_hash)))
    return toSignin(reply, 'error=invalid_link');
  // Whoever had the old password is signed out everywhere.
  await endOtherSessions(ctx, null, m.user_id);
  await ctx.mailer.send(newPasswordMessage(m.email, m.username, password, `${publicOrigin(ctx.config)}/signin/`));
  return toSignin(reply, 'reset=1');
}
