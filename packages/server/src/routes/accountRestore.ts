// Password recovery, as a form where the member chooses the new password:
// - `POST /api/signup.php act=restore, eml, tok` (tok: the captcha's) mails a link to the reset page
//   `/reset-password/?token=…`, whose token is random and stored only as its hash;
// - opening the link changes nothing (mail scanners and link previews open links on their own);
// - `POST /api/signup.php act=reset, tok, pwd` (tok: the mailed token) sets the password once,
//   ends every session of the member and mails a notice without the password.
import { RESTORE_EMAIL_MIN_CHARS, SIGNIN_PAGE } from '@reel/api';
import { resetPasswordPagePath } from '@reel/api/pages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { RESET_TOKEN_TTL_MS, RESTORE_REQUESTS_PER_EMAIL, RESTORE_REQUESTS_PER_IP, RESTORE_WINDOW_MS } from '../auth/constants.js';
import { addressKey, countLimiter, type CountLimiter } from '../auth/limits.js';
import { hashPassword } from '../auth/password.js';
import { endOtherSessions } from '../auth/session.js';
import { newResetToken, resetTokenHash } from '../auth/tokens.js';
import { sendInBackground } from '../mail/background.js';
import type { Mailer } from '../mail/mailer.js';
import { passwordChangedMessage, restoreMessage } from '../mail/messages.js';
import { restoreRowByEmail } from '../queries/members.js';
import { replaceResetToken, resetTokenState, useResetToken } from '../queries/resetTokens.js';
import { field, type FormBody } from './accountForm.js';
import { passwordError, signupFailure } from '../auth/accountRules.js';
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
    const { token, hash } = newResetToken();
    const now = ctx.now();
    // Storing the token takes time an unknown address would not, so it happens after the answer
    // too, just before the mail that carries it.
    const storeThenSend: Mailer = {
      send: async (message) => {
        const expires = new Date(now + RESET_TOKEN_TTL_MS).toISOString();
        await replaceResetToken(ctx.database, m.user_id, hash, new Date(now).toISOString(), expires);
        await ctx.mailer.send(message);
      },
    };
    const link = `${publicOrigin(ctx.config)}${resetPasswordPagePath(token)}`;
    sendInBackground(storeThenSend, restoreMessage(m.email, m.username, link, RESET_TOKEN_TTL_MS / 60_000), req.log);
  }
  return reply.header('Cache-Control', 'no-store').send({ ok: true });
}

/**
 * The reset form's submit. The password is checked by the sign-up rule first, so a typo does not
 * spend the link; the token's row is read before the password is hashed, so unknown tokens cost no
 * hashing; then one statement marks the token used and sets the password, so it works once.
 */
export async function resetPassword(ctx: AppContext, reply: FastifyReply, form: FormBody) {
  const hash = resetTokenHash(field(form, 'tok'));
  if (!hash) return signupFailure(reply, 400, [{ field: 'tok', code: 'invalid_link' }]);
  const pwdError = passwordError(field(form, 'pwd'));
  if (pwdError) return signupFailure(reply, 400, [pwdError]);
  const now = new Date(ctx.now()).toISOString();
  const state = await resetTokenState(ctx.database, hash, now);
  if (state !== 'live') return signupFailure(reply, 400, [{ field: 'tok', code: state === 'spent' ? 'link_expired' : 'invalid_link' }]);
  const m = await useResetToken(ctx.database, hash, now, await hashPassword(field(form, 'pwd')));
  if (!m) return signupFailure(reply, 400, [{ field: 'tok', code: 'link_expired' }]);
  // Whoever had the old password, or a session opened with it, is signed out everywhere; the member
  // signs in again with the new password.
  await endOtherSessions(ctx, null, m.user_id);
  await ctx.mailer.send(passwordChangedMessage(m.email, m.username, `${publicOrigin(ctx.config)}${SIGNIN_PAGE}`));
  return reply.header('Cache-Control', 'no-store').send({ ok: true });
}

/**
 * The reset link of the earlier e-mails (`GET act=reset&tok=…`), still in mailboxes: it changes
 * nothing and leads to the reset page without a token, which says the link has expired and offers
 * to ask again.
 */
export function oldResetLink(reply: FastifyReply) {
  return reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer').redirect(resetPasswordPagePath(), 302);
}
