// An API node or a transcoding worker of the cluster: the built server (`dist/main.js`, as `npm
// start` and `npm run worker` run it) as a child process with its own environment, its output in a
// log file, and the three ways it can end: SIGTERM (graceful), SIGKILL (a crash) and on its own.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../packageRoot.js';
import { NODE_STOP_TIMEOUT_MS } from './constants.js';
import { statusOf, waitFor } from './wait.js';

export const SERVER_MAIN = join(REPO_ROOT, 'packages', 'server', 'dist', 'main.js');

export interface ProcessSpec {
  name: string;
  /** `worker` for a transcoding worker; nothing for an API node. */
  args: string[];
  env: Record<string, string>;
  logFile: string;
  /** An API node's port, asked for /healthz. */
  port?: number;
}

export class ClusterProcess {
  private child: ChildProcess | null = null;
  private exited: Promise<number | null> = Promise.resolve(null);

  constructor(readonly spec: ProcessSpec) {}

  get name(): string {
    return this.spec.name;
  }
  get pid(): number | undefined {
    return this.child?.pid;
  }
  get running(): boolean {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }
  /** host:port of an API node. */
  get address(): string {
    return `127.0.0.1:${this.spec.port}`;
  }

  start(): void {
    if (!existsSync(SERVER_MAIN)) throw new Error(`${SERVER_MAIN} is missing: build the server first (npm run build)`);
    const log = createWriteStream(this.spec.logFile, { flags: 'a' });
    const child = spawn(process.execPath, ['--enable-source-maps', SERVER_MAIN, ...this.spec.args], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...this.spec.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.pipe(log, { end: false });
    child.stderr?.pipe(log, { end: false });
    this.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    this.child = child;
  }

  /** Until /healthz answers 200; a node that exits meanwhile fails the wait at once. */
  async waitHealthy(timeoutMs: number): Promise<void> {
    const port = this.spec.port;
    if (port === undefined) throw new Error(`${this.name} has no port`);
    await waitFor(
      async () => {
        if (!this.running) throw new Error(`${this.name} exited while starting; see ${this.spec.logFile}`);
        return (await statusOf(port, '/healthz')) === 200;
      },
      timeoutMs,
      `${this.name} to answer /healthz`,
    );
  }

  /** SIGTERM, then the exit code; killed if it does not end in time. */
  async stop(): Promise<number | null> {
    if (!this.running) return this.exited;
    this.child!.kill('SIGTERM');
    const timer = setTimeout(() => this.kill(), NODE_STOP_TIMEOUT_MS);
    const code = await this.exited;
    clearTimeout(timer);
    return code;
  }

  /** SIGKILL: the process ends as in a crash, with no chance to hand anything back. */
  kill(): Promise<number | null> {
    if (this.running) this.child!.kill('SIGKILL');
    return this.exited;
  }
}
