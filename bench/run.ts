// Entry of `npm run bench -- [benchmark…] [--option…]`: runs the named benchmarks (all when none is
// named) and writes their sections of bench/RESULTS.md. See bench/README.md.
import { Options, parseArgs } from './args.js';
import { API_BENCHMARKS, runApi, type ApiBenchmark } from './api/index.js';
import { runScale } from './api/scale.js';
import { PIPELINE_BENCHMARKS, runPipeline, type PipelineBenchmark } from './pipeline/index.js';
import { PLAYER_BENCHMARKS, runPlayer, type PlayerBenchmark } from './player/index.js';
import { SITE_BENCHMARKS, runSite, type SiteBenchmark } from './site/lighthouse.js';
import { START_BENCHMARKS, runStart, type StartBenchmark } from './start/index.js';

/** Every benchmark by name; a group name (`api`) stands for all of its members. */
const GROUPS: Record<string, readonly string[]> = {
  api: API_BENCHMARKS,
  player: PLAYER_BENCHMARKS,
  site: SITE_BENCHMARKS,
  pipeline: PIPELINE_BENCHMARKS,
  start: START_BENCHMARKS,
};
const ALL = Object.values(GROUPS).flat();

const USAGE = `usage: npm run bench -- [benchmark…] [options]

benchmarks (default: all)
  api               api/throughput, api/latency and api/nginx
  api/throughput    cached list endpoint vs the same JSON as a static file (req/s, interleaved rounds)
  api/latency       uncached videos2 and search calls at 10k and 100k videos (p50/p95)
  api/scale         run alone, not part of "all": every list (each sort × section × filter value,
                    and the search × word classes) one at a time, then the slowest under an open
                    loop (--rate=50 req/s, --duration=10) and at saturation, on kept seeded
                    PostgreSQL databases (--videos=1000000,10000000); options in bench/README.md
  api/nginx         cached list vs Debian's nginx serving the same bytes (gzip_static): browser
                    request, no compression, If-None-Match revalidation (req/s, interleaved rounds)
  player            player/firstframe: time to first frame, player vs bare <video>/hls.js
                    (a written run saves its samples in bench/player/runs/);
                    player/runs: every saved firstframe run of this player build, read together;
                    player/page: the watch page and the embed (autostart=1) vs a page holding
                    only a <video>; player/advert: a visitor's click on Play to the house advert's
                    first frame, and Skip ad to the video's, vs a <video> started by a click
                    (bench/player; options --rounds, --warmup-rounds, --settle-ms=300)
  site              site/lighthouse: Lighthouse performance (mobile) of the home, a list and the
                    watch page on the production build (bench/site; options --runs=3 per page,
                    --reports to keep each report's JSON in bench/.work/lighthouse/)
  pipeline          pipeline/transcode: one upload job through the worker vs plain ffmpeg commands
                    making the same outputs (bench/pipeline; options --source-seconds=20,
                    --source-height=720, --source-fps=30, --rounds=5)
  start             \`npm start\` again with nothing changed, to /healthz 200 (bench/start; option
                    --rounds=5; the data folder bench/.work/start-data is seeded once and kept)

database
  --postgres[=URL]  PostgreSQL: a fresh database per run is created from this admin address and
                    dropped afterwards (default address: $DATABASE_URL, which alone also selects it)
  --pglite          PGlite even when DATABASE_URL is set (the default engine)
  --million         add a 1,000,000-video catalogue to api/latency (PostgreSQL only)
  --sizes=10k,100k  api/latency catalogue sizes
  --seed=1          seeder seed    --no-vacuum   skip VACUUM ANALYZE after seeding

api/throughput      --throughput-videos=10000 --connections=20 --duration=5 (s per round)
                    --rounds=5 (per side) --warmup-rounds=2 --workers=1 (autocannon threads)
api/nginx           --nginx-rounds=3 --nginx-warmup-rounds=1 --nginx-workers=1, and
                    --throughput-videos, --connections, --duration, --workers (wrk threads);
                    needs Debian's nginx-light and wrk, skipped with the reason without wrk
api/latency         --requests=30 --warmup=3 (per kind) --budget=30 (s per kind and size)
                    --explain-ms=500 (EXPLAIN ANALYZE calls slower than this at p50)
output              --no-write (print Markdown instead of updating bench/RESULTS.md)`;

function resolveNames(names: string[]): string[] {
  if (names.length === 0 || names.includes('all')) return [...ALL];
  const out = new Set<string>();
  for (const name of names) {
    const members = GROUPS[name] ?? (ALL.includes(name) ? [name] : null);
    if (!members) throw new Error(`unknown benchmark "${name}"; known: ${[...Object.keys(GROUPS), ...ALL].join(', ')}`);
    for (const m of members) out.add(m);
  }
  return [...out];
}

/** Not one of "all": it seeds 1M and 10M videos once (most of an hour, about 15 GB) and runs for
 * tens of minutes. */
const SCALE = 'api/scale';

async function main(argv: string[]): Promise<void> {
  const { names, options } = parseArgs(argv);
  if (options.has('help') || names.includes('help')) {
    console.log(USAGE);
    return;
  }
  if (names.includes(SCALE)) {
    if (names.length > 1) throw new Error(`${SCALE} runs alone`);
    return runScale(argv.filter((a) => a !== SCALE));
  }
  const selected = resolveNames(names);
  const opt = new Options(options);
  const api = selected.filter((n): n is ApiBenchmark => (API_BENCHMARKS as readonly string[]).includes(n));
  if (api.length) await runApi(api, opt, argv);
  const player = selected.filter((n): n is PlayerBenchmark => (PLAYER_BENCHMARKS as readonly string[]).includes(n));
  if (player.length) await runPlayer(player, opt, argv);
  const site = selected.filter((n): n is SiteBenchmark => (SITE_BENCHMARKS as readonly string[]).includes(n));
  if (site.length) await runSite(site, opt, argv);
  const pipeline = selected.filter((n): n is PipelineBenchmark => (PIPELINE_BENCHMARKS as readonly string[]).includes(n));
  if (pipeline.length) await runPipeline(pipeline, opt, argv);
  const start = selected.filter((n): n is StartBenchmark => (START_BENCHMARKS as readonly string[]).includes(n));
  if (start.length) await runStart(start, opt, argv);
}

main(process.argv.slice(2)).then(
  // PGlite and autocannon workers can keep handles open after their last use.
  () => process.exit(0),
  (err: unknown) => {
    console.error(`[bench] ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    process.exit(1);
  },
);
