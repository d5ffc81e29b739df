// POST /api/friends.php (act=request|accept|remove, user_id) and GET /api/friends.php?page=: the
// member's pending requests. Accepted friends are the members list's `friends` section.
import { ENDPOINT } from '@reel/api/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireMember } from '../auth/session.js';
import type { AppContext } from '../context.js';
import { act, route, routeActs } from '../http/endpoint.js';
import { memberWrite, privateAnswer } from '../social/form.js';
import { acceptFriend, pendingRequests, removeFriend, requestFriend } from '../social/friends.js';

export function friendRoutes(app: FastifyInstance, ctx: AppContext): void {
  const member = (req: FastifyRequest) => requireMember(req).user_id;
  routeActs(
    app,
    [
      act(ENDPOINT.friendsRequest, async (req, reply, { user_id }) => {
        await requestFriend(ctx, member(req), user_id);
        return privateAnswer(reply, { ok: true, status: 'pending' } as const);
      }),
      act(ENDPOINT.friendsAccept, async (req, reply, { user_id }) => {
        await acceptFriend(ctx, member(req), user_id);
        return privateAnswer(reply, { ok: true, status: 'accepted' } as const);
      }),
      act(ENDPOINT.friendsRemove, async (req, reply, { user_id }) => {
        await removeFriend(ctx, member(req), user_id);
        return privateAnswer(reply, { ok: true, status: 'none' } as const);
      }),
    ],
    { guard: (req) => memberWrite(ctx, req, 'friend') },
  );

  route(app, ENDPOINT.friendsRead, async (req, reply, { page }) => {
    const member = requireMember(req);
    return privateAnswer(reply, await pendingRequests(ctx, member.user_id, page));
  });
}
