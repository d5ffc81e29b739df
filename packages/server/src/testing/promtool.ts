// Prometheus's own linter over a `/metrics` answer: `promtool check metrics` reads the text on its
// standard input and prints one line per finding (a malformed line, a counter without `_total`, a
// gauge with it, a unit spelt wrongly, a missing HELP). It is Debian's, taken from the prometheus
// package by .ci/run; on a machine without it the tests that need it say so and are skipped, as
// the nginx tests are.
import { spawnSync } from 'node:child_process';

const PROMTOOL = 'promtool';

/** Null when promtool runs here, else why not. */
export function promtoolMissing(): string | null {
  const res = spawnSync(PROMTOOL, ['--version'], { encoding: 'utf8' });
  return res.error || res.status !== 0 ? `${PROMTOOL} is not on PATH (.ci/run installs it from Debian's prometheus package)` : null;
}

export interface PromtoolVerdict {
  /** 0: clean; 3: lint findings; 1: the text could not be read. */
  status: number | null;
  /** Every line promtool printed, empty when the text is clean. */
  findings: string[];
}

export function promtoolCheckMetrics(text: string): PromtoolVerdict {
  const res = spawnSync(PROMTOOL, ['check', 'metrics'], { input: text, encoding: 'utf8' });
  if (res.error) throw res.error;
  const findings = `${res.stdout}\n${res.stderr}`
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return { status: res.status, findings };
}
