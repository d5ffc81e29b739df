// A member's own playlists, private ones included: answered only to their owner, never cached.
import { COUNT_PLAYLISTS, PLAYLIST_VIDEOS_MAX, type PlaylistAnswer, type PlaylistList } from '@reel/api';
import type { AppContext } from '../context.js';
import { PLAYLIST_SELECT, playlistVideos, toPlaylist, type PlaylistRow } from '../queries/community/playlists.js';
import { noPermission, notFoundAny, pageBounds } from './shared.js';

/** The member's playlists, newest first. */
export async function ownPlaylists(ctx: AppContext, memberId: number, page: number): Promise<PlaylistList> {
  const { limit, offset } = pageBounds(page, COUNT_PLAYLISTS);
  const [rows, [{ n }]] = await Promise.all([
    ctx.database.query<PlaylistRow>(`${PLAYLIST_SELECT} WHERE p.user_id = $1 ORDER BY p.post_date DESC, p.playlist_id DESC LIMIT $2 OFFSET $3`, [memberId, limit, offset]),
    ctx.database.query<{ n: number }>('SELECT count(*)::int AS n FROM playlists WHERE user_id = $1', [memberId]),
  ]);
  return { playlists: rows.map((r) => toPlaylist(ctx, r)), total_count: n };
}

/** One playlist with its active videos in the owner's order; a private one only for its owner. */
export async function readPlaylist(ctx: AppContext, memberId: number, id: number): Promise<PlaylistAnswer> {
  const [row] = await ctx.database.query<PlaylistRow>(`${PLAYLIST_SELECT} WHERE p.playlist_id = $1`, [id]);
  if (!row) throw notFoundAny();
  if (row.is_private && row.user_id !== memberId) throw noPermission();
  return { playlist: toPlaylist(ctx, row), videos: await playlistVideos(ctx, id, PLAYLIST_VIDEOS_MAX) };
}
