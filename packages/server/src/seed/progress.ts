// Progress of a long seed on stderr: one line per stage with counts and percent. On a terminal the
// line is redrawn in place (at most every 100 ms); in a log file, where carriage returns would
// pile up, a stage prints when it starts, at every further 25% and when it finishes.

export type ProgressFn = (stage: string, done: number, total: number) => void;

export interface ProgressOutput {
  write(chunk: string): unknown;
  isTTY?: boolean;
}

export interface ProgressDisplay {
  update: ProgressFn;
  /** Ends the current line; call once at the end. */
  finish(): void;
}

const REDRAW_MS = 100;
const LOG_STEP = 25;

export function formatProgress(stage: string, done: number, total: number, elapsedMs: number): string {
  const pct = total > 0 ? Math.min(100, Math.floor((done / total) * 100)) : 100;
  const secs = (elapsedMs / 1000).toFixed(1);
  return `[seed] ${stage.padEnd(16)} ${done.toLocaleString('en-US')}/${total.toLocaleString('en-US')} (${pct}%) ${secs}s`;
}

export function createProgress(out: ProgressOutput = process.stderr, clock: () => number = Date.now): ProgressDisplay {
  const tty = Boolean(out.isTTY);
  let stage = '';
  let stageStart = clock();
  let lastDraw = 0;
  let lastLoggedStep = -1;
  let open = false;

  const update: ProgressFn = (name, done, total) => {
    const now = clock();
    if (name !== stage) {
      if (open) out.write('\n');
      open = false;
      stage = name;
      stageStart = now;
      lastDraw = 0;
      lastLoggedStep = -1;
    }
    const line = formatProgress(name, done, total, now - stageStart);
    const finished = done >= total;
    if (tty) {
      if (!finished && now - lastDraw < REDRAW_MS) return;
      lastDraw = now;
      out.write(`\r\x1b[2K${line}`);
      open = true;
      return;
    }
    const step = total > 0 ? Math.floor((Math.min(done, total) / total) * (100 / LOG_STEP)) : 100 / LOG_STEP;
    if (step === lastLoggedStep && !finished) return;
    if (finished && lastLoggedStep === 100 / LOG_STEP) return;
    lastLoggedStep = step;
    out.write(`${line}\n`);
  };

  return {
    update,
    finish() {
      if (open) out.write('\n');
      open = false;
    },
  };
}
