// Recomputes the denormalised counters from the rows they summarise. The list sorts read these
// columns directly (one index scan per page), so after a bulk load they must match the rows.
// Sums are capped at the integer column's maximum: a million-video catalogue can exceed it.
import { VideoStatus } from '@reel/api';
import type { Database } from '../db/client.js';
import { ratingSql } from '../queries/ratingSql.js';
import { statusIs } from '../queries/statusSql.js';
import { INT4_MAX } from '../constants.js';

const cap = (expr: string) => `LEAST(coalesce(${expr}, 0), ${INT4_MAX})::int`;

/** comments_count and favourites_count of videos, and popularity, which weighs favourites. Only rows
 * whose counts change are written: on a million videos most have neither comments nor favourites. */
const VIDEOS = `
  UPDATE videos v SET comments_count = s.comments, favourites_count = s.favs,
    popularity = v.viewed + 10 * v.likes + 20 * s.favs - 5 * v.dislikes
  FROM (
    SELECT v2.video_id, coalesce(c.n, 0)::int AS comments, coalesce(f.n, 0)::int AS favs
    FROM videos v2
    LEFT JOIN (SELECT object_id, count(*) AS n FROM comments WHERE section = 'video' GROUP BY object_id) c ON c.object_id = v2.video_id
    LEFT JOIN (SELECT video_id, count(*) AS n FROM favourites GROUP BY video_id) f ON f.video_id = v2.video_id
  ) s
  WHERE s.video_id = v.video_id AND (v.comments_count <> s.comments OR v.favourites_count <> s.favs)`;

const CATEGORIES = `
  UPDATE categories c SET total_videos = s.n, viewed = s.viewed, rating = s.rating, avg_videos_popularity = s.pop
  FROM (
    SELECT c2.category_id, count(v.video_id)::int AS n, ${cap('sum(v.viewed)')} AS viewed,
      coalesce(avg(v.rating), 0) AS rating, coalesce(avg(v.popularity), 0) AS pop
    FROM categories c2
    LEFT JOIN video_categories vc ON vc.category_id = c2.category_id
    LEFT JOIN videos v ON v.video_id = vc.video_id AND ${statusIs('v.status_id', VideoStatus.Active)}
    GROUP BY c2.category_id
  ) s
  WHERE s.category_id = c.category_id`;

/** Channels and models share their counters; only the link to their videos differs. Popularity is
 * the sum of their live videos' popularity, so a prolific, well-liked channel ranks first. */
function ownerSql(table: string, key: string, join: string, subType: string): string {
  return `
  UPDATE ${table} o SET total_videos = s.n, viewed = s.viewed, likes = s.likes, dislikes = s.dislikes,
    subscribers = s.subs, rating = ${ratingSql('s.likes', 's.dislikes')}, popularity = s.pop
  FROM (
    SELECT o2.${key}, count(v.video_id)::int AS n, ${cap('sum(v.viewed)')} AS viewed, ${cap('sum(v.likes)')} AS likes,
      ${cap('sum(v.dislikes)')} AS dislikes, coalesce(sum(v.popularity), 0) AS pop,
      (SELECT count(*)::int FROM subscriptions su WHERE su.type = '${subType}' AND su.object_id = o2.${key}) AS subs
    FROM ${table} o2
    ${join}
    GROUP BY o2.${key}
  ) s
  WHERE s.${key} = o.${key}`;
}

const CHANNELS = ownerSql(
  'channels',
  'channel_id',
  `LEFT JOIN videos v ON v.channel_id = o2.channel_id AND ${statusIs('v.status_id', VideoStatus.Active)}`,
  'channel',
);
const MODELS = ownerSql(
  'models',
  'model_id',
  `LEFT JOIN video_models vm ON vm.model_id = o2.model_id LEFT JOIN videos v ON v.video_id = vm.video_id AND ${statusIs('v.status_id', VideoStatus.Active)}`,
  'model',
);

const MEMBERS = `
  UPDATE members m SET total_videos = s.n, viewed = s.viewed, subscribers = s.subs
  FROM (
    SELECT m2.user_id, count(v.video_id)::int AS n, ${cap('sum(v.viewed)')} AS viewed,
      (SELECT count(*)::int FROM subscriptions su WHERE su.type = 'user' AND su.object_id = m2.user_id) AS subs
    FROM members m2
    LEFT JOIN videos v ON v.user_id = m2.user_id AND ${statusIs('v.status_id', VideoStatus.Active)}
    GROUP BY m2.user_id
  ) s
  WHERE s.user_id = m.user_id`;

const PLAYLISTS = `
  UPDATE playlists p SET total_videos = s.n, subscribers = s.subs
  FROM (
    SELECT p2.playlist_id, count(pi.video_id)::int AS n,
      (SELECT count(*)::int FROM subscriptions su WHERE su.type = 'playlist' AND su.object_id = p2.playlist_id) AS subs
    FROM playlists p2
    LEFT JOIN playlist_items pi ON pi.playlist_id = p2.playlist_id
    GROUP BY p2.playlist_id
  ) s
  WHERE s.playlist_id = p.playlist_id`;

/** In dependency order: video popularity first, since the owners' counters sum it. */
export const RECOUNT_STEPS: [string, string][] = [
  ['videos', VIDEOS],
  ['categories', CATEGORIES],
  ['channels', CHANNELS],
  ['models', MODELS],
  ['members', MEMBERS],
  ['playlists', PLAYLISTS],
];

export async function recountCounters(database: Database, onStep?: (done: number, total: number) => void): Promise<void> {
  for (const [i, [, sql]] of RECOUNT_STEPS.entries()) {
    await database.query(sql);
    onStep?.(i + 1, RECOUNT_STEPS.length);
  }
}
