// `npm run bench -- api/scale` (or `node --import tsx bench/api/scale.ts`): every list the site and the API
// offer (enumerated from the endpoint table), one at a time and under steady load, on kept seeded
// PostgreSQL databases, with PostgreSQL's own view; writes the `api/scale` section of RESULTS.md.
// Options and wall times: bench/README.md, "api/scale".
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Options, parseArgs } from '../args.js';
import { redactUrl } from '../harness.js';
import { commandLine, hasSection, readResults, replaceSection, today, writeResults } from '../results.js';
import { postgresHost } from './keptDatabase.js';
import { scaleSection } from './scaleReport.js';
import { runSize, type ScaleOptions, type SizeRun } from './scaleRun.js';
import { enumerateCalls, OBJECT_SECTIONS } from './scaleCalls.js';
import { ensureServerBuild } from './serverProcess.js';

const SECTION = 'api/scale';

function readOptions(opt: Options, log: (line: string) => void): { sizes: number[]; base: Omit<ScaleOptions, 'adminUrl' | 'videos'> } {
  const sizes = opt.numbers('videos', [1_000_000, 10_000_000]);
  const load = opt.string('load');
  const only = opt.string('only');
  if (only === true) throw new Error('--only needs a pattern of call ids, e.g. --only=^category/');
  const base = {
    seed: opt.number('seed', 1, 0),
    deepPage: opt.number('deep-page', 50, 2),
    only: only === undefined ? null : new RegExp(only),
    probeRequests: opt.number('probe-requests', 3, 1),
    probeBudgetS: opt.number('probe-budget', 5, 0),
    loadCalls: load === 'all' ? Number.POSITIVE_INFINITY : opt.number('load', 40, 0),
    ratePerS: opt.number('rate', 50, 1),
    durationS: opt.number('duration', 10, 0.1),
    drainS: opt.number('drain', 30, 0),
    satWorkers: opt.number('sat-workers', 8, 1),
    satDurationS: opt.number('sat-duration', 5, 0.1),
    explainCalls: opt.number('explain', 5, 0),
    topStatements: opt.number('top-statements', 15, 1),
    log,
  };
  return { sizes, base };
}

/** `--pg-set=shared_buffers=4GB,work_mem=16MB`: settings for the benchmark's own server. */
function parsePgSettings(value: string | true | undefined): Record<string, string> {
  if (value === undefined) return {};
  if (value === true) throw new Error('--pg-set needs name=value pairs, comma-separated');
  const out: Record<string, string> = {};
  for (const pair of value.split(',')) {
    const m = /^(\w+)=([\w.]+)$/.exec(pair.trim());
    if (!m) throw new Error(`--pg-set: expected name=value, got "${pair}"`);
    out[m[1]] = m[2];
  }
  return out;
}

export async function runScale(argv: string[]): Promise<void> {
  const { options } = parseArgs(argv);
  const opt = new Options(options);
  const log = (line: string) => console.log(`[scale] ${line}`);
  const { sizes, base } = readOptions(opt, log);
  const given = opt.string('postgres');
  const write = !opt.flag('no-write');
  const smoke = opt.flag('smoke');
  const listOnly = opt.flag('list');
  const pgSettings = parsePgSettings(opt.string('pg-set'));
  const unknown = opt.unknown();
  if (unknown.length) throw new Error(`unknown option(s): ${unknown.map((u) => `--${u}`).join(' ')}`);
  if (listOnly) {
    // The enumeration alone, on placeholder objects and words: what a run would request.
    const placeholders = Object.fromEntries(OBJECT_SECTIONS.map((s) => [s, `{${s}}`]));
    const words = { common: '{common}', rare: '{rare}', typo: '{typo}', two: '{two words}' };
    const calls = enumerateCalls({ objects: placeholders, words, deepPage: base.deepPage }).filter(
      (c) => !base.only || base.only.test(c.id),
    );
    for (const c of calls) console.log(`${c.id}\t${c.path}`);
    log(`${calls.length} calls`);
    return;
  }
  if (given === true) throw new Error('--postgres needs an admin address: --postgres=postgres://user:pass@host:5432/postgres');

  const date = today();
  const started = performance.now();
  const loadStart = loadavg()[0];
  ensureServerBuild(log);
  const host = await postgresHost(given, pgSettings, log);
  // Ctrl-C stops the kept server too (its data stays); the server process dies with us.
  process.once('SIGINT', () => void host.stop().finally(() => process.exit(130)));
  const runs: SizeRun[] = [];
  try {
    for (const videos of sizes) runs.push(await runSize({ ...base, adminUrl: host.adminUrl, videos }));
  } finally {
    await host.stop();
  }
  const markdown = scaleSection(
    runs,
    { ...base, adminUrl: host.adminUrl, videos: 0 },
    {
      date,
      command: commandLine(argv, {}).replace('npm run bench --', 'node --import tsx bench/api/scale.ts'),
      wallMs: performance.now() - started,
      loadStart,
      loadEnd: loadavg()[0],
      postgres: `${host.origin} (${redactUrl(host.adminUrl)})`,
      smoke,
    },
  );
  if (write) {
    const text = readResults();
    writeResults(replaceSection(text, SECTION, markdown, hasSection(text, 'api') ? 'api' : undefined));
    log('wrote the api/scale section of bench/RESULTS.md');
  } else console.log(`\n${markdown}\n`);
}

// Run directly (`node --import tsx bench/api/scale.ts`) as well as through `npm run bench -- api/scale`.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  runScale(process.argv.slice(2)).then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(`[scale] ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
      process.exit(1);
    },
  );
