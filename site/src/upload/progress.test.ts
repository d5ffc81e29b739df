import { describe, expect, it } from 'vitest';
import { addSample, formatBytes, formatSeconds, progressView, type ProgressSample } from './progress';

describe('upload progress', () => {
  it('gives percent, speed over the window and time left', () => {
    let samples: ProgressSample[] = [];
    samples = addSample(samples, { at: 0, loaded: 0 });
    expect(progressView(samples, 1000)).toEqual({ percent: 0, loaded: 0, speed: 0, leftS: null });
    samples = addSample(samples, { at: 1000, loaded: 100 });
    samples = addSample(samples, { at: 2000, loaded: 200 });
    expect(progressView(samples, 1000)).toEqual({ percent: 20, loaded: 200, speed: 100, leftS: 8 });
  });

  it('forgets samples older than the window, so a stall slows the speed down', () => {
    let samples: ProgressSample[] = [];
    for (let s = 0; s <= 10; s++) samples = addSample(samples, { at: s * 1000, loaded: s * 1000 }, 3000);
    samples = addSample(samples, { at: 14_000, loaded: 10_000 }, 3000);
    expect(samples.map((s) => s.at)).toEqual([10_000, 14_000]);
    expect(progressView(samples, 20_000).speed).toBe(0);
    expect(progressView(samples, 20_000).leftS).toBeNull();
  });

  it('never shows more than 100 percent', () => {
    expect(progressView([{ at: 0, loaded: 1200 }], 1000).percent).toBe(100);
  });

  it('formats sizes and durations', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(50 * 1024 * 1024)).toBe('50 MB');
    expect(formatSeconds(75)).toBe('1:15');
    expect(formatSeconds(3700)).toBe('1:01:40');
  });
});
