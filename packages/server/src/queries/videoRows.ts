// Loads videos by id and maps them to the wire type `Video`, with their channel, uploader,
// categories and models, in one statement whatever the page size: each statement a list answer
// waits for is a round trip and a socket write on both sides, which cost more than the rows.
import { VideoStatus, type NamedLink, type Video } from '@reel/api';
import { watchPagePath } from '@reel/api/pages';
import type { DataContext } from './dataContext.js';
import { formatDate, formatDuration, mediaUrl } from './format.js';
import type { VideoRecord } from './rows.js';
import { canSeeVideo, isDeleted, isPublished, loadVideoAccess, type Viewer } from './videoAccess.js';
import { statusIs } from './statusSql.js';
import { prepared } from '../db/prepared.js';

/** A video as VIDEO_SELECT reads it, with its channel (`c_…`) and uploader (`u_…`) when it has them. */
type VideoRow = Pick<
  VideoRecord,
  | 'video_id'
  | 'dir'
  | 'title'
  | 'description'
  | 'duration_sec'
  | 'post_date'
  | 'status_id'
  | 'is_private'
  | 'media'
  | 'file_formats'
  | 'vr'
  | 'channel_id'
  | 'content_source'
  | 'content_source_name'
  | 'user_id'
  | 'sg_id'
  | 'ex_tube'
  | 'ex_id'
  | 'avatar'
  | 'toptn'
  | 'viewed'
  | 'likes'
  | 'dislikes'
  | 'comments_count'
  | 'favourites_count'
  | 'rating'
> & {
  c_dir: string | null;
  c_title: string | null;
  c_title2: string | null;
  c_url: string | null;
  c_videos: number | null;
  u_name: string | null;
  u_avatar: string | null;
  category_links: NamedLink[];
  model_links: NamedLink[];
};

/** The visible categories or models of the videos `$1`, by title, one JSON array per video: each
 * joined once for the whole page: looked up video by video, they took twice the database's time. */
function linksOf(table: 'categories' | 'models'): string {
  const join =
    table === 'categories' ? 'video_categories x JOIN categories t USING (category_id)' : 'video_models x JOIN models t USING (model_id)';
  return `SELECT x.video_id, json_agg(json_build_object('dir', t.dir, 'title', t.title) ORDER BY t.title) AS links
      FROM ${join} WHERE x.video_id = ANY($1::int[]) AND NOT t.hidden GROUP BY x.video_id`;
}

const VIDEO_SELECT = `
  WITH category_links AS (${linksOf('categories')}), model_links AS (${linksOf('models')})
  SELECT v.video_id, v.dir, v.title, v.description, v.duration_sec, v.post_date, v.status_id, v.is_private,
    v.media, v.file_formats, v.vr, v.channel_id, v.content_source, v.content_source_name, v.user_id, v.sg_id,
    v.ex_tube, v.ex_id, v.avatar, v.toptn, v.viewed, v.likes, v.dislikes, v.comments_count, v.favourites_count,
    v.rating, c.dir AS c_dir, c.title AS c_title, c.title2 AS c_title2, c.url AS c_url, c.total_videos AS c_videos,
    m.username AS u_name, m.avatar AS u_avatar,
    coalesce(cl.links, '[]'::json) AS category_links, coalesce(ml.links, '[]'::json) AS model_links
  FROM videos v
  LEFT JOIN channels c ON c.channel_id = v.channel_id
  LEFT JOIN members m ON m.user_id = v.user_id
  LEFT JOIN category_links cl ON cl.video_id = v.video_id
  LEFT JOIN model_links ml ON ml.video_id = v.video_id`;

/** Only a live video is shown, or a deleted one flagged as such; one waiting for its preview or its
 * review, rejected or held is nobody's to read here (these answers are shared and cached). */
const LOAD_VIDEOS = prepared(
  `${VIDEO_SELECT} WHERE v.video_id = ANY($1::int[]) AND ${statusIs('v.status_id', VideoStatus.Active, VideoStatus.Deleted)}`,
);

function toVideo(ctx: DataContext, r: VideoRow): Video {
  // A deleted video is still listed, flagged, but its pictures are public only while it is published.
  const media = isPublished(r) ? (r.media ?? {}) : {};
  const base = ctx.config.mediaBaseUrl;
  const url = (rel: string | undefined | null) => mediaUrl(base, rel);
  const thumb = url(media.thumb);
  return {
    video_id: r.video_id,
    id: r.video_id,
    dir: r.dir,
    title: r.title,
    description: r.description,
    duration: formatDuration(r.duration_sec),
    duration_sec: r.duration_sec,
    post_date: formatDate(r.post_date),
    thumbsrc: thumb,
    thumb,
    scr: url(media.scr) || thumb,
    scr1: url(media.scr1),
    img: url(media.img),
    thumbs: (media.thumbs ?? []).map(url),
    preview: url(media.preview),
    file_formats: r.file_formats,
    status_id: r.status_id,
    statistics: {
      viewed: r.viewed,
      likes: r.likes,
      dislikes: r.dislikes,
      comments: r.comments_count,
      favourites: r.favourites_count,
    },
    video_viewed: r.viewed,
    rating: Math.round(r.rating * 100),
    channel:
      r.channel_id !== null && r.c_dir !== null
        ? {
            channel_id: r.channel_id,
            dir: r.c_dir,
            title: r.c_title ?? '',
            title2: r.c_title2 ?? '',
            url: r.c_url ?? '',
            videos: r.c_videos ?? 0,
          }
        : 'UsersUpload',
    content_source: r.content_source,
    content_source_name: r.content_source_name,
    models: r.model_links,
    categories: r.category_links,
    user: r.user_id !== null && r.u_name !== null ? { user_id: r.user_id, username: r.u_name } : null,
    sg_id: r.sg_id,
    ex_tube: r.ex_tube,
    ex_id: r.ex_id,
    avatar: r.avatar || url(r.u_avatar),
    toptn: r.toptn,
    vr: r.vr,
    is_private: r.is_private,
    url: watchPagePath(r.video_id, r.dir),
  };
}

/**
 * Whether a read about one video (its comments, its related list) may answer: the shared rule's,
 * except that a deleted video's page still answers, flagged unavailable (status 5). `viewer` is
 * null for a shared, cached answer, which must be the same for everyone.
 */
export async function videoReadable(ctx: DataContext, videoId: number, viewer: Viewer): Promise<boolean> {
  const video = await loadVideoAccess(ctx, videoId);
  return video !== null && (canSeeVideo(video, viewer) || isDeleted(video));
}

/** Loads the given videos in the given order; ids that do not exist are skipped. */
export async function loadVideos(ctx: DataContext, ids: number[]): Promise<Video[]> {
  if (ids.length === 0) return [];
  const rows = await ctx.database.query<VideoRow>(LOAD_VIDEOS, [ids]);
  const byId = new Map(rows.map((r) => [r.video_id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [toVideo(ctx, r)] : [];
  });
}
