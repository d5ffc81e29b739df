// `npm run bench -- start`: `npm start` again when nothing changed, timed from the command to the
// first `/healthz` 200. One unmeasured start first builds what is stale and seeds the data folder
// (kept in bench/.work/start-data between runs, so only the first run ever seeds); then each
// measured start is stopped once healthy, and the next begins.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Options } from '../args.js';
import { BENCH_DIR, WORK_DIR } from '../harness.js';
import { commandLine, machineLine, readResults, replaceSection, table, today, writeResults } from '../results.js';
import { median, seconds } from '../stats.js';
import { freePort, loadConfig, lockPathFor } from '@reel/server/testing';

export const START_BENCHMARKS = ['start'] as const;
export type StartBenchmark = (typeof START_BENCHMARKS)[number];

const ROOT = join(BENCH_DIR, '..');
const POLL_MS = 50;
/** The first start may build everything and seed: minutes on a fresh clone. */
const FIRST_START_TIMEOUT_MS = 20 * 60 * 1000;
const START_TIMEOUT_MS = 120 * 1000;
/** A stopped server closes its connections and the database before it lets go of the lock. */
const STOP_TIMEOUT_MS = 30 * 1000;
/** The issue's target for a start with nothing changed. */
const TARGET_MS = 10_000;

interface StartTiming {
  /** Until `[reel]` said every build is up to date (install and build checks). */
  checkedMs: number | null;
  /** Until the server logged that it is up. */
  upMs: number | null;
  /** Until `/healthz` answered 200. */
  healthyMs: number;
  built: string[];
}

async function timeStart(dataDir: string, timeoutMs: number): Promise<StartTiming> {
  const port = await freePort();
  const started = performance.now();
  // Its own process group, so that stopping it stops the server it runs too.
  const child = spawn(process.execPath, [join(ROOT, 'scripts', 'reel.mjs'), 'start'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const timing: Omit<StartTiming, 'healthyMs'> = { checkedMs: null, upMs: null, built: [] };
  let output = '';
  const read = (chunk: Buffer) => {
    const text = chunk.toString();
    output += text;
    const now = performance.now() - started;
    if (timing.checkedMs === null && text.includes('every build is up to date')) timing.checkedMs = now;
    if (timing.upMs === null && text.includes('Reel is up')) timing.upMs = now;
    for (const m of text.matchAll(/\[reel\] building (\S+)/g)) timing.built.push(m[1]);
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${output.slice(-2000)}`);
      const status = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.arrayBuffer().then(() => r.status),
        () => 0,
      );
      if (status === 200) return { ...timing, healthyMs: performance.now() - started };
      if (performance.now() - started > timeoutMs) throw new Error(`no /healthz 200 within ${timeoutMs} ms:\n${output.slice(-2000)}`);
      await sleep(POLL_MS);
    }
  } finally {
    if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    await exited;
    await serverGone(dataDir);
  }
}

/** npm exits before the server it ran has finished closing: the next start waits for the server to
 * let go of the data folder's lock, or it would find the folder in use. */
async function serverGone(dataDir: string): Promise<void> {
  const lock = lockPathFor(loadConfig({ ...process.env, DATA_DIR: dataDir }).pgliteDir);
  const until = performance.now() + STOP_TIMEOUT_MS;
  while (existsSync(lock)) {
    if (performance.now() > until) throw new Error(`the server still holds ${lock} ${STOP_TIMEOUT_MS} ms after npm start exited`);
    await sleep(POLL_MS);
  }
}

export async function runStart(_which: StartBenchmark[], opt: Options, argv: readonly string[]): Promise<void> {
  const rounds = opt.number('rounds', 5, 1);
  const write = !opt.flag('no-write');
  const unknown = opt.unknown();
  if (unknown.length) throw new Error(`unknown option(s): ${unknown.map((u) => `--${u}`).join(' ')}`);
  const log = (line: string) => console.log(`[bench] ${line}`);
  const dataDir = join(WORK_DIR, 'start-data');
  mkdirSync(dataDir, { recursive: true });
  const date = today();
  const wallStart = performance.now();

  log('first start: builds what is stale and seeds the data folder if it is empty (unmeasured)');
  const first = await timeStart(dataDir, FIRST_START_TIMEOUT_MS);
  log(`  healthy after ${seconds(first.healthyMs)}${first.built.length ? `, built ${first.built.join(', ')}` : ''}`);
  const timings: StartTiming[] = [];
  for (let i = 0; i < rounds; i++) {
    const t = await timeStart(dataDir, START_TIMEOUT_MS);
    if (t.built.length) throw new Error(`start ${i + 1} rebuilt ${t.built.join(', ')} with nothing changed`);
    timings.push(t);
    log(
      `  start ${i + 1}: checks ${t.checkedMs === null ? '–' : seconds(t.checkedMs)}, up ${t.upMs === null ? '–' : seconds(t.upMs)}, /healthz 200 ${seconds(t.healthyMs)}`,
    );
  }
  const med = (pick: (t: StartTiming) => number | null) => median(timings.map(pick).filter((x): x is number => x !== null));
  const healthy = med((t) => t.healthyMs);
  const rows = timings.map((t, i) => [
    String(i + 1),
    t.checkedMs === null ? '–' : seconds(t.checkedMs),
    t.upMs === null ? '–' : seconds(t.upMs),
    seconds(t.healthyMs),
  ]);
  rows.push(['**median**', seconds(med((t) => t.checkedMs)), seconds(med((t) => t.upMs)), `**${seconds(healthy)}**`]);
  const markdown = [
    '## `npm start` with nothing changed (`bench/start`)',
    '',
    `- Date: ${date}`,
    `- Machine: ${machineLine()}; shared and noisy`,
    `- Command: \`${commandLine(argv)}\` (wall time ${seconds(performance.now() - wallStart)}, the first start included)`,
    '',
    `\`node scripts/reel.mjs start\` with a free \`PORT\` and \`DATA_DIR=bench/.work/start-data\` (already seeded), after one ` +
      'unmeasured start that builds whatever is stale. Each start is timed from the command to the first `/healthz` 200 (polled every ' +
      `${POLL_MS} ms), then stopped. "Checks" is the install and build-stamp checks (\`[reel] every build is up to date\`), "up" the ` +
      "server's `Reel is up` line.",
    '',
    table(['start', 'checks done', 'server up', '/healthz 200'], rows, ['l', 'r', 'r', 'r']),
    '',
    `**Reading.** With nothing changed a start rebuilds nothing and answers \`/healthz\` 200 after ${seconds(healthy)} (median of ${rounds}), ` +
      `${healthy <= TARGET_MS ? 'within' : 'over'} the ${seconds(TARGET_MS)} target.`,
  ].join('\n');
  log(`done: median ${seconds(healthy)} to /healthz 200`);
  if (write) {
    writeResults(replaceSection(readResults(), 'start', markdown));
    log('wrote its section of bench/RESULTS.md');
  } else console.log(`\n${markdown}\n`);
}
