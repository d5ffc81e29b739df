// A real server over a freshly seeded catalogue, for benchmarks: a temporary DATA_DIR under
// bench/.work, a PGlite database inside it (or a fresh PostgreSQL database created from an admin
// address and dropped afterwards), the synthetic media rows, and Fastify on a random local port.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildApp,
  createContext,
  createLogger,
  loadConfig,
  openDatabase,
  seedCatalogue,
  syntheticMedia,
  type AppContext,
  type Database,
} from '@reel/server/testing';

export const BENCH_DIR = dirname(fileURLToPath(import.meta.url));
/** Scratch space for data folders; ignored by git and eslint. */
export const WORK_DIR = join(BENCH_DIR, '.work');

export type Engine = 'pglite' | 'postgres';
type FastifyInstance = Awaited<ReturnType<typeof buildApp>>;

/** The slice of `pg` used here. The bench folder has no package of its own, so `pg` is loaded from
 * the server package, where pnpm installed it. */
interface PgClient {
  connect(): Promise<unknown>;
  query(sql: string): Promise<unknown>;
  end(): Promise<void>;
}
const serverRequire = createRequire(join(BENCH_DIR, '..', 'packages', 'server', 'package.json'));
const pg = serverRequire('pg') as { Client: new (opts: { connectionString: string }) => PgClient };

export interface ServerOptions {
  videos: number;
  /** A database seeded before (bench/api/scale's kept one): opened as it is, neither seeded nor
   * dropped; `videos` then only labels the server. */
  keptDatabaseUrl?: string;
  engine: Engine;
  /** PostgreSQL admin address (any database the role may CREATE DATABASE from); postgres only. */
  adminUrl?: string;
  /** Seeder seed; the same seed gives the same catalogue. */
  seed?: number;
  /** Run VACUUM ANALYZE after seeding. Default true: it is what autovacuum would soon do on a live
   * server (statistics for the planner, the visibility map for index-only scans), and doing it now
   * keeps autovacuum from starting on the fresh tables in the middle of a measurement. */
  vacuum?: boolean;
  /** Run with the production logger at \`info\`, as \`npm start\` does (lines go to /dev/null);
   * otherwise the app logs nothing. */
  productionLog?: boolean;
  /** Called before buildApp with the media folder, e.g. to place static files. */
  beforeBuild?: (mediaRoot: string) => void | Promise<void>;
  log?: (line: string) => void;
}

export interface BenchServer {
  engine: Engine;
  videos: number;
  base: string;
  app: FastifyInstance;
  ctx: AppContext;
  database: Database;
  dataDir: string;
  mediaRoot: string;
  /** Wall time of seedCatalogue, and its stages. */
  seedMs: number;
  seedStages: Record<string, number>;
  /** Wall time of VACUUM ANALYZE (0 when skipped). */
  vacuumMs: number;
  get(path: string): Promise<Response>;
  close(): Promise<void>;
}

/** Tear-downs still owed, run on Ctrl-C so no temporary database outlives an interrupted run. */
const pending = new Set<() => Promise<void>>();
let signalsHooked = false;

