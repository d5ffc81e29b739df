// `node --import tsx packages/server/src/main.ts worker`: transcoding workers only, no HTTP, for
// machines that share the site's PostgreSQL (DATABASE_URL) and media folder (MEDIA_DIR).
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { startWorkers } from './run.js';

export async function workerMain(): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl) {
    // PGlite lives inside one process: a second process cannot share its data folder.
    throw new Error('the worker command needs DATABASE_URL (PostgreSQL); with PGlite the server runs its own workers (UPLOAD_WORKERS)');
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: 2 });
  const count = Math.max(1, config.uploadWorkers);
  const workers = startWorkers({ ...config, uploadWorkers: count }, database, (m) => console.log(`[reel] ${m}`));
  console.log(`[reel] ${workers.count} upload worker(s) on ${config.mediaRoot}`);
  const shutdown = async () => {
    await workers.stop();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}
