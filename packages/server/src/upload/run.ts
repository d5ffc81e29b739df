// Starting and stopping a process's workers: the server starts UPLOAD_WORKERS of them beside the
// API, and `main.ts worker` runs only workers, on a machine that shares the PostgreSQL database.
import { hostname } from 'node:os';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { mediaObjects } from '../media/storage.js';
import { registerLocalWorker } from './local.js';
import { UploadWorker } from './worker.js';

export interface RunningWorkers {
  count: number;
  /** Hands running jobs back to the queue and waits for the workers to end. */
  stop(): Promise<void>;
}

export function startWorkers(config: Config, database: Database, log: (message: string) => void): RunningWorkers {
  const workers = Array.from({ length: Math.max(0, Math.floor(config.uploadWorkers)) }, (_, i) => {
    // Several workers in one process need names of their own for locked_by.
    const w = new UploadWorker({
      database,
      mediaRoot: config.mediaRoot,
      objects: mediaObjects(config),
      staleS: config.uploadJobStaleS,
      log,
      id: i === 0 ? undefined : `${hostname()}:${process.pid}:${i}`,
    });
    const unregister = registerLocalWorker(w);
    w.start();
    return { w, unregister };
  });
  return {
    count: workers.length,
    async stop() {
      await Promise.all(
        workers.map(async ({ w, unregister }) => {
          unregister();
          await w.stop({ release: true });
        }),
      );
    },
  };
}
