// Latency of uncached list and search calls (lifetime 0, the `.jsond` form, never cached) at several
// catalogue sizes: sequential requests, one query kind after another in turn (round robin), so the
// noise of a shared machine spreads over every kind alike. A kind whose median passes a threshold
// gets its slowest SQL statement captured and run under EXPLAIN ANALYZE.
import { textOf, type Database, type QueryText } from '@reel/server/testing';
import type { BenchServer, Engine } from '../harness.js';
import { withServer } from '../harness.js';
import { quantile } from '../stats.js';

const SEARCH = '/api/videos2.php?params=0/str/relevance/60/search..1.all..&s=';

export interface QueryKind {
  id: string;
  label: string;
  path: string;
}

/** The uncached calls measured; `{category}`, `{model}` and `{channel}` are replaced by the dir of
 * the category, model and channel with the most videos. */
export const QUERY_KINDS: QueryKind[] = [
  { id: 'latest', label: 'videos2 latest-updates', path: '/api/json/videos2/0/str/latest-updates/60/all..1.all...jsond' },
  { id: 'viewed', label: 'videos2 most-viewed', path: '/api/json/videos2/0/str/most-viewed/60/all..1.all...jsond' },
  { id: 'rated', label: 'videos2 top-rated', path: '/api/json/videos2/0/str/top-rated/60/all..1.all...jsond' },
  { id: 'week', label: 'videos2 most-viewed-week', path: '/api/json/videos2/0/str/most-viewed-week/60/all..1.all...jsond' },
  {
    id: 'category',
    label: 'videos2 category most-popular',
    path: '/api/json/videos2/0/str/most-popular/60/category.{category}.1.all...jsond',
  },
  { id: 'long', label: 'videos2 latest-updates > 40 min', path: '/api/json/videos2/0/str/latest-updates/60/all..1.all.3..jsond' },
  { id: 'page50', label: 'videos2 latest-updates page 50', path: '/api/json/videos2/0/str/latest-updates/60/all..50.all...jsond' },
  { id: 'search', label: 'search "beach"', path: `${SEARCH}beach` },
  { id: 'search2', label: 'search "golden beach"', path: `${SEARCH}golden%20beach` },
  { id: 'typo', label: 'search "lighthose" (typo → trigram)', path: `${SEARCH}lighthose` },
  { id: 'modelvids', label: 'videos2 model most-popular', path: '/api/json/videos2/0/str/most-popular/60/model.{model}.1.all...jsond' },
  {
    id: 'channelvids',
    label: 'videos2 channel latest-updates',
    path: '/api/json/videos2/0/str/latest-updates/60/channel.{channel}.1.all...jsond',
  },
  { id: 'models', label: 'models most-popular', path: '/api/json/models/0/str/filt........../most-popular-toptn/60/1.jsond' },
  { id: 'channels', label: 'channels most-popular', path: '/api/json/channels/0/str/most-popular-toptn/60/all..1.jsond' },
  {
    id: 'catchannels',
    label: 'channels of a category',
    path: '/api/json/channels/0/str/most-popular-toptn/60/category.{category}.1.jsond',
  },
  { id: 'members', label: 'members recent', path: '/api/json/members/0/all/filt......./recent/96/1.jsond' },
];

export interface LatencyOptions {
  engine: Engine;
  adminUrl?: string;
  sizes: number[];
  /** Timed requests per kind. */
  requests: number;
  /** Untimed requests per kind first. */
  warmup: number;
  /** Seconds of timed requests per kind and size after which sampling stops (min 5 samples). */
  budgetS: number;
  /** EXPLAIN ANALYZE kinds whose p50 exceeds this many ms. */
  explainMs: number;
  vacuum: boolean;
  seed: number;
  log: (line: string) => void;
}

export interface KindResult {
  id: string;
  label: string;
  path: string;
  /** total_count of the answer: how many rows the query matched. */
  matched: number;
  n: number;
  p50: number;
  p95: number;
  p99: number;
  min: number;
  max: number;
}

export interface Statement {
  text: string;
  params: unknown[];
  /** Wall time seen by the server's database client during the request (statements a route runs
   * in parallel overlap, and on PGlite queue behind each other). */
  ms: number;
  /** Planning + execution time from EXPLAIN (ANALYZE, TIMING OFF), run afterwards on its own, best
   * of three; null for writes. */
  dbMs: number | null;
  plan: string | null;
  /** Scan nodes and whether it sorts, e.g. `Parallel Seq Scan, Sort`. */
  shape: string;
  /** For a page of ids that sorts: the same statement with its `DESC` keys written `DESC NULLS
   * LAST`, the order the schema's sort indexes are built in. */
  nullsLast?: NullsLastProbe;
}

