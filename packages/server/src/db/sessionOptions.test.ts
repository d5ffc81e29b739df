// Every session the server opens on PostgreSQL runs without JIT compilation and without parallel
// workers, whatever the server's own settings: a statement the planner prices high would otherwise
// spend tens of milliseconds compiling, or starting and merging workers, before it answers one
// request. PGlite has neither to turn off.
import { describe, expect, it } from 'vitest';
import { engineName } from '../testing/database.js';
import { openReadReplica } from './client.js';
import { useTestDatabase } from '../testing/useTestDatabase.js';

describe.skipIf(engineName() !== 'postgres')('PostgreSQL sessions', () => {
  const db = useTestDatabase();

  it('run without JIT or parallel workers, on the primary and on a read replica', async () => {
    // The server's own defaults are JIT on and two workers (PostgreSQL's, and this machine's).
    const settings = `SELECT current_setting('jit') AS jit, current_setting('max_parallel_workers_per_gather') AS workers`;
    expect((await db.query<{ jit: string; workers: string }>(settings))[0]).toEqual({ jit: 'off', workers: '0' });
    const replica = openReadReplica(db.url!, 1);
    try {
      const [row] = await replica.query<{ jit: string; workers: string; read_only: string }>(
        `${settings}, current_setting('default_transaction_read_only') AS read_only`,
      );
      expect(row).toEqual({ jit: 'off', workers: '0', read_only: 'on' });
    } finally {
      await replica.close();
    }
  });
});
