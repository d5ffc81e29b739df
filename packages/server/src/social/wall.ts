// Member walls: any member posts on any member's wall; a post is deleted by its author or by the
// wall's owner, nobody else. Walls are read by everyone.
import { WALL_POST_MAX_CHARS, WALL_POSTS_PER_PAGE, type WallList, type WallPost } from '@reel/api';
import type { AppContext } from '../context.js';
import { formatDate, mediaUrl } from '../queries/format.js';
import { memberExists } from './friends.js';
import { checkText, formId, noPermission, notFoundAny, nowIso, pageBounds } from './shared.js';

interface PostRow {
  post_id: number;
  user_id: number;
  author_id: number;
  username: string;
  avatar: string;
  text: string;
  created_at: Date | string;
}

const SELECT = `SELECT w.post_id, w.user_id, w.author_id, m.username, m.avatar, w.text, w.created_at
  FROM wall_posts w JOIN members m ON m.user_id = w.author_id`;

function toPost(ctx: AppContext, r: PostRow): WallPost {
  return {
    post_id: r.post_id,
    wall_user_id: r.user_id,
    user: { user_id: r.author_id, username: r.username },
    avatar: mediaUrl(ctx.config.mediaBaseUrl, r.avatar),
    text: r.text,
    post_date: formatDate(r.created_at),
  };
}

export async function postOnWall(ctx: AppContext, memberId: number, wallUserId: unknown, text: unknown): Promise<WallPost> {
  const wall = formId(wallUserId, 'user_id');
  const clean = checkText(text, 'text', WALL_POST_MAX_CHARS);
  await memberExists(ctx, wall);
  const [{ post_id }] = await ctx.database.query<{ post_id: number }>(
    'INSERT INTO wall_posts (user_id, author_id, text, created_at) VALUES ($1, $2, $3, $4::timestamptz) RETURNING post_id',
    [wall, memberId, clean, nowIso(ctx)],
  );
  const [row] = await ctx.database.query<PostRow>(`${SELECT} WHERE w.post_id = $1`, [post_id]);
  return toPost(ctx, row);
}

export async function deleteWallPost(ctx: AppContext, memberId: number, postId: unknown): Promise<void> {
  const id = formId(postId, 'post_id');
  const rows = await ctx.database.query<{ user_id: number; author_id: number }>('SELECT user_id, author_id FROM wall_posts WHERE post_id = $1', [id]);
  if (rows.length === 0) throw notFoundAny();
  if (rows[0].user_id !== memberId && rows[0].author_id !== memberId) throw noPermission();
  await ctx.database.query('DELETE FROM wall_posts WHERE post_id = $1', [id]);
}

export async function listWall(ctx: AppContext, wallUserId: number, page: number): Promise<WallList> {
  await memberExists(ctx, wallUserId);
  const { limit, offset } = pageBounds(page, WALL_POSTS_PER_PAGE);
  const [rows, [{ n }]] = await Promise.all([
    ctx.database.query<PostRow>(`${SELECT} WHERE w.user_id = $1 ORDER BY w.created_at DESC, w.post_id DESC LIMIT $2 OFFSET $3`, [wallUserId, limit, offset]),
    ctx.database.query<{ n: number }>('SELECT count(*)::int AS n FROM wall_posts WHERE user_id = $1', [wallUserId]),
  ]);
  return { posts: rows.map((r) => toPost(ctx, r)), total_count: n };
}
