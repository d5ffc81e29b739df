// `npm start`: check the configuration, bind the port, lock and open the database (migrations run on
// open), make the demo catalogue the first time, then serve the API, media, site and embed page on
// that port; the upload workers and the mail deliverer start last, once the server is listening, so
// a process that fails to start never claims a job or a message.
import { buildApp } from './app.js';
import { startSweeper } from './compose/sweeper.js';
import { startPeriodRoller } from './compose/periodRoller.js';
import { publicOrigin } from './config.js';
import { checkConfig } from './configCheck.js';
import { createContext } from './compose/context.js';
import { serveBackupRequests } from './db/backup.js';
import { openDatabase, openReadReplica } from './db/client.js';
import { drain, trackInFlight } from './http/drain.js';
import { createLogger, startLogLevel, type Logger } from './log.js';
import { holdPort } from './portHold.js';
import { serveStaffCommands } from './staff/socket.js';
import { startWorkers } from './upload/run.js';
import { workerMain } from './upload/workerMain.js';
import { logStartFailure, onShutdown } from './startup.js';
import { ensureSeeded } from '@reel/server/seed';

async function main(log: Logger): Promise<void> {
  const config = checkConfig(process.env, (w) => log.warn(w));
  const hold = await holdPort(config.port, config.host);
  onShutdown(() => hold.release());
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  onShutdown(() => database.close());
  log.info(`database: ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.pgliteDir}`}`);
  if (config.seedOnStart)
    await ensureSeeded(database, { dataDir: config.dataDir, mediaRoot: config.mediaRoot, publicOrigin: publicOrigin(config) });
  // The shared catalogue's cacheable reads go to the replica when one is named (context.ts).
  const readDatabase = config.databaseReadUrl ? openReadReplica(config.databaseReadUrl) : undefined;
  if (readDatabase) {
    onShutdown(() => readDatabase.close());
    log.info('database: cacheable catalogue reads on the replica (DATABASE_READ_URL)');
  }
  const ctx = await createContext(config, database, Date.now, { readDatabase });
  // Closed after the server stops taking requests and before the database: the metric records still
  // queued in memory are written.
  onShutdown(() => ctx.playerMetrics.stop());
  onShutdown(() => ctx.searchTally.stop());
  const app = await buildApp(ctx, { loggerInstance: log });
  trackInFlight(app.server);
  await hold.release();
  await app.listen({ port: config.port, host: config.host });
  // Stops taking connections, answers what is on its way, then closes the app (http/drain.ts).
  onShutdown(async () => {
    await drain(app.server);
    await app.close();
  });
  if (database.kind === 'pglite') {
    onShutdown(serveBackupRequests(database, config.pgliteDir, (m) => log.info(m)));
    // `npm run admin` reaches a database only this process may open through this socket.
    onShutdown(await serveStaffCommands(database, config.dataDir, (m) => log.info(m)));
  }
  const workers = startWorkers(config, database, (m) => log.info(m));
  onShutdown(() => workers.stop());
  const sweeper = startSweeper(ctx, (m) => log.info(m));
  onShutdown(() => sweeper.stop());
  const periodRoller = startPeriodRoller(ctx, (m) => log.info(m));
  onShutdown(() => periodRoller.stop());
  ctx.playerMetrics.start((m) => log.info(m));
  ctx.searchTally.start((m) => log.warn(m));
  // Mail queued while the server was down, retries and mail of other API nodes; what this process
  // queues is handed over at once.
  ctx.mailDeliverer.start({ log });
  onShutdown(() => ctx.mailDeliverer.stop());
  // The address to open is the one every absolute address in pages, e-mails and the seed's console
  // line names (PUBLIC_URL, or http://localhost:PORT on loopback): one name for the site everywhere.
  log.info(`Reel is up at ${publicOrigin(config)}/`);
}

const log = createLogger({ level: startLogLevel(process.env) });
// `main.ts worker`: transcoding workers only, for other machines (docs/operations.md).
const entry = process.argv[2] === 'worker' ? workerMain : main;
entry(log).catch((err: unknown) => logStartFailure(log, err));