function hookSignals(): void {
  if (signalsHooked) return;
  signalsHooked = true;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\n[bench] ${signal}: cleaning up`);
      void Promise.allSettled([...pending].map((fn) => fn())).then(() => process.exit(130));
    });
  }
}

export function withDatabaseName(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** The address with its password masked, for logs and RESULTS.md. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '<invalid url>';
  }
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

interface OpenedDatabase {
  database: Database;
  drop: () => Promise<void>;
}

async function openBenchDatabase(opts: ServerOptions, dataDir: string): Promise<OpenedDatabase> {
  if (opts.keptDatabaseUrl) return { database: await openDatabase({ databaseUrl: opts.keptDatabaseUrl }), drop: async () => {} };
  if (opts.engine === 'pglite') {
    const database = await openDatabase({ pgliteDir: join(dataDir, 'db') });
    return { database, drop: async () => {} };
  }
  if (!opts.adminUrl) throw new Error('PostgreSQL needs an admin address: --postgres=postgres://… or DATABASE_URL');
  const name = `reel_bench_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(opts.adminUrl, `CREATE DATABASE ${name}`);
  const drop = () => adminQuery(opts.adminUrl as string, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  try {
    const database = await openDatabase({ databaseUrl: withDatabaseName(opts.adminUrl, name) });
    return { database, drop };
  } catch (err) {
    await drop();
    throw err;
  }
}

async function seed(database: Database, opts: ServerOptions, log: (line: string) => void) {
  log(`seeding ${opts.videos.toLocaleString('en-US')} videos on ${opts.engine}`);
  const seeded = await seedCatalogue(database, { videos: opts.videos, media: syntheticMedia(), seed: opts.seed ?? 1 });
  if (seeded.skipped) throw new Error('the fresh database was already seeded');
  return seeded;
}

export async function startServer(opts: ServerOptions): Promise<BenchServer> {
  hookSignals();
  const log = opts.log ?? (() => {});
  mkdirSync(WORK_DIR, { recursive: true });
  const dataDir = mkdtempSync(join(WORK_DIR, `api-${opts.engine}-`));
  const removeDir = async () => rmSync(dataDir, { recursive: true, force: true });
  pending.add(removeDir);

  const { database, drop } = await openBenchDatabase(opts, dataDir);
  let closed = false;
  const closeDatabase = async () => {
    if (closed) return;
    closed = true;
    await database.close().catch(() => {});
    await drop();
  };
  pending.add(closeDatabase);

  let app: FastifyInstance | undefined;
  const close = async () => {
    await app?.close();
    await closeDatabase();
    await removeDir();
    pending.delete(closeDatabase);
    pending.delete(removeDir);
  };

  try {
    const seeded = opts.keptDatabaseUrl ? { timings: { total: 0 } } : await seed(database, opts, log);
    let vacuumMs = 0;
    if (!opts.keptDatabaseUrl && (opts.vacuum ?? true)) {
      const t = performance.now();
      await database.query('VACUUM ANALYZE');
      vacuumMs = performance.now() - t;
    }
    if (!opts.keptDatabaseUrl)
      log(`seeded in ${(seeded.timings.total / 1000).toFixed(1)} s${vacuumMs ? `, VACUUM ANALYZE ${(vacuumMs / 1000).toFixed(1)} s` : ''}`);

    // Media is served only if its folder exists when the app is built; a site and embed build are
    // deliberately absent so that nothing but the API and /media/ answers.
    const config = loadConfig({
      DATA_DIR: dataDir,
      SITE_DIST: join(dataDir, 'no-site'),
      EMBED_DIST: join(dataDir, 'no-embed'),
      SEED_ON_START: '0',
      LOG_LEVEL: 'warn',
    });
    mkdirSync(config.mediaRoot, { recursive: true });
    await opts.beforeBuild?.(config.mediaRoot);
    const ctx = await createContext(config, database);
    // One write(2) per line, as the server's stdout logger does, into /dev/null.
    const devNull = opts.productionLog ? openSync('/dev/null', 'w') : -1;
    const loggerInstance =
      devNull >= 0 ? createLogger({ level: 'info', destination: { write: (line: string) => void writeSync(devNull, line) } }) : undefined;
    app = await buildApp(ctx, loggerInstance ? { loggerInstance } : {});
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const base = `http://127.0.0.1:${port}`;
    return {
      engine: opts.engine,
      videos: opts.videos,
      base,
      app,
      ctx,
      database,
      dataDir,
      mediaRoot: config.mediaRoot,
      seedMs: seeded.timings.total,
      seedStages: seeded.timings,
      vacuumMs,
      get: (path: string) => fetch(base + path, { redirect: 'manual' }),
      close,
    };
  } catch (err) {
    await close();
    throw err;
  }
}

/** Starts a server, runs `fn` against it and always tears it down. */
export async function withServer<T>(opts: ServerOptions, fn: (server: BenchServer) => Promise<T>): Promise<T> {
  const server = await startServer(opts);
  try {
    return await fn(server);
  } finally {
    await server.close();
  }
}
