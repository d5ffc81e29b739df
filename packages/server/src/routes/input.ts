// POST /api/input.php: the statistics input and a member's
// acts — vote, subscribe, favourite and their reverses unsubscribe and unfavourite.
import {
  FAVOURITE_SECTIONS,
  isDir,
  INPUT_ACTS,
  STAT_ACTS,
  STAT_SECTIONS,
  SUBSCRIBE_SECTIONS,
  VOTE_SECTIONS,
  type ActStatistics,
} from '@reel/api';
import { ENDPOINT } from '@reel/api/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireMember } from '../auth/session.js';
import { checkWrite, type WriteAct } from '../auth/writeLimits.js';
import type { AppContext } from '../context.js';
import { badRequest } from '../http/errors.js';
import { route } from '../http/endpoint.js';
import { isId, parseEnum } from '../http/params.js';
import { recordView } from '../queries/stats.js';
import { orRefuse, videoForViewer } from '../http/refusals.js';
import { favourite, subscribe, unfavourite, unsubscribe, vote, type ActInput } from '../social/acts.js';
import { field, flag, formOf, privateAnswer, type Form } from '../social/form.js';

const ACTS = [...new Set([...STAT_ACTS, ...INPUT_ACTS])];
/** Which write limit each act counts against: an act and its reverse share one. */
const LIMIT_OF: Record<(typeof ACTS)[number], WriteAct> = {
  view: 'view',
  vote: 'vote',
  subscribe: 'subscribe',
  unsubscribe: 'subscribe',
  favourite: 'favourite',
  unfavourite: 'favourite',
};

function parseVote(form: Form): boolean {
  const value = field(form, 'vote');
  // The site's client writes booleans as 1/0; a JSON body may send true/false.
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  throw badRequest('invalid_vote');
}

async function memberAct(ctx: AppContext, req: FastifyRequest, act: (typeof ACTS)[number], form: Form): Promise<ActStatistics> {
  const input: ActInput = { memberId: requireMember(req).user_id, objectId: field(form, 'object_id') };
  await checkWrite(ctx, req, LIMIT_OF[act]);
  const section = field(form, 'section');
  switch (act) {
    case 'vote': {
      const like = parseVote(form);
      return vote(ctx, parseEnum(section, VOTE_SECTIONS, 'invalid_section'), input, like);
    }
    case 'subscribe':
      return subscribe(ctx, parseEnum(section, SUBSCRIBE_SECTIONS, 'invalid_section'), input);
    case 'unsubscribe':
      return unsubscribe(ctx, parseEnum(section, SUBSCRIBE_SECTIONS, 'invalid_section'), input);
    case 'favourite':
      parseEnum(section, FAVOURITE_SECTIONS, 'invalid_section');
      return favourite(ctx, input);
    default:
      parseEnum(section, FAVOURITE_SECTIONS, 'invalid_section');
      return unfavourite(ctx, input);
  }
}

export function inputRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ENDPOINT.input, async (req, reply) => {
    const form = formOf(req);
    const act = parseEnum(field(form, 'act'), ACTS, 'invalid_act');
    // An object is named by its id or, for categories, channels and models, its dir.
    if (!isId(field(form, 'object_id')) && !isDir(field(form, 'object_id'))) throw badRequest('invalid_object_id');
    if (act !== 'view') return privateAnswer(reply, { ok: true, statistics: await memberAct(ctx, req, act, form) });
    await checkWrite(ctx, req, 'view');
    const section = parseEnum(field(form, 'section'), STAT_SECTIONS, 'invalid_section');
    // A user_id in the form is a claim, not an identity: only the session names the viewer, and
    // only a video view records it.
    const userId = section === 'video' ? (req.member?.user_id ?? null) : null;
    // A view of a video the viewer may not see is refused as one of a video that does not exist.
    if (section === 'video' && isId(field(form, 'object_id'))) await videoForViewer(ctx, Number(field(form, 'object_id')), userId);
    orRefuse(await recordView(ctx, { section, objectId: field(form, 'object_id'), nogeo: flag(form, 'nogeo'), userId }));
    return privateAnswer(reply, { ok: true });
  });
}
