// POST /api/wall.php: a member posts on a wall (user_id, text) or deletes a post (act=delete,
// post_id; its author or the wall's owner). GET /api/wall.php?user_id=&page=: a wall, newest first.
import { WALL_PATH } from '@reel/api';
import type { FastifyInstance } from 'fastify';
import { requireMember } from '../auth/session.js';
import { checkWrite } from '../auth/writeLimits.js';
import type { AppContext } from '../context.js';
import { badRequest } from '../http/errors.js';
import { queryValue } from '../http/params.js';
import { field, formOf, privateAnswer, queryPage } from '../social/form.js';
import { formId } from '../social/shared.js';
import { deleteWallPost, listWall, postOnWall } from '../social/wall.js';

export function wallRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post(WALL_PATH, async (req, reply) => {
    const member = requireMember(req);
    await checkWrite(ctx, req, 'wall');
    const form = formOf(req);
    const act = field(form, 'act');
    if (act === 'delete') {
      await deleteWallPost(ctx, member.user_id, form.post_id);
      return privateAnswer(reply, { ok: true });
    }
    if (act !== '' && act !== 'post') throw badRequest('invalid_act');
    return privateAnswer(reply, { ok: true, post: await postOnWall(ctx, member.user_id, form.user_id, form.text) });
  });

  // A wall changes with every post and has no lifetime in its address: it is read fresh each time.
  app.get(WALL_PATH, async (req, reply) => {
    const userId = formId(queryValue(req.query, 'user_id'), 'user_id');
    return privateAnswer(reply, await listWall(ctx, userId, queryPage(req)));
  });
}
