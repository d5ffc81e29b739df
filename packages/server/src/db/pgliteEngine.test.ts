// The embedded engine outlives its backend's end: the statement that met the end fails, the ones
// already sent behind it and those after it run on the engine opened again from its folder, and
// what was committed before is still there. The scenario runs in its own process
// (testing/endedBackend.ts): an engine that does not survive spins there, synchronously, forever.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { REPO_ROOT } from '../config.js';

const SCENARIO = join(REPO_ROOT, 'packages/server/src/testing/endedBackend.ts');
/** Opening and migrating the folder twice takes about ten seconds here. */
const SCENARIO_LIMIT_MS = 90_000;
const work = mkdtempSync(join(tmpdir(), 'reel-ended-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

interface Run {
  stdout: string;
  stderr: string;
  killed: boolean;
}

/** Runs the scenario in the folder given (or in memory) and reads what each step answered. */
async function scenario(where: string): Promise<Record<string, unknown>> {
  const run = await new Promise<Run>((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', SCENARIO, where],
      { encoding: 'utf8', timeout: SCENARIO_LIMIT_MS, killSignal: 'SIGKILL' },
      (err, stdout, stderr) => {
        if (err && !child.killed) reject(new Error(`${err.message}\n${stderr}`));
        else resolve({ stdout, stderr, killed: child.killed });
      },
    );
  });
  expect(run.killed, `the engine did not return after its backend ended:\n${run.stderr}`).toBe(false);
  return Object.fromEntries(
    run.stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { step: string; value: unknown })
      .map(({ step, value }) => [step, value]),
  );
}

// Both at once: each is a process of its own, which spends most of its time opening its engine.
const inFolder = scenario(join(work, 'db'));
const inMemory = scenario('memory://');
// Each test reads its own outcome; a failure heard before its test runs is not unhandled.
for (const outcome of [inFolder, inMemory]) outcome.catch(() => undefined);

it(
  'fails the statement that met the end and runs the rest on the folder opened again',
  async () => {
    const steps = await inFolder;
    const kept = [{ n: 1 }, { n: 2 }];
    expect(steps.met).toEqual([{ error: 'BackendEndedError' }, { rows: kept }, { rows: [{ n: 2 }] }]);
    expect(steps.after).toEqual({ rows: [{ n: 4 }] });
    expect(steps.read).toEqual({ rows: [...kept, { n: 4 }] });
    expect(steps.closed).toBe(true);
  },
  SCENARIO_LIMIT_MS + 10_000,
);

it(
  'fails every statement of an in-memory engine after its end, without hanging',
  async () => {
    const steps = await inMemory;
    expect(steps.met).toEqual([{ error: 'BackendEndedError' }, { error: 'BackendEndedError' }, { error: expect.any(String) }]);
    expect(steps.after).toEqual({ error: 'BackendEndedError' });
    expect(steps.closed).toBe(true);
  },
  SCENARIO_LIMIT_MS + 10_000,
);
