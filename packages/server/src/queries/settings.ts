// Key-value settings the server keeps between runs.
import type { Database } from '../db/client.js';

/** Stores `fresh` as the media secret unless one is there already; answers the one stored. */
export async function keepMediaSecret(database: Database, fresh: string): Promise<string> {
  await database.query(`INSERT INTO settings (key, value) VALUES ('media_secret', $1) ON CONFLICT (key) DO NOTHING`, [fresh]);
  const rows = await database.query<{ value: string }>(`SELECT value FROM settings WHERE key = 'media_secret'`);
  return rows[0].value;
}

/** Stores `fresh` as the key that signs age proofs unless one is there already; answers the one
 * stored, so every API node signs and checks alike and a restart keeps the proofs it gave. */
export async function keepAgeProofKey(database: Database, fresh: string): Promise<string> {
  await database.query(`INSERT INTO settings (key, value) VALUES ('age_proof_key', $1) ON CONFLICT (key) DO NOTHING`, [fresh]);
  const rows = await database.query<{ value: string }>(`SELECT value FROM settings WHERE key = 'age_proof_key'`);
  return rows[0].value;
}
