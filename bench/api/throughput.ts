// Requests per second of a cached list endpoint against the very same bytes served as a static file
// by the same server: interleaved rounds (A/B/A/B…) after warm-up rounds, so that drift of a shared
// machine falls on both sides alike. The load generator runs in a worker thread (autocannon's
// `workers`), leaving the server's event loop to the server.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import type { BenchServer, Engine } from '../harness.js';
import { withServer } from '../harness.js';
import { median } from '../stats.js';

export const CACHED_PATH = '/api/json/videos2/86400/str/latest-updates/60/all..1.all...json';
export const STATIC_PATH = '/media/bench/list.json';

export interface ThroughputOptions {
  engine: Engine;
  adminUrl?: string;
  videos: number;
  connections: number;
  /** Seconds per round. */
  duration: number;
  /** Measured rounds per side. */
  rounds: number;
  /** Unmeasured rounds before, alternating sides. */
  warmupRounds: number;
  /** Load-generator worker threads; 0 runs autocannon on the server's own thread. */
  workers: number;
  vacuum: boolean;
  seed: number;
  log: (line: string) => void;
}

export type Side = 'cached' | 'static';

export interface Round {
  side: Side;
  index: number;
  reqPerSec: number;
  latencyP50: number;
  latencyP99: number;
  bytesPerSec: number;
  errors: number;
  non2xx: number;
}

export interface ThroughputResult {
  videos: number;
  seedMs: number;
  bodyBytes: number;
  connections: number;
  duration: number;
  workers: number;
  rounds: Round[];
  median: Record<Side, number>;
  medianLatencyP50: Record<Side, number>;
  /** Median of pairRatios: the headline ratio, each pair measured back to back. */
  ratio: number;
  /** median(cached) / median(static). */
  ratioOfMedians: number;
  /** cached/static of each adjacent pair, the drift-free view. */
  pairRatios: number[];
}

async function prepare(server: BenchServer): Promise<number> {
  // The first call fills the in-process cache; its body is what the static file will hold.
  const miss = await server.get(CACHED_PATH);
  const body = await miss.text();
  if (miss.status !== 200) throw new Error(`${CACHED_PATH} answered ${miss.status}: ${body.slice(0, 200)}`);
  const dir = join(server.mediaRoot, 'bench');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'list.json'), body);

  const hit = await server.get(CACHED_PATH);
  const hitBody = await hit.text();
  if (hit.headers.get('x-cache') !== 'HIT')
    throw new Error(`${CACHED_PATH} is not served from the cache (X-Cache: ${hit.headers.get('x-cache')})`);
  const file = await server.get(STATIC_PATH);
  const fileBody = await file.text();
  if (file.status !== 200) throw new Error(`${STATIC_PATH} answered ${file.status}; is /media/ registered?`);
  if (hitBody !== body || fileBody !== body) throw new Error('the cached and static bodies differ');
  return Buffer.byteLength(body);
}

async function fire(url: string, opts: ThroughputOptions): Promise<autocannon.Result> {
  return autocannon({
    url,
    connections: opts.connections,
    duration: opts.duration,
    pipelining: 1,
    ...(opts.workers > 0 ? { workers: opts.workers } : {}),
  });
}

function toRound(side: Side, index: number, r: autocannon.Result): Round {
  return {
    side,
    index,
    // Completed 2xx responses over the round's length; `requests.average` is the same figure
    // sampled per second.
    reqPerSec: r.requests.average,
    latencyP50: r.latency.p50,
    latencyP99: r.latency.p99,
    bytesPerSec: r.throughput.average,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}

export async function runThroughput(opts: ThroughputOptions): Promise<ThroughputResult> {
  return withServer(
    { engine: opts.engine, adminUrl: opts.adminUrl, videos: opts.videos, seed: opts.seed, vacuum: opts.vacuum, log: opts.log },
    async (server) => {
      const bodyBytes = await prepare(server);
      const urls: Record<Side, string> = { cached: server.base + CACHED_PATH, static: server.base + STATIC_PATH };
      const order: Side[] = ['cached', 'static'];
      opts.log(
        `throughput: ${bodyBytes.toLocaleString('en-US')}-byte body, ${opts.warmupRounds} warm-up + ${opts.rounds}×2 rounds of ${opts.duration} s, ${opts.connections} connections`,
      );
      for (let i = 0; i < opts.warmupRounds; i++) {
        const side = order[i % 2];
        const r = await fire(urls[side], opts);
        opts.log(`  warm-up ${side}: ${Math.round(r.requests.average)} req/s`);
      }
      const rounds: Round[] = [];
      for (let i = 0; i < opts.rounds; i++) {
        for (const side of order) {
          const round = toRound(side, i + 1, await fire(urls[side], opts));
          if (round.errors || round.non2xx) throw new Error(`${side} round ${i + 1}: ${round.errors} errors, ${round.non2xx} non-2xx`);
          rounds.push(round);
          opts.log(`  round ${i + 1} ${side.padEnd(6)}: ${Math.round(round.reqPerSec)} req/s, p50 ${round.latencyP50} ms`);
        }
      }
      const of = (side: Side) => rounds.filter((r) => r.side === side);
      const med = { cached: median(of('cached').map((r) => r.reqPerSec)), static: median(of('static').map((r) => r.reqPerSec)) };
      const pairRatios = of('cached').map((c, i) => c.reqPerSec / of('static')[i].reqPerSec);
      return {
        videos: opts.videos,
        seedMs: server.seedMs,
        bodyBytes,
        connections: opts.connections,
        duration: opts.duration,
        workers: opts.workers,
        rounds,
        median: med,
        medianLatencyP50: { cached: median(of('cached').map((r) => r.latencyP50)), static: median(of('static').map((r) => r.latencyP50)) },
        ratio: median(pairRatios),
        ratioOfMedians: med.cached / med.static,
        pairRatios,
      };
    },
  );
}
