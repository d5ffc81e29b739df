// POST /api/wall.php: a member posts on a wall (user_id, text) or deletes a post (act=delete,
// post_id; its author or the wall's owner). GET /api/wall.php?user_id=&page=: a wall, newest first.
import { ENDPOINT } from '@reel/api/endpoints';
import type { FastifyInstance } from 'fastify';
import { requireMember } from '../auth/session.js';
import { checkWrite } from '../auth/writeLimits.js';
import type { AppContext } from '../context.js';
import { badRequest } from '../http/errors.js';
import { route } from '../http/endpoint.js';
import { field, formOf, privateAnswer } from '../social/form.js';
import { deleteWallPost, listWall, postOnWall } from '../social/wall.js';

export function wallRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ENDPOINT.wallPost, async (req, reply) => {
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
  route(app, ENDPOINT.wallRead, async (req, reply, { user_id: userId, page }) => {
    return privateAnswer(reply, await listWall(ctx, userId, page));
  });
}
