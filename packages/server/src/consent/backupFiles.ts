// The consent releases kept in CONSENT_DIR, in `npm run backup` and `npm run restore`: copied into a
// folder beside the database's backup (`reel-<time>.consent/` beside `reel-<time>.tar.gz`), and
// copied back from it. A release in the bucket (MEDIA_STORAGE=s3) is not copied: the bucket's own
// versioning or replication keeps it.
import { constants } from 'node:fs';
import { chmod, copyFile, mkdir, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { isConsentKey } from './documents.js';

/** The folder of a backup's consent releases: beside the backup file, named after it. */
export const consentBackupDir = (backupFile: string): string => `${backupFile.replace(/\.tar\.gz$/, '')}.consent`;

/** The releases' keys in `dir`: only files named as the store names them, none when there is no folder. */
async function releasesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [];
    throw err;
  });
  return entries.filter((e) => e.isFile() && isConsentKey(e.name)).map((e) => e.name);
}

/** Copies `from`'s releases into `to`, owner-only; one already in `to` is kept as it is (a release
 * is never rewritten under its key). Answers how many were copied. */
async function copyReleases(from: string, to: string): Promise<number> {
  await mkdir(to, { recursive: true, mode: 0o700 });
  let copied = 0;
  for (const key of await releasesIn(from)) {
    const target = join(to, key);
    const done = await copyFile(join(from, key), target, constants.COPYFILE_EXCL).then(
      () => true,
      (err: NodeJS.ErrnoException) => {
        if (err.code === 'EEXIST') return false;
        throw err;
      },
    );
    if (!done) continue;
    await chmod(target, 0o600);
    copied++;
  }
  return copied;
}

/**
 * Copies CONSENT_DIR's releases beside the backup `backupFile`, through a temporary name, so a
 * partial copy never looks like a backup. Made after the database's copy, so a record in the copy
 * has its release unless it was purged meanwhile (as the purge meant); a release sent meanwhile is
 * copied without its record. Answers how many were copied.
 */
export async function backupConsentReleases(consentDir: string, backupFile: string): Promise<number> {
  const target = consentBackupDir(backupFile);
  const partial = `${target}.partial`;
  await rm(partial, { recursive: true, force: true });
  const copied = await copyReleases(consentDir, partial);
  await rm(target, { recursive: true, force: true });
  await rename(partial, target);
  return copied;
}

/** Copies a backup's releases back into CONSENT_DIR, keeping those already there (they may belong
 * to records written after the backup). Answers how many were copied, or null when the backup has
 * no folder of releases beside it. */
export async function restoreConsentReleases(consentDir: string, backupFile: string): Promise<number | null> {
  const source = consentBackupDir(backupFile);
  const present = await readdir(source).then(
    () => true,
    () => false,
  );
  return present ? copyReleases(source, consentDir) : null;
}
