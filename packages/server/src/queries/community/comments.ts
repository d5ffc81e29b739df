// Comments on a video, model, channel, member or playlist, newest first. The text goes out as stored:
// escaping belongs to whoever renders it, and JSON.stringify keeps the answer valid JSON whatever
// the text holds (quotes, backslashes, control characters, lone surrogates).
import type { Comment, CommentSection } from '@reel/api';
import type { CommentList } from '@reel/api/endpoints';
import type { DataContext } from '../dataContext.js';
import type { Database } from '../../db/client.js';
import { formatDate, mediaUrl } from '../format.js';
import { resolveObject } from '../objects.js';
import { SqlParts } from '../listSql.js';
import { isRefusal, refusal, type Refusal } from '../refusal.js';
import type { CommentRecord, MemberRecord } from '../rows.js';
import { videoReadable } from '../videoRows.js';
import { pageOf } from './shared.js';

type CommentRow = Pick<CommentRecord, 'comment_id' | 'object_id' | 'section' | 'user_id' | 'text' | 'post_date' | 'likes' | 'dislikes'> &
  Pick<MemberRecord, 'username' | 'avatar'>;

export interface CommentListQuery {
  section: CommentSection;
  objectId: number;
  page: number;
  count: number;
  /** The signed-in member of an uncached read (`.jsond`), else null. */
  viewer: number | null;
}

/** The commented object must exist; a private playlist's comments are as private as the playlist,
 * and an unpublished upload's as hidden as the upload. */
async function objectRefusal(ctx: DataContext, section: CommentSection, id: number, viewer: number | null): Promise<Refusal | null> {
  if (section === 'video') return (await videoReadable(ctx, id, viewer)) ? null : refusal('not_found', 'video_not_found');
  if (section !== 'playlist') {
    const found = await resolveObject(ctx, section, String(id));
    return isRefusal(found) ? found : null;
  }
  const rows = await ctx.database.query<{ is_private: boolean }>('SELECT is_private FROM playlists WHERE playlist_id = $1', [id]);
  if (rows.length === 0) return refusal('not_found', 'playlist_not_found');
  if (rows[0].is_private) return refusal('no_permission', 'no_permission');
  return null;
}

function toComment(ctx: DataContext, r: CommentRow): Comment {
  return {
    comment_id: r.comment_id,
    object_id: r.object_id,
    section: r.section,
    user: { user_id: r.user_id, username: r.username },
    avatar: mediaUrl(ctx.config.mediaBaseUrl, r.avatar),
    text: r.text,
    post_date: formatDate(r.post_date),
    likes: r.likes,
    dislikes: r.dislikes,
  };
}

export async function listComments(ctx: DataContext, q: CommentListQuery): Promise<CommentList | Refusal> {
  const refused = await objectRefusal(ctx, q.section, q.objectId, q.viewer);
  if (refused) return refused;
  const p = new SqlParts();
  // Hidden by staff, or while its author is banned: out of the list for everyone.
  const where = `c.section = ${p.add(q.section)} AND c.object_id = ${p.add(q.objectId)} AND c.hidden_reason = ''`;
  const { rows, total } = await pageOf<CommentRow>(ctx, p, {
    from: `FROM comments c JOIN members m ON m.user_id = c.user_id WHERE ${where}`,
    order: 'c.post_date DESC, c.comment_id DESC',
    select: () => 'c.comment_id, c.object_id, c.section, c.user_id, m.username, m.avatar, c.text, c.post_date, c.likes, c.dislikes',
    count: q.count,
    page: q.page,
  });
  return { comments: rows.map((r) => toComment(ctx, r)), total_count: total };
}

const INSERT_UNDER_LIMITS = `
  WITH recent AS (
    SELECT count(*) FILTER (WHERE user_id = $1)::int AS by_user, count(*) FILTER (WHERE ip = $10::text)::int AS by_ip
    FROM comments WHERE post_date > $3::timestamptz AND (user_id = $1 OR ip = $10::text)
  ), added AS (
    INSERT INTO comments (section, object_id, user_id, text, ip, post_date)
    SELECT $4, $5, $1, $6, $2, $7::timestamptz FROM recent WHERE by_user < $8 AND by_ip < $9
    RETURNING comment_id
  )
  SELECT r.by_user, r.by_ip, (SELECT comment_id FROM added) AS comment_id FROM recent r`;

export interface CommentInsert {
  memberId: number;
  /** What the comment keeps as its address. */
  ip: string;
  /** The address the per-address limit counts (comments whose `ip` is it); null counts none. */
  limitedAddress: string | null;
  /** Comments posted after this instant count against the limits. */
  windowStart: string;
  section: CommentSection;
  objectId: number;
  text: string;
  postDate: string;
  perUser: number;
  perIp: number;
}

/**
 * Counts the member's and the address's recent comments and adds the new one in one statement, so
 * the limits hold whichever API node takes the request. `comment_id` is null when a limit was reached.
 */
export async function insertCommentUnderLimits(
  database: Database,
  c: CommentInsert,
): Promise<{ by_user: number; by_ip: number; comment_id: number | null }> {
  const [row] = await database.query<{ by_user: number; by_ip: number; comment_id: number | null }>(INSERT_UNDER_LIMITS, [
    c.memberId,
    c.ip,
    c.windowStart,
    c.section,
    c.objectId,
    c.text,
    c.postDate,
    c.perUser,
    c.perIp,
    c.limitedAddress,
  ]);
  return row;
}

export async function countVideoComment(database: Database, videoId: number): Promise<void> {
  await database.query('UPDATE videos SET comments_count = comments_count + 1 WHERE video_id = $1', [videoId]);
}
