// Posting a comment: members only, 5 per member and 20 per IP address within 10
// minutes. The limits are counted from the comments table itself, so they hold whichever API node
// takes the request; the count and the insert are one statement.
import { COMMENT_MAX_CHARS, COMMENT_WINDOW_S, COMMENTS_PER_IP, COMMENTS_PER_USER, type CommentSection } from '@reel/api';
import type { AppContext } from '../context.js';
import { ApiHttpError } from '../http/errors.js';
import { checkText, nowIso } from './shared.js';
import { findTarget } from './targets.js';

export interface NewComment {
  memberId: number;
  ip: string;
  section: CommentSection;
  objectId: string;
  text: unknown;
}

const INSERT_UNDER_LIMITS = `
  WITH recent AS (
    SELECT count(*) FILTER (WHERE user_id = $1)::int AS by_user, count(*) FILTER (WHERE ip = $2)::int AS by_ip
    FROM comments WHERE post_date > $3::timestamptz AND (user_id = $1 OR ip = $2)
  ), added AS (
    INSERT INTO comments (section, object_id, user_id, text, ip, post_date)
    SELECT $4, $5, $1, $6, $2, $7::timestamptz FROM recent WHERE by_user < $8 AND by_ip < $9
    RETURNING comment_id
  )
  SELECT r.by_user, r.by_ip, (SELECT comment_id FROM added) AS comment_id FROM recent r`;

export async function postComment(ctx: AppContext, c: NewComment): Promise<number> {
  const text = checkText(c.text, 'text', COMMENT_MAX_CHARS);
  const objectId = await findTarget(ctx, c.section, c.objectId, c.memberId);
  const [row] = await ctx.database.query<{ by_user: number; by_ip: number; comment_id: number | null }>(INSERT_UNDER_LIMITS, [
    c.memberId,
    c.ip,
    nowIso(ctx, COMMENT_WINDOW_S),
    c.section,
    objectId,
    text,
    nowIso(ctx),
    COMMENTS_PER_USER,
    COMMENTS_PER_IP,
  ]);
  if (row.comment_id === null) {
    throw new ApiHttpError(429, row.by_user >= COMMENTS_PER_USER ? 'comments_user_limit' : 'comments_ip_limit');
  }
  if (c.section === 'video') await ctx.database.query('UPDATE videos SET comments_count = comments_count + 1 WHERE video_id = $1', [objectId]);
  return row.comment_id;
}
