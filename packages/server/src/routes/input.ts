// POST /api/input.php: the statistics input and a member's
// acts — vote, subscribe, favourite and their reverses unsubscribe and unfavourite. Each act reads
// its object first, whoever asks; then a member act's guard refuses a visitor and counts the write
// (an act and its reverse share one limit), and only then are the section and the vote read.
import { ENDPOINT } from '@reel/api/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkWrite, type WriteAct } from '../auth/writeLimits.js';
import { requireMember } from '../auth/session.js';
import type { AppContext } from '../context.js';
import { act, routeActs } from '../http/endpoint.js';
import { isId } from '../http/params.js';
import { orRefuse, videoForViewer } from '../http/refusals.js';
import { recordView } from '../queries/stats.js';
import { favourite, subscribe, unfavourite, unsubscribe, vote, type ActInput } from '../social/acts.js';
import { memberWrite, privateAnswer } from '../social/form.js';

export function inputRoutes(app: FastifyInstance, ctx: AppContext): void {
  const actOf = (req: FastifyRequest, objectId: string): ActInput => ({ memberId: requireMember(req).user_id, objectId });
  const memberOptions = (limit: WriteAct) => ({
    readFirst: ['object_id'] as const,
    guard: (req: FastifyRequest) => memberWrite(ctx, req, limit),
  });
  routeActs(app, [
    act(
      ENDPOINT.inputView,
      async (req, reply, { object_id, section, nogeo }) => {
        // A user_id in the form is a claim, not an identity: only the session names the viewer, and
        // only a video view records it.
        const userId = section === 'video' ? (req.member?.user_id ?? null) : null;
        // A view of a video the viewer may not see is refused as one of a video that does not exist.
        if (section === 'video' && isId(object_id)) await videoForViewer(ctx, Number(object_id), userId);
        orRefuse(await recordView(ctx, { section, objectId: object_id, nogeo, userId }));
        return privateAnswer(reply, { ok: true } as const);
      },
      { readFirst: ['object_id'], guard: (req) => checkWrite(ctx, req, 'view') },
    ),
    act(
      ENDPOINT.inputVote,
      async (req, reply, { object_id, section, vote: like }) =>
        privateAnswer(reply, { ok: true, statistics: await vote(ctx, section, actOf(req, object_id), like) } as const),
      memberOptions('vote'),
    ),
    act(
      ENDPOINT.inputSubscribe,
      async (req, reply, { object_id, section }) =>
        privateAnswer(reply, { ok: true, statistics: await subscribe(ctx, section, actOf(req, object_id)) } as const),
      memberOptions('subscribe'),
    ),
    act(
      ENDPOINT.inputUnsubscribe,
      async (req, reply, { object_id, section }) =>
        privateAnswer(reply, { ok: true, statistics: await unsubscribe(ctx, section, actOf(req, object_id)) } as const),
      memberOptions('subscribe'),
    ),
    act(
      ENDPOINT.inputFavourite,
      async (req, reply, { object_id }) =>
        privateAnswer(reply, { ok: true, statistics: await favourite(ctx, actOf(req, object_id)) } as const),
      memberOptions('favourite'),
    ),
    act(
      ENDPOINT.inputUnfavourite,
      async (req, reply, { object_id }) =>
        privateAnswer(reply, { ok: true, statistics: await unfavourite(ctx, actOf(req, object_id)) } as const),
      memberOptions('favourite'),
    ),
  ]);
}
