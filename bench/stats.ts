// Small statistics for benchmark samples: quantiles by linear interpolation, and number formats.
import { mulberry32 } from '@reel/server/testing';

export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
}

export const median = (values: readonly number[]) => quantile(values, 0.5);

/** Milliseconds with a precision that suits their size. */
export function ms(value: number): string {
  if (!Number.isFinite(value)) return '–';
  if (value >= 100) return value.toFixed(0);
  if (value >= 10) return value.toFixed(1);
  return value.toFixed(2);
}

export function int(value: number): string {
  return Number.isFinite(value) ? Math.round(value).toLocaleString('en-US') : '–';
}

export function ratio(value: number): string {
  return Number.isFinite(value) ? value.toFixed(2) : '–';
}

/** `1,000,000` → `1M`, `100000` → `100k`. */
export function count(n: number): string {
  if (n >= 1_000_000 && n % 1_000_000 === 0) return `${n / 1_000_000}M`;
  if (n >= 1000 && n % 1000 === 0) return `${n / 1000}k`;
  return String(n);
}

export function seconds(msValue: number): string {
  return `${(msValue / 1000).toFixed(1)} s`;
}

export interface IntervalOptions {
  resamples?: number;
  /** The share of resampled ratios inside the interval. */
  level?: number;
  seed?: number;
}

/**
 * How far the ratio of two medians could move with other rounds of the same run: the paired
 * bootstrap. Rounds are drawn with replacement, each keeping its two samples together (they ran
 * side by side, so the machine's drift is common to both), and the ratio of the medians is taken
 * of each draw; the interval holds the middle `level` of those ratios.
 */
export function ratioOfMediansInterval(pairs: readonly (readonly [number, number])[], o: IntervalOptions = {}): [number, number] {
  if (pairs.length === 0) return [Number.NaN, Number.NaN];
  const { resamples = 2000, level = 0.95, seed = 1 } = o;
  // Seeded, so the same samples always give the same interval.
  const random = mulberry32(seed);
  const ratios: number[] = [];
  const a: number[] = new Array(pairs.length);
  const b: number[] = new Array(pairs.length);
  for (let i = 0; i < resamples; i++) {
    for (let j = 0; j < pairs.length; j++) [a[j], b[j]] = pairs[Math.floor(random() * pairs.length)];
    ratios.push(median(a) / median(b));
  }
  const tail = (1 - level) / 2;
  return [quantile(ratios, tail), quantile(ratios, 1 - tail)];
}

/** `0.98–1.12` */
export const interval = ([lo, hi]: [number, number]): string => `${ratio(lo)}–${ratio(hi)}`;

/** The target of the same page measured twice: no difference at all. */
export const SAME_PAGE = 1;

/**
 * What a run's interval says of a target ratio: met when the whole interval is at or under it,
 * missed when the whole interval is over it, else the run cannot tell. A target of 1 is the same
 * page measured twice: an interval without 1 shows a difference the pages do not have.
 */
export function targetReading([lo, hi]: [number, number], target: number): string {
  if (target === SAME_PAGE)
    return lo <= SAME_PAGE && hi >= SAME_PAGE ? 'holds 1: no difference seen' : 'excludes 1: a difference the pages do not have';
  if (hi <= target) return 'met';
  return lo > target ? 'missed' : 'within the noise';
}

/**
 * The interval of the ratio of two medians over several runs of the same code: each draw takes as
 * many runs as there are, with replacement, then each drawn run's rounds with replacement, and the
 * ratio of the pooled medians. One run's rounds share that run's hour and load; drawing the runs
 * too lets the interval carry how far runs at different hours disagree, which one run's cannot.
 */
export function pooledRatioOfMediansInterval(
  runs: readonly (readonly (readonly [number, number])[])[],
  o: IntervalOptions = {},
): [number, number] {
  const usable = runs.filter((pairs) => pairs.length > 0);
  if (usable.length === 0) return [Number.NaN, Number.NaN];
  const { resamples = 2000, level = 0.95, seed = 1 } = o;
  const random = mulberry32(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  const ratios: number[] = [];
  for (let i = 0; i < resamples; i++) {
    const a: number[] = [];
    const b: number[] = [];
    for (let k = 0; k < usable.length; k++) {
      const run = pick(usable);
      for (let j = 0; j < run.length; j++) {
        const [x, y] = pick(run);
        a.push(x);
        b.push(y);
      }
    }
    ratios.push(median(a) / median(b));
  }
  const tail = (1 - level) / 2;
  return [quantile(ratios, tail), quantile(ratios, 1 - tail)];
}
