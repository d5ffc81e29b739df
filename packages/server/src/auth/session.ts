// Sessions. The `sid` cookie holds a random token; the database keeps only its SHA-256, so a leaked
// copy of the sessions table signs nobody in. Every sign-in makes a new token (and ends the one the
// browser brought), so a token planted before sign-in is worthless after it. The readable `uid`
// cookie only tells the site to ask for the profile: the server never trusts it.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DataContext } from '../queries/dataContext.js';
import { secureCookies } from '../http/cookies.js';
import { ApiHttpError } from '../http/errors.js';
import { deleteOtherSessions, deleteSession, insertSession, sessionMember, type SessionMemberRow } from '../queries/sessions.js';
import { LOGOUT_COOKIE, SESSION_COOKIE, UID_COOKIE } from '../constants.js';
import { LOGOUT_COOKIE_MAX_AGE_S, SESSION_TOKEN_BYTES, SESSION_TTL_S } from './constants.js';

export type SessionMember = SessionMemberRow;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member, or null for a visitor (set from the `sid` cookie). */
    member: SessionMember | null;
  }
}

/** base64url of SESSION_TOKEN_BYTES bytes; anything else is not one of ours and is not looked up. */
const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;
/** Static files never depend on who asks: no session lookup for them. */
const SKIPPED_PREFIXES = ['/assets/', '/media/'];
/** A data call with a lifetime above 0 is a shared, cached answer, the same for everyone, so it must
 * not depend on the session: no lookup (a signed-in member's own lists use lifetime 0, `.jsond`). */
const SHARED_ANSWER = /^\/api\/json\/[^/]+\/[1-9]\d*\//;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The member a session token names, if the session exists and has not expired. */
export async function lookupSession(ctx: DataContext, token: string): Promise<SessionMember | null> {
  if (!TOKEN_RE.test(token)) return null;
  return sessionMember(ctx.database, hashToken(token), new Date(ctx.now()).toISOString());
}

function clearSessionCookies(ctx: DataContext, req: FastifyRequest, reply: FastifyReply): void {
  const secure = secureCookies(ctx.config, req);
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
  reply.clearCookie(UID_COOKIE, { path: '/', sameSite: 'lax', secure });
}

/** Registers `req.member`; needs @fastify/cookie first. A stale `sid` is cleared with its `uid`. */
export function sessionHook(app: FastifyInstance, ctx: DataContext): void {
  app.decorateRequest('member', null);
  app.addHook('onRequest', async (req, reply) => {
    req.member = null;
    const token = req.cookies[SESSION_COOKIE];
    if (!token) return;
    const path = req.url.split('?')[0];
    if (SKIPPED_PREFIXES.some((prefix) => path.startsWith(prefix)) || SHARED_ANSWER.test(path)) return;
    req.member = await lookupSession(ctx, token);
    if (!req.member) clearSessionCookies(ctx, req, reply);
  });
}

/** The signed-in member, or 401 need_login for a visitor. */
export function requireMember(req: FastifyRequest): SessionMember {
  if (!req.member) throw new ApiHttpError(401, 'need_login');
  return req.member;
}

/** Starts a session for `userId`: a new token, the old one (if the browser brought one) ended. */
export async function createSession(ctx: DataContext, req: FastifyRequest, reply: FastifyReply, userId: number): Promise<void> {
  const token = randomBytes(SESSION_TOKEN_BYTES).toString('base64url');
  const now = ctx.now();
  const previous = req.cookies[SESSION_COOKIE];
  if (previous && TOKEN_RE.test(previous)) await deleteSession(ctx.database, hashToken(previous));
  await insertSession(
    ctx.database,
    hashToken(token),
    userId,
    new Date(now).toISOString(),
    new Date(now + SESSION_TTL_S * 1000).toISOString(),
  );
  const base = { path: '/', sameSite: 'lax' as const, secure: secureCookies(ctx.config, req), maxAge: SESSION_TTL_S };
  reply.setCookie(SESSION_COOKIE, token, { ...base, httpOnly: true });
  reply.setCookie(UID_COOKIE, String(userId), base);
  if (req.cookies[LOGOUT_COOKIE]) reply.clearCookie(LOGOUT_COOKIE, { path: '/' });
}

/** Ends the session the browser brought (server-side) and clears its cookies; sets `logout=1`. */
export async function endSession(ctx: DataContext, req: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = req.cookies[SESSION_COOKIE];
  if (token && TOKEN_RE.test(token)) await deleteSession(ctx.database, hashToken(token));
  clearSessionCookies(ctx, req, reply);
  reply.setCookie(LOGOUT_COOKIE, '1', {
    path: '/',
    sameSite: 'lax',
    secure: secureCookies(ctx.config, req),
    maxAge: LOGOUT_COOKIE_MAX_AGE_S,
  });
  req.member = null;
}

/** Ends every session of a member but the one in this request (after a password change or reset). */
export async function endOtherSessions(ctx: DataContext, req: FastifyRequest | null, userId: number): Promise<void> {
  const token = req?.cookies[SESSION_COOKIE];
  const keep = token && TOKEN_RE.test(token) ? hashToken(token) : '';
  await deleteOtherSessions(ctx.database, userId, keep);
}
