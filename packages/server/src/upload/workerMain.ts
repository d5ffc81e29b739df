// `node --import tsx packages/server/src/main.ts worker`: transcoding workers only, for machines that
// share the site's PostgreSQL (DATABASE_URL) and media folder (MEDIA_DIR). Its one HTTP answer is its
// metrics, on METRICS_PORT.
import { checkConfig } from '../configCheck.js';
import { openDatabase } from '../db/client.js';
import type { Logger } from '../log.js';
import { processMetrics } from '../prometheus/registry.js';
import { startMetricsServer } from '../prometheus/server.js';
import { onShutdown } from '../startup.js';
import { startWorkers } from './run.js';

export async function workerMain(log: Logger): Promise<void> {
  const config = checkConfig(process.env, (w) => log.warn(w));
  if (!config.databaseUrl) {
    // PGlite lives inside one process: a second process cannot share its data folder.
    throw new Error('the worker command needs DATABASE_URL (PostgreSQL); with PGlite the server runs its own workers (UPLOAD_WORKERS)');
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: 2 });
  onShutdown(() => database.close());
  if (config.metricsPort > 0) {
    const metrics = processMetrics(database);
    const server = await startMetricsServer({
      register: metrics.register,
      token: config.metricsToken,
      port: config.metricsPort,
      host: config.host,
    });
    onShutdown(async () => {
      await server.close();
      metrics.stop();
    });
    const host = config.host.includes(':') ? `[${config.host}]` : config.host;
    log.info(`metrics at http://${host}:${server.port}/metrics${config.metricsToken ? ' (bearer token)' : ' (this machine only)'}`);
  }
  const count = Math.max(1, config.uploadWorkers);
  const workers = startWorkers({ ...config, uploadWorkers: count }, database, (m) => log.info(m));
  onShutdown(() => workers.stop());
  log.info(`${workers.count} upload worker(s) on ${config.mediaRoot}`);
}
