// Session rows: one per signed-in browser, keyed by the hash of its token.
import type { Role } from '@reel/api/moderation';
import type { Database } from '../db/client.js';
import type { MemberRecord } from './rows.js';

/** The member a session names, as requests carry it. */
export type SessionMemberRow = Pick<MemberRecord, 'user_id' | 'username' | 'verified'> & { role: Role };

/** The member of a session that has not expired by `now`; null otherwise. A banned member's
 * sessions are ended by the ban; one that outlived it (a race, a restore) names nobody either. */
export async function sessionMember(database: Database, sessionId: string, now: string): Promise<SessionMemberRow | null> {
  const rows = await database.query<SessionMemberRow>(
    `SELECT m.user_id, m.username, m.verified, m.role FROM sessions s JOIN members m ON m.user_id = s.user_id
     WHERE s.session_id = $1 AND s.expires_at > $2::timestamptz AND m.banned_at IS NULL`,
    [sessionId, now],
  );
  return rows[0] ?? null;
}

export async function deleteSession(database: Database, sessionId: string): Promise<void> {
  await database.query('DELETE FROM sessions WHERE session_id = $1', [sessionId]);
}

/**
 * Records a new session. Expired sessions of this member are dropped first, so the table does not
 * grow without a sweeper, and the member's last sign-in is stamped.
 */
export async function insertSession(database: Database, sessionId: string, userId: number, now: string, expiresAt: string): Promise<void> {
  await database.query('DELETE FROM sessions WHERE user_id = $1 AND expires_at <= $2::timestamptz', [userId, now]);
  await database.query(
    'INSERT INTO sessions (session_id, user_id, created_at, expires_at) VALUES ($1, $2, $3::timestamptz, $4::timestamptz)',
    [sessionId, userId, now, expiresAt],
  );
  await database.query('UPDATE members SET last_login = $2::timestamptz WHERE user_id = $1', [userId, now]);
}

/** Ends every session of a member but `keep` ('' keeps none). */
export async function deleteOtherSessions(database: Database, userId: number, keep: string): Promise<void> {
  await database.query('DELETE FROM sessions WHERE user_id = $1 AND session_id <> $2', [userId, keep]);
}

/** Deletes every session expired by `now`; answers how many. */
export async function deleteExpiredSessions(database: Database, now: string): Promise<number> {
  const rows = await database.query<{ session_id: string }>(
    'DELETE FROM sessions WHERE expires_at <= $1::timestamptz RETURNING session_id',
    [now],
  );
  return rows.length;
}
