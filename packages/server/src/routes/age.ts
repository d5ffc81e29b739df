// Age assurance: the gate's state for this visitor, the start of a check with a provider, and the
// provider's callback, which ends on the site's result page with a proof or the reason there is none.
import { ENDPOINT, type AgeGateAnswer, type AgeResult } from '@reel/api/endpoints';
import { pagePath } from '@reel/api/pages';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ageCheckOf } from '../age/gate.js';
import { setProofCookie } from '../age/cookies.js';
import { safeReturn } from '../age/flow.js';
import { newProof } from '../age/proof.js';
import { ageProviders, providerChoices, type AgeProvider } from '../age/providers.js';
import { endRound, nowSOf, startRound, type Round } from '../age/round.js';
import { AGE_FLOW_COOKIE } from '../constants.js';
import type { AppContext } from '../context.js';
import { badRequest } from '../http/errors.js';
import { route } from '../http/endpoint.js';
import { storeAgeProof } from '../queries/ageProofs.js';

const AGE_ROUND: Round = {
  purpose: 'age',
  cookie: AGE_FLOW_COOKIE,
  callbackRoute: ENDPOINT.ageCallback.route,
  scope: (p) => p.scope,
  claim: (p) => p.claim,
};

function resultPage(reply: FastifyReply, result: AgeResult, returnTo: string): FastifyReply {
  const query = new URLSearchParams({ return: returnTo });
  return reply.header('Cache-Control', 'no-store').redirect(`${pagePath('age_check', { result })}?${query}`, 302);
}

export function ageRoutes(app: FastifyInstance, ctx: AppContext): void {
  const providers = ageProviders(ctx.config);
  const byId = new Map<string, AgeProvider>(providers.map((p) => [p.id, p]));

  route(app, ENDPOINT.ageGate, async (req, reply) => {
    const check = await ageCheckOf(ctx, req, reply);
    const answer: AgeGateAnswer = { ...check, providers: check.mode === 'verify' ? providerChoices(providers) : [] };
    return answer;
  });

  route(app, ENDPOINT.ageStart, async (req, reply, { provider: id, return: back }) => {
    const provider = byId.get(id);
    if (!provider) throw badRequest('unknown_provider');
    const returnTo = safeReturn(back);
    const address = await startRound(ctx, req, reply, AGE_ROUND, provider, returnTo);
    if (!address) return resultPage(reply, 'unreachable', returnTo);
    return reply.header('Cache-Control', 'no-store').redirect(address.href, 302);
  });

  route(app, ENDPOINT.ageCallback, async (req, reply, input) => {
    const end = await endRound(ctx, req, reply, AGE_ROUND, byId, input.error);
    if (!end.flow) return resultPage(reply, 'failed', '/');
    const result: AgeResult =
      end.answer === 'true' ? 'verified' : end.answer === 'false' ? 'under_age' : end.answer === 'wrong_session' ? 'failed' : end.answer;
    if (result === 'verified') {
      const proof = newProof('oidc', end.provider.id, nowSOf(ctx));
      setProofCookie(reply, req, ctx.config, ctx.ageProofKey, proof, nowSOf(ctx));
      if (req.member) await storeAgeProof(ctx.database, req.member.user_id, proof);
    }
    return resultPage(reply, result, end.flow.returnTo);
  });
}
