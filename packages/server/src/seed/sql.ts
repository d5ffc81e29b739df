// Small SQL helpers for the seeder. Rows go in through `database.query` rather than the drizzle
// builder because the same code must run on PGlite and on `pg`, whose drizzle types do not unify.
import type { Database } from '../db/client.js';

/** Rows per INSERT statement: large enough to amortise the round trip, small enough to stay well
 * under PostgreSQL's 65,535 bind parameters with the widest table (videos, ~30 columns). */
export const BATCH_ROWS = 1000;

export type Row = Record<string, string | number | boolean | null | Date>;

export async function insertRows(database: Database, table: string, rows: Row[], onBatch?: (done: number) => void): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]);
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    const batch = rows.slice(start, start + BATCH_ROWS);
    const params: unknown[] = [];
    const tuples = batch.map((row) => {
      const marks = columns.map((c) => {
        const v = row[c];
        params.push(v instanceof Date ? v.toISOString() : v);
        return `$${params.length}`;
      });
      return `(${marks.join(', ')})`;
    });
    await database.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}`, params);
    onBatch?.(Math.min(rows.length, start + BATCH_ROWS));
  }
}

/** A text[] literal for statements built from our own word lists (never from user input). */
export function sqlTextArray(items: readonly string[]): string {
  return `ARRAY[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(', ')}]::text[]`;
}

export function sqlIntArray(items: readonly number[]): string {
  return `ARRAY[${items.map((n) => String(Math.trunc(n))).join(', ')}]::int[]`;
}

export async function getSetting(database: Database, key: string): Promise<string | null> {
  const rows = await database.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', [key]);
  return rows[0]?.value ?? null;
}

export async function setSetting(database: Database, key: string, value: string): Promise<void> {
  await database.query('INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value', [
    key,
    value,
  ]);
}

/** Rows are inserted with explicit ids (so links can be built before the rows exist); afterwards the
 * serial sequences must move past them or the site's own inserts would collide. */
export async function syncSequence(database: Database, table: string, column: string): Promise<void> {
  await database.query(
    `SELECT setval(pg_get_serial_sequence('${table}', '${column}'), (SELECT coalesce(max(${column}), 0) + 1 FROM ${table}), false)`,
  );
}

/** The UTC calendar day `daysAgo` days before `now`, as 'YYYY-MM-DD' (the server's list queries
 * compute their day windows in UTC too). */
export function utcDay(now: number, daysAgo: number): string {
  return new Date(now - daysAgo * 86_400_000).toISOString().slice(0, 10);
}
