// Private messages between members. Every query is bounded by the signed-in member's own id, so
// one member can never read another's messages: the id comes from the session, never the request.
import { MESSAGE_MAX_CHARS, MESSAGES_PER_PAGE, type Message, type MessageList } from '@reel/api';
import { type ConversationList } from '@reel/api/endpoints';
import type { AppContext } from '../context.js';
import { badRequest } from '../http/errors.js';
import { formatDate, mediaUrl } from '../queries/format.js';
import { memberName } from '../queries/members.js';
import { conversationPage, insertMessage, markRead, messagePage, type MessageRow } from '../queries/messages.js';
import { checkText, formId, notFoundAny, nowIso, pageBounds } from './shared.js';

function toMessage(r: MessageRow): Message {
  return {
    message_id: r.message_id,
    user: { user_id: r.from_user_id, username: r.from_name },
    to_user_id: r.to_user_id,
    text: r.text,
    post_date: formatDate(r.created_at),
    read_date: formatDate(r.read_at),
  };
}

async function otherMember(ctx: AppContext, userId: number): Promise<{ user_id: number; username: string }> {
  const other = await memberName(ctx.database, userId);
  if (!other) throw notFoundAny();
  return other;
}

export async function sendMessage(ctx: AppContext, memberId: number, toUserId: unknown, text: unknown): Promise<Message> {
  const to = formId(toUserId, 'user_id');
  if (to === memberId) throw badRequest('message_self');
  const clean = checkText(text, 'text', MESSAGE_MAX_CHARS);
  await otherMember(ctx, to);
  return toMessage(await insertMessage(ctx.database, memberId, to, clean, nowIso(ctx)));
}

/** One entry per member the member has written to or heard from: the newest message and the unread count. */
export async function listConversations(ctx: AppContext, memberId: number, page: number): Promise<ConversationList> {
  const { limit, offset } = pageBounds(page, MESSAGES_PER_PAGE);
  const { rows, total } = await conversationPage(ctx.database, memberId, limit, offset);
  return {
    conversations: rows.map((r) => {
      const fromMe = r.from_user_id === memberId;
      return {
        user: fromMe ? { user_id: r.to_user_id, username: r.to_name } : { user_id: r.from_user_id, username: r.from_name },
        avatar: mediaUrl(ctx.config.mediaBaseUrl, r.avatar),
        text: r.text,
        post_date: formatDate(r.created_at),
        from_me: fromMe,
        unread: r.unread,
      };
    }),
    total_count: total,
  };
}

/** The messages between the member and one other, newest first; reading them marks those received as read. */
export async function listConversation(ctx: AppContext, memberId: number, userId: number, page: number): Promise<MessageList> {
  const other = await otherMember(ctx, userId);
  const { limit, offset } = pageBounds(page, MESSAGES_PER_PAGE);
  const { rows, total } = await messagePage(ctx.database, memberId, userId, limit, offset);
  await markRead(ctx.database, memberId, userId, nowIso(ctx));
  return { user: other, messages: rows.map(toMessage), total_count: total };
}
