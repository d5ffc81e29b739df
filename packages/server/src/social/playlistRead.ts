// A member's own playlists, private ones included: answered only to their owner, never cached.
import { COUNT_PLAYLISTS, PLAYLIST_VIDEOS_MAX, STATUS_ACTIVE, type Playlist, type PlaylistAnswer, type PlaylistList } from '@reel/api';
import type { AppContext } from '../context.js';
import { commentsOnSql, playlistThumbSql, votesSql } from '../queries/community/shared.js';
import { formatDate, mediaUrl } from '../queries/format.js';
import { loadVideos } from '../queries/videoRows.js';
import { noPermission, notFoundAny, pageBounds } from './shared.js';

interface Row {
  playlist_id: number;
  title: string;
  description: string;
  is_private: boolean;
  total_videos: number;
  viewed: number;
  subscribers: number;
  post_date: Date | string;
  user_id: number;
  username: string;
  thumb: string | null;
  likes: number;
  dislikes: number;
  comments: number;
}

const SELECT = `SELECT p.playlist_id, p.title, p.description, p.is_private, p.total_videos, p.viewed, p.subscribers, p.post_date,
  p.user_id, m.username, ${playlistThumbSql('p.playlist_id')} AS thumb,
  ${votesSql('playlist', 'p.playlist_id', true)} AS likes, ${votesSql('playlist', 'p.playlist_id', false)} AS dislikes,
  ${commentsOnSql('playlist', 'p.playlist_id')} AS comments
  FROM playlists p JOIN members m ON m.user_id = p.user_id`;

function toPlaylist(ctx: AppContext, r: Row): Playlist {
  return {
    playlist_id: r.playlist_id,
    id: r.playlist_id,
    title: r.title,
    description: r.description,
    user: { user_id: r.user_id, username: r.username },
    total_videos: r.total_videos,
    thumb: mediaUrl(ctx.config.mediaBaseUrl, r.thumb),
    post_date: formatDate(r.post_date),
    statistics: {
      viewed: r.viewed,
      likes: r.likes,
      dislikes: r.dislikes,
      comments: r.comments,
      favourites: 0,
      videos: r.total_videos,
      subscribers: r.subscribers,
    },
    is_private: r.is_private,
  };
}

/** The member's playlists, newest first. */
export async function ownPlaylists(ctx: AppContext, memberId: number, page: number): Promise<PlaylistList> {
  const { limit, offset } = pageBounds(page, COUNT_PLAYLISTS);
  const [rows, [{ n }]] = await Promise.all([
    ctx.database.query<Row>(`${SELECT} WHERE p.user_id = $1 ORDER BY p.post_date DESC, p.playlist_id DESC LIMIT $2 OFFSET $3`, [memberId, limit, offset]),
    ctx.database.query<{ n: number }>('SELECT count(*)::int AS n FROM playlists WHERE user_id = $1', [memberId]),
  ]);
  return { playlists: rows.map((r) => toPlaylist(ctx, r)), total_count: n };
}

/** One playlist with its active videos in the owner's order; a private one only for its owner. */
export async function readPlaylist(ctx: AppContext, memberId: number, id: number): Promise<PlaylistAnswer> {
  const [row] = await ctx.database.query<Row>(`${SELECT} WHERE p.playlist_id = $1`, [id]);
  if (!row) throw notFoundAny();
  if (row.is_private && row.user_id !== memberId) throw noPermission();
  const items = await ctx.database.query<{ video_id: number }>(
    `SELECT pi.video_id FROM playlist_items pi JOIN videos v ON v.video_id = pi.video_id
     WHERE pi.playlist_id = $1 AND v.status_id = $2 ORDER BY pi.position, pi.video_id LIMIT $3`,
    [id, STATUS_ACTIVE, PLAYLIST_VIDEOS_MAX],
  );
  return { playlist: toPlaylist(ctx, row), videos: await loadVideos(ctx, items.map((r) => r.video_id)) };
}
