// A member's acts on /api/input.php: vote, subscribe, favourite and their reverses. Each is one
// conditional write (ON CONFLICT DO NOTHING / DELETE … RETURNING) followed by a counter update, so
// two nodes racing on the same act still count it once.
import type { ActStatistics, FavouriteSection, SubscribeSection, VoteSection } from '@reel/api';
import type { AppContext } from '../context.js';
import { ApiHttpError, badRequest } from '../http/errors.js';
import { conflict } from './shared.js';
import { findTarget, numericId, TARGET_TABLES } from './targets.js';

export interface ActInput {
  memberId: number;
  objectId: string;
}

/** Laplace-smoothed like share, the formula the recount uses. */
const RATING = (likes: string, dislikes: string) => `(${likes} + 1.0) / (${likes} + ${dislikes} + 2)`;
/** Views plus weighted likes and favourites, less dislikes (the recount's popularity). */
const LIKE_WEIGHT = 10;
const DISLIKE_WEIGHT = 5;
const FAVOURITE_WEIGHT = 20;

/** Likes and dislikes of a playlist live only in the votes table. */
async function playlistVotes(ctx: AppContext, id: number): Promise<ActStatistics> {
  const [row] = await ctx.database.query<{ likes: number; dislikes: number }>(
    `SELECT count(*) FILTER (WHERE vote > 0)::int AS likes, count(*) FILTER (WHERE vote <= 0)::int AS dislikes
     FROM votes WHERE section = 'playlist' AND object_id = $1`,
    [id],
  );
  await ctx.database.query(`UPDATE playlists SET rating = ${RATING('$2::int', '$3::int')} WHERE playlist_id = $1`, [id, row.likes, row.dislikes]);
  return row;
}

export async function vote(ctx: AppContext, section: VoteSection, input: ActInput, like: boolean): Promise<ActStatistics> {
  const id = await findTarget(ctx, section, input.objectId, input.memberId);
  const inserted = await ctx.database.query(
    'INSERT INTO votes (user_id, section, object_id, vote) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING 1',
    [input.memberId, section, id, like ? 1 : 0],
  );
  if (inserted.length === 0) throw conflict('already_voted');
  if (section === 'playlist') return playlistVotes(ctx, id);
  const [l, d] = like ? [1, 0] : [0, 1];
  const spec = TARGET_TABLES[section];
  const popularity = section === 'video' ? `, popularity = popularity + ${LIKE_WEIGHT * l - DISLIKE_WEIGHT * d}` : '';
  const [row] = await ctx.database.query<{ likes: number; dislikes: number }>(
    `UPDATE ${spec.table} SET likes = likes + ${l}, dislikes = dislikes + ${d},
       rating = ${RATING(`(likes + ${l})`, `(dislikes + ${d})`)}${popularity}
     WHERE ${spec.id} = $1 RETURNING likes, dislikes`,
    [id],
  );
  return { likes: row.likes, dislikes: row.dislikes };
}

export async function subscribe(ctx: AppContext, section: SubscribeSection, input: ActInput): Promise<ActStatistics> {
  if (section === 'user' && numericId(input.objectId) === input.memberId) throw badRequest('subscribe_self');
  const id = await findTarget(ctx, section, input.objectId, input.memberId);
  const inserted = await ctx.database.query(
    'INSERT INTO subscriptions (user_id, type, object_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING 1',
    [input.memberId, section, id],
  );
  if (inserted.length === 0) throw conflict('already_subscribed');
  return bumpSubscribers(ctx, section, id, 1);
}

/** The object may be gone (subscriptions have no foreign key): the row is still the member's to drop. */
async function reverseTarget(ctx: AppContext, section: SubscribeSection | FavouriteSection, input: ActInput): Promise<number> {
  const id = numericId(input.objectId);
  if (id !== null) return id;
  return findTarget(ctx, section, input.objectId, input.memberId);
}

export async function unsubscribe(ctx: AppContext, section: SubscribeSection, input: ActInput): Promise<ActStatistics> {
  const id = await reverseTarget(ctx, section, input);
  const deleted = await ctx.database.query('DELETE FROM subscriptions WHERE user_id = $1 AND type = $2 AND object_id = $3 RETURNING 1', [
    input.memberId,
    section,
    id,
  ]);
  if (deleted.length === 0) throw new ApiHttpError(404, 'not_subscribed');
  return bumpSubscribers(ctx, section, id, -1);
}

async function bumpSubscribers(ctx: AppContext, section: SubscribeSection, id: number, by: 1 | -1): Promise<ActStatistics> {
  const spec = TARGET_TABLES[section];
  const rows = await ctx.database.query<{ subscribers: number }>(
    `UPDATE ${spec.table} SET subscribers = GREATEST(subscribers + ${by}, 0) WHERE ${spec.id} = $1 RETURNING subscribers`,
    [id],
  );
  return { subscribers: rows[0]?.subscribers ?? 0 };
}

export async function favourite(ctx: AppContext, input: ActInput): Promise<ActStatistics> {
  const id = await findTarget(ctx, 'video', input.objectId, input.memberId);
  const inserted = await ctx.database.query('INSERT INTO favourites (user_id, video_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1', [
    input.memberId,
    id,
  ]);
  if (inserted.length === 0) throw conflict('already_favourite');
  return bumpFavourites(ctx, id, 1);
}

export async function unfavourite(ctx: AppContext, input: ActInput): Promise<ActStatistics> {
  const id = await reverseTarget(ctx, 'video', input);
  const deleted = await ctx.database.query('DELETE FROM favourites WHERE user_id = $1 AND video_id = $2 RETURNING 1', [input.memberId, id]);
  if (deleted.length === 0) throw new ApiHttpError(404, 'not_favourite');
  return bumpFavourites(ctx, id, -1);
}

async function bumpFavourites(ctx: AppContext, id: number, by: 1 | -1): Promise<ActStatistics> {
  // Popularity moves with the count actually changed, so a count held at 0 does not lower it.
  const rows = await ctx.database.query<{ favourites_count: number }>(
    `UPDATE videos SET popularity = popularity + ${FAVOURITE_WEIGHT} * (GREATEST(favourites_count + ${by}, 0) - favourites_count),
       favourites_count = GREATEST(favourites_count + ${by}, 0)
     WHERE video_id = $1 RETURNING favourites_count`,
    [id],
  );
  return { favourites: rows[0]?.favourites_count ?? 0 };
}
