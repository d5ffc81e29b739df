// Password reset tokens, stored only as the SHA-256 of what the mail carries (auth/tokens.ts).
import type { Database } from '../db/client.js';
import type { MemberRecord } from './rows.js';

/**
 * Stores a new token for the member and deletes the member's older ones, in one statement: only
 * the newest mail's link works.
 */
export async function replaceResetToken(
  database: Database,
  userId: number,
  tokenHash: string,
  now: string,
  expires: string,
): Promise<void> {
  await database.query(
    `WITH older AS (DELETE FROM password_reset_tokens WHERE user_id = $1)
     INSERT INTO password_reset_tokens (token_hash, user_id, created_at, expires_at) VALUES ($2, $1, $3::timestamptz, $4::timestamptz)`,
    [userId, tokenHash, now, expires],
  );
}

/** What a token's row says at `now`: unknown (never issued, or replaced), spent (used or expired), or live. */
export async function resetTokenState(database: Database, tokenHash: string, now: string): Promise<'unknown' | 'spent' | 'live'> {
  const [row] = await database.query<{ live: boolean }>(
    'SELECT (used_at IS NULL AND expires_at > $2::timestamptz) AS live FROM password_reset_tokens WHERE token_hash = $1',
    [tokenHash, now],
  );
  return !row ? 'unknown' : row.live ? 'live' : 'spent';
}

export type ResetMember = Pick<MemberRecord, 'user_id' | 'username' | 'email'>;

/**
 * Marks the token used and sets the member's password in one statement, only while the token is
 * unused and unexpired: of two submits racing, the second finds the row used and changes nothing.
 * The address is confirmed too, since its mailbox received the link. Null when the token was not live.
 */
export async function useResetToken(database: Database, tokenHash: string, now: string, passwordHash: string): Promise<ResetMember | null> {
  const [row] = await database.query<ResetMember>(
    `WITH used AS (
       UPDATE password_reset_tokens SET used_at = $2::timestamptz
       WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2::timestamptz
       RETURNING user_id
     )
     UPDATE members m SET password_hash = $3, email_confirmed = true FROM used WHERE m.user_id = used.user_id
     RETURNING m.user_id, m.username, m.email`,
    [tokenHash, now, passwordHash],
  );
  return row ?? null;
}

/** Deletes every token expired by `now` (by `password_reset_tokens_expires_idx`); answers how many. */
export async function deleteExpiredResetTokens(database: Database, now: string): Promise<number> {
  const rows = await database.query<{ token_hash: string }>(
    'DELETE FROM password_reset_tokens WHERE expires_at <= $1::timestamptz RETURNING token_hash',
    [now],
  );
  return rows.length;
}
