// Opens the database: PGlite under DATA_DIR by default, PostgreSQL through `pg` when DATABASE_URL is
// set. Both get the same schema and the same migrations.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { SERVER_ROOT } from '../packageRoot.js';
import { acquireDataLock } from './lock.js';
import { PgliteEngine } from './pgliteEngine.js';
import { textOf, type QueryText } from './prepared.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
export type Db = ReturnType<typeof drizzlePglite<Schema>> | ReturnType<typeof drizzlePg<Schema>>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL and returns its rows; for bulk work the query builder does not express. A
   * `prepared` statement is planned once on each PostgreSQL connection (PGlite runs its text). */
  query<T = Record<string, unknown>>(text: QueryText, params?: unknown[]): Promise<T[]>;
  /** Hears the duration of every `query`, failed or not, until the returned function is called. */
  observeQueries(observer: QueryObserver): () => void;
  close(): Promise<void>;
  /**
   * PostgreSQL only: one connection of the pool kept for the caller until `release`, for what lives
   * as long as a session (advisory locks). PGlite has a single session: its `query` is that session.
   */
  session?(): Promise<DatabaseSession>;
  /** PGlite only: the whole data folder as a gzipped tarball, taken between two queries. */
  dump?(): Promise<Blob>;
}

export interface DatabaseSession {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Gives the connection back; with an error, the pool closes it instead. */
  release(err?: Error): void;
}

/** What a statement does, read from its first word: a bounded set, never the statement's text. */
export type StatementKind = 'select' | 'insert' | 'update' | 'delete' | 'with' | 'other';

export type QueryObserver = (kind: StatementKind, seconds: number) => void;

const KINDS: readonly StatementKind[] = ['select', 'insert', 'update', 'delete', 'with'];

export function statementKind(text: string): StatementKind {
  const word = /^\s*\(?\s*([a-z]+)/i.exec(text)?.[1]?.toLowerCase();
  return (KINDS as readonly string[]).includes(word ?? '') ? (word as StatementKind) : 'other';
}

/** Wraps an engine's `query` so that every observer hears how long each statement took. */
function timedQueries(run: <T>(text: QueryText, params: unknown[]) => Promise<T[]>): Pick<Database, 'query' | 'observeQueries'> {
  const observers = new Set<QueryObserver>();
  return {
    async query<T>(text: QueryText, params: unknown[] = []) {
      if (observers.size === 0) return run<T>(text, params);
      const started = process.hrtime.bigint();
      try {
        return await run<T>(text, params);
      } finally {
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        const kind = statementKind(textOf(text));
        for (const observe of observers) observe(kind, seconds);
      }
    },
    observeQueries(observer) {
      observers.add(observer);
      return () => observers.delete(observer);
    },
  };
}

export const MIGRATIONS_DIR = join(SERVER_ROOT, 'drizzle');

export interface OpenOptions {
  /** postgres:// address; when absent PGlite is used. */
  databaseUrl?: string;
  /** PGlite data folder; `memory://` for a throwaway database. */
  pgliteDir?: string;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
  /** PGlite: fill a new, empty folder from a backup tarball (`dump()`). */
  loadDataDir?: Blob;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.poolSize ?? 10);
  return openPglite(opts.pgliteDir ?? 'memory://', opts.loadDataDir);
}

/** The folder could not be opened as a database: say what that means and the ways back. */
export class DatabaseOpenError extends Error {
  constructor(
    readonly dir: string,
    cause: unknown,
  ) {
    super(
      `the embedded database in ${dir} could not be opened (${describe(cause)}). ` +
        'It was probably damaged by a crash or by two processes using the same folder. ' +
        `To go back to a backup: npm run restore -- <backup file>. To start over with a new demo catalogue: move ${dir} away and start again.`,
      { cause },
    );
    this.name = 'DatabaseOpenError';
  }
}

const describe = (err: unknown): string => (err instanceof Error ? `${err.name}: ${err.message}` : String(err));

/** The extensions the migrations create: btree_gin for the word index's gender and status beside
 * the words, pg_trgm for the typo-correcting search and the title lookups. */
export const PGLITE_EXTENSIONS = { btree_gin, pg_trgm };

