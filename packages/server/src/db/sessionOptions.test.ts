// Every session the server opens on PostgreSQL runs without JIT compilation, whatever the server's
// own setting: a statement the planner prices high would otherwise spend tens of milliseconds
// compiling before it answers one request. PGlite has no JIT to turn off.
import { describe, expect, it } from 'vitest';
import { engineName } from '../testing/database.js';
import { openReadReplica } from './client.js';
import { useTestDatabase } from '../testing/useTestDatabase.js';

describe.skipIf(engineName() !== 'postgres')('PostgreSQL sessions', () => {
  const db = useTestDatabase();

  it('run without JIT, on the primary and on a read replica', async () => {
    // The server's own default is on (PostgreSQL's, and this machine's).
    expect((await db.query<{ jit: string }>(`SELECT current_setting('jit', true) AS jit`))[0].jit).toBe('off');
    const replica = openReadReplica(db.url!, 1);
    try {
      const [row] = await replica.query<{ jit: string; read_only: string }>(
        `SELECT current_setting('jit') AS jit, current_setting('default_transaction_read_only') AS read_only`,
      );
      expect(row).toEqual({ jit: 'off', read_only: 'on' });
    } finally {
      await replica.close();
    }
  });
});
