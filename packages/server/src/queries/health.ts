// Whether the database answers.
import type { Database } from '../db/client.js';

/** Resolves once the database has answered a trivial statement; rejects when it cannot. */
export async function pingDatabase(database: Database): Promise<void> {
  await database.query('SELECT 1');
}
