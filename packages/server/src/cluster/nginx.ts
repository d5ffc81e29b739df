// nginx from Debian in front of the API nodes: deploy/nginx/reel-cluster.conf.template filled in
// as envsubst would, inside the surroundings Debian's /etc/nginx/nginx.conf gives it, run by
// nginxProcess.ts in a folder of the cluster's own.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../packageRoot.js';
import { CLUSTER_HOST_NAME, NGINX_TEMPLATE } from './constants.js';
import { http2ForLocalNginx } from './nginxHttp2.js';
import { runNginx } from './nginxProcess.js';
import { portAnswers } from './wait.js';

/** The template with every ${REEL_...} placeholder filled, in the form the nginx installed here
 * reads (nginxHttp2.ts); a placeholder without a value is an error. */
export function renderTemplate(text: string, values: Readonly<Record<string, string>>): string {
  const filled = text.replace(/\$\{(REEL_[A-Z_]+)\}/g, (_m, name: string) => {
    if (!(name in values)) throw new Error(`no value for ${name}`);
    return values[name];
  });
  return http2ForLocalNginx(filled);
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

export async function startNginx(o: NginxOptions): Promise<Nginx> {
  mkdirSync(join(o.dir, 'cache'), { recursive: true });
  const siteConf = join(o.dir, 'reel-cluster.conf');
  const template = readFileSync(join(REPO_ROOT, NGINX_TEMPLATE), 'utf8');
  writeFileSync(
    siteConf,
    renderTemplate(template, {
      REEL_SERVER_NAME: CLUSTER_HOST_NAME,
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
  const nginx = await runNginx({
    dir: o.dir,
    workers: 2,
    http: `  include /etc/nginx/mime.types;\n  default_type application/octet-stream;\n  sendfile on;\n  include ${siteConf};`,
    ready: () => portAnswers(o.httpPort),
  });
  return {
    origin: `https://localhost:${o.httpsPort}`,
    httpsPort: o.httpsPort,
    accessLog: join(o.dir, 'reel-access.log'),
    siteConf,
    stop: () => nginx.stop(),
    kill: () => nginx.kill(),
  };
}