export interface NullsLastProbe {
  dbMs: number;
  shape: string;
  sorts: boolean;
}

/** What one request of a kind runs, statement by statement. */
export interface Profile {
  kind: string;
  statements: Statement[];
  /** Sum of dbMs. */
  dbMs: number;
  /** The statement with the largest dbMs. */
  slowest: Statement;
}

export interface Explained {
  kind: string;
  label: string;
  p50: number;
  profile: Profile;
  /** The slowest statement, and the next when it took at least a third as long. */
  slowest: Statement[];
}

export interface SizeResult {
  videos: number;
  seedMs: number;
  seedStages: Record<string, number>;
  vacuumMs: number;
  category: string;
  kinds: KindResult[];
  /** One profiled request per kind, plans dropped unless the kind is explained. */
  profiles: Profile[];
  explained: Explained[];
  /** Wall time of the size's measurement, seeding excluded. */
  measureMs: number;
}

export interface LatencyResult {
  engine: Engine;
  sizes: SizeResult[];
  requests: number;
  warmup: number;
  budgetS: number;
  explainMs: number;
}

const MIN_SAMPLES = 5;

async function timedGet(server: BenchServer, path: string): Promise<{ ms: number; status: number; body: string; cache: string | null }> {
  const t = performance.now();
  const res = await server.get(path);
  const body = await res.text();
  return { ms: performance.now() - t, status: res.status, body, cache: res.headers.get('x-cache') };
}

/** Checks an answer and returns its total_count. */
function check(kind: QueryKind, r: { status: number; body: string; cache: string | null }): number {
  if (r.status !== 200) throw new Error(`${kind.id} (${kind.path}) answered ${r.status}: ${r.body.slice(0, 200)}`);
  if (r.cache === 'HIT') throw new Error(`${kind.id} was served from the cache; latency paths must use lifetime 0`);
  return (JSON.parse(r.body) as { total_count: number }).total_count;
}

/** Records the SQL the server runs while `fn` runs, by wrapping database.query. */
async function recordStatements(database: Database, fn: () => Promise<unknown>): Promise<Pick<Statement, 'text' | 'params' | 'ms'>[]> {
  const original = database.query;
  const seen: Pick<Statement, 'text' | 'params' | 'ms'>[] = [];
  database.query = (async (text: QueryText, params: unknown[] = []) => {
    const t = performance.now();
    try {
      return await original.call(database, text, params);
    } finally {
      seen.push({ text: textOf(text), params, ms: performance.now() - t });
    }
  }) as Database['query'];
  try {
    await fn();
  } finally {
    database.query = original;
  }
  return seen;
}

const READ_ONLY = /^\s*(SELECT|WITH)\b/i;

/** One request of `kind` with its SQL recorded, then each read statement under EXPLAIN ANALYZE
 * (read statements only: a write would be repeated). */
export async function profile(server: BenchServer, kind: QueryKind): Promise<Profile> {
  const recorded = await recordStatements(server.database, () => timedGet(server, kind.path));
  const statements: Statement[] = [];
  for (const r of recorded) {
    if (!READ_ONLY.test(r.text)) {
      statements.push({ ...r, dbMs: null, plan: null, shape: '' });
      continue;
    }
    const { plan, dbMs } = await explainAnalyze(server.database, r.text, r.params);
    const statement: Statement = { ...r, dbMs, plan, shape: planShape(plan) };
    const variant = nullsLastVariant(r.text);
    if (describeStatement(r.text).startsWith('page of ids') && /Sort Key/.test(plan) && variant) {
      const probe = await explainAnalyze(server.database, variant, r.params);
      statement.nullsLast = { dbMs: probe.dbMs, shape: planShape(probe.plan), sorts: /Sort Key/.test(probe.plan) };
    }
    statements.push(statement);
  }
  const timed = statements.filter((x) => x.dbMs !== null);
  const slowest = timed.reduce((a, b) => ((b.dbMs ?? 0) > (a.dbMs ?? 0) ? b : a), timed[0] ?? statements[0]);
  return { kind: kind.id, statements, dbMs: timed.reduce((sum, x) => sum + (x.dbMs ?? 0), 0), slowest };
}

