// Requests per second of Reel's cached list against Debian's nginx serving the very same bytes as
// static files (`gzip_static on`, the gzip form Reel stores written next to the plain file), side by
// side in one run: interleaved rounds per request kind after warm-up rounds. The kinds are a
// browser's request (`Accept-Encoding: gzip, deflate, br`: Reel answers with its Brotli form, nginx
// with the .gz file, having no Brotli), a request without compression, and a browser's
// revalidation (`If-None-Match` with the tag each server gave, answered 304). The load is Debian's
// `wrk` for both sides (wrk.ts says why not autocannon).
// Reel runs as `npm start` runs it: production logger at `info` (written to /dev/null here).
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { freePort, nginxMissing, nginxVersion, runNginx as launchNginx } from '@reel/server/testing';
import { WORK_DIR, withServer, type BenchServer, type Engine } from '../harness.js';
import { median } from '../stats.js';
import { CACHED_PATH } from './throughput.js';
import { runWrk, type WrkResult } from './wrk.js';

export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br';

export const KINDS = ['browser', 'identity', 'revalidate'] as const;
export type Kind = (typeof KINDS)[number];
export type ServerSide = 'reel' | 'nginx';

export interface NginxOptions {
  engine: Engine;
  adminUrl?: string;
  videos: number;
  connections: number;
  duration: number;
  rounds: number;
  warmupRounds: number;
  /** wrk threads (at least one). */
  workers: number;
  /** nginx worker processes; 1 matches Reel's one process. */
  nginxWorkers: number;
  seed: number;
  vacuum: boolean;
  log: (line: string) => void;
}

export interface KindResult {
  kind: Kind;
  /** What each side answered with, e.g. `200 br 14,211 B`. */
  answer: Record<ServerSide, string>;
  rounds: { reel: number; nginx: number; ratio: number }[];
  median: Record<ServerSide, number>;
  /** Median of the adjacent pairs' reel/nginx ratios. */
  ratio: number;
  p50: Record<ServerSide, number>;
}

export interface NginxResult {
  videos: number;
  bodyBytes: number;
  connections: number;
  duration: number;
  workers: number;
  nginxWorkers: number;
  nginxVersion: string;
  kinds: KindResult[];
}

/** The inside of nginx's `http` block: the list's bytes as static files, loopback only. */
export function nginxHttpBlock(dir: string, port: number): string {
  return `  access_log off;
  types { application/json json; }
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  server {
    listen 127.0.0.1:${port};
    root ${dir}/www;
    gzip_static on;
    gzip_vary on;
    etag on;
  }`;
}

interface Nginx {
  base: string;
  version: string;
  stop(): Promise<void>;
}

async function startNginx(dir: string, workers: number): Promise<Nginx> {
  const missing = nginxMissing();
  if (missing) throw new Error(missing);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const nginx = await launchNginx({
    dir,
    workers,
    http: nginxHttpBlock(dir, port),
    ready: async () => {
      const status = await fetch(`${base}/list.json`).then(
        (r) => r.arrayBuffer().then(() => r.status),
        () => 0,
      );
      if (status && status !== 200) throw new Error(`nginx answered ${status}`);
      return status === 200;
    },
  });
  return { base, version: nginxVersion(), stop: () => nginx.stop() };
}

interface Probe {
  status: number;
  encoding: string;
  bytes: number;
  etag: string;
  body: Buffer;
}

