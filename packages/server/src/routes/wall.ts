// POST /api/wall.php: a member posts on a wall (user_id, text) or deletes a post (act=delete,
// post_id; its author or the wall's owner). GET /api/wall.php?user_id=&page=: a wall, newest first.
import { ENDPOINT } from '@reel/api/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireMember } from '../auth/session.js';
import type { AppContext } from '../context.js';
import { act, route, routeActs } from '../http/endpoint.js';
import { memberWrite, privateAnswer } from '../social/form.js';
import { deleteWallPost, listWall, postOnWall } from '../social/wall.js';

export function wallRoutes(app: FastifyInstance, ctx: AppContext): void {
  const member = (req: FastifyRequest) => requireMember(req).user_id;
  routeActs(
    app,
    [
      act(ENDPOINT.wallPost, async (req, reply, { user_id, text }) =>
        privateAnswer(reply, { ok: true, post: await postOnWall(ctx, member(req), user_id, text) }),
      ),
      act(ENDPOINT.wallDelete, async (req, reply, { post_id }) => {
        await deleteWallPost(ctx, member(req), post_id);
        return privateAnswer(reply, { ok: true });
      }),
    ],
    // A post has always been the form without an act, and `act=post` says the same.
    { guard: (req) => memberWrite(ctx, req, 'wall'), aliases: { post: '' } },
  );

  // A wall changes with every post and has no lifetime in its address: it is read fresh each time.
  route(app, ENDPOINT.wallRead, async (req, reply, { user_id: userId, page }) => {
    return privateAnswer(reply, await listWall(ctx, userId, page));
  });
}
