// Friends: a request is sent once, accepted only by its addressee, and removed (or
// withdrawn, or declined) by either side. Accepted requests are the members list's `friends` section.
import { FRIEND_REQUESTS_PER_PAGE } from '@reel/api';
import { type FriendRequestList } from '@reel/api/endpoints';
import type { AppContext } from '../context.js';
import { ApiHttpError, badRequest } from '../http/errors.js';
import { formatDate, mediaUrl } from '../queries/format.js';
import { FRIEND_ACCEPTED } from '../queries/community/members.js';
import {
  acceptFriendRequest,
  areFriends,
  deleteFriendship,
  insertFriendRequest,
  pendingRequestPage,
  requestStatuses,
} from '../queries/friends.js';
import { memberExists as memberFound } from '../queries/members.js';
import { conflict, formId, notFoundAny, nowIso, pageBounds } from './shared.js';

export async function memberExists(ctx: AppContext, userId: number): Promise<void> {
  if (!(await memberFound(ctx.database, userId))) throw notFoundAny();
}

/** A request in either direction counts: B cannot re-request A while A's request to B stands. */
export async function requestFriend(ctx: AppContext, memberId: number, userId: unknown): Promise<void> {
  const other = formId(userId, 'user_id');
  if (other === memberId) throw badRequest('friend_self');
  await memberExists(ctx, other);
  const existing = await requestStatuses(ctx.database, memberId, other);
  if (existing.includes(FRIEND_ACCEPTED)) throw conflict('already_friends');
  if (existing.length > 0) throw conflict('already_requested');
  if (!(await insertFriendRequest(ctx.database, memberId, other, nowIso(ctx)))) throw conflict('already_requested');
}

/** Only the addressee accepts, and only a pending request. */
export async function acceptFriend(ctx: AppContext, memberId: number, userId: unknown): Promise<void> {
  const other = formId(userId, 'user_id');
  if (await acceptFriendRequest(ctx.database, other, memberId)) return;
  if (await areFriends(ctx.database, memberId, other)) throw conflict('already_friends');
  throw new ApiHttpError(404, 'request_not_found');
}

/** Ends a friendship, withdraws a sent request or declines a received one. */
export async function removeFriend(ctx: AppContext, memberId: number, userId: unknown): Promise<void> {
  const other = formId(userId, 'user_id');
  if (!(await deleteFriendship(ctx.database, memberId, other))) throw new ApiHttpError(404, 'not_friends');
}

/** The member's pending requests, both ways, newest first. */
export async function pendingRequests(ctx: AppContext, memberId: number, page: number): Promise<FriendRequestList> {
  const { limit, offset } = pageBounds(page, FRIEND_REQUESTS_PER_PAGE);
  const { rows, total } = await pendingRequestPage(ctx.database, memberId, limit, offset);
  return {
    requests: rows.map((r) => ({
      user: { user_id: r.user_id, username: r.username },
      avatar: mediaUrl(ctx.config.mediaBaseUrl, r.avatar),
      direction: r.incoming ? 'in' : 'out',
      post_date: formatDate(r.created_at),
    })),
    total_count: total,
  };
}
