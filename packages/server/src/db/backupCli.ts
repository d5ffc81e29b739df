// `npm run backup -- [file]` and `npm run restore -- <file>` for the embedded database (PGlite).
// A backup is a gzipped tarball of the data folder, made by the running server when there is one;
// a restore needs the server stopped. PostgreSQL is backed up with its own tools (pg_dump).
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { checkConfig } from '../configCheck.js';
import { createLogger, startLogLevel } from '../log.js';
import { backupPglite, restorePglite } from './backup.js';

const USAGE = 'usage: npm run backup -- [file]   |   npm run restore -- <file>';

const log = createLogger({ level: startLogLevel(process.env) });

/** `reel-2026-01-31T12-00-00-000Z.tar.gz` under `$DATA_DIR/backups/`. */
const defaultTarget = (dataDir: string, now: Date): string =>
  join(dataDir, 'backups', `reel-${now.toISOString().replace(/[:.]/g, '-')}.tar.gz`);

async function run(command: string | undefined, file: string | undefined): Promise<number> {
  const config = checkConfig(process.env);
  if (config.databaseUrl) {
    log.error('DATABASE_URL is set: back up PostgreSQL with pg_dump and restore it with pg_restore (docs/operations.md)');
    return 2;
  }
  if (command === 'backup') {
    const target = resolve(file ?? defaultTarget(config.dataDir, new Date()));
    mkdirSync(dirname(target), { recursive: true });
    const how = await backupPglite(config.pgliteDir, target);
    log.info(
      `backup of ${config.pgliteDir} written to ${target} (${how === 'server' ? 'by the running server' : 'no server was running'})`,
    );
    return 0;
  }
  if (command === 'restore' && file) {
    const kept = await restorePglite(config.pgliteDir, resolve(file));
    log.info(`restored ${config.pgliteDir} from ${resolve(file)}${kept ? `; the previous database is kept in ${kept}` : ''}`);
    return 0;
  }
  log.error(USAGE);
  return 2;
}

run(process.argv[2], process.argv[3]).then(
  (code) => process.exit(code),
  (err: unknown) => {
    log.fatal(`${process.argv[2] ?? 'backup'} failed: ${(err as Error).message}`);
    process.exit(1);
  },
);
