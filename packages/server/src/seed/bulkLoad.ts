// Bulk-load mode for the generate_series path, as PostgreSQL's "Populating a Database" advises:
// drop the secondary indexes and foreign keys of the tables being filled, load, then recreate
// them, each in one pass. Row-by-row foreign-key checks alone cost ~40 µs a row on PGlite, which
// is most of a million-video load. The definitions are read from the catalogue (not repeated
// here, so they cannot drift from the migrations) and parked in `settings` first: if the process
// dies mid-load, the next seed puts them back before doing anything else.
import type { Database } from '../db/client.js';
import { getSetting, setSetting, sqlTextArray } from './sql.js';

const PENDING_KEY = 'seed_pending_ddl';

interface Deferred {
  kind: 'index' | 'foreign_key';
  table: string;
  name: string;
  definition: string;
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function readDefinitions(database: Database, tables: string[]): Promise<Deferred[]> {
  const list = sqlTextArray(tables);
  const fks = await database.query<{ table: string; name: string; definition: string }>(
    `SELECT c.conrelid::regclass::text AS table, c.conname AS name, pg_get_constraintdef(c.oid) AS definition
     FROM pg_constraint c WHERE c.contype = 'f' AND c.conrelid::regclass::text = ANY(${list}) ORDER BY 1, 2`,
  );
  // Indexes that back a primary key or unique constraint stay: ON CONFLICT needs them. A
  // partitioned table's index is printed "ON ONLY" the parent, which would build it for no
  // partition; without ONLY it is built on every partition, under the names they had.
  const indexes = await database.query<{ table: string; name: string; definition: string }>(
    `SELECT i.tablename AS table, i.indexname AS name, replace(i.indexdef, ' ON ONLY ', ' ON ') AS definition
     FROM pg_indexes i
     WHERE i.schemaname = current_schema() AND i.tablename = ANY(${list})
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname AND c.contype IN ('p', 'u', 'x'))
     ORDER BY 1, 2`,
  );
  return [...indexes.map((d) => ({ ...d, kind: 'index' as const })), ...fks.map((d) => ({ ...d, kind: 'foreign_key' as const }))];
}

async function exists(database: Database, d: Deferred): Promise<boolean> {
  const sql =
    d.kind === 'index'
      ? 'SELECT 1 FROM pg_indexes WHERE schemaname = current_schema() AND indexname = $1'
      : `SELECT 1 FROM pg_constraint WHERE conname = $1 AND contype = 'f'`;
  return (await database.query(sql, [d.name])).length > 0;
}

/** Recreates whatever a bulk load dropped (after a crash too); a no-op when nothing is pending. */
export async function restoreDeferred(database: Database, onStep?: (done: number, total: number) => void): Promise<void> {
  const pending = await getSetting(database, PENDING_KEY);
  if (pending === null) return;
  const deferred = JSON.parse(pending) as Deferred[];
  for (const [i, d] of deferred.entries()) {
    if (!(await exists(database, d))) {
      await database.query(
        d.kind === 'index' ? d.definition : `ALTER TABLE ${ident(d.table)} ADD CONSTRAINT ${ident(d.name)} ${d.definition}`,
      );
    }
    onStep?.(i + 1, deferred.length);
  }
  await database.query('DELETE FROM settings WHERE key = $1', [PENDING_KEY]);
}

/** Runs `load` with the tables' secondary indexes and foreign keys dropped, then recreates them and
 * refreshes the planner's statistics. */
export async function withBulkLoad(
  database: Database,
  tables: string[],
  load: () => Promise<void>,
  onRestore?: (done: number, total: number) => void,
): Promise<void> {
  await restoreDeferred(database);
  const deferred = await readDefinitions(database, tables);
  await setSetting(database, PENDING_KEY, JSON.stringify(deferred));
  for (const d of deferred) {
    await database.query(
      d.kind === 'index'
        ? `DROP INDEX IF EXISTS ${ident(d.name)}`
        : `ALTER TABLE ${ident(d.table)} DROP CONSTRAINT IF EXISTS ${ident(d.name)}`,
    );
  }
  try {
    await load();
  } finally {
    await restoreDeferred(database, onRestore);
  }
  await database.query(`ANALYZE ${tables.map(ident).join(', ')}`);
}
