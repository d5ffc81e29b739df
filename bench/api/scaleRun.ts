// One catalogue size of the scale benchmark: the kept database, every call of the enumeration one
// at a time, the slowest under open-loop load and at saturation, then PostgreSQL's own view.
import { startServer } from '../harness.js';
import { cpuPerRequest, cpuSnapshot, type CpuSnapshot } from './cpuShare.js';
import { quantile } from '../stats.js';
import { cancelLeftovers, databaseSizes, startStatementStats, topStatements, type Sizes, type TopStatement } from './dbView.js';
import { keptDatabase, type KeptDatabase } from './keptDatabase.js';
import { explainAnalyze, profile, type Statement } from './latency.js';
import { closedLoop, getter, openLoop, settle, type LoadSummary, type SaturationResult } from './openLoop.js';
import { enumerateCalls, pickLoadCalls, type ScaleCall } from './scaleCalls.js';
import { catalogueTargets, type CatalogueTargets } from './scaleObjects.js';
import { startServerProcess, type ServerProcess } from './serverProcess.js';

export interface ScaleOptions {
  adminUrl: string;
  videos: number;
  seed: number;
  deepPage: number;
  /** Only the calls whose id matches (`--only=^category/`), to try a change on a few; null for all. */
  only: RegExp | null;
  /** Timed one-at-a-time requests per call (after one untimed), and the seconds a call may spend. */
  probeRequests: number;
  probeBudgetS: number;
  /** How many of the slowest calls go under load (every call when Infinity). */
  loadCalls: number;
  ratePerS: number;
  durationS: number;
  drainS: number;
  satWorkers: number;
  satDurationS: number;
  /** Calls whose slowest statement is shown under EXPLAIN (ANALYZE, BUFFERS). */
  explainCalls: number;
  topStatements: number;
  log: (line: string) => void;
}

export interface ProbeResult {
  call: ScaleCall;
  n: number;
  p50: number;
  max: number;
  status: number;
  /** total_count of the answer. */
  matched: number;
}

export interface LoadResult {
  call: ScaleCall;
  load: LoadSummary;
  saturation: SaturationResult;
  /** How long the server went on with the call's requests after the open loop and after the
   * saturation run (settle): work no one waited for any more. */
  settleMs: { load: number; saturation: number };
  /** CPU ms per request of the open loop: the server's, PostgreSQL's and the load generator's. */
  cpu: CpuSnapshot;
}

export interface ExplainedCall {
  call: ScaleCall;
  statement: string;
  params: unknown[];
  /** The statement's database time alone (EXPLAIN ANALYZE without timing, best of three). */
  dbMs: number;
  plan: string;
}

export interface SizeRun {
  videos: number;
  db: KeptDatabase;
  targets: CatalogueTargets;
  calls: number;
  probes: ProbeResult[];
  loads: LoadResult[];
  statsNote: string | null;
  statements: TopStatement[];
  explained: ExplainedCall[];
  sizes: Sizes;
  wallMs: number;
}

/** One request; a connection the server closed before answering (its socket idle time-out cuts an
 * answer slower than that) is status 0, a call not answered 200, instead of ending the run. */
async function once(base: string, call: ScaleCall): Promise<{ ms: number; status: number; matched: number }> {
  const t = performance.now();
  const res = await fetch(base + call.path).catch(() => null);
  if (!res) return { ms: performance.now() - t, status: 0, matched: 0 };
  const body = await res.text();
  const ms = performance.now() - t;
  if (res.headers.get('x-cache') === 'HIT') throw new Error(`${call.id} was served from the cache; scale calls use lifetime 0`);
  const matched = res.status === 200 ? ((JSON.parse(body) as { total_count?: number }).total_count ?? 0) : 0;
  return { ms, status: res.status, matched };
}

/** Every call one at a time, in passes over all calls, so the machine's drift falls on all alike;
 * a call stops once it has spent its budget. */
async function probe(base: string, calls: ScaleCall[], o: ScaleOptions): Promise<ProbeResult[]> {
  const samples = calls.map(() => [] as number[]);
  const last = calls.map(() => ({ status: 0, matched: 0 }));
  const spent = calls.map(() => 0);
  for (let pass = 0; pass <= o.probeRequests; pass++) {
    for (const [i, call] of calls.entries()) {
      if (pass > 0 && samples[i].length > 0 && spent[i] > o.probeBudgetS * 1000) continue;
      const r = await once(base, call);
      last[i] = { status: r.status, matched: r.matched };
      // A warm-up slower than the whole budget is the call's one sample: at 10M a slow call would
      // otherwise cost its time twice over.
      if (pass > 0 || r.ms > o.probeBudgetS * 1000) samples[i].push(r.ms);
      spent[i] += r.ms;
    }
    o.log(`  probe pass ${pass}/${o.probeRequests} done`);
  }
  return calls.map((call, i) => ({ call, n: samples[i].length, p50: quantile(samples[i], 0.5), max: Math.max(...samples[i]), ...last[i] }));
}

/** Idle means no statement of the database running for 2 s; a server still busy after 2 minutes is
 * measured as it is, and the report shows the wait. */
export const SETTLE = { quietMs: 2_000, maxMs: 120_000, pollMs: 250 };

/** Seconds of unmeasured load at the rate, over the loaded calls in turn, before the first is
 * measured: the one-at-a-time passes used one of the server's connections, and the first call under
 * load otherwise paid for opening the rest (a new PostgreSQL backend's first statements take 7 to
 * 30 ms more, and a prepared statement is planned afresh for its first runs on each). */
