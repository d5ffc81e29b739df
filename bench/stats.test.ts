import { describe, expect, it } from 'vitest';
import { median, pooledRatioOfMediansInterval, ratioOfMediansInterval, targetReading } from './stats.js';

describe('ratioOfMediansInterval', () => {
  it('is a single point when every round is the same', () => {
    const pairs = Array.from({ length: 20 }, () => [110, 100] as const);
    expect(ratioOfMediansInterval(pairs)).toEqual([1.1, 1.1]);
  });

  it('holds the ratio of the medians and widens with the spread of the rounds', () => {
    // A fixed, uneven spread: ratios from 0.7 to 1.5 around a true 1.1.
    const spread = (k: number) => Array.from({ length: 30 }, (_, i) => [100 * (1.1 + k * (((i * 7) % 30) / 29 - 0.5)), 100] as const);
    const narrow = ratioOfMediansInterval(spread(0.2));
    const wide = ratioOfMediansInterval(spread(0.8));
    const point = median(spread(0.8).map(([a]) => a)) / 100;
    expect(wide[0]).toBeLessThanOrEqual(point);
    expect(wide[1]).toBeGreaterThanOrEqual(point);
    expect(wide[1] - wide[0]).toBeGreaterThan(narrow[1] - narrow[0]);
    expect(narrow[0]).toBeGreaterThan(1);
  });

  it('gives the same interval for the same samples and seed', () => {
    const pairs = Array.from({ length: 15 }, (_, i) => [90 + ((i * 13) % 40), 80 + ((i * 11) % 30)] as const);
    expect(ratioOfMediansInterval(pairs)).toEqual(ratioOfMediansInterval(pairs));
    expect(ratioOfMediansInterval(pairs, { seed: 2 })).not.toEqual(ratioOfMediansInterval(pairs, { seed: 1 }));
  });

  it('keeps each round paired: a drift common to both sides does not widen it', () => {
    const pairs = Array.from({ length: 30 }, (_, i) => [1.05 * (50 + i * 10), 50 + i * 10] as const);
    const [lo, hi] = ratioOfMediansInterval(pairs);
    expect(lo).toBeCloseTo(1.05, 6);
    expect(hi).toBeCloseTo(1.05, 6);
  });
});

describe('pooledRatioOfMediansInterval', () => {
  // Rounds with a little spread of their own around a run's ratio.
  const run = (ratioOfRun: number, rounds = 40) =>
    Array.from({ length: rounds }, (_, i) => [100 * ratioOfRun * (1 + (((i * 7) % 10) - 4.5) / 100), 100] as const);

  it('carries the disagreement between runs that pooling their rounds hides', () => {
    const runs = [run(1.0), run(1.1), run(1.2)];
    const [lo, hi] = pooledRatioOfMediansInterval(runs);
    const flat = ratioOfMediansInterval(runs.flat());
    // The rounds pooled as one run give an interval around the middle run that reaches neither
    // outer run; drawing the runs reaches both.
    expect(flat[0]).toBeGreaterThan(1.02);
    expect(flat[1]).toBeLessThan(1.18);
    expect(lo).toBeLessThan(1.02);
    expect(hi).toBeGreaterThan(1.18);
  });

  it('is as narrow as the rounds allow when the runs agree', () => {
    const [lo, hi] = pooledRatioOfMediansInterval([run(1.1), run(1.1), run(1.1)]);
    expect(lo).toBeGreaterThan(1.05);
    expect(hi).toBeLessThan(1.15);
  });

  it('skips empty runs and has no interval without rounds', () => {
    expect(pooledRatioOfMediansInterval([run(1.1), []])).toEqual(pooledRatioOfMediansInterval([run(1.1)]));
    expect(pooledRatioOfMediansInterval([[]]).every(Number.isNaN)).toBe(true);
  });
});

describe('targetReading', () => {
  it('meets a target only when the whole interval is at or under it', () => {
    expect(targetReading([0.96, 1.05], 1.05)).toBe('met');
    expect(targetReading([1.01, 1.12], 1.05)).toBe('within the noise');
    expect(targetReading([1.06, 1.2], 1.05)).toBe('missed');
  });

  it('reads the same page measured twice against 1', () => {
    expect(targetReading([0.94, 1.07], 1)).toBe('holds 1: no difference seen');
    expect(targetReading([1.02, 1.1], 1)).toBe('excludes 1: a difference the pages do not have');
  });
});
