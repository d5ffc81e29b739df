// POST /api/messages.php (to_user_id, text) and GET /api/messages.php: the member's conversations
// (`page`) or the messages with one member (`user_id`, `page`). Whose messages is the session's
// answer, never the request's, and nothing here is ever cached.
import { MESSAGES_PATH } from '@reel/api';
import type { FastifyInstance } from 'fastify';
import { requireMember } from '../auth/session.js';
import { checkWrite } from '../auth/writeLimits.js';
import type { AppContext } from '../context.js';
import { queryValue } from '../http/params.js';
import { field, formOf, privateAnswer, queryPage } from '../social/form.js';
import { listConversation, listConversations, sendMessage } from '../social/messages.js';
import { formId } from '../social/shared.js';

export function messageRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post(MESSAGES_PATH, async (req, reply) => {
    const member = requireMember(req);
    await checkWrite(ctx, req, 'message');
    const form = formOf(req);
    // `to_user_id` is the contract's name; `user_id` is accepted as well, as a profile's form sends it.
    const to = field(form, 'to_user_id') !== '' ? form.to_user_id : form.user_id;
    return privateAnswer(reply, { ok: true, message: await sendMessage(ctx, member.user_id, to, form.text) });
  });

  app.get(MESSAGES_PATH, async (req, reply) => {
    const member = requireMember(req);
    const page = queryPage(req);
    const other = queryValue(req.query, 'user_id');
    if (other === undefined || other === '') return privateAnswer(reply, await listConversations(ctx, member.user_id, page));
    return privateAnswer(reply, await listConversation(ctx, member.user_id, formId(other, 'user_id'), page));
  });
}
