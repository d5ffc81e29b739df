// `npm run cluster`: Reel's production layout on one machine. PostgreSQL (DATABASE_URL's, or a
// throwaway one), N API nodes of the built server, M transcoding workers on the same job table, and
// nginx in front as load balancer and cache with deploy/nginx/reel-cluster.conf.template. Migrations
// and the seed run once: the first node starts alone, the others once it is healthy, without seeding.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../packageRoot.js';
import { freePort } from '../testing/freePort.js';
import { commandArgs } from '../testing/serverCommand.js';
import { CLUSTER_NODES_DEFAULT, CLUSTER_WORKERS_DEFAULT, NODE_FIRST_START_TIMEOUT_MS, NODE_START_TIMEOUT_MS } from './constants.js';
import { selfSignedCertificate, startNginx, type Nginx } from './nginx.js';
import { startThrowawayPostgres, type PostgresServer } from './postgres.js';
import { ClusterProcess } from './process.js';

export interface ClusterOptions {
  /** PostgreSQL to use as it is; empty starts a throwaway server. */
  databaseUrl?: string;
  nodes?: number;
  workers?: number;
  /** nginx's ports; free ones when absent. */
  httpsPort?: number;
  httpPort?: number;
  /** The shared DATA_DIR (media, uploads, the demo accounts file); a temporary one when absent. */
  dataDir?: string;
  /** `demo`: the first node makes the demo catalogue with its media (minutes, once); `rows`: the seed
   * command makes the catalogue's rows only first (seconds; nothing plays). */
  seed?: 'demo' | 'rows';
  videos?: number;
  /** More environment for every node and worker (e.g. UPLOAD_JOB_STALE_S, LOG_LEVEL). */
  env?: Record<string, string>;
  log?: (message: string) => void;
}

export interface Cluster {
  origin: string;
  databaseUrl: string;
  dataDir: string;
  mediaDir: string;
  uploadDir: string;
  nodes: ClusterProcess[];
  workers: ClusterProcess[];
  nginx: Nginx;
  /** The self-signed certificate nginx serves, to trust it. */
  certificate: string;
  /** Starts a stopped or killed node again and waits until it is healthy. */
  restartNode(node: ClusterProcess): Promise<void>;
  stop(): Promise<void>;
}

function runSeed(env: Record<string, string>, videos: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const args = [...commandArgs('seed-cli'), '--no-media', '--videos', String(videos)];
    const child = spawn(process.execPath, args, { cwd: REPO_ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the seed failed (${code}): ${stderr.slice(-500)}`))));
  });
}

export async function startCluster(o: ClusterOptions = {}): Promise<Cluster> {
  const log = o.log ?? (() => undefined);
  const dir = mkdtempSync(join(tmpdir(), 'reel-cluster-'));
  const dataDir = o.dataDir ?? join(dir, 'data');
  const mediaDir = join(dataDir, 'media');
  const uploadDir = join(dataDir, 'uploads');
  mkdirSync(mediaDir, { recursive: true });
  mkdirSync(uploadDir, { recursive: true });
  const opened: (() => Promise<unknown> | void)[] = [];
  const processes: ClusterProcess[] = [];
  // A test runner that dies must not leave servers behind.
  let nginxKill = () => undefined as void;
  const onExit = () => {
    processes.forEach((p) => void p.kill());
    nginxKill();
  };
  process.once('exit', onExit);
  const stop = async () => {
    process.off('exit', onExit);
    for (const close of opened.reverse()) await close();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    let databaseUrl = o.databaseUrl ?? '';
    if (!databaseUrl) {
      const pgDir = mkdtempSync(join(tmpdir(), 'reel-cluster-pg-'));
      const pg: PostgresServer = await startThrowawayPostgres(pgDir, await freePort());
      opened.push(async () => {
        await pg.stop();
        rmSync(pgDir, { recursive: true, force: true });
      });
      databaseUrl = pg.url;
      log(`PostgreSQL (throwaway) at ${databaseUrl}`);
    }
    const httpsPort = o.httpsPort ?? (await freePort());
    const httpPort = o.httpPort ?? (await freePort());
    const origin = `https://localhost:${httpsPort}`;
    const shared: Record<string, string> = {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      MEDIA_DIR: mediaDir,
      UPLOAD_DIR: uploadDir,
      MEDIA_SECRET: randomBytes(32).toString('base64'),
      PUBLIC_URL: origin,
      HOST: '127.0.0.1',
      ...o.env,
    };
    if ((o.seed ?? 'demo') === 'rows') {
      await runSeed(shared, o.videos ?? 500);
      log('catalogue rows seeded');
    }
    const nodeCount = o.nodes ?? CLUSTER_NODES_DEFAULT;
    const nodes: ClusterProcess[] = [];
    for (let i = 1; i <= nodeCount; i++) {
      const port = await freePort();
      nodes.push(
        new ClusterProcess({
          name: `api-${i}`,
          args: [],
          port,
          logFile: join(dir, `api-${i}.log`),
          env: {
            ...shared,
            PORT: String(port),
            UPLOAD_WORKERS: '0',
            // nginx on this machine: only its X-Forwarded-For and -Proto are believed.
            TRUST_PROXY: '127.0.0.1',
            MEDIA_ACCEL_REDIRECT: '/internal-media/',
            SEED_ON_START: i === 1 ? '1' : '0',
          },
        }),
      );
    }
    const workers = Array.from(
      { length: o.workers ?? CLUSTER_WORKERS_DEFAULT },
      (_, i) =>
        new ClusterProcess({
          name: `worker-${i + 1}`,
          args: ['worker'],
          logFile: join(dir, `worker-${i + 1}.log`),
          env: { ...shared, UPLOAD_WORKERS: '1', METRICS_PORT: '0' },
        }),
    );
    processes.push(...nodes, ...workers);
    opened.push(() => Promise.all(processes.map((p) => p.stop())));
    nodes[0].start();
    await nodes[0].waitHealthy(NODE_FIRST_START_TIMEOUT_MS);
    log(`${nodes[0].name} up at http://${nodes[0].address}/ (migrations and seed done)`);
    for (const n of nodes.slice(1)) n.start();
    for (const w of workers) w.start();
    await Promise.all(nodes.slice(1).map((n) => n.waitHealthy(NODE_START_TIMEOUT_MS)));
    for (const n of nodes.slice(1)) log(`${n.name} up at http://${n.address}/`);
    const nginxDir = join(dir, 'nginx');
    mkdirSync(nginxDir);
    const tls = selfSignedCertificate(nginxDir);
    const nginx = await startNginx({ dir: nginxDir, httpPort, httpsPort, upstreams: nodes.map((n) => n.address), mediaDir, tls });
    opened.push(() => nginx.stop());
    nginxKill = () => nginx.kill();
    log(`nginx at ${origin}/ (plain HTTP on ${httpPort} redirects there); logs in ${dir}`);
    return {
      origin,
      databaseUrl,
      dataDir,
      mediaDir,
      uploadDir,
      nodes,
      workers,
      nginx,
      certificate: readFileSync(tls.cert, 'utf8'),
      async restartNode(node) {
        node.start();
        await node.waitHealthy(NODE_START_TIMEOUT_MS);
      },
      stop,
    };
  } catch (err) {
    await stop().catch(() => undefined);
    throw err;
  }
}
