// Friends: a request is sent once, accepted only by its addressee, and removed (or
// withdrawn, or declined) by either side. Accepted requests are the members list's `friends` section.
import { FRIEND_REQUESTS_PER_PAGE, type FriendRequestList } from '@reel/api';
import type { AppContext } from '../context.js';
import { ApiHttpError, badRequest } from '../http/errors.js';
import { formatDate, mediaUrl } from '../queries/format.js';
import { FRIEND_ACCEPTED } from '../queries/community/members.js';
import { conflict, formId, notFoundAny, nowIso, pageBounds } from './shared.js';

const PENDING = 'pending';

export async function memberExists(ctx: AppContext, userId: number): Promise<void> {
  const rows = await ctx.database.query('SELECT 1 FROM members WHERE user_id = $1', [userId]);
  if (rows.length === 0) throw notFoundAny();
}

/** A request in either direction counts: B cannot re-request A while A's request to B stands. */
export async function requestFriend(ctx: AppContext, memberId: number, userId: unknown): Promise<void> {
  const other = formId(userId, 'user_id');
  if (other === memberId) throw badRequest('friend_self');
  await memberExists(ctx, other);
  const existing = await ctx.database.query<{ status: string }>(
    `SELECT status FROM friend_requests WHERE (from_user_id = $1 AND to_user_id = $2) OR (from_user_id = $2 AND to_user_id = $1)`,
    [memberId, other],
  );
  if (existing.some((r) => r.status === FRIEND_ACCEPTED)) throw conflict('already_friends');
  if (existing.length > 0) throw conflict('already_requested');
  const inserted = await ctx.database.query(
    `INSERT INTO friend_requests (from_user_id, to_user_id, status, created_at) VALUES ($1, $2, $3, $4::timestamptz)
     ON CONFLICT DO NOTHING RETURNING 1`,
    [memberId, other, PENDING, nowIso(ctx)],
  );
  if (inserted.length === 0) throw conflict('already_requested');
}

/** Only the addressee accepts, and only a pending request. */
export async function acceptFriend(ctx: AppContext, memberId: number, userId: unknown): Promise<void> {
  const other = formId(userId, 'user_id');
  const updated = await ctx.database.query(
    `UPDATE friend_requests SET status = $3 WHERE from_user_id = $1 AND to_user_id = $2 AND status = $4 RETURNING 1`,
    [other, memberId, FRIEND_ACCEPTED, PENDING],
  );
  if (updated.length > 0) return;
  const friends = await ctx.database.query(
    `SELECT 1 FROM friend_requests WHERE status = $3 AND ((from_user_id = $1 AND to_user_id = $2) OR (from_user_id = $2 AND to_user_id = $1))`,
    [memberId, other, FRIEND_ACCEPTED],
  );
  if (friends.length > 0) throw conflict('already_friends');
  throw new ApiHttpError(404, 'request_not_found');
}

/** Ends a friendship, withdraws a sent request or declines a received one. */
export async function removeFriend(ctx: AppContext, memberId: number, userId: unknown): Promise<void> {
  const other = formId(userId, 'user_id');
  const deleted = await ctx.database.query(
    `DELETE FROM friend_requests WHERE (from_user_id = $1 AND to_user_id = $2) OR (from_user_id = $2 AND to_user_id = $1) RETURNING 1`,
    [memberId, other],
  );
  if (deleted.length === 0) throw new ApiHttpError(404, 'not_friends');
}

/** The member's pending requests, both ways, newest first. */
export async function pendingRequests(ctx: AppContext, memberId: number, page: number): Promise<FriendRequestList> {
  const { limit, offset } = pageBounds(page, FRIEND_REQUESTS_PER_PAGE);
  const where = `fr.status = $2 AND (fr.from_user_id = $1 OR fr.to_user_id = $1)`;
  const [rows, [{ n }]] = await Promise.all([
    ctx.database.query<{ user_id: number; username: string; avatar: string; incoming: boolean; created_at: Date | string }>(
      `SELECT m.user_id, m.username, m.avatar, fr.to_user_id = $1 AS incoming, fr.created_at
       FROM friend_requests fr JOIN members m ON m.user_id = CASE WHEN fr.from_user_id = $1 THEN fr.to_user_id ELSE fr.from_user_id END
       WHERE ${where} ORDER BY fr.created_at DESC, fr.request_id DESC LIMIT $3 OFFSET $4`,
      [memberId, PENDING, limit, offset],
    ),
    ctx.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM friend_requests fr WHERE ${where}`, [memberId, PENDING]),
  ]);
  return {
    requests: rows.map((r) => ({
      user: { user_id: r.user_id, username: r.username },
      avatar: mediaUrl(ctx.config.mediaBaseUrl, r.avatar),
      direction: r.incoming ? 'in' : 'out',
      post_date: formatDate(r.created_at),
    })),
    total_count: n,
  };
}
