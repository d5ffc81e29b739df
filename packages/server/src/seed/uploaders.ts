// The demo's uploaders are verified uploaders, so a demo member can upload at once. Each
// verification is recorded as a moderator's would be: a manual verification row and an audit row,
// whose actor says the seed made it.
import type { Database } from '../db/client.js';
import { sqlIntArray } from './sql.js';

/** The audit log's actor name for what the demo seed recorded. */
const SEED_ACTOR = 'seed';

export async function verifySeededUploaders(database: Database, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  const ids = sqlIntArray(userIds);
  await database.query(`INSERT INTO uploader_verifications (user_id, method) SELECT unnest(${ids}), 'manual'`);
  await database.query(
    `INSERT INTO audit_log (actor, action, target_type, target_id, reason, after)
     SELECT $1, 'verify_uploader', 'member', id, 'Demo data: verified by the seed', '{"method":"manual"}'::jsonb FROM unnest(${ids}) AS id`,
    [SEED_ACTOR],
  );
}
