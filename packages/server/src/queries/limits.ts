// Attempt counters over a fixed window (`limit_counts`), shared by every API node.
import type { Database } from '../db/client.js';

/** The key's hits in its window still open at `now`; 0 when it has none. */
export async function liveHits(database: Database, name: string, key: string, now: string): Promise<number> {
  const [row] = await database.query<{ hits: number }>(
    'SELECT hits FROM limit_counts WHERE name = $1 AND key = $2 AND reset_at > $3::timestamptz',
    [name, key, now],
  );
  return row?.hits ?? 0;
}

/**
 * Adds one hit to the key and answers its hits after that; a window over by `now` starts again,
 * ending at `resetAt`. One statement, so two nodes counting the same key at once both count.
 */
export async function addHit(database: Database, name: string, key: string, now: string, resetAt: string): Promise<number> {
  const [row] = await database.query<{ hits: number }>(
    `INSERT INTO limit_counts (name, key, hits, reset_at) VALUES ($1, $2, 1, $4::timestamptz)
       ON CONFLICT (name, key) DO UPDATE SET
         hits = CASE WHEN limit_counts.reset_at <= $3::timestamptz THEN 1 ELSE limit_counts.hits + 1 END,
         reset_at = CASE WHEN limit_counts.reset_at <= $3::timestamptz THEN EXCLUDED.reset_at ELSE limit_counts.reset_at END
       RETURNING hits`,
    [name, key, now, resetAt],
  );
  return row.hits;
}

/** Deletes the counters whose window is over by `now`; answers how many. */
export async function deleteExpiredCounts(database: Database, now: string): Promise<number> {
  const rows = await database.query<{ key: string }>('DELETE FROM limit_counts WHERE reset_at <= $1::timestamptz RETURNING key', [now]);
  return rows.length;
}
