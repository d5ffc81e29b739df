// The scale benchmark's PostgreSQL: its own server on a data folder kept under bench/.work (or one
// given with --postgres), and one seeded database per catalogue, named after its size, its seed
// and a digest of the seeder's sources. A database of that name whose seed finished (its comment
// records the seed's times) is reused; any other is seeded. Seeding 10M videos takes the better
// part of an hour, so a run that can reuse one does. A reused database reaches the current schema
// the way a live site does, by the migrations it has not run yet, timed.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  freePort,
  openDatabase,
  postgresBinDir,
  seedCatalogue,
  startKeptPostgres,
  syntheticMedia,
  type PostgresServer,
} from '@reel/server/testing';
import { BENCH_DIR, WORK_DIR, withDatabaseName } from '../harness.js';
import { withClient } from './pgClient.js';

const SERVER_SRC = join(BENCH_DIR, '..', 'packages', 'server', 'src');
/** What decides the rows a seed makes. The schema is not in it: its migrations bring a kept
 * database forward, and a migration that cannot do so on a live site's rows is a bug to find here. */
const SEED_SOURCES = [join(SERVER_SRC, 'seed')];
/** The kept server's data folder. */
export const KEPT_POSTGRES_DIR = join(WORK_DIR, 'scale-postgres');
/** Loaded at start so each statement's time is recorded (the extension is created per database). */
const PRELOAD = 'pg_stat_statements';

/** A digest of the seeder's source files (tests left out): the version of a seed. */
export function seedVersion(dirs: readonly string[] = SEED_SOURCES): string {
  const hash = createHash('sha256');
  for (const dir of dirs)
    for (const name of readdirSync(dir).sort()) {
      if (!name.endsWith('.ts') || name.endsWith('.test.ts')) continue;
      hash.update(name);
      hash.update(readFileSync(join(dir, name)));
    }
  return hash.digest('hex').slice(0, 8);
}

export const keptDatabaseName = (videos: number, seed: number, version: string) => `reel_scale_${videos}_s${seed}_${version}`;

export interface SeedRecord {
  seedMs: number;
  vacuumMs: number;
  stages: Record<string, number>;
  /** When the seed finished, ISO. */
  at: string;
}

export interface KeptDatabase {
  name: string;
  url: string;
  reused: boolean;
  seed: SeedRecord;
  /** Migrations run on a reused database before this run, and their time (with VACUUM ANALYZE), ms. */
  migrated: { count: number; ms: number } | null;
}

export interface PostgresHost {
  adminUrl: string;
  /** Where the address came from, for the report. */
  origin: string;
  stop(): Promise<void>;
}

/** The server to run on: the given address, else our own kept server started now with the
 * statement statistics preloaded. */
export async function postgresHost(
  givenUrl: string | undefined,
  settings: Record<string, string>,
  log: (line: string) => void,
): Promise<PostgresHost> {
  if (givenUrl) {
    if (Object.keys(settings).length) throw new Error("--pg-set applies to the benchmark's own server, not to one given with --postgres");
    return { adminUrl: givenUrl, origin: 'given with --postgres', stop: async () => {} };
  }
  if (!postgresBinDir()) throw new Error('no PostgreSQL under /usr/lib/postgresql (apt-get install postgresql), and no --postgres=URL');
  log(`starting the kept PostgreSQL in ${KEPT_POSTGRES_DIR}`);
  const server: PostgresServer = await startKeptPostgres(KEPT_POSTGRES_DIR, await freePort(), {
    ...settings,
    shared_preload_libraries: PRELOAD,
  });
  return { adminUrl: server.url, origin: `own server, data kept in bench/.work/scale-postgres`, stop: () => server.stop() };
}

/** Reuses the named database when its seed finished, else seeds it; older versions of the same
 * size and seed are dropped (each 10M copy holds about 15 GB). */
export async function keptDatabase(
  adminUrl: string,
  o: { videos: number; seed: number; log: (line: string) => void; version?: string },
): Promise<KeptDatabase> {
  const name = keptDatabaseName(o.videos, o.seed, o.version ?? seedVersion());
  const url = withDatabaseName(adminUrl, name);
  const { existing, record, stale } = await withClient(adminUrl, async (c) => {
    const rows = (
      await c.query<{ datname: string; comment: string | null }>(
        `SELECT datname, shobj_description(oid, 'pg_database') AS comment FROM pg_database WHERE datname LIKE $1`,
        [`reel_scale_${o.videos}_s${o.seed}_%`],
      )
    ).rows;
    const mine = rows.find((r) => r.datname === name);
    return {
      existing: !!mine,
      record: mine?.comment ? (JSON.parse(mine.comment) as SeedRecord) : null,
      stale: rows.filter((r) => r.datname !== name),
    };
  });
  for (const s of stale) {
    o.log(`dropping ${s.datname}: an older seed of the same size`);
    await withClient(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${s.datname} WITH (FORCE)`));
  }
  if (existing && record) {
    o.log(`reusing ${name} (seeded ${record.at} in ${(record.seedMs / 1000).toFixed(0)} s)`);
    return { name, url, reused: true, seed: record, migrated: await migrateForward(url, o.log) };
  }
  if (existing) o.log(`${name} exists but its seed did not finish: seeding it again`);
  await withClient(adminUrl, async (c) => {
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${name}`);
  });
  o.log(`seeding ${o.videos.toLocaleString('en-US')} videos into ${name}`);
  const database = await openDatabase({ databaseUrl: url });
  let seed: SeedRecord;
  try {
    const seeded = await seedCatalogue(database, { videos: o.videos, media: syntheticMedia(), seed: o.seed });
    const t = performance.now();
    await database.query('VACUUM ANALYZE');
    seed = { seedMs: seeded.timings.total, vacuumMs: performance.now() - t, stages: seeded.timings, at: new Date().toISOString() };
  } finally {
    await database.close();
  }
  // Written last: a database without it is a seed that did not finish.
  await withClient(adminUrl, (c) => c.query(`COMMENT ON DATABASE ${name} IS '${JSON.stringify(seed).replace(/'/g, "''")}'`));
  o.log(`seeded in ${(seed.seedMs / 1000).toFixed(0)} s, VACUUM ANALYZE ${(seed.vacuumMs / 1000).toFixed(0)} s`);
  return { name, url, reused: false, seed, migrated: null };
}

const appliedMigrations = (url: string) =>
  withClient(url, async (c) => Number((await c.query<{ n: string }>('SELECT count(*) AS n FROM drizzle.__drizzle_migrations')).rows[0].n));

/** Opens the kept database, which runs the migrations it lacks, then, if any ran, refreshes the
 * planner's statistics and the visibility map (VACUUM ANALYZE, as autovacuum soon would after a
 * migration that fills a table: without it every index-only scan of the new rows reads the table
 * too); null when none did. */
async function migrateForward(url: string, log: (line: string) => void): Promise<KeptDatabase['migrated']> {
  const before = await appliedMigrations(url);
  const t = performance.now();
  const database = await openDatabase({ databaseUrl: url });
  const count = (await appliedMigrations(url)) - before;
  try {
    if (count > 0) await database.query('VACUUM ANALYZE');
  } finally {
    await database.close();
  }
  if (count === 0) return null;
  const ms = performance.now() - t;
  log(`ran ${count} migration(s) on it, with VACUUM ANALYZE, in ${(ms / 1000).toFixed(1)} s`);
  return { count, ms };
}