/** EXPLAIN ANALYZE of a statement, the fastest of up to `runs` runs (one when a run takes over a
 * second), since a single run on a shared machine can catch a stall. By default without per-node
 * timing: reading the clock at every row inflates row-heavy nodes, on PGlite (WebAssembly) several
 * times over, so the times would not add up to the requests'. `timing` gives the full plan. */
export async function explainAnalyze(
  database: Database,
  text: string,
  params: unknown[],
  opts: { runs?: number; timing?: boolean } = {},
): Promise<{ plan: string; dbMs: number }> {
  const runs = opts.runs ?? 3;
  const options = opts.timing ? 'ANALYZE, BUFFERS' : 'ANALYZE, BUFFERS, TIMING OFF';
  let best: { plan: string; dbMs: number } | null = null;
  for (let i = 0; i < runs; i++) {
    const rows = await database.query<Record<string, string>>(`EXPLAIN (${options}) ${text}`, params);
    const plan = rows.map((row) => row['QUERY PLAN'] ?? Object.values(row)[0]).join('\n');
    const time = (label: string) => Number(new RegExp(`${label} Time: ([\\d.]+) ms`).exec(plan)?.[1] ?? 0);
    const dbMs = time('Planning') + time('Execution');
    if (!best || dbMs < best.dbMs) best = { plan, dbMs };
    if (dbMs > 1000) break;
  }
  return best as { plan: string; dbMs: number };
}

const SCAN_NODES =
  /\b((?:Parallel )?(?:Seq Scan|Index Only Scan|Bitmap Index Scan|Bitmap Heap Scan|Index Scan))(?: Backward)?(?: using (\w+))? on (\w+)/g;

/** The scans of a plan (with the index used) and whether it sorts, in plan order. */
export function planShape(plan: string): string {
  const parts: string[] = [];
  for (const m of plan.matchAll(SCAN_NODES)) {
    const part = m[2] ? `${m[1]} ${m[2]}` : `${m[1]} ${m[3]}`;
    if (!parts.includes(part)) parts.push(part);
  }
  if (/Sort Key/.test(plan)) parts.push(/top-N heapsort/.test(plan) ? 'top-N Sort' : 'Sort');
  return parts.join(', ');
}

/** The statement with every `DESC` of its ORDER BY written `DESC NULLS LAST`; null when there is
 * nothing to change. */
export function nullsLastVariant(text: string): string | null {
  const m = /\bORDER BY\b([\s\S]*?)(\bLIMIT\b|$)/i.exec(text);
  if (!m || m.index === undefined) return null;
  const clause = m[1].replace(/\bDESC\b(?!\s+NULLS)/gi, 'DESC NULLS LAST');
  if (clause === m[1]) return null;
  const start = m.index + 'ORDER BY'.length;
  return text.slice(0, start) + clause + text.slice(start + m[1].length);
}

