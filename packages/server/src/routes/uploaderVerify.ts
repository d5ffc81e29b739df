// A member's own uploader verification with an identity provider: the providers offered, the start
// (members only) and the provider's callback, which ends on the site's result page.
import { ENDPOINT, type UploaderCheckResult } from '@reel/api/endpoints';
import { pagePath } from '@reel/api/pages';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ageProviders, identityProviders, providerChoices, type AgeProvider } from '../age/providers.js';
import { requireMember } from '../auth/session.js';
import { finishIdentityCheck, identityRound, startIdentityCheck } from '../consent/identity.js';
import type { AppContext } from '../context.js';
import { route } from '../http/endpoint.js';

function resultPage(reply: FastifyReply, result: UploaderCheckResult, returnTo: string): FastifyReply {
  const query = new URLSearchParams({ result, return: returnTo });
  return reply.header('Cache-Control', 'no-store').redirect(`${pagePath('uploader_check')}?${query}`, 302);
}

export function uploaderVerifyRoutes(app: FastifyInstance, ctx: AppContext): void {
  const providers = identityProviders(ageProviders(ctx.config));
  const byId = new Map<string, AgeProvider>(providers.map((p) => [p.id, p]));
  const round = identityRound(ENDPOINT.uploaderVerifyCallback.route);

  route(app, ENDPOINT.uploaderVerifyProviders, async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { providers: providerChoices(providers) };
  });

  route(app, ENDPOINT.uploaderVerifyStart, async (req, reply, { provider, return: back }) => {
    const member = requireMember(req);
    const { address, returnTo } = await startIdentityCheck(ctx, req, reply, round, member, byId.get(provider), back);
    if (!address) return resultPage(reply, 'unreachable', returnTo);
    return reply.header('Cache-Control', 'no-store').redirect(address.href, 302);
  });

  route(app, ENDPOINT.uploaderVerifyCallback, async (req, reply, input) => {
    const { result, returnTo } = await finishIdentityCheck(ctx, req, reply, round, byId, input.error);
    return resultPage(reply, result, returnTo);
  });
}
