// The built server (`packages/server/dist/main.js`, as `npm start` runs it) in a process of its own
// over a kept PostgreSQL database: under load, the server and the load generator then each have
// an event loop (and on two cores, a core) of their own, so the client's lag is not the server's.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '@reel/server/testing';
import { BENCH_DIR, WORK_DIR } from '../harness.js';

const ROOT = join(BENCH_DIR, '..');
const SERVER_ENTRY = join(ROOT, 'packages', 'server', 'dist', 'main.js');
const START_TIMEOUT_MS = 120_000;
const POLL_MS = 100;

export interface ServerProcess {
  base: string;
  pid: number;
  stop(): Promise<void>;
}

/** Builds what changed since the last build (`node scripts/reel.mjs build-changed`, which installs
 * first on a fresh clone), so the server measured is the code checked out. */
export function ensureServerBuild(log: (line: string) => void): void {
  log('building what changed (node scripts/reel.mjs build-changed)');
  const r = spawnSync(process.execPath, [join(ROOT, 'scripts', 'reel.mjs'), 'build-changed'], { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0 || !existsSync(SERVER_ENTRY)) throw new Error('the build failed; see its output above');
}

export async function startServerProcess(databaseUrl: string): Promise<ServerProcess> {
  const port = await freePort();
  mkdirSync(WORK_DIR, { recursive: true });
  const dataDir = mkdtempSync(join(WORK_DIR, 'scale-data-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    SITE_DIST: join(dataDir, 'no-site'),
    EMBED_DIST: join(dataDir, 'no-embed'),
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_ON_START: '0',
    UPLOAD_WORKERS: '0',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  };
  const proc = spawn(process.execPath, ['--enable-source-maps', SERVER_ENTRY], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  proc.stderr.on('data', (b: Buffer) => (errors = (errors + b.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  const stop = async () => {
    if (proc.exitCode === null) proc.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  const until = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (proc.exitCode !== null) {
      await stop();
      throw new Error(`the server exited:\n${errors}`);
    }
    const status = await fetch(`${base}/healthz`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) break;
    if (Date.now() > until) {
      await stop();
      throw new Error(`no /healthz 200 in ${START_TIMEOUT_MS} ms:\n${errors}`);
    }
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
  return { base, pid: proc.pid ?? 0, stop };
}
