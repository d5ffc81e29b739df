// Private messages between members. Every query is bounded by the signed-in member's own id, so
// one member can never read another's messages: the id comes from the session, never the request.
import { MESSAGE_MAX_CHARS, MESSAGES_PER_PAGE, type ConversationList, type Message, type MessageList } from '@reel/api';
import type { AppContext } from '../context.js';
import { badRequest } from '../http/errors.js';
import { formatDate, mediaUrl } from '../queries/format.js';
import { checkText, formId, notFoundAny, nowIso, pageBounds } from './shared.js';

interface MessageRow {
  message_id: number;
  from_user_id: number;
  from_name: string;
  to_user_id: number;
  to_name: string;
  text: string;
  created_at: Date | string;
  read_at: Date | string | null;
}

const COLUMNS = `x.message_id, x.from_user_id, f.username AS from_name, x.to_user_id, t.username AS to_name, x.text, x.created_at, x.read_at`;
const JOINS = 'JOIN members f ON f.user_id = x.from_user_id JOIN members t ON t.user_id = x.to_user_id';

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
  const rows = await ctx.database.query<{ user_id: number; username: string }>('SELECT user_id, username FROM members WHERE user_id = $1', [userId]);
  if (rows.length === 0) throw notFoundAny();
  return rows[0];
}

export async function sendMessage(ctx: AppContext, memberId: number, toUserId: unknown, text: unknown): Promise<Message> {
  const to = formId(toUserId, 'user_id');
  if (to === memberId) throw badRequest('message_self');
  const clean = checkText(text, 'text', MESSAGE_MAX_CHARS);
  await otherMember(ctx, to);
  const [{ message_id }] = await ctx.database.query<{ message_id: number }>(
    'INSERT INTO messages (from_user_id, to_user_id, text, created_at) VALUES ($1, $2, $3, $4::timestamptz) RETURNING message_id',
    [memberId, to, clean, nowIso(ctx)],
  );
  const [row] = await ctx.database.query<MessageRow>(`SELECT ${COLUMNS} FROM messages x ${JOINS} WHERE x.message_id = $1`, [message_id]);
  return toMessage(row);
}

/** One entry per member the member has written to or heard from: the newest message and the unread count. */
export async function listConversations(ctx: AppContext, memberId: number, page: number): Promise<ConversationList> {
  const { limit, offset } = pageBounds(page, MESSAGES_PER_PAGE);
  const mine = `SELECT x.*, CASE WHEN x.from_user_id = $1 THEN x.to_user_id ELSE x.from_user_id END AS other
    FROM messages x WHERE x.from_user_id = $1 OR x.to_user_id = $1`;
  const [rows, [{ n }]] = await Promise.all([
    ctx.database.query<MessageRow & { other: number; avatar: string; unread: number }>(
      `WITH mine AS (${mine}),
       last AS (SELECT DISTINCT ON (other) * FROM mine ORDER BY other, created_at DESC, message_id DESC)
       SELECT ${COLUMNS}, x.other, o.avatar,
         (SELECT count(*)::int FROM mine u WHERE u.other = x.other AND u.to_user_id = $1 AND u.read_at IS NULL) AS unread
       FROM last x ${JOINS} JOIN members o ON o.user_id = x.other
       ORDER BY x.created_at DESC, x.message_id DESC LIMIT $2 OFFSET $3`,
      [memberId, limit, offset],
    ),
    ctx.database.query<{ n: number }>(`SELECT count(DISTINCT other)::int AS n FROM (${mine}) c`, [memberId]),
  ]);
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
    total_count: n,
  };
}

/** The messages between the member and one other, newest first; reading them marks those received as read. */
export async function listConversation(ctx: AppContext, memberId: number, userId: number, page: number): Promise<MessageList> {
  const other = await otherMember(ctx, userId);
  const { limit, offset } = pageBounds(page, MESSAGES_PER_PAGE);
  const between = '((x.from_user_id = $1 AND x.to_user_id = $2) OR (x.from_user_id = $2 AND x.to_user_id = $1))';
  const [rows, [{ n }]] = await Promise.all([
    ctx.database.query<MessageRow>(`SELECT ${COLUMNS} FROM messages x ${JOINS} WHERE ${between} ORDER BY x.created_at DESC, x.message_id DESC LIMIT $3 OFFSET $4`, [
      memberId,
      userId,
      limit,
      offset,
    ]),
    ctx.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM messages x WHERE ${between}`, [memberId, userId]),
  ]);
  await ctx.database.query('UPDATE messages SET read_at = $3::timestamptz WHERE to_user_id = $1 AND from_user_id = $2 AND read_at IS NULL', [
    memberId,
    userId,
    nowIso(ctx),
  ]);
  return { user: other, messages: rows.map(toMessage), total_count: n };
}
