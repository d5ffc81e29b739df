// `npm run cluster -- [--nodes N] [--workers N] [--port 8443] [--http-port 8080] [--data-dir DIR] [--no-media]`:
// the production layout on this machine (cluster.ts) until Ctrl-C. DATABASE_URL names the
// PostgreSQL to use; without it a throwaway one is started and removed at the end.
import { parseArgs } from 'node:util';
import { startCluster } from './cluster.js';
import { CLUSTER_HTTP_PORT_DEFAULT, CLUSTER_HTTPS_PORT_DEFAULT, CLUSTER_NODES_DEFAULT, CLUSTER_WORKERS_DEFAULT } from './constants.js';

const { values } = parseArgs({
  options: {
    nodes: { type: 'string', default: String(CLUSTER_NODES_DEFAULT) },
    workers: { type: 'string', default: String(CLUSTER_WORKERS_DEFAULT) },
    port: { type: 'string', default: String(CLUSTER_HTTPS_PORT_DEFAULT) },
    'http-port': { type: 'string', default: String(CLUSTER_HTTP_PORT_DEFAULT) },
    'data-dir': { type: 'string' },
    'no-media': { type: 'boolean', default: false },
  },
  strict: true,
});

function count(name: string, value: string, min: number): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > 64) throw new Error(`--${name} needs a whole number from ${min} to 64, got "${value}"`);
  return n;
}

const log = (m: string) => console.log(`[cluster] ${m}`);
const cluster = await startCluster({
  databaseUrl: process.env.DATABASE_URL,
  nodes: count('nodes', values.nodes, 1),
  workers: count('workers', values.workers, 0),
  httpsPort: Number(values.port),
  httpPort: Number(values['http-port']),
  dataDir: values['data-dir'],
  seed: values['no-media'] ? 'rows' : 'demo',
  log,
});
log(`up: ${cluster.origin}/ (a self-signed certificate for localhost); Ctrl-C stops everything`);
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.once(sig, () => {
    log('stopping');
    void cluster.stop().then(() => process.exit(0));
  });
}
