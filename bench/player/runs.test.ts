import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FirstFrameResult, FirstFrameRound, Kind } from './firstframe.js';
import { KINDS } from './firstframe.js';
import { loadRuns, playerBuild, runsMarkdown, saveRun, type SavedRun } from './runs.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'reel-runs-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A run whose player kinds take `playerMs` in every round, against bare showings of 100 and 102 ms. */
function result(playerMs: number, rounds = 6): FirstFrameResult {
  const sample = (ms: number) => ({ ms: ms + 0.123456, callbackMs: ms + 10, metricMs: null, fileCallMs: 20 });
  const round = (i: number): FirstFrameRound => ({
    round: i + 1,
    samples: Object.fromEntries(
      KINDS.map((k: Kind) => [k, sample(k === 'bare-video' ? 100 : k === 'bare-video-again' ? 102 : k === 'bare-hls' ? 200 : playerMs)]),
    ) as FirstFrameRound['samples'],
  });
  return {
    settleMs: 300,
    browserVersion: '156.0',
    rounds: Array.from({ length: rounds }, (_, i) => round(i)),
    plain: {} as FirstFrameResult['plain'],
    hls: {} as FirstFrameResult['hls'],
  };
}

describe('saved runs', () => {
  it('keeps each run in a file of its own, samples to a hundredth of a millisecond', () => {
    saveRun(result(110), 'build-a', dir);
    const [run] = loadRuns('build-a', dir);
    expect(readdirSync(dir)).toHaveLength(1);
    expect(run.build).toBe('build-a');
    expect(run.rounds).toHaveLength(6);
    expect(run.rounds[0].samples['player-mp4'].ms).toBe(110.12);
    expect(run.loadAverage).toHaveLength(3);
  });

  it('reads only the runs of the build asked for', () => {
    writeFileSync(join(dir, '2026-01-01T000000-a.json'), JSON.stringify({ ...result(110), build: 'a', date: '2026-01-01T00:00:00Z' }));
    writeFileSync(join(dir, '2026-01-02T000000-b.json'), JSON.stringify({ ...result(150), build: 'b', date: '2026-01-02T00:00:00Z' }));
    writeFileSync(join(dir, '2026-01-03T000000-a.json'), JSON.stringify({ ...result(120), build: 'a', date: '2026-01-03T00:00:00Z' }));
    const runs = loadRuns('a', dir);
    expect(runs.map((r) => r.date)).toEqual(['2026-01-01T00:00:00Z', '2026-01-03T00:00:00Z']);
    expect(loadRuns('c', dir)).toEqual([]);
    expect(loadRuns('a', join(dir, 'none'))).toEqual([]);
  });
});

describe('playerBuild', () => {
  it('changes with the code and not with the source maps', () => {
    mkdirSync(join(dir, 'chunks'));
    writeFileSync(join(dir, 'reel-player.js'), 'export {}');
    writeFileSync(join(dir, 'chunks', 'a.js'), 'one');
    const first = playerBuild(dir);
    writeFileSync(join(dir, 'reel-player.js.map'), '{}');
    expect(playerBuild(dir)).toBe(first);
    writeFileSync(join(dir, 'chunks', 'a.js'), 'two');
    expect(playerBuild(dir)).not.toBe(first);
  });
});

/** Results as saved runs of one build, a day apart. */
const saved = (results: FirstFrameResult[]): SavedRun[] =>
  results.map((r, i) => ({ ...r, date: `2026-01-0${i + 1}T10:00:00Z`, commit: 'abc1234', build: 'x', loadAverage: [1, 2, 3] }));

describe('runsMarkdown', () => {
  it('gives each run its ratio against the mean of both bare showings, and the pooled reading', () => {
    const runs = saved([result(105.05), result(126.25)]);
    const md = runsMarkdown(runs, 'npm run bench -- player/runs');
    const row = md.split('\n').find((line) => line.startsWith('| mp4: `createPlayer` with `sources`'));
    // 105.17 ÷ 101.12 and 126.37 ÷ 101.12; pooled, the median of the player's samples is their middle.
    expect(row).toMatch(/^\| [^|]+ \| 1\.04 \| 1\.25 \| 1\.14 \| 1\.04–1\.25 \| ≤ 1\.05 \| within the noise \|$/);
    expect(md).toContain('| run 2 | 2026-01-02 10:00 | `abc1234` | 6 | 1.00, 2.00, 3.00 | 101 |');
  });

  it('reads a run saved before a kind was added as having no sample of it', () => {
    const withBox = result(110);
    const withoutBox = result(130);
    for (const r of withoutBox.rounds) delete (r.samples as Partial<FirstFrameRound['samples']>)['bare-video-boxed'];
    const runs = saved([withoutBox, withBox]);
    const md = runsMarkdown(runs, 'npm run bench -- player/runs');
    const row = md.split('\n').find((line) => line.startsWith('| mp4, the script alone'));
    // The older run has no box to compare with; the pooled reading is the newer run's alone.
    expect(row).toMatch(/^\| [^|]+ \| – \| 1\.00 \| 1\.00 \| 1\.00–1\.00 \| – \| a share of the above \|$/);
  });

  it('says so when no run of the build is saved', () => {
    expect(runsMarkdown([], 'npm run bench -- player/runs')).toContain('No run of this player build is saved yet.');
  });
});
