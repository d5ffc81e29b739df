// `npm start`: open the database (migrations run on open), make the demo catalogue the first time,
// then serve the API, media, site and embed page on one port.
import { loadConfig } from './config.js';
import { buildApp } from './app.js';
import { startSweeper } from './auth/sweeper.js';
import { createContext } from './context.js';
import { openDatabase, type Database } from './db/client.js';
import { ensureSeeded } from './seed/cli.js';
import { startWorkers } from './upload/run.js';
import { workerMain } from './upload/workerMain.js';

// Held outside main() so a failed start still closes it: an embedded database left open at exit
// (say, the port was taken) could not be opened again.
let database: Database | undefined;

async function main(): Promise<void> {
  const config = loadConfig();
  database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  console.log(`[reel] database: ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.pgliteDir}`}`);
  if (config.seedOnStart) await ensureSeeded(database, { dataDir: config.dataDir, mediaRoot: config.mediaRoot });
  const ctx = await createContext(config, database);
  const app = await buildApp(ctx, { logger: { level: config.logLevel } });
  const open = database;
  const workers = startWorkers(config, database, (m) => app.log.info(m));
  const sweeper = startSweeper(ctx, (m) => app.log.info(m));
  const shutdown = async () => {
    await sweeper.stop();
    await workers.stop();
    await app.close();
    await open.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen({ port: config.port, host: config.host });
  console.log(`[reel] Reel is up at http://localhost:${config.port}/`);
}

// `main.ts worker`: transcoding workers only, for other machines (docs/operations.md).
const entry = process.argv[2] === 'worker' ? workerMain : main;
entry().catch(async (err: unknown) => {
  console.error('[reel] failed to start:', err);
  await database?.close().catch(() => undefined);
  process.exit(1);
});
