// Debian's nginx run as a child process in a folder of its own: the main configuration around a
// caller's `http` block (pid, error log and every temporary folder inside the folder, in the
// foreground), started, waited for and stopped. The cluster, the deployment and object-storage tests
// and the static-file benchmark all run nginx this way.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { NGINX_BIN, NGINX_START_TIMEOUT_MS } from './constants.js';
import { waitFor } from './wait.js';

export interface NginxRunOptions {
  /** The folder that holds the configuration, pid, error log and temporary files. */
  dir: string;
  /** The inside of the `http { … }` block: the caller's servers, upstreams and settings. */
  http: string;
  workers?: number;
  connections?: number;
  /** True once nginx serves; polled until then (NGINX_START_TIMEOUT_MS at most). */
  ready: () => Promise<boolean>;
}

export interface NginxProcess {
  child: ChildProcess;
  /** nginx's graceful stop (SIGQUIT): its workers finish what they are sending. */
  stop(): Promise<void>;
  /** At once (SIGKILL), for an exit handler. */
  kill(): void;
  errorLog(): string;
}

/** Whether this machine has Debian's nginx, and why not when it has not. */
export const nginxMissing = (): string | null => (existsSync(NGINX_BIN) ? null : `${NGINX_BIN} is missing (apt-get install nginx-light)`);

/** `nginx version: nginx/1.22.1` without its prefix. */
export function nginxVersion(): string {
  return (spawnSync(NGINX_BIN, ['-v'], { encoding: 'utf8' }).stderr ?? '').trim().replace(/^nginx version: /, '');
}

/** The main configuration: everything nginx writes stays inside `dir`. */
export function nginxMainConf(o: Pick<NginxRunOptions, 'dir' | 'http' | 'workers' | 'connections'>): string {
  const temp = join(o.dir, 'temp');
  // Run as root (the tests' user here), nginx would switch its workers to `nobody`, who cannot read
  // the caller's folders.
  return `${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes ${o.workers ?? 1};
daemon off;
pid ${join(o.dir, 'nginx.pid')};
error_log ${join(o.dir, 'error.log')} warn;
events { worker_connections ${o.connections ?? 1024}; }
http {
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
${o.http}
}
`;
}

export async function runNginx(o: NginxRunOptions): Promise<NginxProcess> {
  mkdirSync(join(o.dir, 'temp'), { recursive: true });
  const conf = join(o.dir, 'nginx.conf');
  writeFileSync(conf, nginxMainConf(o));
  const child = spawn(NGINX_BIN, ['-p', o.dir, '-c', conf, '-e', join(o.dir, 'error.log')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (c: Buffer) => (stderr += c.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const errorLog = (): string => (existsSync(join(o.dir, 'error.log')) ? readFileSync(join(o.dir, 'error.log'), 'utf8') : '');
  const kill = (): void => void (child.exitCode === null && child.signalCode === null && child.kill('SIGKILL'));
  try {
    await waitFor(
      async () => {
        if (child.exitCode !== null) throw new Error(`nginx stopped at start: ${stderr.trim() || errorLog()}`);
        return o.ready();
      },
      NGINX_START_TIMEOUT_MS,
      'nginx to serve',
    );
  } catch (err) {
    kill();
    throw err;
  }
  return {
    child,
    errorLog,
    kill,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGQUIT');
      await exited;
    },
  };
}
