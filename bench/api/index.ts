// `npm run bench -- api[/throughput|/latency]`: runs the API benchmarks on one engine and writes
// that engine's part of the API section of bench/RESULTS.md.
import type { Options } from '../args.js';
import type { Engine } from '../harness.js';
import { redactUrl } from '../harness.js';
import { commandLine, hasSection, readResults, replaceSection, today, writeResults } from '../results.js';
import { seconds } from '../stats.js';
import { runLatency } from './latency.js';
import { latencySection, throughputSection, type RunInfo } from './report.js';
import { runNginx } from './nginx.js';
import { nginxSection } from './nginxReport.js';
import { runThroughput } from './throughput.js';
import { wrkMissing } from './wrk.js';

export const API_BENCHMARKS = ['api/throughput', 'api/latency', 'api/nginx'] as const;
export type ApiBenchmark = (typeof API_BENCHMARKS)[number];

const ENGINE_TITLE: Record<Engine, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };
const MILLION = 1_000_000;

export async function runApi(which: ApiBenchmark[], opt: Options, argv: readonly string[]): Promise<void> {
  const postgresOpt = opt.string('postgres');
  const forcePglite = opt.flag('pglite');
  const adminUrl = typeof postgresOpt === 'string' ? postgresOpt : process.env.DATABASE_URL || undefined;
  const engine: Engine = forcePglite ? 'pglite' : postgresOpt !== undefined || process.env.DATABASE_URL ? 'postgres' : 'pglite';
  if (engine === 'postgres' && !adminUrl)
    throw new Error('--postgres needs an admin address: --postgres=postgres://user:pass@host:5432/postgres, or DATABASE_URL');
  const million = opt.flag('million');
  if (million && engine !== 'postgres')
    throw new Error('--million needs PostgreSQL (--postgres=…); PGlite is not benchmarked at 1M videos');
  const sizes = [...opt.numbers('sizes', [10_000, 100_000]), ...(million ? [MILLION] : [])];
  const seed = opt.number('seed', 1, 0);
  const vacuum = !opt.flag('no-vacuum');
  const write = !opt.flag('no-write');
  const log = (line: string) => console.log(`[bench] ${line}`);

  // Read every option before running, so that a typo fails now rather than after minutes.
  const throughputOpts = {
    engine,
    adminUrl,
    videos: opt.number('throughput-videos', 10_000, 1),
    connections: opt.number('connections', 20, 1),
    duration: opt.number('duration', 5, 1),
    rounds: opt.number('rounds', 5, 1),
    warmupRounds: opt.number('warmup-rounds', 2, 0),
    workers: opt.number('workers', 1, 0),
    vacuum,
    seed,
    log,
  };
  const latencyOpts = {
    engine,
    adminUrl,
    sizes,
    requests: opt.number('requests', 30, 1),
    warmup: opt.number('warmup', 3, 0),
    budgetS: opt.number('budget', 30, 1),
    explainMs: opt.number('explain-ms', 500, 0),
    vacuum,
    seed,
    log,
  };
  const nginxOpts = {
    ...throughputOpts,
    rounds: opt.number('nginx-rounds', 3, 1),
    warmupRounds: opt.number('nginx-warmup-rounds', 1, 0),
    nginxWorkers: opt.number('nginx-workers', 1, 1),
  };
  const unknown = opt.unknown();
  if (unknown.length) throw new Error(`unknown option(s): ${unknown.map((u) => `--${u}`).join(' ')}`);

  log(`engine ${ENGINE_TITLE[engine]}${adminUrl && engine === 'postgres' ? ` (${redactUrl(adminUrl)})` : ''}; ${which.join(', ')}`);
  const command = commandLine(argv);
  // Each benchmark writes its section as soon as it is done, so a later failure keeps it.
  const timed = async <T>(name: ApiBenchmark, fn: () => Promise<T>, section: (result: T, info: RunInfo) => string) => {
    const date = today();
    const started = performance.now();
    const result = await fn();
    const info = { date, command, wallMs: performance.now() - started };
    log(`${name} done in ${seconds(info.wallMs)}`);
    const markdown = section(result, info);
    if (write) {
      writeResults(
        name === 'api/nginx' ? writeNginxSection(readResults(), markdown) : writeApiSection(readResults(), engine, name, markdown),
      );
      log(`wrote its section of bench/RESULTS.md`);
    } else {
      console.log(`\n${markdown}\n`);
    }
  };
  if (which.includes('api/throughput')) await timed('api/throughput', () => runThroughput(throughputOpts), throughputSection);
  if (which.includes('api/latency')) await timed('api/latency', () => runLatency(latencyOpts), latencySection);
  if (which.includes('api/nginx')) {
    const missing = wrkMissing();
    if (missing) log(`api/nginx skipped: ${missing}`);
    else await timed('api/nginx', () => runNginx(nginxOpts), nginxSection);
  }
}

/** `api/nginx` sits in the API section after the engines' subsections, whichever engine ran it: a
 * cache hit reads no database. */
export function writeNginxSection(text: string, body: string): string {
  const out = hasSection(text, 'api') ? text : replaceSection(text, 'api', API_INTRO);
  return replaceSection(out, 'api/nginx', body, 'api');
}

const API_INTRO = `## API (\`bench/api\`)

Throughput of a cached list call against the same JSON served as a static file by the same
server, and latency of uncached list and search calls at several catalogue sizes. One subsection
per database engine and one section per benchmark inside it, each replaced by its own run.`;

/** Section ids: `api` ⊃ `api/{engine}` ⊃ `api/{engine}/throughput`, `api/{engine}/latency`. */
export function writeApiSection(text: string, engine: Engine, benchmark: ApiBenchmark, body: string): string {
  let out = text;
  if (!hasSection(out, 'api')) out = replaceSection(out, 'api', API_INTRO);
  const engineId = `api/${engine}`;
  if (!hasSection(out, engineId)) out = replaceSection(out, engineId, `### ${ENGINE_TITLE[engine]}`, 'api');
  const id = `${engineId}/${benchmark.slice('api/'.length)}`;
  // Keep throughput before latency whichever runs first.
  const before = benchmark === 'api/throughput' ? `${engineId}/latency` : undefined;
  return replaceSection(out, id, body, engineId, before);
}
