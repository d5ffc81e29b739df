// One round trip to a provider, shared by the age check and a member's identity check as an
// uploader: the start (the authorization address, the flow signed into its purpose's cookie) and
// the callback (the flow read back once and cleared, the provider's refusal told apart, the code
// exchanged and the asked-for claim read). What a result means is each caller's.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { publicOrigin } from '../config.js';
import { AGE_FLOW_LIFETIME_S } from '../constants.js';
import type { AppContext } from '../context.js';
import { clearFlowCookie, setFlowCookie } from './cookies.js';
import { readFlow, signFlow, type CheckFlow, type FlowPurpose } from './flow.js';
import { authorizationAddress, claimOf, type ClaimAnswer } from './oidc.js';
import type { AgeProvider } from './providers.js';

const MS_PER_S = 1000;

export interface Round {
  purpose: FlowPurpose;
  /** The cookie the flow travels in. */
  cookie: string;
  /** This site's callback route (the provider's registered redirect address, on the public origin). */
  callbackRoute: string;
  /** The scope asked for and the claim read, of a provider. */
  scope(p: AgeProvider): string;
  claim(p: AgeProvider): string;
}

export const nowSOf = (ctx: Pick<AppContext, 'now'>): number => Math.floor(ctx.now() / MS_PER_S);

/** The provider's authorization address, the flow set in its cookie; null when the provider does not answer. */
export async function startRound(
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
  round: Round,
  provider: AgeProvider,
  returnTo: string,
  member?: CheckFlow['member'],
): Promise<URL | null> {
  let started;
  try {
    started = await authorizationAddress(provider, `${publicOrigin(ctx.config)}${round.callbackRoute}`, round.scope(provider));
  } catch {
    return null;
  }
  const { address, ...secrets } = started;
  const flow: CheckFlow = {
    purpose: round.purpose,
    provider: provider.id,
    ...secrets,
    returnTo,
    expiresAtS: nowSOf(ctx) + AGE_FLOW_LIFETIME_S,
    ...(member ? { member } : {}),
  };
  setFlowCookie(reply, req, ctx.config, round.cookie, signFlow(ctx.ageProofKey, flow));
  return address;
}

/** How a callback ended: the claim's answer, or the person's refusal at the provider; with the flow
 * and its provider, or neither when no check of ours was under way (forged, stale, replayed). */
export type RoundEnd =
  | { flow: CheckFlow; provider: AgeProvider; answer: ClaimAnswer | 'refused' | 'wrong_session' }
  | { flow: null; provider: null; answer: 'failed' };

/** The callback: the flow read and cleared (one use, whatever the outcome); `accept` may end the
 * round as `wrong_session` before the code is exchanged (the request's session is not the one
 * that started the check). */
export async function endRound(
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
  round: Round,
  providers: ReadonlyMap<string, AgeProvider>,
  error: string | undefined,
  accept: (flow: CheckFlow) => boolean = () => true,
): Promise<RoundEnd> {
  const flow = readFlow(ctx.ageProofKey, req.cookies[round.cookie], nowSOf(ctx), round.purpose);
  clearFlowCookie(reply, req, ctx.config, round.cookie);
  const provider = flow ? providers.get(flow.provider) : undefined;
  if (!flow || !provider) return { flow: null, provider: null, answer: 'failed' };
  if (!accept(flow)) return { flow, provider, answer: 'wrong_session' };
  if (error) return { flow, provider, answer: error === 'access_denied' ? 'refused' : 'failed' };
  const callback = new URL(`${publicOrigin(ctx.config)}${req.url}`);
  return { flow, provider, answer: await claimOf(provider, round.claim(provider), callback, flow) };
}
