// Locks of resumable uploads, so that two requests never write one upload at once, whichever API
// nodes they reach: a PostgreSQL advisory lock per upload, held on one session the locker keeps (a
// node that dies takes its locks with it). Advisory locks are re-entrant within a session, so the
// requests of one process first take turns in memory (@tus/server's MemoryLocker, which also asks
// the holder to let go when a client has come back on a new connection); only then is the
// database asked. PGlite has one session and one process: its `query` is that session.
import { setTimeout as sleep } from 'node:timers/promises';
import { ERRORS, MemoryLocker, type Lock, type Locker } from '@tus/server';
import type { Database, DatabaseSession } from '../db/client.js';
import { advisoryUnlock, tryAdvisoryLock } from '../queries/advisoryLocks.js';
import { RESUMABLE_LOCK_RETRY_MS, RESUMABLE_LOCK_TIMEOUT_MS } from './constants.js';

/** Keeps the advisory locks of resumable uploads apart from any other use of advisory locks. */
const LOCK_NAMESPACE = 'reel:resumable:';

export interface DatabaseLocker extends Locker {
  /** Gives the locker's session back to the pool (the app's close). */
  close(): Promise<void>;
}

export function databaseLocker(database: Database, timeoutMs = RESUMABLE_LOCK_TIMEOUT_MS): DatabaseLocker {
  const inProcess = new MemoryLocker({ acquireLockTimeout: timeoutMs });
  let session: Promise<DatabaseSession> | null = null;
  const sessionOf = () =>
    (session ??= database.session
      ? database.session()
      : Promise.resolve({ query: database.query.bind(database), release: () => undefined }));

  async function run(call: typeof tryAdvisoryLock, id: string): Promise<boolean> {
    const s = await sessionOf();
    try {
      return await call(s, LOCK_NAMESPACE + id);
    } catch (err) {
      // A broken connection held no lock any more: the next call opens another.
      session = null;
      s.release(err instanceof Error ? err : new Error(String(err)));
      throw err;
    }
  }

  return {
    newLock(id: string): Lock {
      const local = inProcess.newLock(id);
      return {
        async lock(signal, requestRelease) {
          await local.lock(signal, requestRelease);
          const until = Date.now() + timeoutMs;
          try {
            while (!(await run(tryAdvisoryLock, id))) {
              if (signal.aborted || Date.now() >= until) throw ERRORS.ERR_LOCK_TIMEOUT;
              await sleep(RESUMABLE_LOCK_RETRY_MS);
            }
          } catch (err) {
            await local.unlock();
            throw err;
          }
        },
        async unlock() {
          try {
            await run(advisoryUnlock, id);
          } finally {
            await local.unlock();
          }
        },
      };
    },
    async close() {
      const s = session;
      session = null;
      if (s) (await s).release();
    },
  };
}
