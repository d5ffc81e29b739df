// Member walls: any member posts on any member's wall; a post is deleted by its author or by the
// wall's owner, nobody else. Walls are read by everyone.
import { WALL_POST_MAX_CHARS, WALL_POSTS_PER_PAGE, type WallPost } from '@reel/api';
import { type WallList } from '@reel/api/endpoints';
import type { AppContext } from '../context.js';
import { formatDate, mediaUrl } from '../queries/format.js';
import { deleteWallPost as deletePost, insertWallPost, wallPage, wallPostOwners, type PostRow } from '../queries/walls.js';
import { memberExists } from './friends.js';
import { checkText, formId, noPermission, notFoundAny, nowIso, pageBounds } from './shared.js';

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
  return toPost(ctx, await insertWallPost(ctx.database, wall, memberId, clean, nowIso(ctx)));
}

export async function deleteWallPost(ctx: AppContext, memberId: number, postId: unknown): Promise<void> {
  const id = formId(postId, 'post_id');
  const post = await wallPostOwners(ctx.database, id);
  if (!post) throw notFoundAny();
  if (post.user_id !== memberId && post.author_id !== memberId) throw noPermission();
  await deletePost(ctx.database, id);
}

export async function listWall(ctx: AppContext, wallUserId: number, page: number): Promise<WallList> {
  await memberExists(ctx, wallUserId);
  const { limit, offset } = pageBounds(page, WALL_POSTS_PER_PAGE);
  const { rows, total } = await wallPage(ctx.database, wallUserId, limit, offset);
  return { posts: rows.map((r) => toPost(ctx, r)), total_count: total };
}
