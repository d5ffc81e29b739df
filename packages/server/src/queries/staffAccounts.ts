// Staff accounts as the command line manages them: made confirmed with a role, listed, and moved
// between roles without ever leaving the site with no admin. Each change writes its audit row in the
// same statement, so a change is never left unrecorded.
import type { AuditAction, AuditTarget, Role, StaffRole } from '@reel/api/moderation';
import type { Database } from '../db/client.js';
import { refusal, type Refusal } from './refusal.js';
import type { MemberRecord } from './rows.js';

const MEMBER_TARGET: AuditTarget = 'member';
const CREATE: AuditAction = 'create';
const ROLE: AuditAction = 'role';

export interface NewStaffAccount {
  username: string;
  email: string;
  passwordHash: string;
  role: StaffRole;
  /** ISO time of the creation. */
  at: string;
  /** Who made it, for the audit log. */
  actor: string;
}

/**
 * The new account's id, or null when a username or an e-mail already in use (case-insensitively:
 * the members' unique indexes are on lower()) kept the row out. The e-mail counts as confirmed: the
 * operator who runs the command vouches for it.
 */
export async function insertStaffAccount(database: Database, account: NewStaffAccount): Promise<number | null> {
  const rows = await database.query<Pick<MemberRecord, 'user_id'>>(
    `WITH made AS (
       INSERT INTO members (username, email, password_hash, email_confirmed, role, added_date)
       VALUES ($1, $2, $3, true, $4, $5::timestamptz)
       ON CONFLICT DO NOTHING
       RETURNING user_id, username, role
     ), logged AS (
       INSERT INTO audit_log (at, actor, action, target_type, target_id, after)
       SELECT $5::timestamptz, $6, $7, $8, user_id, jsonb_build_object('username', username, 'role', role) FROM made
     )
     SELECT user_id FROM made`,
    [account.username, account.email, account.passwordHash, account.role, account.at, account.actor, CREATE, MEMBER_TARGET],
  );
  return rows[0]?.user_id ?? null;
}

export interface RoleChange {
  user_id: number;
  username: string;
  before: Role;
  after: Role;
}

/** The account whose role changes: by name (case-insensitively), as the command line knows it, or by id. */
export type RoleTarget = { username: string } | { userId: number };

/** Who changes a role, for the audit log: the console's staff member, or the command line. */
export interface RoleActor {
  actor: string;
  actorId?: number | null;
  reason?: string;
}

/**
 * Gives the account the role. Refuses `member_not_found`, and `last_admin` when the change would
 * leave no admin who can sign in (one not banned): the one place that keeps the site administrable,
 * for the command line and the console alike.
 * Two operators demoting the last two admins at once must not both succeed, so every admin row is
 * locked, in id order, before the target is read: the one-time filter on `target` makes the
 * `admins` lock come first in every run of this statement, so two runs never wait on each other in a
 * circle, and the second one re-reads the rows the first one changed and is refused.
 * An unchanged role answers `before === after` and writes no audit row.
 */
export async function changeStaffRole(
  database: Database,
  target: RoleTarget,
  role: Role,
  at: string,
  by: RoleActor,
): Promise<RoleChange | Refusal> {
  const [match, key] = 'userId' in target ? ['user_id = $1::int', target.userId] : ['lower(username) = lower($1::text)', target.username];
  const rows = await database.query<{ user_id: number; username: string; before: Role; after: Role | null }>(
    `WITH admins AS MATERIALIZED (
       SELECT user_id FROM members WHERE role = 'admin' AND banned_at IS NULL ORDER BY user_id FOR UPDATE
     ), target AS MATERIALIZED (
       SELECT user_id, username, role FROM members
       WHERE ${match} AND (SELECT count(*) FROM admins) >= 0
       FOR UPDATE
     ), changed AS (
       UPDATE members m SET role = $2
       FROM target t
       WHERE m.user_id = t.user_id
         AND t.role <> $2
         AND ($2 = 'admin' OR t.role <> 'admin' OR EXISTS (SELECT 1 FROM admins a WHERE a.user_id <> t.user_id))
       RETURNING m.user_id, t.role AS before, m.role AS after
     ), logged AS (
       INSERT INTO audit_log (at, actor, actor_id, action, target_type, target_id, reason, before, after)
       SELECT $3::timestamptz, $4, $5, $6, $7, user_id, $8, jsonb_build_object('role', before), jsonb_build_object('role', after)
       FROM changed
     )
     SELECT t.user_id, t.username, t.role AS before,
            CASE WHEN t.role = $2 THEN t.role ELSE c.after END AS after
     FROM target t LEFT JOIN changed c USING (user_id)`,
    [key, role, at, by.actor, by.actorId ?? null, ROLE, MEMBER_TARGET, by.reason ?? ''],
  );
  const row = rows[0];
  if (!row) return refusal('not_found', 'member_not_found');
  if (row.after === null) return refusal('invalid', 'last_admin');
  return { user_id: row.user_id, username: row.username, before: row.before, after: row.after };
}

export type StaffAccountRow = Pick<MemberRecord, 'user_id' | 'username' | 'email' | 'last_login' | 'banned_at'> & { role: StaffRole };

/** Every moderator and admin, admins first, then by name. */
export async function staffAccounts(database: Database): Promise<StaffAccountRow[]> {
  return database.query<StaffAccountRow>(
    `SELECT user_id, username, email, role, last_login, banned_at FROM members
     WHERE role <> 'member'
     ORDER BY role = 'admin' DESC, lower(username), user_id`,
  );
}
