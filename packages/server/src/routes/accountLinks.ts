// The addresses account e-mails carry (always under `publicOrigin`) and where their links land.
import { SIGNIN_PAGE } from '@reel/api';
import { SIGNUP_PATH } from '@reel/api/endpoints';
import type { FastifyReply } from 'fastify';
import { CONFIRM_TOKEN_TTL_S } from '../auth/constants.js';
import { signToken } from '../auth/tokens.js';
import type { AppContext } from '../context.js';
import { publicOrigin } from '../config.js';

/** The sign-in page with one query value; a link's outcome never carries the token further. */
export function toSignin(reply: FastifyReply, query: string): FastifyReply {
  return reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer').redirect(`${SIGNIN_PAGE}?${query}`, 302);
}

export function confirmLink(ctx: AppContext, userId: number, email: string): string {
  const expires = Math.floor(ctx.now() / 1000) + CONFIRM_TOKEN_TTL_S;
  const tok = signToken(ctx.mediaSecret, 'confirm', userId, expires, email.toLowerCase());
  return `${publicOrigin(ctx.config)}${SIGNUP_PATH}?act=confirm&tok=${tok}`;
}
