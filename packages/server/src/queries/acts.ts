// A member's acts: votes, subscriptions, favourites. Each is one conditional write (ON CONFLICT DO
// NOTHING / DELETE … RETURNING) and a counter update, so two nodes racing on one act count it once.
import type { ActStatistics, SubscribeSection, VoteSection } from '@reel/api';
import type { Database } from '../db/client.js';
import { ratingSql } from './ratingSql.js';
import { TARGET_TABLES } from './targets.js';

/** Views plus weighted likes and favourites, less dislikes (the recount's popularity). */
const LIKE_WEIGHT = 10;
const DISLIKE_WEIGHT = 5;
const FAVOURITE_WEIGHT = 20;

/** False when the member had already voted on the object. */
export async function insertVote(database: Database, memberId: number, section: VoteSection, id: number, like: boolean): Promise<boolean> {
  const inserted = await database.query(
    'INSERT INTO votes (user_id, section, object_id, vote) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING 1',
    [memberId, section, id, like ? 1 : 0],
  );
  return inserted.length > 0;
}

/** Likes and dislikes of a playlist live only in the votes table: counted there, its rating stored. */
export async function recountPlaylistVotes(database: Database, id: number): Promise<ActStatistics> {
  const [row] = await database.query<{ likes: number; dislikes: number }>(
    `SELECT count(*) FILTER (WHERE vote > 0)::int AS likes, count(*) FILTER (WHERE vote <= 0)::int AS dislikes
     FROM votes WHERE section = 'playlist' AND object_id = $1`,
    [id],
  );
  await database.query(`UPDATE playlists SET rating = ${ratingSql('$2::int', '$3::int')} WHERE playlist_id = $1`, [
    id,
    row.likes,
    row.dislikes,
  ]);
  return row;
}

/** Adds the vote to the counters kept on the object's own row (not playlists). */
export async function countVote(
  database: Database,
  section: Exclude<VoteSection, 'playlist'>,
  id: number,
  like: boolean,
): Promise<ActStatistics> {
  const [l, d] = like ? [1, 0] : [0, 1];
  const spec = TARGET_TABLES[section];
  const popularity = section === 'video' ? `, popularity = popularity + ${LIKE_WEIGHT * l - DISLIKE_WEIGHT * d}` : '';
  const [row] = await database.query<{ likes: number; dislikes: number }>(
    `UPDATE ${spec.table} SET likes = likes + ${l}, dislikes = dislikes + ${d},
       rating = ${ratingSql(`(likes + ${l})`, `(dislikes + ${d})`)}${popularity}
     WHERE ${spec.id} = $1 RETURNING likes, dislikes`,
    [id],
  );
  return { likes: row.likes, dislikes: row.dislikes };
}

/** False when the member was already subscribed. */
export async function insertSubscription(database: Database, memberId: number, section: SubscribeSection, id: number): Promise<boolean> {
  const inserted = await database.query(
    'INSERT INTO subscriptions (user_id, type, object_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING 1',
    [memberId, section, id],
  );
  return inserted.length > 0;
}

/** False when the member was not subscribed. */
export async function deleteSubscription(database: Database, memberId: number, section: SubscribeSection, id: number): Promise<boolean> {
  const deleted = await database.query('DELETE FROM subscriptions WHERE user_id = $1 AND type = $2 AND object_id = $3 RETURNING 1', [
    memberId,
    section,
    id,
  ]);
  return deleted.length > 0;
}

export async function bumpSubscribers(database: Database, section: SubscribeSection, id: number, by: 1 | -1): Promise<ActStatistics> {
  const spec = TARGET_TABLES[section];
  const rows = await database.query<{ subscribers: number }>(
    `UPDATE ${spec.table} SET subscribers = GREATEST(subscribers + ${by}, 0) WHERE ${spec.id} = $1 RETURNING subscribers`,
    [id],
  );
  return { subscribers: rows[0]?.subscribers ?? 0 };
}

/** False when the video was already a favourite. */
export async function insertFavourite(database: Database, memberId: number, id: number): Promise<boolean> {
  const inserted = await database.query('INSERT INTO favourites (user_id, video_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1', [
    memberId,
    id,
  ]);
  return inserted.length > 0;
}

/** False when the video was not a favourite. */
export async function deleteFavourite(database: Database, memberId: number, id: number): Promise<boolean> {
  const deleted = await database.query('DELETE FROM favourites WHERE user_id = $1 AND video_id = $2 RETURNING 1', [memberId, id]);
  return deleted.length > 0;
}

export async function bumpFavourites(database: Database, id: number, by: 1 | -1): Promise<ActStatistics> {
  // Popularity moves with the count actually changed, so a count held at 0 does not lower it.
  const rows = await database.query<{ favourites_count: number }>(
    `UPDATE videos SET popularity = popularity + ${FAVOURITE_WEIGHT} * (GREATEST(favourites_count + ${by}, 0) - favourites_count),
       favourites_count = GREATEST(favourites_count + ${by}, 0)
     WHERE video_id = $1 RETURNING favourites_count`,
    [id],
  );
  return { favourites: rows[0]?.favourites_count ?? 0 };
}
