// Members verified as uploaders: one row each, written by a moderator's manual verification (or an
// identity provider's), deleted when revoked.
import type { UploaderMethod, UploaderVerification } from '@reel/api/moderation';
import type { Database } from '../db/client.js';

interface VerificationRow {
  method: UploaderMethod;
  verified_by: string | null;
  provider: string;
  verified_at: Date | string;
}

/** The member's verification, or null while they are not a verified uploader. */
export async function uploaderVerification(database: Database, userId: number): Promise<UploaderVerification | null> {
  const rows = await database.query<VerificationRow>(
    `SELECT u.method, b.username AS verified_by, u.provider, u.verified_at
       FROM uploader_verifications u LEFT JOIN members b ON b.user_id = u.verified_by
      WHERE u.user_id = $1`,
    [userId],
  );
  if (rows.length === 0) return null;
  const r = rows[0];
  return { method: r.method, verified_by: r.verified_by ?? '', provider: r.provider, verified_at: new Date(r.verified_at).toISOString() };
}

/** Whether the member may upload as far as verification goes: one index lookup. */
export async function isVerifiedUploader(database: Database, userId: number): Promise<boolean> {
  const rows = await database.query(`SELECT 1 FROM uploader_verifications WHERE user_id = $1`, [userId]);
  return rows.length > 0;
}

/** Who verified: a moderator by hand, or an identity provider (by its configured id). */
export type VerifiedBy = { method: 'manual'; staffId: number | null } | { method: 'provider'; provider: string };

/** Records the verification; false when the member was verified already (the first one is kept). */
export async function insertUploaderVerification(database: Database, userId: number, by: VerifiedBy): Promise<boolean> {
  const rows = await database.query(
    `INSERT INTO uploader_verifications (user_id, method, verified_by, provider) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id) DO NOTHING RETURNING user_id`,
    [userId, by.method, by.method === 'manual' ? by.staffId : null, by.method === 'provider' ? by.provider : ''],
  );
  return rows.length > 0;
}

/** Removes the verification; false when there was none. */
export async function deleteUploaderVerification(database: Database, userId: number): Promise<boolean> {
  const rows = await database.query(`DELETE FROM uploader_verifications WHERE user_id = $1 RETURNING user_id`, [userId]);
  return rows.length > 0;
}
