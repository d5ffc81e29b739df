// A member's acts on /api/input.php: vote, subscribe, favourite and their reverses. A repeated act
// is refused with a conflict, a reverse of an act never made with a 404.
import type { ActStatistics, FavouriteSection, SubscribeSection, VoteSection } from '@reel/api';
import type { AppContext } from '../context.js';
import { ApiHttpError, badRequest } from '../http/errors.js';
import {
  bumpFavourites,
  bumpSubscribers,
  countVote,
  deleteFavourite,
  deleteSubscription,
  insertFavourite,
  insertSubscription,
  insertVote,
  recountPlaylistVotes,
} from '../queries/acts.js';
import { conflict } from './shared.js';
import { findTarget, numericId } from './targets.js';

export interface ActInput {
  memberId: number;
  objectId: string;
}

export async function vote(ctx: AppContext, section: VoteSection, input: ActInput, like: boolean): Promise<ActStatistics> {
  const id = await findTarget(ctx, section, input.objectId, input.memberId);
  if (!(await insertVote(ctx.database, input.memberId, section, id, like))) throw conflict('already_voted');
  if (section === 'playlist') return recountPlaylistVotes(ctx.database, id);
  return countVote(ctx.database, section, id, like);
}

export async function subscribe(ctx: AppContext, section: SubscribeSection, input: ActInput): Promise<ActStatistics> {
  if (section === 'user' && numericId(input.objectId) === input.memberId) throw badRequest('subscribe_self');
  const id = await findTarget(ctx, section, input.objectId, input.memberId);
  if (!(await insertSubscription(ctx.database, input.memberId, section, id))) throw conflict('already_subscribed');
  return bumpSubscribers(ctx.database, section, id, 1);
}

/** The object may be gone (subscriptions have no foreign key): the row is still the member's to drop. */
async function reverseTarget(ctx: AppContext, section: SubscribeSection | FavouriteSection, input: ActInput): Promise<number> {
  const id = numericId(input.objectId);
  if (id !== null) return id;
  return findTarget(ctx, section, input.objectId, input.memberId);
}

export async function unsubscribe(ctx: AppContext, section: SubscribeSection, input: ActInput): Promise<ActStatistics> {
  const id = await reverseTarget(ctx, section, input);
  if (!(await deleteSubscription(ctx.database, input.memberId, section, id))) throw new ApiHttpError(404, 'not_subscribed');
  return bumpSubscribers(ctx.database, section, id, -1);
}

export async function favourite(ctx: AppContext, input: ActInput): Promise<ActStatistics> {
  const id = await findTarget(ctx, 'video', input.objectId, input.memberId);
  if (!(await insertFavourite(ctx.database, input.memberId, id))) throw conflict('already_favourite');
  return bumpFavourites(ctx.database, id, 1);
}

export async function unfavourite(ctx: AppContext, input: ActInput): Promise<ActStatistics> {
  const id = await reverseTarget(ctx, 'video', input);
  if (!(await deleteFavourite(ctx.database, input.memberId, id))) throw new ApiHttpError(404, 'not_favourite');
  return bumpFavourites(ctx.database, id, -1);
}