function probe(url: string, headers: Record<string, string>): Promise<Probe> {
  // fetch would decode the body and drop the header; node's http keeps the bytes as sent.
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({
          status: res.statusCode ?? 0,
          encoding: String(res.headers['content-encoding'] ?? 'identity'),
          bytes: body.length,
          etag: String(res.headers.etag ?? ''),
          body,
        });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

const decode = (p: Probe) => (p.encoding === 'br' ? brotliDecompressSync(p.body) : p.encoding === 'gzip' ? gunzipSync(p.body) : p.body);
const describe = (p: Probe) => `${p.status} ${p.encoding}${p.status === 200 ? ` ${p.bytes.toLocaleString('en-US')} B` : ''}`;

/** The request headers of each kind for each side, checked to be answered as intended. */
async function requestsOf(urls: Record<ServerSide, string>, identity: Buffer) {
  const out = {} as Record<Kind, { headers: Record<ServerSide, Record<string, string>>; answer: Record<ServerSide, string> }>;
  const browser = { 'accept-encoding': BROWSER_ACCEPT_ENCODING };
  for (const kind of KINDS) {
    const headers = {} as Record<ServerSide, Record<string, string>>;
    const answer = {} as Record<ServerSide, string>;
    for (const side of ['reel', 'nginx'] as const) {
      let h: Record<string, string> = kind === 'identity' ? {} : { ...browser };
      if (kind === 'revalidate') {
        const first = await probe(urls[side], h);
        if (!first.etag) throw new Error(`${side} sent no ETag`);
        h = { ...h, 'if-none-match': first.etag };
      }
      const p = await probe(urls[side], h);
      const expected = kind === 'revalidate' ? 304 : 200;
      if (p.status !== expected) throw new Error(`${side} ${kind}: ${p.status}, expected ${expected}`);
      if (p.status === 200 && !decode(p).equals(identity)) throw new Error(`${side} ${kind}: the body differs from the cached list`);
      if (kind === 'browser' && p.encoding === 'identity') throw new Error(`${side} sent no compression to a browser`);
      headers[side] = h;
      answer[side] = describe(p);
    }
    out[kind] = { headers, answer };
  }
  return out;
}

function fire(url: string, headers: Record<string, string>, opts: NginxOptions): Promise<WrkResult> {
  return runWrk(url, headers, { connections: opts.connections, durationS: opts.duration, threads: Math.max(1, opts.workers) });
}

/** Answers per second, 304s included; the status each kind gets was checked before the load. */
function rate(r: WrkResult, kind: Kind, side: ServerSide): number {
  if (r.socketErrors) throw new Error(`${side} ${kind}: ${r.socketErrors} socket errors`);
  if (r.badStatus) throw new Error(`${side} ${kind}: ${r.badStatus} answers of status 400 or more`);
  return r.rps;
}

async function prepare(server: BenchServer, dir: string): Promise<Buffer> {
  const url = server.base + CACHED_PATH;
  const identity = (await probe(url, {})).body;
  const gz = await probe(url, { 'accept-encoding': 'gzip' });
  if (gz.encoding !== 'gzip') throw new Error(`${CACHED_PATH} is not stored compressed (${gz.encoding})`);
  const www = join(dir, 'www');
  mkdirSync(www, { recursive: true });
  writeFileSync(join(www, 'list.json'), identity);
  // The same gzip bytes Reel stores, so both sides send the same payload to a gzip-only client.
  writeFileSync(join(www, 'list.json.gz'), gz.body);
  return identity;
}

export async function runNginx(opts: NginxOptions): Promise<NginxResult> {
  return withServer(
    {
      engine: opts.engine,
      adminUrl: opts.adminUrl,
      videos: opts.videos,
      seed: opts.seed,
      vacuum: opts.vacuum,
      productionLog: true,
      log: opts.log,
    },
    async (server) => {
      mkdirSync(WORK_DIR, { recursive: true });
      const dir = mkdtempSync(join(WORK_DIR, 'nginx-'));
      // Started by root, nginx's workers run as nobody: they must be able to read the files.
      chmodSync(dir, 0o755);
      try {
        const identity = await prepare(server, dir);
        const nginx = await startNginx(dir, opts.nginxWorkers);
        try {
          const urls = { reel: server.base + CACHED_PATH, nginx: `${nginx.base}/list.json` };
          const requests = await requestsOf(urls, identity);
          opts.log(
            `reel vs ${nginx.version}: ${identity.length.toLocaleString('en-US')}-byte list, ${opts.warmupRounds} warm-up + ${opts.rounds}×2 rounds of ${opts.duration} s per kind, ${opts.connections} connections`,
          );
          const kinds: KindResult[] = [];
          for (const kind of KINDS) {
            const { headers, answer } = requests[kind];
            for (let i = 0; i < opts.warmupRounds; i++) {
              for (const side of ['reel', 'nginx'] as const) await fire(urls[side], headers[side], opts);
            }
            const rounds: KindResult['rounds'] = [];
            const p50 = { reel: [] as number[], nginx: [] as number[] };
            for (let i = 0; i < opts.rounds; i++) {
              // Alternate which side goes first, so neither always follows the other's load.
              const order: ServerSide[] = i % 2 === 0 ? ['reel', 'nginx'] : ['nginx', 'reel'];
              const got = {} as Record<ServerSide, number>;
              for (const side of order) {
                const r = await fire(urls[side], headers[side], opts);
                got[side] = rate(r, kind, side);
                p50[side].push(r.p50Ms);
              }
              rounds.push({ ...got, ratio: got.reel / got.nginx });
              opts.log(
                `  ${kind} round ${i + 1}: reel ${Math.round(got.reel)}, nginx ${Math.round(got.nginx)} req/s (${(got.reel / got.nginx).toFixed(2)}×)`,
              );
            }
            kinds.push({
              kind,
              answer,
              rounds,
              median: { reel: median(rounds.map((r) => r.reel)), nginx: median(rounds.map((r) => r.nginx)) },
              ratio: median(rounds.map((r) => r.ratio)),
              p50: { reel: median(p50.reel), nginx: median(p50.nginx) },
            });
          }
          return {
            videos: opts.videos,
            bodyBytes: identity.length,
            connections: opts.connections,
            duration: opts.duration,
            workers: opts.workers,
            nginxWorkers: opts.nginxWorkers,
            nginxVersion: nginx.version,
            kinds,
          };
        } finally {
          await nginx.stop();
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
}
