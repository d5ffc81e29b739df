// Test databases: an in-memory PGlite by default; with DATABASE_URL set, a fresh PostgreSQL database
// per test file (created from that server, dropped afterwards), so the suites run on both engines.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client.js';

export interface TestDatabase extends Database {
  /** Drops the PostgreSQL database, if one was made. */
  dispose(): Promise<void>;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function openTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({});
    return { ...database, dispose: () => database.close() };
  }
  const name = `reel_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const database = await openDatabase({ databaseUrl: withDatabase(adminUrl, name), poolSize: 4 });
  return {
    ...database,
    async dispose() {
      await database.close();
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

/** Which engine the suite runs on, for test names. */
export const engineName = () => (process.env.DATABASE_URL ? 'postgres' : 'pglite');
