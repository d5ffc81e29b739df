// Test databases: an in-memory PGlite by default, loaded from a migrated template (pgliteTemplate.ts);
// with DATABASE_URL set, a fresh PostgreSQL database per test file (created from that server,
// dropped afterwards), so the suites run on both engines.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client.js';
import { pgliteTemplate } from './pgliteTemplate.js';

export interface TestDatabase extends Database {
  /** Drops the PostgreSQL database, if one was made. */
  dispose(): Promise<void>;
  /** The PostgreSQL database's address; absent on PGlite. */
  url?: string;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function openTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({ loadDataDir: await pgliteTemplate() });
    return { ...database, dispose: () => database.close() };
  }
  const name = `reel_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = withDatabase(adminUrl, name);
  const database = await openDatabase({ databaseUrl: url, poolSize: 4 });
  return {
    ...database,
    url,
    async dispose() {
      await database.close();
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

/**
 * A second API node's own handle on `shared`: on PostgreSQL its own pool of connections to the same
 * database, as another process would have; on PGlite, where one process owns the engine, the same
 * engine. Disposing it leaves the database to its owner.
 */
export async function joinTestDatabase(shared: TestDatabase): Promise<TestDatabase> {
  if (!shared.url) return { ...shared, dispose: async () => undefined };
  const database = await openDatabase({ databaseUrl: shared.url, poolSize: 4 });
  return { ...database, url: shared.url, dispose: () => database.close() };
}

/** Which engine the suite runs on, for test names. */
export const engineName = () => (process.env.DATABASE_URL ? 'postgres' : 'pglite');
