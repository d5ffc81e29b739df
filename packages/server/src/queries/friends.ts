// Friend requests between two members, in either direction.
import type { Database } from '../db/client.js';
import { FRIEND_ACCEPTED } from './community/members.js';
import type { CountRow, FriendRequestRecord, MemberRecord } from './rows.js';

/** A request not yet accepted. */
export const FRIEND_PENDING = 'pending';

export type PendingRequestRow = Pick<MemberRecord, 'user_id' | 'username' | 'avatar'> &
  Pick<FriendRequestRecord, 'created_at'> & { incoming: boolean };

/** The statuses of the requests between two members, whichever way they were sent. */
export async function requestStatuses(database: Database, memberId: number, other: number): Promise<string[]> {
  const rows = await database.query<Pick<FriendRequestRecord, 'status'>>(
    `SELECT status FROM friend_requests WHERE (from_user_id = $1 AND to_user_id = $2) OR (from_user_id = $2 AND to_user_id = $1)`,
    [memberId, other],
  );
  return rows.map((r) => r.status);
}

/** False when a request from `from` to `to` already stands. */
export async function insertFriendRequest(database: Database, from: number, to: number, createdAt: string): Promise<boolean> {
  const inserted = await database.query(
    `INSERT INTO friend_requests (from_user_id, to_user_id, status, created_at) VALUES ($1, $2, $3, $4::timestamptz)
     ON CONFLICT DO NOTHING RETURNING 1`,
    [from, to, FRIEND_PENDING, createdAt],
  );
  return inserted.length > 0;
}

/** False when no pending request from `from` to `to` was there to accept. */
export async function acceptFriendRequest(database: Database, from: number, to: number): Promise<boolean> {
  const updated = await database.query(
    `UPDATE friend_requests SET status = $3 WHERE from_user_id = $1 AND to_user_id = $2 AND status = $4 RETURNING 1`,
    [from, to, FRIEND_ACCEPTED, FRIEND_PENDING],
  );
  return updated.length > 0;
}

export async function areFriends(database: Database, memberId: number, other: number): Promise<boolean> {
  const friends = await database.query(
    `SELECT 1 FROM friend_requests WHERE status = $3 AND ((from_user_id = $1 AND to_user_id = $2) OR (from_user_id = $2 AND to_user_id = $1))`,
    [memberId, other, FRIEND_ACCEPTED],
  );
  return friends.length > 0;
}

/** False when there was neither a friendship nor a request between the two. */
export async function deleteFriendship(database: Database, memberId: number, other: number): Promise<boolean> {
  const deleted = await database.query(
    `DELETE FROM friend_requests WHERE (from_user_id = $1 AND to_user_id = $2) OR (from_user_id = $2 AND to_user_id = $1) RETURNING 1`,
    [memberId, other],
  );
  return deleted.length > 0;
}

/** The member's pending requests, both ways, newest first, and their total. */
export async function pendingRequestPage(
  database: Database,
  memberId: number,
  limit: number,
  offset: number,
): Promise<{ rows: PendingRequestRow[]; total: number }> {
  const where = `fr.status = $2 AND (fr.from_user_id = $1 OR fr.to_user_id = $1)`;
  const [rows, [{ n }]] = await Promise.all([
    database.query<PendingRequestRow>(
      `SELECT m.user_id, m.username, m.avatar, fr.to_user_id = $1 AS incoming, fr.created_at
       FROM friend_requests fr JOIN members m ON m.user_id = CASE WHEN fr.from_user_id = $1 THEN fr.to_user_id ELSE fr.from_user_id END
       WHERE ${where} ORDER BY fr.created_at DESC, fr.request_id DESC LIMIT $3 OFFSET $4`,
      [memberId, FRIEND_PENDING, limit, offset],
    ),
    database.query<CountRow>(`SELECT count(*)::int AS n FROM friend_requests fr WHERE ${where}`, [memberId, FRIEND_PENDING]),
  ]);
  return { rows, total: n };
}
