// Age assurance: the gate's state for this visitor, the start of a check with a provider, and the
// provider's callback, which ends on the site's result page with a proof or the reason there is none.
import { ENDPOINT, type AgeGateAnswer, type AgeResult } from '@reel/api/endpoints';
import { pagePath } from '@reel/api/pages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ageCheckOf } from '../age/gate.js';
import { clearFlowCookie, setFlowCookie, setProofCookie } from '../age/cookies.js';
import { readFlow, safeReturn, signFlow } from '../age/flow.js';
import { authorizationAddress, resultOf } from '../age/oidc.js';
import { newProof } from '../age/proof.js';
import { ageProviders, providerChoices, type AgeProvider } from '../age/providers.js';
import { publicOrigin } from '../config.js';
import { AGE_FLOW_COOKIE, AGE_FLOW_LIFETIME_S } from '../constants.js';
import type { AppContext } from '../context.js';
import { badRequest } from '../http/errors.js';
import { route } from '../http/endpoint.js';
import { storeAgeProof } from '../queries/ageProofs.js';

const MS_PER_S = 1000;

function resultPage(reply: FastifyReply, result: AgeResult, returnTo: string): FastifyReply {
  const query = new URLSearchParams({ return: returnTo });
  return reply.header('Cache-Control', 'no-store').redirect(`${pagePath('age_check', { result })}?${query}`, 302);
}

export function ageRoutes(app: FastifyInstance, ctx: AppContext): void {
  const providers = ageProviders(ctx.config);
  const byId = new Map<string, AgeProvider>(providers.map((p) => [p.id, p]));
  const redirectUri = `${publicOrigin(ctx.config)}${ENDPOINT.ageCallback.route}`;
  const nowS = () => Math.floor(ctx.now() / MS_PER_S);

  route(app, ENDPOINT.ageGate, async (req, reply) => {
    const check = await ageCheckOf(ctx, req, reply);
    const answer: AgeGateAnswer = { ...check, providers: check.mode === 'verify' ? providerChoices(providers) : [] };
    return answer;
  });

  route(app, ENDPOINT.ageStart, async (req, reply, { provider: id, return: back }) => {
    const provider = byId.get(id);
    if (!provider) throw badRequest('unknown_provider');
    const returnTo = safeReturn(back);
    let started;
    try {
      started = await authorizationAddress(provider, redirectUri);
    } catch {
      return resultPage(reply, 'unreachable', returnTo);
    }
    const { address, ...secrets } = started;
    setFlowCookie(
      reply,
      req,
      ctx.config,
      signFlow(ctx.ageProofKey, { provider: id, ...secrets, returnTo, expiresAtS: nowS() + AGE_FLOW_LIFETIME_S }),
    );
    return reply.header('Cache-Control', 'no-store').redirect(address.href, 302);
  });

  route(app, ENDPOINT.ageCallback, async (req: FastifyRequest, reply, input) => {
    const flow = readFlow(ctx.ageProofKey, req.cookies[AGE_FLOW_COOKIE], nowS());
    // One use: whatever the outcome, the check under way ends here.
    clearFlowCookie(reply, req, ctx.config);
    const provider = flow ? byId.get(flow.provider) : undefined;
    if (!flow || !provider) return resultPage(reply, 'failed', '/');
    if (input.error) return resultPage(reply, input.error === 'access_denied' ? 'refused' : 'failed', flow.returnTo);
    const callback = new URL(`${publicOrigin(ctx.config)}${req.url}`);
    const result = await resultOf(provider, callback, flow);
    if (result === 'verified') {
      const proof = newProof('oidc', provider.id, nowS());
      setProofCookie(reply, req, ctx.config, ctx.ageProofKey, proof, nowS());
      if (req.member) await storeAgeProof(ctx.database, req.member.user_id, proof);
    }
    return resultPage(reply, result, flow.returnTo);
  });
}
