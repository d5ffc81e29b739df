// `npm run backup -- [file]` and `npm run restore -- <file>` for the embedded database (PGlite) and
// the consent releases in CONSENT_DIR. A backup is a gzipped tarball of the data folder, made by the
// running server when there is one, and a folder of the releases beside it; a restore needs the
// server stopped. PostgreSQL is backed up with its own tools (pg_dump); releases in the bucket with
// the bucket's own versioning or replication.
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Config } from '../config.js';
import { checkConfig } from '../configCheck.js';
import { backupConsentReleases, consentBackupDir, restoreConsentReleases } from '../consent/backupFiles.js';
import { CONSENT_OBJECT_PREFIX } from '../constants.js';
import { createLogger, startLogLevel } from '../log.js';
import { backupPglite, restorePglite } from './backup.js';

const USAGE = 'usage: npm run backup -- [file]   |   npm run restore -- <file>';

const log = createLogger({ level: startLogLevel(process.env) });

/** `reel-2026-01-31T12-00-00-000Z.tar.gz` under `$DATA_DIR/backups/`. */
const defaultTarget = (dataDir: string, now: Date): string =>
  join(dataDir, 'backups', `reel-${now.toISOString().replace(/[:.]/g, '-')}.tar.gz`);

/** Said at each backup while releases go to the bucket: this command does not copy the bucket. */
const bucketNotice = (config: Config): string =>
  `consent releases sent since MEDIA_STORAGE=s3 are in the bucket ${config.s3.bucket} under ${CONSENT_OBJECT_PREFIX}, not in this backup: keeping them (the bucket's versioning or replication) is the operator's duty (docs/compliance.md)`;

async function run(command: string | undefined, file: string | undefined): Promise<number> {
  const config = checkConfig(process.env);
  if (config.databaseUrl) {
    log.error(
      `DATABASE_URL is set: back up PostgreSQL with pg_dump and restore it with pg_restore, and copy CONSENT_DIR (${config.consentDir}) beside it (docs/operations.md)`,
    );
    return 2;
  }
  if (command === 'backup') {
    const target = resolve(file ?? defaultTarget(config.dataDir, new Date()));
    mkdirSync(dirname(target), { recursive: true });
    const how = await backupPglite(config.pgliteDir, target);
    log.info(
      `backup of ${config.pgliteDir} written to ${target} (${how === 'server' ? 'by the running server' : 'no server was running'})`,
    );
    const releases = await backupConsentReleases(config.consentDir, target);
    log.info(`${releases} consent release(s) of ${config.consentDir} copied to ${consentBackupDir(target)}`);
    if (config.mediaStorage === 's3') log.warn(bucketNotice(config));
    return 0;
  }
  if (command === 'restore' && file) {
    const kept = await restorePglite(config.pgliteDir, resolve(file));
    log.info(`restored ${config.pgliteDir} from ${resolve(file)}${kept ? `; the previous database is kept in ${kept}` : ''}`);
    const releases = await restoreConsentReleases(config.consentDir, resolve(file));
    if (releases === null)
      log.warn(`no consent releases beside ${resolve(file)} (${consentBackupDir(resolve(file))}): CONSENT_DIR is left as it is`);
    else log.info(`${releases} consent release(s) copied back into ${config.consentDir}`);
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
