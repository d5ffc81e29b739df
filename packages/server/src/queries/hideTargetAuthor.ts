// Who a hideable thing belongs to: the member a profile is, the author of a comment or wall post.
import type { Role } from '@reel/api/moderation';
import type { Database } from '../db/client.js';

export type HideTargetType = 'comment' | 'wall' | 'member';

/** The role of the target's member, `null` when the author's account is gone; `undefined` when there
 * is no such target. */
export async function hideTargetAuthorRole(database: Database, type: HideTargetType, id: number): Promise<Role | null | undefined> {
  const sql: Record<HideTargetType, string> = {
    comment: 'SELECT m.role FROM comments c LEFT JOIN members m ON m.user_id = c.user_id WHERE c.comment_id = $1',
    wall: 'SELECT m.role FROM wall_posts w LEFT JOIN members m ON m.user_id = w.author_id WHERE w.post_id = $1',
    member: 'SELECT role FROM members WHERE user_id = $1',
  };
  const rows = await database.query<{ role: Role | null }>(sql[type], [id]);
  return rows.length === 0 ? undefined : rows[0].role;
}
