// A member's passed age check, kept so that it holds on every device they sign in on.
import type { Database } from '../db/client.js';

export interface StoredAgeProof {
  method: string;
  provider: string;
  verifiedAtS: number;
  expiresAtS: number;
}

const MS_PER_S = 1000;
const iso = (s: number) => new Date(s * MS_PER_S).toISOString();

/** Replaces the member's proof with `p` (a newer check wins over an older one). */
export async function storeAgeProof(database: Database, userId: number, p: StoredAgeProof): Promise<void> {
  await database.query(
    `INSERT INTO age_proofs (user_id, method, provider, verified_at, expires_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id) DO UPDATE SET method = EXCLUDED.method, provider = EXCLUDED.provider,
       verified_at = EXCLUDED.verified_at, expires_at = EXCLUDED.expires_at`,
    [userId, p.method, p.provider, iso(p.verifiedAtS), iso(p.expiresAtS)],
  );
}

/** The member's proof if it has not expired at `nowS`, else null. */
export async function liveAgeProof(database: Database, userId: number, nowS: number): Promise<StoredAgeProof | null> {
  const rows = await database.query<{ method: string; provider: string; verified_at: string | Date; expires_at: string | Date }>(
    `SELECT method, provider, verified_at, expires_at FROM age_proofs WHERE user_id = $1 AND expires_at > $2`,
    [userId, iso(nowS)],
  );
  if (rows.length === 0) return null;
  const r = rows[0];
  const s = (v: string | Date) => Math.floor(new Date(v).getTime() / MS_PER_S);
  return { method: r.method, provider: r.provider, verifiedAtS: s(r.verified_at), expiresAtS: s(r.expires_at) };
}

/** Deletes every proof expired by `now` (an ISO time), which `liveAgeProof` no longer answers; answers how many. */
export async function deleteExpiredAgeProofs(database: Database, now: string): Promise<number> {
  const rows = await database.query<{ user_id: number }>('DELETE FROM age_proofs WHERE expires_at <= $1::timestamptz RETURNING user_id', [
    now,
  ]);
  return rows.length;
}
