// A member's own verification as an uploader through an identity provider: the same OpenID Connect
// round trip as the age check (age/round.ts), asking for the provider's identity claim. The check
// is bound to the member and the session that started it, so a callback reaching another member's
// session (or a signed-out browser) verifies nobody. A true claim records the verification with
// the provider's id, never a name, a birth date or a document, and writes one audit row whose
// actor is the member.
import type { UploaderCheckResult } from '@reel/api/endpoints';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { safeReturn, sessionTag } from '../age/flow.js';
import type { AgeProvider } from '../age/providers.js';
import { endRound, startRound, type Round } from '../age/round.js';
import type { SessionMember } from '../auth/session.js';
import { SESSION_COOKIE, UPLOADER_FLOW_COOKIE } from '../constants.js';
import type { AppContext } from '../context.js';
import { ApiHttpError, badRequest } from '../http/errors.js';
import { appendAudit } from '../queries/audit.js';
import { insertUploaderVerification, isVerifiedUploader, uploaderVerification } from '../queries/uploaderVerifications.js';

export const identityRound = (callbackRoute: string): Round => ({
  purpose: 'uploader',
  cookie: UPLOADER_FLOW_COOKIE,
  callbackRoute,
  scope: (p) => p.identityScope,
  claim: (p) => p.identityClaim,
});

/** Where a check starts from and returns to when the member names no page: the upload page. */
export const UPLOAD_PAGE_PATH = '/upload/';

const tagOf = (ctx: AppContext, req: FastifyRequest): string => sessionTag(ctx.ageProofKey, req.cookies[SESSION_COOKIE] ?? '');

/** The start: the provider's address for this member's check, or null when the provider does not
 * answer. Refuses an unknown provider (400) and a member verified already (409 `invalid_state`). */
export async function startIdentityCheck(
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
  round: Round,
  member: SessionMember,
  provider: AgeProvider | undefined,
  back: string | undefined,
): Promise<{ address: URL | null; returnTo: string }> {
  if (!provider) throw badRequest('unknown_provider');
  if (await isVerifiedUploader(ctx.database, member.user_id)) throw new ApiHttpError(409, 'invalid_state');
  const returnTo = back ? safeReturn(back) : UPLOAD_PAGE_PATH;
  const binding = { userId: member.user_id, session: tagOf(ctx, req) };
  return { address: await startRound(ctx, req, reply, round, provider, returnTo, binding), returnTo };
}

/** The callback: the result to show and where the member goes back to. */
export async function finishIdentityCheck(
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
  round: Round,
  providers: ReadonlyMap<string, AgeProvider>,
  error: string | undefined,
): Promise<{ result: UploaderCheckResult; returnTo: string }> {
  const member = req.member;
  const sameSession = (flow: { member?: { userId: number; session: string } }) =>
    member !== null && member !== undefined && flow.member?.userId === member.user_id && flow.member.session === tagOf(ctx, req);
  const end = await endRound(ctx, req, reply, round, providers, error, sameSession);
  if (!end.flow) return { result: 'failed', returnTo: UPLOAD_PAGE_PATH };
  const returnTo = end.flow.returnTo;
  switch (end.answer) {
    case 'true':
      await recordProviderVerification(ctx, member!, end.provider.id);
      return { result: 'verified', returnTo };
    case 'false':
      return { result: 'not_verified', returnTo };
    case 'wrong_session':
      return { result: 'other_member', returnTo };
    default:
      return { result: end.answer, returnTo };
  }
}

/** The verification and its audit row; a member verified meanwhile (by a moderator) keeps the first. */
async function recordProviderVerification(ctx: AppContext, member: SessionMember, provider: string): Promise<void> {
  if (!(await insertUploaderVerification(ctx.database, member.user_id, { method: 'provider', provider }))) return;
  await appendAudit(ctx.database, {
    actorId: member.user_id,
    actor: member.username,
    action: 'verify_uploader',
    targetType: 'member',
    targetId: member.user_id,
    reason: `provider:${provider}`,
    before: null,
    after: await uploaderVerification(ctx.database, member.user_id),
  });
}
