// deploy/nginx/reel-cluster.conf.template run by Debian's nginx in front of a real node, its shared
// cache on: a request with a forged Host header neither reaches the node with that Host nor
// changes what the next plain request gets from the cache; a host the site does not serve gets no
// answer at all.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderTemplate, selfSignedCertificate, upstreamServers } from './cluster/nginx.js';
import { NGINX_BIN, NGINX_TEMPLATE } from './cluster/constants.js';
import { runNginx, type NginxProcess } from './cluster/nginxProcess.js';
import { portAnswers } from './cluster/wait.js';
import { REPO_ROOT } from './config.js';
import { startTestApp, type TestApp } from './testing/app.js';
import { writeAppBuilds, type AppBuilds } from './testing/builds.js';
import { freePort } from './testing/freePort.js';

const INDEX_HTML = `<!doctype html><html><head><meta charset="utf-8" /><title>Reel</title></head><body><div id="root"></div></body></html>`;

let work = '';
let t: TestApp;
let builds: AppBuilds;
let nginx: NginxProcess | undefined;
let httpsPort = 0;
let cert = '';
const seen: IncomingHttpHeaders[] = [];

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** An https GET through nginx with the Host header as given; `path` may be an absolute address. */
function get(path: string, host: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: httpsPort, path, ca: cert, servername: 'localhost', setHost: false, headers: { host } },
      (res: IncomingMessage) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe.skipIf(!existsSync(NGINX_BIN))("the cluster's nginx cache and a forged Host header", () => {
  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'reel-nginx-cache-'));
    mkdirSync(join(work, 'cache'));
    mkdirSync(join(work, 'media'));
    const tls = selfSignedCertificate(work);
    cert = readFileSync(tls.cert, 'utf8');
    httpsPort = await freePort();
    const httpPort = await freePort();
    builds = writeAppBuilds({ site: INDEX_HTML, embed: '<!doctype html><title>embed</title><main id="player"></main>' });
    t = await startTestApp({
      videos: 10,
      env: { ...builds.env, TRUST_PROXY: '127.0.0.1', PUBLIC_URL: `https://localhost:${httpsPort}`, MEDIA_DIR: join(work, 'media') },
    });
    t.app.server.on('request', (req: IncomingMessage) => seen.push(req.headers));
    const conf = join(work, 'reel-cluster.conf');
    writeFileSync(
      conf,
      renderTemplate(readFileSync(join(REPO_ROOT, NGINX_TEMPLATE), 'utf8'), {
        REEL_SERVER_NAME: 'localhost',
        REEL_HTTP_PORT: String(httpPort),
        REEL_HTTPS_PORT: String(httpsPort),
        REEL_UPSTREAM_SERVERS: upstreamServers([t.base.replace('http://', '')]),
        REEL_CACHE_DIR: join(work, 'cache'),
        REEL_LOG_DIR: work,
        REEL_MEDIA_DIR: join(work, 'media'),
        REEL_TLS_CERT: tls.cert,
        REEL_TLS_KEY: tls.key,
      }),
    );
    nginx = await runNginx({
      dir: work,
      connections: 64,
      http: `  include /etc/nginx/mime.types;\n  default_type application/octet-stream;\n  include ${conf};`,
      ready: () => portAnswers(httpsPort),
    });
  }, 120_000);

  afterAll(async () => {
    await nginx?.stop();
    await t?.close();
    builds?.remove();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('hands the node the validated host, and the next plain request gets an unpoisoned page', async () => {
    const [video] = await t.database.query<{ video_id: number; dir: string }>(
      'SELECT video_id, dir FROM videos WHERE status_id = 1 AND NOT is_private ORDER BY video_id LIMIT 1',
    );
    const paths = [`/video/${video.video_id}/${video.dir}/`, `/embed/${video.video_id}/`, '/videos/top-rated/2/'];
    const plainHost = `localhost:${httpsPort}`;
    for (const path of paths) {
      for (const host of [`localhost:@evil.example`, `localhost:${httpsPort}@evil.example`]) {
        seen.length = 0;
        const forged = await get(path, host);
        expect([path, host, forged.body.includes('evil.example')]).toEqual([path, host, false]);
        // nginx chose the server by the name before the colon; the node is told that name only.
        for (const h of seen) expect([h.host, h['x-forwarded-host']]).toEqual(['localhost', plainHost]);
      }
      // An absolute address in the request line wins over the Host header in nginx's choice.
      seen.length = 0;
      const absolute = await get(`https://localhost:${httpsPort}${path}`, 'evil.example');
      expect(absolute.body).not.toContain('evil.example');
      for (const h of seen) expect(h.host).toBe('localhost');
      const plain = await get(path, plainHost);
      expect([path, plain.status, plain.body.includes('evil.example')]).toEqual([path, 200, false]);
      const again = await get(path, plainHost);
      // The embed page says no-cache, so nginx keeps it not at all; the site's pages are shared.
      expect([path, again.headers['x-cache-status']]).toEqual([path, path.startsWith('/embed/') ? 'MISS' : 'HIT']);
      expect(again.body).not.toContain('evil.example');
    }
  });

  it('answers nothing to a host the site does not serve', async () => {
    seen.length = 0;
    await expect(get('/healthz', 'evil.example')).rejects.toThrow();
    expect(seen).toEqual([]);
    expect((await get('/healthz', `localhost:${httpsPort}`)).status).toBe(200);
  });
});
