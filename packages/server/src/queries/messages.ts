// Private messages. Every query is bounded by the member's own id, which callers take from the session.
import type { Database } from '../db/client.js';
import type { CountRow, MemberRecord, MessageRecord } from './rows.js';

export type MessageRow = Pick<MessageRecord, 'message_id' | 'from_user_id' | 'to_user_id' | 'text' | 'created_at' | 'read_at'> & {
  from_name: string;
  to_name: string;
};
export type ConversationRow = MessageRow & { other: number; avatar: MemberRecord['avatar']; unread: number };

const COLUMNS = `x.message_id, x.from_user_id, f.username AS from_name, x.to_user_id, t.username AS to_name, x.text, x.created_at, x.read_at`;
const JOINS = 'JOIN members f ON f.user_id = x.from_user_id JOIN members t ON t.user_id = x.to_user_id';

export async function insertMessage(database: Database, from: number, to: number, text: string, createdAt: string): Promise<MessageRow> {
  const [{ message_id }] = await database.query<Pick<MessageRecord, 'message_id'>>(
    'INSERT INTO messages (from_user_id, to_user_id, text, created_at) VALUES ($1, $2, $3, $4::timestamptz) RETURNING message_id',
    [from, to, text, createdAt],
  );
  const [row] = await database.query<MessageRow>(`SELECT ${COLUMNS} FROM messages x ${JOINS} WHERE x.message_id = $1`, [message_id]);
  return row;
}

/** The newest message with each member the member has written to or heard from, and the unread count. */
export async function conversationPage(
  database: Database,
  memberId: number,
  limit: number,
  offset: number,
): Promise<{ rows: ConversationRow[]; total: number }> {
  const mine = `SELECT x.*, CASE WHEN x.from_user_id = $1 THEN x.to_user_id ELSE x.from_user_id END AS other
    FROM messages x WHERE x.from_user_id = $1 OR x.to_user_id = $1`;
  const [rows, [{ n }]] = await Promise.all([
    database.query<ConversationRow>(
      `WITH mine AS (${mine}),
       last AS (SELECT DISTINCT ON (other) * FROM mine ORDER BY other, created_at DESC, message_id DESC)
       SELECT ${COLUMNS}, x.other, o.avatar,
         (SELECT count(*)::int FROM mine u WHERE u.other = x.other AND u.to_user_id = $1 AND u.read_at IS NULL) AS unread
       FROM last x ${JOINS} JOIN members o ON o.user_id = x.other
       ORDER BY x.created_at DESC, x.message_id DESC LIMIT $2 OFFSET $3`,
      [memberId, limit, offset],
    ),
    database.query<CountRow>(`SELECT count(DISTINCT other)::int AS n FROM (${mine}) c`, [memberId]),
  ]);
  return { rows, total: n };
}

/** The messages between the member and one other, newest first, and their total. */
export async function messagePage(
  database: Database,
  memberId: number,
  userId: number,
  limit: number,
  offset: number,
): Promise<{ rows: MessageRow[]; total: number }> {
  const between = '((x.from_user_id = $1 AND x.to_user_id = $2) OR (x.from_user_id = $2 AND x.to_user_id = $1))';
  const [rows, [{ n }]] = await Promise.all([
    database.query<MessageRow>(
      `SELECT ${COLUMNS} FROM messages x ${JOINS} WHERE ${between} ORDER BY x.created_at DESC, x.message_id DESC LIMIT $3 OFFSET $4`,
      [memberId, userId, limit, offset],
    ),
    database.query<CountRow>(`SELECT count(*)::int AS n FROM messages x WHERE ${between}`, [memberId, userId]),
  ]);
  return { rows, total: n };
}

/** Marks what `userId` sent the member as read. */
export async function markRead(database: Database, memberId: number, userId: number, readAt: string): Promise<void> {
  await database.query('UPDATE messages SET read_at = $3::timestamptz WHERE to_user_id = $1 AND from_user_id = $2 AND read_at IS NULL', [
    memberId,
    userId,
    readAt,
  ]);
}