export const WARM_UP_S = 5;

async function warmUp(server: ServerProcess, calls: ScaleCall[], o: ScaleOptions): Promise<void> {
  const sends = calls.map((call) => getter(server.base + call.path));
  let next = 0;
  await openLoop({
    ratePerS: o.ratePerS,
    durationS: WARM_UP_S,
    drainMs: o.drainS * 1000,
    send: (signal) => sends[next++ % sends.length](signal),
  });
  o.log(`  warm-up: ${WARM_UP_S} s at ${o.ratePerS} req/s over the ${calls.length} loaded calls in turn, not counted`);
}

async function loadCalls(server: ServerProcess, db: KeptDatabase, calls: ScaleCall[], o: ScaleOptions): Promise<LoadResult[]> {
  const out: LoadResult[] = [];
  const idle = () => settle({ stopBusy: () => cancelLeftovers(o.adminUrl, db.name), ...SETTLE });
  if (calls.length > 0) {
    await warmUp(server, calls, o);
    await idle();
  }
  for (const [i, call] of calls.entries()) {
    const send = getter(server.base + call.path);
    const before = cpuSnapshot(server.pid);
    const load = await openLoop({ ratePerS: o.ratePerS, durationS: o.durationS, drainMs: o.drainS * 1000, send });
    const cpu = cpuPerRequest(before, cpuSnapshot(server.pid), load.scheduled);
    const settleLoad = await idle();
    const saturation = await closedLoop({ workers: o.satWorkers, durationS: o.satDurationS, send });
    const settleSaturation = await idle();
    o.log(
      `  load ${i + 1}/${calls.length} ${call.id}: p50 ${load.p50.toFixed(0)} p95 ${load.p95.toFixed(0)} p99 ${load.p99.toFixed(0)} ms, errors ${load.errors}, unanswered ${load.unanswered}; saturation ${saturation.perS.toFixed(1)} req/s; settled in ${(settleLoad / 1000).toFixed(1)} + ${(settleSaturation / 1000).toFixed(1)} s`,
    );
    out.push({ call, load, saturation, settleMs: { load: settleLoad, saturation: settleSaturation }, cpu });
  }
  return out;
}

/**
 * Plans of the slowest: the slowest statement of each of the 2 × `explainCalls` calls slowest one
 * at a time, recorded on an in-process server over the same database (a server in its own process
 * does not show its statements' parameters); the `explainCalls` of them whose statement takes the
 * database longest (one sample at a time can be the machine's) go under EXPLAIN (ANALYZE, BUFFERS).
 */
async function explainSlowest(db: KeptDatabase, calls: ScaleCall[], o: ScaleOptions): Promise<ExplainedCall[]> {
  if (calls.length === 0 || o.explainCalls === 0) return [];
  const server = await startServer({ engine: 'postgres', videos: o.videos, keptDatabaseUrl: db.url, log: o.log });
  try {
    const profiled: { call: ScaleCall; slowest: Statement }[] = [];
    for (const call of calls)
      profiled.push({ call, slowest: (await profile(server, { id: call.id, label: call.id, path: call.path })).slowest });
    profiled.sort((a, b) => (b.slowest.dbMs ?? 0) - (a.slowest.dbMs ?? 0));
    const out: ExplainedCall[] = [];
    for (const { call, slowest } of profiled.slice(0, o.explainCalls)) {
      const { plan } = await explainAnalyze(server.database, slowest.text, slowest.params, { runs: 1, timing: true });
      out.push({ call, statement: slowest.text.trim(), params: slowest.params, dbMs: slowest.dbMs ?? 0, plan });
    }
    return out;
  } finally {
    await server.close();
  }
}

export async function runSize(o: ScaleOptions): Promise<SizeRun> {
  const started = performance.now();
  const db = await keptDatabase(o.adminUrl, { videos: o.videos, seed: o.seed, log: o.log });
  const targets = await catalogueTargets(db.url);
  // Emptied after the lookups above, so it holds the server's statements only.
  const statsNote = await startStatementStats(db.url);
  if (statsNote) o.log(`pg_stat_statements: ${statsNote}`);
  const all = enumerateCalls({ objects: targets.objects, words: targets.words, deepPage: o.deepPage });
  const calls = o.only ? all.filter((c) => o.only?.test(c.id)) : all;
  o.log(
    `${o.videos.toLocaleString('en-US')} videos: ${all.length} calls enumerated${o.only ? `, ${calls.length} of them match --only` : ''}`,
  );
  if (calls.length === 0) throw new Error(`no call matches --only=${String(o.only)}`);
  const server = await startServerProcess(db.url);
  let probes: ProbeResult[];
  let loads: LoadResult[];
  try {
    probes = await probe(server.base, calls, o);
    loads = await loadCalls(server, db, pickLoadCalls(probes, o.loadCalls), o);
  } finally {
    await server.stop();
  }
  const statements = statsNote ? [] : await topStatements(db.url, o.topStatements);
  const slowest = [...probes].sort((a, b) => b.p50 - a.p50).slice(0, 2 * o.explainCalls);
  const explained = await explainSlowest(
    db,
    slowest.map((p) => p.call),
    o,
  );
  const sizes = await databaseSizes(db.url);
  return {
    videos: o.videos,
    db,
    targets,
    calls: all.length,
    probes,
    loads,
    statsNote,
    statements,
    explained,
    sizes,
    wallMs: performance.now() - started,
  };
}
