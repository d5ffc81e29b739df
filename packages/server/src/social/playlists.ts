// A member's playlist edits: create, add, remove, order, delete. Only the owner changes a playlist;
// anyone else is refused with no_permission, whether the playlist is public or private.
import { PLAYLIST_TITLE_MAX_CHARS, PLAYLIST_TITLE_MIN_CHARS, PLAYLIST_VIDEOS_MAX, PLAYLISTS_PER_MEMBER_MAX } from '@reel/api';
import type { AppContext } from '../context.js';
import { ApiHttpError, badRequest } from '../http/errors.js';
import { isId } from '../http/params.js';
import { checkText, conflict, formId, noPermission, notFoundAny, nowIso } from './shared.js';
import { findTarget } from './targets.js';

export async function createPlaylist(ctx: AppContext, memberId: number, title: unknown, isPrivate: boolean): Promise<number> {
  const clean = checkText(title, 'title', PLAYLIST_TITLE_MAX_CHARS, PLAYLIST_TITLE_MIN_CHARS);
  const [row] = await ctx.database.query<{ playlist_id: number | null }>(
    `WITH owned AS (SELECT count(*)::int AS n FROM playlists WHERE user_id = $1)
     INSERT INTO playlists (user_id, title, is_private, post_date)
     SELECT $1, $2, $3, $4::timestamptz FROM owned WHERE n < $5 RETURNING playlist_id`,
    [memberId, clean, isPrivate, nowIso(ctx), PLAYLISTS_PER_MEMBER_MAX],
  );
  if (!row) throw badRequest('too_many_playlists');
  return row.playlist_id as number;
}

/** The playlist, if it exists and belongs to the member. */
export async function ownedPlaylist(ctx: AppContext, memberId: number, playlistId: unknown): Promise<number> {
  const id = formId(playlistId, 'playlist_id');
  const rows = await ctx.database.query<{ user_id: number }>('SELECT user_id FROM playlists WHERE playlist_id = $1', [id]);
  if (rows.length === 0) throw notFoundAny();
  if (rows[0].user_id !== memberId) throw noPermission();
  return id;
}

async function setTotal(ctx: AppContext, playlistId: number): Promise<number> {
  const [row] = await ctx.database.query<{ total_videos: number }>(
    `UPDATE playlists SET total_videos = (SELECT count(*)::int FROM playlist_items WHERE playlist_id = $1)
     WHERE playlist_id = $1 RETURNING total_videos`,
    [playlistId],
  );
  return row.total_videos;
}

export async function addToPlaylist(ctx: AppContext, memberId: number, playlistId: unknown, videoId: unknown): Promise<number> {
  const id = await ownedPlaylist(ctx, memberId, playlistId);
  const video = await findTarget(ctx, 'video', String(formId(videoId, 'video_id')), memberId);
  // New videos go last; the position and the size check come from the rows in the same statement.
  const [row] = await ctx.database.query<{ n: number; added: boolean }>(
    `WITH items AS (SELECT count(*)::int AS n, coalesce(max(position) + 1, 0) AS next FROM playlist_items WHERE playlist_id = $1),
     added AS (
       INSERT INTO playlist_items (playlist_id, video_id, position, added_at)
       SELECT $1, $2, next, $3::timestamptz FROM items WHERE n < $4
       ON CONFLICT DO NOTHING RETURNING 1)
     SELECT n, EXISTS (SELECT 1 FROM added) AS added FROM items`,
    [id, video, nowIso(ctx), PLAYLIST_VIDEOS_MAX],
  );
  if (!row.added) {
    const present = await ctx.database.query('SELECT 1 FROM playlist_items WHERE playlist_id = $1 AND video_id = $2', [id, video]);
    if (present.length > 0) throw conflict('already_added');
    throw badRequest('playlist_full');
  }
  return setTotal(ctx, id);
}

export async function removeFromPlaylist(ctx: AppContext, memberId: number, playlistId: unknown, videoId: unknown): Promise<number> {
  const id = await ownedPlaylist(ctx, memberId, playlistId);
  const video = formId(videoId, 'video_id');
  const deleted = await ctx.database.query('DELETE FROM playlist_items WHERE playlist_id = $1 AND video_id = $2 RETURNING 1', [id, video]);
  if (deleted.length === 0) throw new ApiHttpError(404, 'not_in_playlist');
  return setTotal(ctx, id);
}

/** `order` lists every video of the playlist exactly once, in the new order. */
export async function orderPlaylist(ctx: AppContext, memberId: number, playlistId: unknown, order: unknown): Promise<number> {
  const id = await ownedPlaylist(ctx, memberId, playlistId);
  const text = typeof order === 'string' ? order.replace(/\s+/g, '') : '';
  const parts = text.split(',');
  if (!parts.every(isId)) throw badRequest('invalid_order');
  const ids = parts.map(Number);
  const items = await ctx.database.query<{ video_id: number }>('SELECT video_id FROM playlist_items WHERE playlist_id = $1', [id]);
  const current = new Set(items.map((r) => r.video_id));
  const same = new Set(ids).size === ids.length && ids.length === current.size && ids.every((v) => current.has(v));
  if (!same) throw badRequest('invalid_order');
  await ctx.database.query(
    `UPDATE playlist_items pi SET position = o.ord - 1
     FROM unnest($2::int[]) WITH ORDINALITY AS o(video_id, ord)
     WHERE pi.playlist_id = $1 AND pi.video_id = o.video_id`,
    [id, ids],
  );
  return ids.length;
}

/** The playlist goes with its items; votes, comments and subscriptions on it name it without a key, so they go too. */
export async function deletePlaylist(ctx: AppContext, memberId: number, playlistId: unknown): Promise<void> {
  const id = await ownedPlaylist(ctx, memberId, playlistId);
  await ctx.database.query(`DELETE FROM subscriptions WHERE type = 'playlist' AND object_id = $1`, [id]);
  await ctx.database.query(`DELETE FROM votes WHERE section = 'playlist' AND object_id = $1`, [id]);
  await ctx.database.query(`DELETE FROM comments WHERE section = 'playlist' AND object_id = $1`, [id]);
  await ctx.database.query('DELETE FROM playlists WHERE playlist_id = $1', [id]);
}
