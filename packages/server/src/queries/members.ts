// A member's own account row: existence, sign-in, sign-up, profile, password and pictures.
import type { Database } from '../db/client.js';
import { memberColumns, type MemberRow } from './community/memberRows.js';
import type { MemberRecord } from './rows.js';

export async function memberExists(database: Database, userId: number): Promise<boolean> {
  const rows = await database.query('SELECT 1 FROM members WHERE user_id = $1', [userId]);
  return rows.length > 0;
}

/** The member's id and name, or null for no such member. */
export async function memberName(database: Database, userId: number): Promise<Pick<MemberRecord, 'user_id' | 'username'> | null> {
  const rows = await database.query<Pick<MemberRecord, 'user_id' | 'username'>>(
    'SELECT user_id, username FROM members WHERE user_id = $1',
    [userId],
  );
  return rows[0] ?? null;
}

/** Members whose username or e-mail matches (case-insensitively), and which of the two matched. */
export async function takenBy(database: Database, username: string, email: string): Promise<{ usr: boolean; eml: boolean }[]> {
  return database.query<{ usr: boolean; eml: boolean }>(
    `SELECT lower(username) = lower($1) AS usr, lower(email) = lower($2) AS eml FROM members WHERE lower(username) = lower($1) OR lower(email) = lower($2)`,
    [username, email],
  );
}

/** Whether a member's name folds, through `translate(from, to)`, to this skeleton. */
export async function skeletonInUse(database: Database, from: string, to: string, skeleton: string): Promise<boolean> {
  const rows = await database.query('SELECT 1 FROM members WHERE translate(lower(normalize(username, NFKC)), $1, $2) = $3 LIMIT 1', [
    from,
    to,
    skeleton,
  ]);
  return rows.length > 0;
}

/** The new member's id; a taken name or address fails with the database's unique violation. */
export async function insertMember(
  database: Database,
  username: string,
  email: string,
  passwordHash: string,
  addedDate: string,
): Promise<number> {
  const rows = await database.query<Pick<MemberRecord, 'user_id'>>(
    'INSERT INTO members (username, email, password_hash, added_date) VALUES ($1, $2, $3, $4::timestamptz) RETURNING user_id',
    [username, email, passwordHash, addedDate],
  );
  return rows[0].user_id;
}

export async function memberEmail(database: Database, userId: number): Promise<string | null> {
  const rows = await database.query<Pick<MemberRecord, 'email'>>('SELECT email FROM members WHERE user_id = $1', [userId]);
  return rows[0]?.email ?? null;
}

export async function confirmMemberEmail(database: Database, userId: number): Promise<void> {
  await database.query('UPDATE members SET email_confirmed = true WHERE user_id = $1', [userId]);
}

export type LoginRow = Pick<MemberRecord, 'user_id' | 'username' | 'email' | 'password_hash' | 'email_confirmed' | 'banned_at'>;

/** The member signing in by username or by e-mail (case-insensitive); null for none. */
export async function loginRow(database: Database, by: 'username' | 'email', value: string): Promise<LoginRow | null> {
  const rows = await database.query<LoginRow>(
    `SELECT user_id, username, email, password_hash, email_confirmed, banned_at FROM members WHERE lower(${by}) = lower($1)`,
    [value],
  );
  return rows[0] ?? null;
}

export type RestoreRow = Pick<MemberRecord, 'user_id' | 'username' | 'email' | 'password_hash'>;

export async function restoreRowByEmail(database: Database, email: string): Promise<RestoreRow | null> {
  const rows = await database.query<RestoreRow>(
    'SELECT user_id, username, email, password_hash FROM members WHERE lower(email) = lower($1)',
    [email],
  );
  return rows[0] ?? null;
}

export async function restoreRowById(database: Database, userId: number): Promise<RestoreRow | null> {
  const rows = await database.query<RestoreRow>('SELECT user_id, username, email, password_hash FROM members WHERE user_id = $1', [userId]);
  return rows[0] ?? null;
}

/**
 * Replaces the password hash only while it is still `oldHash`, and confirms the address (the
 * mailbox received the reset link); false when another change came first.
 */
export async function resetPasswordHash(database: Database, userId: number, newHash: string, oldHash: string): Promise<boolean> {
  const updated = await database.query(
    'UPDATE members SET password_hash = $2, email_confirmed = true WHERE user_id = $1 AND password_hash = $3 RETURNING user_id',
    [userId, newHash, oldHash],
  );
  return updated.length > 0;
}

export async function passwordHashOf(database: Database, userId: number): Promise<string | null> {
  const [row] = await database.query<Pick<MemberRecord, 'password_hash'>>('SELECT password_hash FROM members WHERE user_id = $1', [userId]);
  return row?.password_hash ?? null;
}

export async function setPasswordHash(database: Database, userId: number, hash: string): Promise<void> {
  await database.query('UPDATE members SET password_hash = $2 WHERE user_id = $1', [userId, hash]);
}

/** The affidavit accepted: the first acceptance's time is kept, as reviewers see it beside uploads. */
export async function markVerified(database: Database, userId: number): Promise<void> {
  await database.query('UPDATE members SET verified = true, verified_at = coalesce(verified_at, now()) WHERE user_id = $1', [userId]);
}

/** The birth date as YYYY-MM-DD, or null when unset or no such member. */
export async function birthDateOf(database: Database, userId: number): Promise<string | null> {
  const [row] = await database.query<{ birth_date: string | null }>(
    'SELECT birth_date::text AS birth_date FROM members WHERE user_id = $1',
    [userId],
  );
  return row?.birth_date ?? null;
}

/** Sets profile columns; the keys are column names chosen by code from a fixed list, never by the request. */
export async function updateProfileColumns(database: Database, userId: number, update: Record<string, unknown>): Promise<void> {
  const columns = Object.keys(update);
  if (columns.length === 0) return;
  const sets = columns.map((c, i) => `${c} = $${i + 2}`).join(', ');
  await database.query(`UPDATE members SET ${sets} WHERE user_id = $1`, [userId, ...columns.map((c) => update[c])]);
}

export type MemberImageColumn = 'avatar' | 'cover';

export async function memberImagePath(database: Database, userId: number, column: MemberImageColumn): Promise<string | null> {
  const [old] = await database.query<{ path: string }>(`SELECT ${column} AS path FROM members WHERE user_id = $1`, [userId]);
  return old?.path ?? null;
}

export async function setMemberImage(database: Database, userId: number, column: MemberImageColumn, path: string): Promise<void> {
  await database.query(`UPDATE members SET ${column} = $2 WHERE user_id = $1`, [userId, path]);
}

type OwnProfileRow = MemberRow & { email: string; verified: boolean; own_birth_date: string | null; uploader_verified: boolean };

/** The public profile's columns plus what only its owner sees; null for no such member. */
export async function ownProfileRow(database: Database, userId: number, today: string): Promise<OwnProfileRow | null> {
  const rows = await database.query<OwnProfileRow>(
    `SELECT ${memberColumns('$2')}, m.email, m.verified, m.birth_date::text AS own_birth_date,
            EXISTS (SELECT 1 FROM uploader_verifications u WHERE u.user_id = m.user_id) AS uploader_verified
       FROM members m WHERE m.user_id = $1`,
    [userId, today],
  );
  return rows[0] ?? null;
}
