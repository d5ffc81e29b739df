// Public playlists: the list (all, a member's, those holding a video) and a single playlist with its
// videos. Private playlists are never listed, and asking for one by id is refused.
import { COUNT_MAX, VideoStatus } from '@reel/api';
import type { Gender, Playlist, PlaylistSection, PlaylistSort, Video } from '@reel/api';
import type { PlaylistAnswer, PlaylistList } from '@reel/api/endpoints';
import type { DataContext } from '../dataContext.js';
import { formatDate, mediaUrl } from '../format.js';
import { resolveObject } from '../objects.js';
import { SqlParts } from '../listSql.js';
import { loadVideos } from '../videoRows.js';
import { isRefusal, refusal, type Refusal } from '../refusal.js';
import type { MemberRecord, PlaylistRecord } from '../rows.js';
import { commentsOnSql, pageOf, playlistThumbSql, votesSql } from './shared.js';

/** A playlist row with its owner's name and its counts, as COLUMNS selects it. */
export type PlaylistRow = Pick<
  PlaylistRecord,
  'playlist_id' | 'title' | 'description' | 'is_private' | 'total_videos' | 'viewed' | 'subscribers' | 'post_date' | 'user_id'
> &
  Pick<MemberRecord, 'username'> & { thumb: string | null; likes: number; dislikes: number; comments: number };

const COLUMNS = `p.playlist_id, p.title, p.description, p.is_private, p.total_videos, p.viewed, p.subscribers,
  p.post_date, p.user_id, m.username, ${playlistThumbSql('p.playlist_id')} AS thumb,
  ${votesSql('playlist', 'p.playlist_id', true)} AS likes, ${votesSql('playlist', 'p.playlist_id', false)} AS dislikes,
  ${commentsOnSql('playlist', 'p.playlist_id')} AS comments`;

const FROM = 'FROM playlists p JOIN members m ON m.user_id = p.user_id';

/** The playlist rows with their owner and counts; add a WHERE clause. */
export const PLAYLIST_SELECT = `SELECT ${COLUMNS} ${FROM}`;

const ORDER: Record<PlaylistSort, string> = {
  'latest-updates': 'p.post_date DESC, p.playlist_id DESC',
  alphabetaz: 'lower(p.title) ASC, p.playlist_id ASC',
  'count-videos': 'p.total_videos DESC, p.playlist_id DESC',
  'most-viewed': 'p.viewed DESC, p.playlist_id DESC',
  'top-rated': 'p.rating DESC, p.playlist_id DESC',
  'most-subscribed': 'p.subscribers DESC, p.playlist_id DESC',
};

/** A playlist holds at most this many videos in its answer; the path has no page for them. */
const PLAYLIST_VIDEOS_MAX = COUNT_MAX;

export function toPlaylist(ctx: DataContext, r: PlaylistRow): Playlist {
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
      // A playlist cannot be favourited: only videos can.
      favourites: 0,
      videos: r.total_videos,
      subscribers: r.subscribers,
    },
    is_private: r.is_private,
  };
}

export interface PlaylistListQuery {
  section: PlaylistSection;
  /** '' for section all; a member id (user) or a video id (video) otherwise. */
  objectId: string;
  sort: PlaylistSort;
  gender: Gender;
  count: number;
  page: number;
}

async function sectionSql(ctx: DataContext, p: SqlParts, q: PlaylistListQuery): Promise<Refusal | null> {
  if (q.section !== 'user' && q.section !== 'video') return null;
  const id = await resolveObject(ctx, q.section, q.objectId);
  if (isRefusal(id)) return id;
  if (q.section === 'user') {
    p.where.push(`p.user_id = ${p.add(id)}`);
  } else {
    const video = p.add(id);
    p.where.push(`EXISTS (SELECT 1 FROM playlist_items pi WHERE pi.playlist_id = p.playlist_id AND pi.video_id = ${video})`);
  }
  return null;
}

export async function listPlaylists(ctx: DataContext, q: PlaylistListQuery): Promise<PlaylistList | Refusal> {
  const p = new SqlParts();
  // Every section of this GET is public (and cached): an owner's private playlists need a signed-in call.
  p.where.push('NOT p.is_private', `p.gender = ${p.add(q.gender)}`);
  const refused = await sectionSql(ctx, p, q);
  if (refused) return refused;
  const { rows, total } = await pageOf<PlaylistRow>(ctx, p, {
    from: `${FROM} WHERE ${p.where.join(' AND ')}`,
    order: ORDER[q.sort],
    select: () => COLUMNS,
    count: q.count,
    page: q.page,
  });
  return { playlists: rows.map((r) => toPlaylist(ctx, r)), total_count: total };
}

/** The playlist and its active videos in position order, as the videos2 playlist section lists them. */
export async function loadPlaylist(ctx: DataContext, id: number): Promise<PlaylistAnswer | Refusal> {
  const rows = await ctx.database.query<PlaylistRow>(`${PLAYLIST_SELECT} WHERE p.playlist_id = $1`, [id]);
  if (rows.length === 0) return refusal('not_found', 'playlist_not_found');
  if (rows[0].is_private) return refusal('no_permission', 'no_permission');
  return { playlist: toPlaylist(ctx, rows[0]), videos: await playlistVideos(ctx, id, PLAYLIST_VIDEOS_MAX) };
}

/** A playlist's active videos in the owner's order, at most `max`. */
export async function playlistVideos(ctx: DataContext, id: number, max: number): Promise<Video[]> {
  const items = await ctx.database.query<{ video_id: number }>(
    `SELECT pi.video_id FROM playlist_items pi JOIN videos v ON v.video_id = pi.video_id
     WHERE pi.playlist_id = $1 AND v.status_id = $2 ORDER BY pi.position, pi.video_id LIMIT $3`,
    [id, VideoStatus.Active, max],
  );
  return loadVideos(
    ctx,
    items.map((r) => r.video_id),
  );
}