async function createPglite(dir: string, loadDataDir?: Blob): Promise<PGlite> {
  try {
    return await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS, loadDataDir });
  } catch (err) {
    throw new DatabaseOpenError(dir, err);
  }
}

async function openPglite(dir: string, loadDataDir?: Blob): Promise<Database> {
  const inMemory = dir.startsWith('memory://');
  // Taken before a byte of the folder is read, and held until close, across reopenings.
  const lock = inMemory ? undefined : acquireDataLock(dir);
  let client: PgliteEngine;
  try {
    if (!inMemory) mkdirSync(dir, { recursive: true });
    client = new PgliteEngine(await createPglite(dir, loadDataDir), inMemory ? undefined : () => createPglite(dir));
  } catch (err) {
    lock?.release();
    throw err;
  }
  const db = drizzlePglite(client as unknown as PGlite, { schema });
  try {
    await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
  } catch (err) {
    await client.close().catch(() => undefined);
    lock?.release();
    throw err;
  }
  return {
    db,
    kind: 'pglite',
    ...timedQueries(async <T>(text: QueryText, params: unknown[]) => (await client.query<T>(textOf(text), params)).rows),
    async close() {
      if (!client.closed) await client.close();
      lock?.release();
    },
    async dump() {
      // A checkpoint first, so the copy needs little recovery when it is opened.
      await client.exec('CHECKPOINT');
      return client.dumpDataDir('gzip');
    },
  };
}

/**
 * Settings of every session the server opens on PostgreSQL, whose statements each answer one
 * request among many. JIT compilation off: where the planner's estimate passed jit_above_cost the
 * compilation alone took 60–95 ms of a search at ten million videos, more than most whole answers.
 * No parallel workers: under a steady load the other requests already hold the cores, and a
 * parallel plan's workers and the merge of their rows cost more than they save: the walk of a
 * two-word search at five million videos took 21–27 ms with two workers and 7–9 ms alone.
 */
const SESSION_OPTIONS = '-c jit=off -c max_parallel_workers_per_gather=0';

/**
 * The pool keeps every connection it has opened (its minimum is its size): a new backend's first
 * statements take 7 to 30 ms more (its catalogue caches, and each prepared statement planned afresh
 * for its first runs), and pg's default of closing a connection idle for 10 s made the bursts of a
 * steady load open them again and again. At a million videos under 50 searches a second, 1 of 15
 * calls had a p99 over 100 ms with the connections kept, 8 of 20 without (bench/RESULTS.md).
 */
function postgresPool(url: string, poolSize: number, options = ''): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, min: poolSize, options: `${SESSION_OPTIONS} ${options}`.trim() });
  // An idle connection the server ends (a restart, a failover, an administrator's terminate) is
  // reported on the pool; unheard, it would end the process. The pool opens a new one when needed.
  pool.on('error', (err) => console.warn(`[db] an idle PostgreSQL connection ended: ${err.message}`));
  return pool;
}

function postgresDatabase(pool: pg.Pool, db = drizzlePg(pool, { schema })): Database {
  return {
    db,
    kind: 'postgres',
    ...timedQueries(
      async <T>(text: QueryText, params: unknown[]) =>
        (typeof text === 'string' ? await pool.query(text, params) : await pool.query({ name: text.name, text: text.text, values: params }))
          .rows as T[],
    ),
    async session() {
      const client = await pool.connect();
      return {
        query: async <T>(text: string, params: unknown[] = []) => (await client.query(text, params)).rows as T[],
        release: (err?: Error) => client.release(err),
      };
    },
    close: () => pool.end(),
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = postgresPool(url, poolSize);
  const db = drizzlePg(pool, { schema });
  await migratePg(db, { migrationsFolder: MIGRATIONS_DIR });
  return postgresDatabase(pool, db);
}

/**
 * A read replica of the primary's database (DATABASE_READ_URL): no migrations (a hot standby
 * replays the primary's), and every session read-only, so that a write sent here by mistake fails
 * at once on any server, not only on a standby.
 */
export function openReadReplica(url: string, poolSize = 10): Database {
  return postgresDatabase(postgresPool(url, poolSize, '-c default_transaction_read_only=on'));
}
