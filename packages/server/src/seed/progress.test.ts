import { describe, expect, it } from 'vitest';
import { createProgress, formatProgress } from './progress.js';

function sink(isTTY: boolean) {
  const chunks: string[] = [];
  return { out: { isTTY, write: (c: string) => chunks.push(c) }, chunks };
}

describe('seed progress', () => {
  it('formats a stage with counts, percent and elapsed time', () => {
    expect(formatProgress('videos', 25_000, 100_000, 1500)).toBe('[seed] videos           25,000/100,000 (25%) 1.5s');
  });

  it('prints plain lines at the start, every quarter and the end when not a terminal', () => {
    const { out, chunks } = sink(false);
    let t = 0;
    const p = createProgress(out, () => t);
    for (let done = 0; done <= 100; done += 5) {
      t += 10;
      p.update('videos', done, 100);
    }
    p.update('videos', 100, 100);
    p.update('counters', 1, 1);
    p.finish();
    expect(chunks.every((c) => c.endsWith('\n') && !c.includes('\r'))).toBe(true);
    expect(chunks.map((c) => c.match(/\((\d+)%\)/)?.[1])).toEqual(['0', '25', '50', '75', '100', '100']);
    expect(chunks[5]).toContain('counters');
  });

  it('redraws one line in place on a terminal, at most every 100 ms, and ends it on a new stage', () => {
    const { out, chunks } = sink(true);
    let t = 1000;
    const p = createProgress(out, () => t);
    p.update('videos', 0, 10);
    t += 20;
    p.update('videos', 5, 10); // too soon: skipped
    t += 200;
    p.update('videos', 6, 10);
    p.update('videos', 10, 10); // the last one always draws
    p.update('members', 0, 30);
    p.finish();
    expect(chunks.filter((c) => c.startsWith('\r'))).toHaveLength(4);
    expect(chunks.join('')).not.toContain('5/10');
    const all = chunks.join('');
    expect(all.indexOf('10/10 (100%)')).toBeLessThan(all.indexOf('\n\r\u001b[2K[seed] members'));
    expect(all).toContain('\n\r\u001b[2K[seed] members');
    expect(chunks.at(-1)).toBe('\n');
  });
});
