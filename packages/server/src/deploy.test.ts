// deploy/nginx/reel.conf.template, the file operators install, filled in only with ports, paths and
// a throwaway certificate, run by Debian's nginx in front of a real application: proxying over TLS
// with HSTS, plain HTTP sent to HTTPS, the internal media location closed to visitors, X-Accel-Redirect
// answers served from disk, the framing headers passed through, and the visitor's address and
// protocol handed to the application in the form TRUST_PROXY believes.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderTemplate, selfSignedCertificate } from './cluster/nginx.js';
import { NGINX_BIN } from './cluster/constants.js';
import { runNginx, type NginxProcess } from './cluster/nginxProcess.js';
import { portAnswers } from './cluster/wait.js';
import { REPO_ROOT } from './config.js';
import { startTestApp, type TestApp } from './testing/app.js';
import { freePort } from './testing/freePort.js';

const TEMPLATE = join(REPO_ROOT, 'deploy/nginx/reel.conf.template');

/** nginx from Debian's package, installed here when missing and possible. */
function nginxAvailable(): boolean {
  if (existsSync(NGINX_BIN)) return true;
  if (process.getuid?.() !== 0) return false;
  spawnSync('apt-get', ['install', '-y', '-qq', 'nginx-light'], {
    stdio: 'ignore',
    timeout: 300_000,
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return existsSync(NGINX_BIN);
}

const available = nginxAvailable();

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

let work = '';
let t: TestApp;
let nginx: NginxProcess | undefined;
let httpPort = 0;
let httpsPort = 0;
let cert = '';
const seen: IncomingHttpHeaders[] = [];

function collect(res: IncomingMessage, resolve: (a: Answer) => void): void {
  let body = '';
  res.setEncoding('utf8');
  res.on('data', (c: string) => (body += c));
  res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
}

function https(path: string, opts: { method?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpsRequest(
      {
        host: '127.0.0.1',
        port: httpsPort,
        path,
        method: opts.method ?? 'GET',
        ca: cert,
        servername: 'localhost',
        headers: { host: `localhost:${httpsPort}`, ...opts.headers },
      },
      (res) => collect(res, resolve),
    );
    req.on('error', reject);
    req.end();
  });
}

function http(path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: httpPort, path, headers: { host: 'localhost' } }, (res) => collect(res, resolve));
    req.on('error', reject);
    req.end();
  });
}

describe.skipIf(!available)('nginx in front of the application (deploy/nginx)', () => {
  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'reel-nginx-'));
    const media = join(work, 'media');
    mkdirSync(media);
    const tls = selfSignedCertificate(work);
    cert = readFileSync(tls.cert, 'utf8');
    t = await startTestApp({ videos: 20, env: { TRUST_PROXY: '127.0.0.1', MEDIA_DIR: media, MEDIA_ACCEL_REDIRECT: '/internal-media/' } });
    t.app.server.on('request', (req: IncomingMessage) => seen.push(req.headers));
    httpPort = await freePort();
    httpsPort = await freePort();
    writeFileSync(
      join(work, 'reel.conf'),
      renderTemplate(readFileSync(TEMPLATE, 'utf8'), {
        REEL_SERVER_NAME: 'localhost',
        REEL_HTTP_PORT: String(httpPort),
        REEL_HTTPS_PORT: String(httpsPort),
        REEL_UPSTREAM: t.base.replace('http://', ''),
        REEL_MEDIA_DIR: media,
        REEL_TLS_CERT: tls.cert,
        REEL_TLS_KEY: tls.key,
      }),
    );
    // The surroundings Debian's /etc/nginx/nginx.conf gives the file, in a folder of the test's own.
    nginx = await runNginx({
      dir: work,
      connections: 64,
      http: `  include /etc/nginx/mime.types;\n  default_type application/octet-stream;\n  access_log off;\n  include ${join(work, 'reel.conf')};`,
      ready: () => portAnswers(httpsPort),
    });
  }, 120_000);

  afterAll(async () => {
    await nginx?.stop();
    await t?.close();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('proxies to the application over TLS, with HSTS', async () => {
    const res = await https('/healthz');
    expect(res.status).toBe(200);
    expect(res.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    const direct = await t.get('/healthz');
    expect(res.body).toBe(await direct.text());
  });

  it('sends plain HTTP to HTTPS', async () => {
    const res = await http('/watch?x=1');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('https://localhost/watch?x=1');
  });

  it('keeps the internal media location closed to visitors', async () => {
    writeFileSync(join(t.ctx.config.mediaRoot, 'secret.mp4'), 'private bytes');
    const res = await https('/internal-media/secret.mp4');
    expect(res.status).toBe(404);
    expect(res.body).not.toContain('private bytes');
  });

  it('passes the framing rules through: the embed may be framed, nothing else', async () => {
    const page = await https('/');
    expect(page.headers['x-frame-options']).toBe('DENY');
    const embed = await https('/embed/1/');
    expect(embed.headers['x-frame-options']).toBeUndefined();
    expect(embed.headers['content-security-policy'] ?? '').not.toContain("frame-ancestors 'none'");
  });

  it("hands the visitor's address and https to the application, replacing a forged one", async () => {
    seen.length = 0;
    await https('/healthz', { headers: { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'http' } });
    expect(seen.at(-1)?.['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen.at(-1)?.['x-forwarded-proto']).toBe('https');
    // With TRUST_PROXY naming nginx, the application sees https: a POST from the site's own https
    // origin passes the CSRF check (without it, the origin would look foreign and be refused).
    const post = await https('/api/input.php', {
      method: 'POST',
      headers: { origin: `https://localhost:${httpsPort}`, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(post.status).not.toBe(403);
  });

  it('serves a video file from disk when the application answers X-Accel-Redirect', async () => {
    const list = await t.get('/api/videofile.php?video_id=1&lifetime=0');
    const file = (JSON.parse(await list.text()) as { video_url: string; format: string }[])[0];
    const videoUrl = file.video_url;
    // The application hands a file over only once it is whole on disk: put the rendition there.
    const rows = await t.ctx.database.query<{ path: string }>('SELECT path FROM video_files WHERE video_id = 1 AND format = $1', [
      file.format,
    ]);
    const onDisk = join(t.ctx.config.mediaRoot, ...rows[0].path.split('/'));
    mkdirSync(dirname(onDisk), { recursive: true });
    writeFileSync(onDisk, 'the video bytes');
    const direct = await t.get(videoUrl);
    expect(direct.status).toBe(200);
    expect(direct.headers.get('x-accel-redirect')).toBe(`/internal-media/${rows[0].path}`);
    expect(await direct.text()).toBe('');
    const res = await https(videoUrl);
    expect(res.status).toBe(200);
    expect(res.body).toBe('the video bytes');
    expect(res.headers['strict-transport-security']).toBeDefined();
  });
});
