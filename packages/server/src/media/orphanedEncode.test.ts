// A server or worker killed outright (SIGKILL, no clean-up code runs) takes its ffmpeg with it:
// an encode must not keep a core busy for the rest of its run.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config.js';

const work = mkdtempSync(join(tmpdir(), 'reel-orphan-'));
const leftovers: number[] = [];
afterAll(() => {
  for (const pid of leftovers) if (isRunning(pid)) process.kill(pid, 'SIGKILL');
  rmSync(work, { recursive: true, force: true });
});

/** The fields of /proc/{pid}/stat after the command name: state, then the parent's pid. */
function stat(pid: number): { state: string; ppid: number } | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const [state, ppid] = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { state, ppid: Number(ppid) };
  } catch {
    return null;
  }
}

/** Alive and not a zombie waiting for a reaper. */
const isRunning = (pid: number) => {
  const s = stat(pid);
  return s !== null && s.state !== 'Z';
};

function command(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
}

/** The ffmpeg processes `parent` started (tsx's own esbuild helper is another child). */
function ffmpegChildrenOf(parent: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => stat(pid)?.ppid === parent && command(pid) === 'ffmpeg');
}

async function until<T>(what: () => T | null | undefined | false, timeoutMs: number): Promise<T | null> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = what();
    if (value) return value;
    if (Date.now() > end) return null;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.runIf(process.platform === 'linux')('an encode whose process is killed', () => {
  it('stops within seconds of a kill -9 of the process that started it', async () => {
    const runner = spawn(
      process.execPath,
      ['--import', 'tsx', join(REPO_ROOT, 'packages/server/src/media/encodeRunner.ts'), join(work, 'out.mp4')],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    leftovers.push(runner.pid!);
    await new Promise<void>((resolve, reject) => {
      runner.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('started') && resolve());
      runner.on('exit', (code) => reject(new Error(`the runner exited with ${code}`)));
    });
    const ffmpeg = await until(() => ffmpegChildrenOf(runner.pid!)[0], 10_000);
    expect(ffmpeg).not.toBeNull();
    leftovers.push(ffmpeg!);
    // Encoding: still there a moment later.
    await new Promise((r) => setTimeout(r, 500));
    expect(isRunning(ffmpeg!)).toBe(true);
    runner.kill('SIGKILL');
    const gone = await until(() => !isRunning(ffmpeg!), 5000);
    expect(gone).toBe(true);
  }, 30_000);
});
