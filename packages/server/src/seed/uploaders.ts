// The demo's uploaders are verified uploaders, so a demo member can upload at once. Each
// verification is recorded as a moderator's would be: a manual verification row and an audit row,
// whose actor says the seed made it.
import type { Database } from '../db/client.js';
import { MEMBER_COUNT } from './people.js';
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

/**
 * A demo seeded before uploaders were verified has no verification at all: its seeded uploaders
 * (the first MEMBER_COUNT members, with the affidavit accepted) are verified now, as the seed
 * would have, so a demo member can still upload. A database with any verification is left alone.
 */
export async function verifyEarlierSeededUploaders(database: Database): Promise<void> {
  const [{ any }] = await database.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM uploader_verifications) AS any');
  if (any) return;
  const rows = await database.query<{ user_id: number }>(
    "SELECT user_id FROM members WHERE verified AND role = 'member' AND user_id <= $1 ORDER BY user_id",
    [MEMBER_COUNT],
  );
  await verifySeededUploaders(
    database,
    rows.map((r) => r.user_id),
  );
}
