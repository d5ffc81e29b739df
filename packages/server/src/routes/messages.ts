// POST /api/messages.php (to_user_id, text) and GET /api/messages.php: the member's conversations
// (`page`) or the messages with one member (`user_id`, `page`). Whose messages is the session's
// answer, never the request's, and nothing here is ever cached.
import { ENDPOINT } from '@reel/api/endpoints';
import type { FastifyInstance } from 'fastify';
import { requireMember } from '../auth/session.js';
import type { AppContext } from '../context.js';
import { act, route, routeActs } from '../http/endpoint.js';
import { badRequest } from '../http/errors.js';
import { memberWrite, privateAnswer } from '../social/form.js';
import { listConversation, listConversations, sendMessage } from '../social/messages.js';

export function messageRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(
    app,
    ENDPOINT.messagesSend,
    // `to_user_id` is the contract's name; `user_id` is accepted as well, as a profile's form sends it.
    async (req, reply, { to_user_id, user_id, text }) =>
      privateAnswer(reply, { ok: true, message: await sendMessage(ctx, requireMember(req).user_id, to_user_id ?? user_id, text) }),
    { guard: (req) => memberWrite(ctx, req, 'message') },
  );

  routeActs(app, [
    act(ENDPOINT.messagesRead, async (req, reply, { page }) =>
      privateAnswer(reply, await listConversations(ctx, requireMember(req).user_id, page)),
    ),
    act(ENDPOINT.messagesWith, async (req, reply, { page, user_id: other }) => {
      const member = requireMember(req);
      // Picked only when the id reads as one (an empty one reads the conversations).
      if (other === undefined || other === null) throw badRequest('invalid_user_id');
      return privateAnswer(reply, await listConversation(ctx, member.user_id, other, page));
    }),
  ]);
}
