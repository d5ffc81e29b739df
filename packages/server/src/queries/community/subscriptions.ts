// A member's subscriptions, each resolved to its channel, model, member or playlist. One SELECT per
// type gives the same columns, so a UNION ALL can be sorted and paged as one list. Subscriptions
// whose object is gone (object_id has no foreign key) or is a private playlist are left out.
import { VideoStatus, type SUBSCRIPTION_SORTS, type SUBSCRIPTION_TYPES } from '@reel/api';
import type { Subscription } from '@reel/api';
import type { SubscriptionList } from '@reel/api/endpoints';
import type { DataContext } from '../dataContext.js';
import { formatDate, mediaUrl } from '../format.js';
import { memberStatsSql } from './memberRows.js';
import { commentsOnSql, playlistThumbSql, votesSql } from './shared.js';
import { statusIs } from '../statusSql.js';

export type SubscriptionSort = (typeof SUBSCRIPTION_SORTS)[number];
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];

/** SQL expressions of one object type, over `subscriptions s` joined to its table as `o`. */
interface Kind {
  join: string;
  dir: string;
  title: string;
  thumb: string;
  viewed: string;
  likes: string;
  dislikes: string;
  comments: string;
  favourites: string;
  videos: string;
  subscribers: string;
  /** The most-popular-videos order: how popular the object's videos are. */
  popularity: string;
  /** The latest-updates order: when the object last got a video. */
  updated: string;
}

const active = `${statusIs('v.status_id', VideoStatus.Active)}`;

const KINDS: Record<SubscriptionType, Kind> = {
  channel: {
    join: 'JOIN channels o ON o.channel_id = s.object_id',
    dir: 'o.dir',
    title: 'o.title',
    thumb: 'o.thumb',
    viewed: 'o.viewed',
    likes: 'o.likes',
    dislikes: 'o.dislikes',
    comments: commentsOnSql('channel', 'o.channel_id'),
    favourites: '0',
    videos: 'o.total_videos',
    subscribers: 'o.subscribers',
    popularity: 'o.popularity',
    updated: `(SELECT max(v.post_date) FROM videos v WHERE v.channel_id = o.channel_id AND ${active})`,
  },
  model: {
    join: 'JOIN models o ON o.model_id = s.object_id',
    dir: 'o.dir',
    title: 'o.title',
    thumb: 'o.thumb',
    viewed: 'o.viewed',
    likes: 'o.likes',
    dislikes: 'o.dislikes',
    comments: commentsOnSql('model', 'o.model_id'),
    favourites: '0',
    videos: 'o.total_videos',
    subscribers: 'o.subscribers',
    popularity: 'o.popularity',
    updated: `(SELECT max(v.post_date) FROM video_models vm JOIN videos v ON v.video_id = vm.video_id WHERE vm.model_id = o.model_id AND ${active})`,
  },
  user: {
    join: 'JOIN members o ON o.user_id = s.object_id',
    // Member pages are addressed by id, so the id is the member's dir.
    dir: 'o.user_id::text',
    title: 'o.username',
    thumb: 'o.avatar',
    viewed: 'o.viewed',
    ...memberStatsSql('o.user_id'),
    videos: 'o.total_videos',
    subscribers: 'o.subscribers',
    popularity: `(SELECT avg(v.popularity) FROM videos v WHERE v.user_id = o.user_id AND ${active})`,
    updated: `(SELECT max(v.post_date) FROM videos v WHERE v.user_id = o.user_id AND ${active})`,
  },
  playlist: {
    join: 'JOIN playlists o ON o.playlist_id = s.object_id AND NOT o.is_private',
    dir: 'o.playlist_id::text',
    title: 'o.title',
    thumb: playlistThumbSql('o.playlist_id'),
    viewed: 'o.viewed',
    likes: votesSql('playlist', 'o.playlist_id', true),
    dislikes: votesSql('playlist', 'o.playlist_id', false),
    comments: commentsOnSql('playlist', 'o.playlist_id'),
    favourites: '0',
    videos: 'o.total_videos',
    subscribers: 'o.subscribers',
    popularity: `(SELECT avg(v.popularity) FROM playlist_items pi JOIN videos v ON v.video_id = pi.video_id WHERE pi.playlist_id = o.playlist_id AND ${active})`,
    updated: '(SELECT max(pi.added_at) FROM playlist_items pi WHERE pi.playlist_id = o.playlist_id)',
  },
};

const ORDER: Record<SubscriptionSort, string> = {
  recent: 'x.created_at DESC, x.subscription_id DESC',
  'count-subs': 'x.subscribers DESC, x.subscription_id DESC',
  'count-videos': 'x.videos DESC, x.subscription_id DESC',
  'latest-updates': 'x.updated DESC NULLS LAST, x.subscription_id DESC',
  'most-popular-videos': 'x.popularity DESC NULLS LAST, x.subscription_id DESC',
};

/** Every branch casts to the same types so that UNION ALL lines them up. */
function branch(type: SubscriptionType): string {
  const k = KINDS[type];
  return `SELECT s.subscription_id, s.type, s.object_id, s.created_at, ${k.dir}::text AS dir, ${k.title}::text AS title,
      ${k.thumb}::text AS thumb, ${k.viewed}::int AS viewed, ${k.likes}::int AS likes, ${k.dislikes}::int AS dislikes,
      ${k.comments}::int AS comments, ${k.favourites}::int AS favourites, ${k.videos}::int AS videos,
      ${k.subscribers}::int AS subscribers, ${k.popularity}::float8 AS popularity, ${k.updated}::timestamptz AS updated
    FROM subscriptions s ${k.join} WHERE s.user_id = $1 AND s.type = '${type}'`;
}

interface SubscriptionRow {
  subscription_id: number;
  type: SubscriptionType;
  object_id: number;
  created_at: Date | string;
  dir: string;
  title: string;
  thumb: string | null;
  viewed: number;
  likes: number;
  dislikes: number;
  comments: number;
  favourites: number;
  videos: number;
  subscribers: number;
}

function toSubscription(ctx: DataContext, r: SubscriptionRow): Subscription {
  return {
    subscription_id: r.subscription_id,
    type: r.type,
    object_id: r.object_id,
    dir: r.dir,
    title: r.title,
    thumb: mediaUrl(ctx.config.mediaBaseUrl, r.thumb),
    statistics: {
      viewed: r.viewed,
      likes: r.likes,
      dislikes: r.dislikes,
      comments: r.comments,
      favourites: r.favourites,
      videos: r.videos,
      subscribers: r.subscribers,
    },
    added_date: formatDate(r.created_at),
  };
}

export interface SubscriptionListQuery {
  userId: number;
  sort: SubscriptionSort;
  /** One type, or null for all four. */
  type: SubscriptionType | null;
  count: number;
  page: number;
}

export async function listSubscriptions(ctx: DataContext, q: SubscriptionListQuery): Promise<SubscriptionList> {
  const types = q.type ? [q.type] : (Object.keys(KINDS) as SubscriptionType[]);
  const union = types.map(branch).join(' UNION ALL ');
  const [rows, counted] = await Promise.all([
    ctx.database.query<SubscriptionRow>(`SELECT x.* FROM (${union}) x ORDER BY ${ORDER[q.sort]} LIMIT $2 OFFSET $3`, [
      q.userId,
      q.count,
      (q.page - 1) * q.count,
    ]),
    ctx.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${union}) x`, [q.userId]),
  ]);
  return { subscriptions: rows.map((r) => toSubscription(ctx, r)), total_count: counted[0].n };
}
