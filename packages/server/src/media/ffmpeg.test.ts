// The real binaries: how runFfmpeg and probe behave on success, on failure and with progress.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ffmpegPath, ffprobePath, findOnPath, hasFilter, probe, runFfmpeg } from './ffmpeg.js';

let dir: string;

/** Pids whose command line names `file`, read from /proc (Linux). */
async function processesWriting(file: string): Promise<number[]> {
  const pids = (await readdir('/proc')).filter((e) => /^\d+$/.test(e));
  const named = await Promise.all(
    pids.map(async (pid) => {
      const cmd = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
      return cmd.split('\0').includes(file) ? Number(pid) : null;
    }),
  );
  return named.filter((pid): pid is number => pid !== null);
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'reel-ffmpeg-test-'));
});

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('ffmpeg binaries', () => {
  it('are found (env, PATH or the installer packages)', () => {
    expect(ffmpegPath()).toMatch(/ffmpeg(\.exe)?$/);
    expect(ffprobePath()).toMatch(/ffprobe(\.exe)?$/);
    expect(findOnPath('no-such-binary-for-reel')).toBeNull();
  });

  it('runs ffmpeg, reports progress and probes the result', async () => {
    const out = join(dir, 'tone.mp4');
    const seen: number[] = [];
    await runFfmpeg(
      [
        '-f',
        'lavfi',
        '-i',
        'testsrc2=s=160x90:r=10',
        '-f',
        'lavfi',
        '-i',
        'sine=frequency=440',
        '-t',
        '2',
        '-c:v',
        'libx264',
        '-preset',
        'ultrafast',
        '-c:a',
        'aac',
        '-pix_fmt',
        'yuv420p',
        out,
      ],
      { onProgress: (t) => seen.push(t) },
    );
    expect(seen.length).toBeGreaterThan(0);
    expect(Math.max(...seen)).toBeGreaterThan(1.5);
    const p = await probe(out);
    expect(p).toMatchObject({ width: 160, height: 90, video_codec: 'h264', audio_codec: 'aac', rotation: 0 });
    expect(p.duration_s).toBeGreaterThan(1.9);
    expect(p.format_name).toContain('mp4');
  });

  it('rejects with the exit code and the last stderr lines', async () => {
    const missing = join(dir, 'missing.mp4');
    await expect(runFfmpeg(['-i', missing, join(dir, 'x.mp4')])).rejects.toThrow(/exit code 1: .*missing\.mp4/s);
  });

  it('rejects a file that is not media', async () => {
    const junk = join(dir, 'junk.mp4');
    await writeFile(junk, 'not a video');
    await expect(probe(junk)).rejects.toThrow(/ffprobe could not read .*junk\.mp4/);
  });

  it('stops ffmpeg when aborted', async () => {
    const stop = new AbortController();
    const run = runFfmpeg(['-f', 'lavfi', '-i', 'testsrc2=s=160x90:r=10', '-f', 'null', '-'], { signal: stop.signal });
    setTimeout(() => stop.abort(), 200);
    await expect(run).rejects.toThrow(/aborted/);
  });

  it('settles an aborted run only once ffmpeg has exited, so its output folder can be removed', async () => {
    // ffmpeg finishes its output file on SIGTERM: a run that rejected while the process still ran
    // let it write into a folder its caller was removing.
    const out = join(dir, `stopped-${process.pid}-${Date.now()}.mp4`);
    const stop = new AbortController();
    const run = runFfmpeg(['-f', 'lavfi', '-i', 'testsrc2=s=640x360:r=30', '-c:v', 'libx264', '-preset', 'veryslow', out], {
      signal: stop.signal,
    });
    setTimeout(() => stop.abort(), 300);
    await expect(run).rejects.toThrow(/aborted/);
    expect(await processesWriting(out)).toEqual([]);
  });

  it('knows which filters this build has', async () => {
    expect(await hasFilter('scale')).toBe(true);
    expect(await hasFilter('no_such_filter')).toBe(false);
  });
});
