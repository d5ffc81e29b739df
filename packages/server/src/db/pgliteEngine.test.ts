// The embedded engine outlives its backend's end: the statement that met the end fails, the ones
// already sent behind it and those after it run on the engine opened again from its folder, and
// what was committed before is still there. The scenario runs in its own process
// (testing/endedBackend.ts): an engine that does not survive spins there, synchronously, forever.
import { spawnSync } from 'node:child_process';
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

function scenario(where: string): Record<string, unknown> {
  const run = spawnSync(process.execPath, ['--import', 'tsx', SCENARIO, where], {
    encoding: 'utf8',
    timeout: SCENARIO_LIMIT_MS,
    killSignal: 'SIGKILL',
  });
  expect(run.signal, `the engine did not return after its backend ended:\n${run.stderr}`).toBeNull();
  expect(run.status, run.stderr).toBe(0);
  return Object.fromEntries(
    run.stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { step: string; value: unknown })
      .map(({ step, value }) => [step, value]),
  );
}

it(
  'fails the statement that met the end and runs the rest on the folder opened again',
  () => {
    const steps = scenario(join(work, 'db'));
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
  () => {
    const steps = scenario('memory://');
    expect(steps.met).toEqual([{ error: 'BackendEndedError' }, { error: 'BackendEndedError' }, { error: expect.any(String) }]);
    expect(steps.after).toEqual({ error: 'BackendEndedError' });
    expect(steps.closed).toBe(true);
  },
  SCENARIO_LIMIT_MS + 10_000,
);
