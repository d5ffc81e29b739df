// POST /api/friends.php (act=request|accept|remove, user_id) and GET /api/friends.php?page=: the
// member's pending requests. Accepted friends are the members list's `friends` section.
import { FRIEND_ACTS } from '@reel/api';
import { ENDPOINT, type FriendAnswer } from '@reel/api/endpoints';
import type { FastifyInstance } from 'fastify';
import { requireMember } from '../auth/session.js';
import { checkWrite } from '../auth/writeLimits.js';
import type { AppContext } from '../context.js';
import { route } from '../http/endpoint.js';
import { parseEnum } from '../http/params.js';
import { field, formOf, privateAnswer } from '../social/form.js';
import { acceptFriend, pendingRequests, removeFriend, requestFriend } from '../social/friends.js';

export function friendRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ENDPOINT.friendsEdit, async (req, reply) => {
    const member = requireMember(req);
    await checkWrite(ctx, req, 'friend');
    const form = formOf(req);
    const act = parseEnum(field(form, 'act'), FRIEND_ACTS, 'invalid_act');
    let answer: FriendAnswer;
    if (act === 'request') {
      await requestFriend(ctx, member.user_id, form.user_id);
      answer = { ok: true, status: 'pending' };
    } else if (act === 'accept') {
      await acceptFriend(ctx, member.user_id, form.user_id);
      answer = { ok: true, status: 'accepted' };
    } else {
      await removeFriend(ctx, member.user_id, form.user_id);
      answer = { ok: true, status: 'none' };
    }
    return privateAnswer(reply, answer);
  });

  route(app, ENDPOINT.friendsRead, async (req, reply, { page }) => {
    const member = requireMember(req);
    return privateAnswer(reply, await pendingRequests(ctx, member.user_id, page));
  });
}
