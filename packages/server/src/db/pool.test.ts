// The server's pool on PostgreSQL keeps the connections it has opened through a lull: a new
// backend's first statements take 7 to 30 ms more (its catalogue caches, and a prepared statement
// planned afresh for its first runs), so closing idle ones made the first burst after a quiet spell
// pay for opening them again.
import { describe, expect, it } from 'vitest';
import { engineName } from '../testing/database.js';
import { useTestDatabase } from '../testing/useTestDatabase.js';
import { openDatabase } from './client.js';

/** pg-pool's default time after which it closes an idle connection above its minimum. */
const PG_POOL_IDLE_CLOSE_MS = 10_000;
const POOL_SIZE = 3;

describe.skipIf(engineName() !== 'postgres')('the PostgreSQL pool', () => {
  const db = useTestDatabase();

  it('keeps the connections it opened through a lull longer than an idle connection is kept by default', async () => {
    const url = new URL(db.url!);
    url.searchParams.set('application_name', 'reel-pool-test');
    const pool = await openDatabase({ databaseUrl: url.toString(), poolSize: POOL_SIZE });
    const open = async () =>
      (
        await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'reel-pool-test'`,
        )
      )[0].n;
    try {
      // As many statements at once as the pool holds: it opens every connection.
      await Promise.all(Array.from({ length: POOL_SIZE }, () => pool.query('SELECT pg_sleep(0.2)')));
      expect(await open()).toBe(POOL_SIZE);
      await new Promise((done) => setTimeout(done, PG_POOL_IDLE_CLOSE_MS + 1_000));
      expect(await open()).toBe(POOL_SIZE);
    } finally {
      await pool.close();
    }
  }, 60_000);
});
