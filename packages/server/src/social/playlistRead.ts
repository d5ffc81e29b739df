// A member's own playlists, private ones included: answered only to their owner, never cached.
// Someone else's private playlist answers exactly as one that does not exist, so that asking
// reveals nothing of it.
import { COUNT_PLAYLISTS, PLAYLIST_VIDEOS_MAX } from '@reel/api';
import { type PlaylistAnswer, type PlaylistList } from '@reel/api/endpoints';
import type { AppContext } from '../context.js';
import { playlistVideos, toPlaylist } from '../queries/community/playlists.js';
import { ownPlaylistPage, playlistById } from '../queries/ownPlaylists.js';
import { notFoundAny, pageBounds } from './shared.js';

/** The member's playlists, newest first. */
export async function ownPlaylists(ctx: AppContext, memberId: number, page: number): Promise<PlaylistList> {
  const { limit, offset } = pageBounds(page, COUNT_PLAYLISTS);
  const { rows, total } = await ownPlaylistPage(ctx.database, memberId, limit, offset);
  return { playlists: rows.map((r) => toPlaylist(ctx, r)), total_count: total };
}

/** One playlist with its active videos in the owner's order; a private one only for its owner. */
export async function readPlaylist(ctx: AppContext, memberId: number, id: number): Promise<PlaylistAnswer> {
  const row = await playlistById(ctx.database, id);
  if (!row || (row.is_private && row.user_id !== memberId)) throw notFoundAny();
  return { playlist: toPlaylist(ctx, row), videos: await playlistVideos(ctx, id, PLAYLIST_VIDEOS_MAX) };
}
