// Each written run of player/firstframe keeps its samples in bench/player/runs/, one file per run,
// so that runs of one player build taken at different hours can be read together. A run's interval
// carries the noise between its rounds, not how the machine's load moves from one hour to the next:
// two 180-round runs of one build here gave 1.07 and 1.17 for the same measure, each ±0.07. The
// pooled reading draws the runs as well as their rounds (pooledRatioOfMediansInterval).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, relative } from 'node:path';
import { PLAYER_DIST } from '../../e2e/fixtures/player/server.js';
import { BENCH_DIR } from '../harness.js';
import { table } from '../results.js';
import { interval, median, ms, pooledRatioOfMediansInterval } from '../stats.js';
import type { FirstFrameResult, FirstFrameRound } from './firstframe.js';
import { BARE_BOTH, firstFrameStands, ratioOfMedians, readingOf, sideMs, targetCell } from './stands.js';

export const RUNS_DIR = join(BENCH_DIR, 'player', 'runs');

/** What a run keeps: its samples, and enough of its circumstances to tell runs apart. */
export interface SavedRun {
  /** ISO time the run ended. */
  date: string;
  /** The checked-out commit, with `+` when tracked files had other changes than the benchmark's output. */
  commit: string;
  /** The player build measured (playerBuild()): only runs of one build are read together. */
  build: string;
  /** The machine's load average (1, 5, 15 min) when the run ended. */
  loadAverage: number[];
  settleMs: number;
  browserVersion: string;
  rounds: FirstFrameRound[];
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
}

/** A digest of the player's script-tag build, its source maps left out: the code the pages load. */
export function playerBuild(dir = PLAYER_DIST): string {
  const hash = createHash('sha256');
  for (const file of walk(dir)
    .filter((f) => !f.endsWith('.map'))
    .sort()) {
    hash.update(relative(dir, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 12);
}

function commit(): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: BENCH_DIR, encoding: 'utf8' }).trim();
    // The benchmark's own output does not count as a change to what it measured.
    const others = [':(top,exclude)bench/RESULTS.md', ':(top,exclude)bench/player/runs'];
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no', '--', ':(top)', ...others], {
      cwd: BENCH_DIR,
      encoding: 'utf8',
    }).trim();
    return dirty ? `${head}+` : head;
  } catch {
    return 'unknown';
  }
}

// Samples to a hundredth of a millisecond: finer than any clock the page reads, and half the file.
const round2 = (_key: string, value: unknown): unknown => (typeof value === 'number' ? Math.round(value * 100) / 100 : value);

/** Writes the run's file and returns its path. */
export function saveRun(result: FirstFrameResult, build = playerBuild(), dir = RUNS_DIR): string {
  const run: SavedRun = {
    date: new Date().toISOString(),
    commit: commit(),
    build,
    loadAverage: loadavg(),
    settleMs: result.settleMs,
    browserVersion: result.browserVersion,
    rounds: result.rounds,
  };
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${run.date.slice(0, 19).replace(/:/g, '')}-${run.build}.json`);
  writeFileSync(file, `${JSON.stringify(run, round2)}\n`);
  return file;
}

/** The saved runs of `build`, oldest first. */
export function loadRuns(build: string, dir = RUNS_DIR): SavedRun[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as SavedRun)
    .filter((run) => run.build === build);
}

const hourMinute = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;

/** One column per run and the pooled reading, one line per measure; then the runs themselves. */
export function runsMarkdown(runs: SavedRun[], command: string): string {
  if (runs.length === 0) return '## Player first frame over several runs\n\nNo run of this player build is saved yet.';
  const standsByRun = runs.map((run) => firstFrameStands(run));
  const rows = standsByRun[0].map(({ label, target }, i) => {
    const perRun = standsByRun.map((stands) => stands[i].pairs);
    const pooled = perRun.flat();
    const bounds = pooledRatioOfMediansInterval(perRun);
    return [label, ...perRun.map(ratioOfMedians), ratioOfMedians(pooled), interval(bounds), targetCell(target), readingOf(bounds, target)];
  });
  const runHead = runs.map((_, i) => `run ${i + 1}`);
  const head = ['measure', ...runHead, 'all runs: ratio of the medians', '95 % interval, runs drawn too', 'target', 'reading'];
  const about = runs.map((run, i) => [
    `run ${i + 1}`,
    hourMinute(run.date),
    `\`${run.commit}\``,
    String(run.rounds.length),
    run.loadAverage.map((l) => l.toFixed(2)).join(', '),
    ms(median(run.rounds.map((r) => sideMs(r, BARE_BOTH)))),
  ]);
  return `## Player first frame over several runs (\`bench/player/runs/\`)

- Player build: \`${runs[0].build}\` (a digest of \`packages/player/dist/browser\`, source maps left out)
- Command: \`${command}\`, which reads the runs saved by \`npm run bench -- player/firstframe\` (each
  written run saves its samples); runs of another build are left out

The measures of the section above, over every saved run of this build. A run's own interval holds
the noise between its rounds; it does not hold how the machine's load moves between hours. The
pooled interval draws the runs with replacement as well as each run's rounds, so it carries how far
the runs disagree; with few runs it is wide, and it is the honest width.

${table(head, rows, ['l', ...runHead.map((): 'r' => 'r'), 'r', 'r', 'r', 'l'])}

${table(['run', 'ended (UTC)', 'commit', 'rounds', 'load average at the end', 'bare `<video>` median (ms)'], about, ['l', 'l', 'l', 'r', 'l', 'r'])}`;
}
