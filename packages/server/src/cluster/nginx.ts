// nginx from Debian in front of the API nodes: deploy/nginx/reel-cluster.conf.template filled in
// as envsubst would, inside the surroundings Debian's /etc/nginx/nginx.conf gives it, under a folder
// of the cluster's own, run in the foreground as a child process.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../packageRoot.js';
import { NGINX_BIN, NGINX_START_TIMEOUT_MS, NGINX_TEMPLATE } from './constants.js';
import { waitFor, portAnswers } from './wait.js';

/** The template with every ${REEL_...} placeholder filled; a placeholder without a value is an error. */
export function renderTemplate(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\$\{(REEL_[A-Z_]+)\}/g, (_m, name: string) => {
    if (!(name in values)) throw new Error(`no value for ${name}`);
    return values[name];
  });
}

/** `server a; server b;` for the upstream block. */
export const upstreamServers = (addresses: readonly string[]): string => addresses.map((a) => `server ${a};`).join(' ');

/** A self-signed certificate for localhost, made with openssl, for a cluster given none. */
export function selfSignedCertificate(dir: string): { cert: string; key: string } {
  const cert = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  const res = spawnSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '30', '-subj', '/CN=localhost'].concat([
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ]),
    { stdio: 'ignore' },
  );
  if (res.status !== 0) throw new Error('openssl could not make a certificate for localhost');
  return { cert, key };
}

export interface NginxOptions {
  dir: string;
  httpPort: number;
  httpsPort: number;
  /** host:port of each API node. */
  upstreams: readonly string[];
  mediaDir: string;
  tls: { cert: string; key: string };
}

export interface Nginx {
  /** https://localhost:<port> */
  origin: string;
  httpsPort: number;
  /** The access log, one line per request with the node that answered it (`upstream=`). */
  accessLog: string;
  /** The site's configuration as nginx runs it. */
  siteConf: string;
  stop(): Promise<void>;
  /** Kills nginx at once (the process's exit handler). */
  kill(): void;
}

function mainConf(dir: string, siteConf: string): string {
  const temp = join(dir, 'temp');
  return `
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 2;
daemon off;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  sendfile on;
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
  include ${siteConf};
}
`;
}

export async function startNginx(o: NginxOptions): Promise<Nginx> {
  mkdirSync(join(o.dir, 'temp'), { recursive: true });
  mkdirSync(join(o.dir, 'cache'), { recursive: true });
  const siteConf = join(o.dir, 'reel-cluster.conf');
  const template = readFileSync(join(REPO_ROOT, NGINX_TEMPLATE), 'utf8');
  writeFileSync(
    siteConf,
    renderTemplate(template, {
      REEL_SERVER_NAME: 'localhost',
      REEL_HTTP_PORT: String(o.httpPort),
      REEL_HTTPS_PORT: String(o.httpsPort),
      REEL_UPSTREAM_SERVERS: upstreamServers(o.upstreams),
      REEL_CACHE_DIR: join(o.dir, 'cache'),
      REEL_LOG_DIR: o.dir,
      REEL_MEDIA_DIR: o.mediaDir,
      REEL_TLS_CERT: o.tls.cert,
      REEL_TLS_KEY: o.tls.key,
    }),
  );
  const conf = join(o.dir, 'nginx.conf');
  writeFileSync(conf, mainConf(o.dir, siteConf));
  const child: ChildProcess = spawn(NGINX_BIN, ['-p', o.dir, '-c', conf], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (c: Buffer) => (stderr += c.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await waitFor(
    async () => {
      if (child.exitCode !== null)
        throw new Error(`nginx stopped at start: ${stderr.trim() || readFileSync(join(o.dir, 'error.log'), 'utf8')}`);
      return portAnswers(o.httpPort);
    },
    NGINX_START_TIMEOUT_MS,
    'nginx to listen',
  );
  return {
    origin: `https://localhost:${o.httpsPort}`,
    httpsPort: o.httpsPort,
    accessLog: join(o.dir, 'reel-access.log'),
    siteConf,
    async stop() {
      if (child.exitCode !== null) return;
      // SIGQUIT: nginx's graceful stop, its workers finish what they are sending.
      child.kill('SIGQUIT');
      await exited;
    },
    kill() {
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}
