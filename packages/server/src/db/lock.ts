// One process per embedded database folder. PGlite keeps the whole PostgreSQL server inside the
// process that opened the folder: a second process writing the same files corrupts them for good.
// The lock is a file beside the folder, created exclusively and naming the holder's pid; a lock whose
// pid no longer runs was left by a crash and is taken over.
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { dirname } from 'node:path';

export interface LockHolder {
  pid: number;
  host: string;
  since: string;
}

export interface DataLock {
  path: string;
  /** Removes the lock file if it is still this process's. */
  release(): void;
}

export class DataLockedError extends Error {
  constructor(
    readonly path: string,
    readonly holder: LockHolder,
  ) {
    super(
      `the data folder is in use by another Reel process (pid ${holder.pid} on ${holder.host}, since ${holder.since}; lock file ${path}). ` +
        'Stop that process first, or give this one another DATA_DIR: two processes on one embedded database damage it. ' +
        'If that process is surely gone (say, its container was removed), delete the lock file.',
    );
    this.name = 'DataLockedError';
  }
}

/** The lock file of an embedded database folder. */
export const lockPathFor = (pgliteDir: string): string => `${pgliteDir}.lock`;

export function readLockHolder(path: string): LockHolder | undefined {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockHolder>;
    if (typeof parsed.pid !== 'number' || !Number.isInteger(parsed.pid) || parsed.pid <= 0) return undefined;
    return { pid: parsed.pid, host: String(parsed.host ?? ''), since: String(parsed.since ?? '') };
  } catch {
    return undefined;
  }
}

/** Whether a process with this pid runs on this machine (EPERM: it runs, under another user). */
export function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether the holder may still be running. A holder on another host (another machine or container
 * sharing the folder) cannot be checked, so it counts as running. On this host, a holder with this
 * very pid can only be a previous run's (a container restarted as pid 1), since this process has not
 * taken the lock yet.
 */
function holderIsLive(holder: LockHolder | undefined): holder is LockHolder {
  if (holder === undefined) return false;
  if (holder.host !== hostname()) return true;
  return holder.pid !== process.pid && pidAlive(holder.pid);
}

/** Written whole to a private file, then hard-linked into place: the link either fails because the
 * lock exists or appears complete, so no reader ever sees a half-written holder. */
function createExclusive(path: string): boolean {
  const holder: LockHolder = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  const staged = `${path}.${process.pid}`;
  writeFileSync(staged, JSON.stringify(holder), { mode: 0o600 });
  try {
    linkSync(staged, path);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  } finally {
    rmSync(staged, { force: true });
  }
}

/**
 * Takes the lock or throws DataLockedError naming the live holder. A stale lock (dead pid, or a file
 * without a readable holder) is removed once and the exclusive create tried again, so of two
 * processes taking over the same stale lock only one wins.
 */
export function acquireDataLock(pgliteDir: string): DataLock {
  const path = lockPathFor(pgliteDir);
  mkdirSync(dirname(path), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    if (createExclusive(path)) return ownLock(path);
    const holder = readLockHolder(path);
    if (holderIsLive(holder)) throw new DataLockedError(path, holder);
    rmSync(path, { force: true });
  }
  const holder = readLockHolder(path);
  throw new DataLockedError(path, holder ?? { pid: 0, host: 'unknown', since: 'unknown' });
}

function ownLock(path: string): DataLock {
  const release = () => {
    if (readLockHolder(path)?.pid === process.pid) rmSync(path, { force: true });
  };
  // Covers process.exit() on every path out, including a failed start.
  process.once('exit', release);
  return {
    path,
    release() {
      process.removeListener('exit', release);
      release();
    },
  };
}
