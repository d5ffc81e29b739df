// PostgreSQL's own view of a run: the statements it spent its time on (pg_stat_statements, when
// the server preloads it), the plan of the slowest under EXPLAIN (ANALYZE, BUFFERS), and the sizes
// of the database, its tables and its indexes.
import { withClient, type PgClient } from './pgClient.js';

export interface TopStatement {
  query: string;
  calls: number;
  totalMs: number;
  meanMs: number;
  maxMs: number;
  rows: number;
  /** Shared blocks read from disk (not found in PostgreSQL's buffers). */
  blocksRead: number;
}

export interface SizeRow {
  name: string;
  bytes: number;
}

export interface Sizes {
  databaseBytes: number;
  /** Every index of the database together. */
  indexBytes: number;
  tables: SizeRow[];
  indexes: SizeRow[];
  settings: Record<string, string>;
}

/** Settings that decide what the plans can do, shown beside the figures. */
const SHOWN_SETTINGS = ['server_version', 'shared_buffers', 'work_mem', 'effective_cache_size', 'max_parallel_workers_per_gather', 'jit'];

/** Whether the server loaded pg_stat_statements; if so, the extension is made in `url`'s database
 * and its counters emptied, so what it holds afterwards is this run's. */
export async function startStatementStats(url: string): Promise<string | null> {
  return withClient(url, async (c) => {
    const { rows } = await c.query<{ v: string }>(`SELECT current_setting('shared_preload_libraries') AS v`);
    if (!rows[0].v.split(',').some((l) => l.trim() === 'pg_stat_statements'))
      return `the server does not preload pg_stat_statements (shared_preload_libraries = '${rows[0].v}'); run without --postgres to use the benchmark's own server, which does`;
    await c.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
    await c.query('SELECT pg_stat_statements_reset()');
    return null;
  });
}

/** The statements of this database with the most total execution time. */
export async function topStatements(url: string, limit: number): Promise<TopStatement[]> {
  return withClient(url, async (c) => {
    const { rows } = await c.query<Record<string, string>>(
      `SELECT query, calls, total_exec_time, mean_exec_time, max_exec_time, rows, shared_blks_read
         FROM pg_stat_statements WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
         ORDER BY total_exec_time DESC LIMIT $1`,
      [limit],
    );
    return rows.map((r) => ({
      query: r.query,
      calls: Number(r.calls),
      totalMs: Number(r.total_exec_time),
      meanMs: Number(r.mean_exec_time),
      maxMs: Number(r.max_exec_time),
      rows: Number(r.rows),
      blocksRead: Number(r.shared_blks_read),
    }));
  });
}

export async function databaseSizes(url: string, limit = 25): Promise<Sizes> {
  return withClient(url, async (c) => {
    const db = await c.query<{ n: string }>('SELECT pg_database_size(current_database()) AS n');
    const rel = async (sql: string) =>
      (await c.query<{ name: string; n: string }>(sql, [limit])).rows.map((r) => ({ name: r.name, bytes: Number(r.n) }));
    const tables = await rel(`SELECT relname AS name, pg_table_size(relid) AS n FROM pg_stat_user_tables ORDER BY 2 DESC LIMIT $1`);
    const indexes = await rel(
      `SELECT indexrelname AS name, pg_relation_size(indexrelid) AS n FROM pg_stat_user_indexes ORDER BY 2 DESC LIMIT $1`,
    );
    const all = await c.query<{ n: string }>('SELECT coalesce(sum(pg_relation_size(indexrelid)), 0) AS n FROM pg_stat_user_indexes');
    const settings: Record<string, string> = {};
    for (const s of SHOWN_SETTINGS) settings[s] = (await c.query<{ v: string }>(`SELECT current_setting($1) AS v`, [s])).rows[0].v;
    return { databaseBytes: Number(db.rows[0].n), indexBytes: Number(all.rows[0].n), tables, indexes, settings };
  });
}

/** EXPLAIN (ANALYZE, BUFFERS) of a statement the server ran, with its parameters. */
export async function explainAnalyze(c: PgClient, text: string, params: unknown[]): Promise<string> {
  const { rows } = await c.query<Record<string, string>>(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, params);
  return rows.map((r) => r['QUERY PLAN'] ?? Object.values(r)[0]).join('\n');
}

/**
 * Cancels the statements still running in `name` other than this connection's: what requests a
 * run gave up on leave behind, which would otherwise slow the next call.
 */
export async function cancelLeftovers(adminUrl: string, name: string): Promise<number> {
  return withClient(adminUrl, async (c) => {
    const { rows } = await c.query<{ ok: boolean }>(
      `SELECT pg_cancel_backend(pid) AS ok FROM pg_stat_activity
        WHERE datname = $1 AND state = 'active' AND pid <> pg_backend_pid()`,
      [name],
    );
    return rows.length;
  });
}

export const mib = (bytes: number): string => `${(bytes / 2 ** 20).toLocaleString('en-US', { maximumFractionDigits: 1 })} MiB`;