/** A short name for a statement of the list and search queries. */
export function describeStatement(text: string): string {
  const sql = text.replace(/\s+/g, ' ').trim();
  const how = sql.includes('<%')
    ? ' (trigram)'
    : sql.includes('@@')
      ? ' (full text)'
      : sql.includes('period_views')
        ? ' (period views)'
        : '';
  if (/^SELECT count\(\*\)::int AS n FROM \(SELECT 1 /i.test(sql)) return `count(*) up to the cap${how}`;
  if (/^SELECT count\(\*\)/i.test(sql)) return `count(*)${how}`;
  if (/FROM video_counts/i.test(sql)) return 'counter row';
  if (/FROM search_words/i.test(sql)) return 'nearest title words';
  if (/^SELECT v\.video_id FROM/i.test(sql)) return `page of ids${how}`;
  if (/^SELECT v\.video_id, v\.dir/i.test(sql)) return 'rows of the page';
  if (sql.includes('FROM video_categories x')) return 'categories of the page';
  if (sql.includes('FROM video_models x')) return 'models of the page';
  const lookup = /^SELECT (\w+) AS id FROM (\w+) WHERE/i.exec(sql);
  if (lookup) return `look up ${lookup[2]}`;
  if (/^INSERT INTO search_keywords/i.test(sql)) return 'record the search';
  return sql.slice(0, 48);
}

async function measureSize(server: BenchServer, opts: LatencyOptions): Promise<SizeResult> {
  const started = performance.now();
  const largest = async (table: string, id: string) =>
    (await server.database.query<{ dir: string }>(`SELECT dir FROM ${table} ORDER BY total_videos DESC, ${id} LIMIT 1`))[0].dir;
  const top = { dir: await largest('categories', 'category_id') };
  const model = await largest('models', 'model_id');
  const channel = await largest('channels', 'channel_id');
  const kinds = QUERY_KINDS.map((k) => ({
    ...k,
    path: k.path.replace('{category}', top.dir).replace('{model}', model).replace('{channel}', channel),
  }));
  const matched = new Map<string, number>();
  for (const kind of kinds) {
    for (let i = 0; i < Math.max(1, opts.warmup); i++) matched.set(kind.id, check(kind, await timedGet(server, kind.path)));
  }
  const samples = new Map<string, number[]>(kinds.map((k) => [k.id, []]));
  const spent = new Map<string, number>(kinds.map((k) => [k.id, 0]));
  let active = [...kinds];
  for (let i = 0; i < opts.requests && active.length > 0; i++) {
    for (const kind of active) {
      const r = await timedGet(server, kind.path);
      check(kind, r);
      samples.get(kind.id)?.push(r.ms);
      spent.set(kind.id, (spent.get(kind.id) ?? 0) + r.ms);
    }
    active = active.filter((k) => (samples.get(k.id)?.length ?? 0) < MIN_SAMPLES || (spent.get(k.id) ?? 0) < opts.budgetS * 1000);
  }
  const results: KindResult[] = kinds.map((k) => {
    const s = samples.get(k.id) ?? [];
    return {
      id: k.id,
      label: k.label,
      path: k.path,
      matched: matched.get(k.id) ?? 0,
      n: s.length,
      p50: quantile(s, 0.5),
      p95: quantile(s, 0.95),
      p99: quantile(s, 0.99),
      min: Math.min(...s),
      max: Math.max(...s),
    };
  });
  for (const r of results)
    opts.log(
      `  ${r.label.padEnd(40)} p50 ${r.p50.toFixed(1).padStart(8)} ms  p95 ${r.p95.toFixed(1).padStart(8)} ms  p99 ${r.p99.toFixed(1).padStart(8)} ms  n=${r.n}  matched ${r.matched}`,
    );
  const profiles: Profile[] = [];
  const explained: Explained[] = [];
  for (const [i, kind] of kinds.entries()) {
    const p = await profile(server, kind);
    const r = results[i];
    const top = p.statements.filter((x) => x.dbMs !== null).sort((a, b) => (b.dbMs ?? 0) - (a.dbMs ?? 0));
    opts.log(
      `  ${kind.id.padEnd(9)} database ${p.dbMs.toFixed(1)} ms over ${p.statements.length} statements; slowest ${describeStatement(p.slowest.text)} ${(p.slowest.dbMs ?? 0).toFixed(1)} ms`,
    );
    if (r.p50 > opts.explainMs) {
      const slowest = top.slice(0, 2).filter((x, j) => j === 0 || (x.dbMs ?? 0) >= (top[0].dbMs ?? 0) / 3);
      // The plan to show, with per-node times this once.
      for (const x of slowest) x.plan = (await explainAnalyze(server.database, x.text, x.params, { runs: 1, timing: true })).plan;
      for (const x of slowest)
        opts.log(`  EXPLAIN ANALYZE, ${kind.id}: ${describeStatement(x.text)}\n${x.text.trim()}\n${JSON.stringify(x.params)}\n${x.plan}`);
      explained.push({ kind: kind.id, label: kind.label, p50: r.p50, profile: p, slowest });
      profiles.push(p);
    } else {
      profiles.push({ ...p, statements: p.statements.map((x) => ({ ...x, plan: null })), slowest: { ...p.slowest, plan: null } });
    }
  }
  return {
    videos: server.videos,
    seedMs: server.seedMs,
    seedStages: server.seedStages,
    vacuumMs: server.vacuumMs,
    category: top.dir,
    kinds: results,
    profiles,
    explained,
    measureMs: performance.now() - started,
  };
}

export async function runLatency(opts: LatencyOptions): Promise<LatencyResult> {
  const sizes: SizeResult[] = [];
  for (const videos of opts.sizes) {
    const size = await withServer(
      { engine: opts.engine, adminUrl: opts.adminUrl, videos, seed: opts.seed, vacuum: opts.vacuum, log: opts.log },
      async (server) => {
        opts.log(
          `latency: ${videos.toLocaleString('en-US')} videos on ${opts.engine}, ${opts.warmup} warm-up + ${opts.requests} requests per kind`,
        );
        return measureSize(server, opts);
      },
    );
    sizes.push(size);
  }
  return { engine: opts.engine, sizes, requests: opts.requests, warmup: opts.warmup, budgetS: opts.budgetS, explainMs: opts.explainMs };
}
