// POST /api/input.php: the statistics input (spec 000 §3 "Stats record sent on view").
import { STAT_ACTS, STAT_SECTIONS } from '@reel/api';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { ApiHttpError, badRequest } from '../http/errors.js';
import { parseEnum } from '../http/params.js';
import { recordView } from '../queries/stats.js';

type Form = Record<string, string | boolean | number | undefined>;

const truthy = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true';

export function inputRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/input.php', async (req, reply) => {
    const body = (req.body ?? {}) as Form;
    if (typeof body !== 'object') throw badRequest('invalid_body');
    const act = parseEnum(String(body.act), STAT_ACTS, 'invalid_act');
    const section = parseEnum(String(body.section), STAT_SECTIONS, 'invalid_section');
    const objectId = String(body.object_id ?? '');
    if (!/^[a-z0-9_-]{1,128}$/i.test(objectId)) throw badRequest('invalid_object_id');
    reply.header('Cache-Control', 'no-store');
    if (act !== 'view') {
      // Votes, subscriptions and favourites belong to a signed-in member; a visitor has no session.
      throw new ApiHttpError(401, 'need_login');
    }
    // A user_id in the form is a claim, not an identity: it is recorded only from a session.
    await recordView(ctx, { section, objectId, nogeo: truthy(body.nogeo), userId: null });
    return { ok: true };
  });
}
