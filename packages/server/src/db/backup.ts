// Backups of the embedded database. PGlite's files may only be read by the process that holds the
// folder, so a running server makes the copy itself (`dump()` runs between two queries, giving a
// consistent snapshot) when `npm run backup` asks it to through a request file and SIGUSR2; with no
// server running, the backup command opens the folder itself. A restore is opened and migrated in a
// folder of its own first, and only then swapped in, the previous folder kept beside it.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { BACKUP_POLL_MS, BACKUP_WAIT_MS } from '../constants.js';
import { openDatabase, type Database } from './client.js';
import { acquireDataLock, lockPathFor, pidAlive, readLockHolder } from './lock.js';

/** The signal a running server takes as "read the backup request". */
export const BACKUP_SIGNAL = 'SIGUSR2';

interface BackupRequest {
  id: string;
  target: string;
  state: 'requested' | 'done' | 'failed';
  error?: string;
}

const requestPathFor = (pgliteDir: string): string => `${pgliteDir}.backup.json`;

/** Writes the database's tarball to `target` through a temporary name, so a partial file never
 * looks like a backup. */
export async function writeBackup(database: Database, target: string): Promise<void> {
  if (!database.dump) throw new Error('backups of PostgreSQL are made with pg_dump (see docs/operations.md)');
  const blob = await database.dump();
  const partial = `${target}.partial`;
  await writeFile(partial, Buffer.from(await blob.arrayBuffer()));
  await rename(partial, target);
}

/** In the server: answer backup requests for as long as the database is open. */
export function serveBackupRequests(database: Database, pgliteDir: string, log: (message: string) => void): () => void {
  const path = requestPathFor(pgliteDir);
  let queue = Promise.resolve();
  const answer = async () => {
    let request: BackupRequest;
    try {
      request = JSON.parse(await readFile(path, 'utf8')) as BackupRequest;
    } catch {
      return;
    }
    if (request.state !== 'requested') return;
    try {
      await writeBackup(database, request.target);
      log(`backup written to ${request.target}`);
      request = { ...request, state: 'done' };
    } catch (err) {
      log(`backup failed: ${(err as Error).message}`);
      request = { ...request, state: 'failed', error: (err as Error).message };
    }
    await writeFile(path, JSON.stringify(request));
  };
  const onSignal = () => {
    queue = queue.then(answer, answer);
  };
  process.on(BACKUP_SIGNAL, onSignal);
  return () => process.removeListener(BACKUP_SIGNAL, onSignal);
}

/** Asks the server holding the folder for a backup and waits for it. */
async function backupThroughServer(pgliteDir: string, pid: number, target: string): Promise<void> {
  const path = requestPathFor(pgliteDir);
  const id = randomBytes(8).toString('hex');
  writeFileSync(path, JSON.stringify({ id, target, state: 'requested' } satisfies BackupRequest));
  process.kill(pid, BACKUP_SIGNAL);
  const deadline = Date.now() + BACKUP_WAIT_MS;
  while (Date.now() < deadline) {
    await sleep(BACKUP_POLL_MS);
    let seen: BackupRequest | undefined;
    try {
      seen = JSON.parse(readFileSync(path, 'utf8')) as BackupRequest;
    } catch {
      seen = undefined;
    }
    if (seen?.id === id && seen.state === 'done') return;
    if (seen?.id === id && seen.state === 'failed')
      throw new Error(`the server could not write the backup: ${seen.error ?? 'unknown error'}`);
    if (!pidAlive(pid)) throw new Error(`the server (pid ${pid}) stopped before the backup was written`);
  }
  throw new Error(`the server (pid ${pid}) did not write the backup within ${BACKUP_WAIT_MS / 1000} s`);
}

/** A backup of the folder, through the running server if there is one. Returns how it was made. */
export async function backupPglite(pgliteDir: string, target: string): Promise<'server' | 'direct'> {
  const holder = readLockHolder(lockPathFor(pgliteDir));
  if (holder && holder.pid !== process.pid && pidAlive(holder.pid)) {
    await backupThroughServer(pgliteDir, holder.pid, target);
    return 'server';
  }
  if (!existsSync(pgliteDir)) throw new Error(`there is no database in ${pgliteDir} to back up`);
  const database = await openDatabase({ pgliteDir });
  try {
    await writeBackup(database, target);
  } finally {
    await database.close();
  }
  return 'direct';
}

/**
 * Replaces the folder's database with a backup. Refused while a process holds the folder. The backup
 * is loaded and migrated in `<folder>.restoring` first; the folder it replaces is kept as
 * `<folder>.before-restore-<time>`. Returns that name, or undefined when there was no folder.
 */
export async function restorePglite(pgliteDir: string, source: string, now: Date = new Date()): Promise<string | undefined> {
  const data = new Blob([readFileSync(source)]);
  const lock = acquireDataLock(pgliteDir);
  try {
    const staging = `${pgliteDir}.restoring`;
    rmSync(staging, { recursive: true, force: true });
    const restored = await openDatabase({ pgliteDir: staging, loadDataDir: data });
    await restored.query('SELECT 1');
    await restored.close();
    let kept: string | undefined;
    if (existsSync(pgliteDir)) {
      kept = `${pgliteDir}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
      renameSync(pgliteDir, kept);
    }
    renameSync(staging, pgliteDir);
    return kept;
  } finally {
    lock.release();
  }
}
