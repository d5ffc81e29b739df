// Posts on member walls.
import type { Database } from '../db/client.js';
import type { CountRow, MemberRecord, WallPostRecord } from './rows.js';

export type PostRow = Pick<WallPostRecord, 'post_id' | 'user_id' | 'author_id' | 'text' | 'created_at'> &
  Pick<MemberRecord, 'username' | 'avatar'>;

const SELECT = `SELECT w.post_id, w.user_id, w.author_id, m.username, m.avatar, w.text, w.created_at
  FROM wall_posts w JOIN members m ON m.user_id = w.author_id`;

export async function insertWallPost(
  database: Database,
  wallUserId: number,
  authorId: number,
  text: string,
  createdAt: string,
): Promise<PostRow> {
  const [{ post_id }] = await database.query<Pick<WallPostRecord, 'post_id'>>(
    'INSERT INTO wall_posts (user_id, author_id, text, created_at) VALUES ($1, $2, $3, $4::timestamptz) RETURNING post_id',
    [wallUserId, authorId, text, createdAt],
  );
  const [row] = await database.query<PostRow>(`${SELECT} WHERE w.post_id = $1`, [post_id]);
  return row;
}

/** The wall's owner and the post's author, or null for no such post. */
export async function wallPostOwners(database: Database, postId: number): Promise<Pick<WallPostRecord, 'user_id' | 'author_id'> | null> {
  const rows = await database.query<Pick<WallPostRecord, 'user_id' | 'author_id'>>(
    'SELECT user_id, author_id FROM wall_posts WHERE post_id = $1',
    [postId],
  );
  return rows[0] ?? null;
}

export async function deleteWallPost(database: Database, postId: number): Promise<void> {
  await database.query('DELETE FROM wall_posts WHERE post_id = $1', [postId]);
}

/** One page of a wall, newest first, and its total. */
export async function wallPage(
  database: Database,
  wallUserId: number,
  limit: number,
  offset: number,
): Promise<{ rows: PostRow[]; total: number }> {
  const [rows, [{ n }]] = await Promise.all([
    database.query<PostRow>(
      `${SELECT} WHERE w.user_id = $1 AND w.hidden_reason = '' ORDER BY w.created_at DESC, w.post_id DESC LIMIT $2 OFFSET $3`,
      [wallUserId, limit, offset],
    ),
    database.query<CountRow>("SELECT count(*)::int AS n FROM wall_posts WHERE user_id = $1 AND hidden_reason = ''", [wallUserId]),
  ]);
  return { rows, total: n };
}
