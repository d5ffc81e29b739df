// The list filters of the text catalogue: `reduce` for counts, `percent` for ratings.

const ONE_DECIMAL = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });

/** Up to 3 digits as they are, 4–6 digits as K, 7 and more as M: 999, 1.2K, 345K, 1.5M. */
export function reduce(n: number): string {
  const value = Math.max(0, Math.trunc(n));
  if (value >= 1_000_000) return `${ONE_DECIMAL.format(Math.floor(value / 100_000) / 10)}M`;
  if (value >= 1_000) return `${ONE_DECIMAL.format(Math.floor(value / 100) / 10)}K`;
  return String(value);
}

/** A share as a whole percentage: `percent(3, 4)` is '75%'; nothing counted is '0%'. */
export function percent(part: number, whole: number): string {
  if (!(whole > 0)) return '0%';
  return `${Math.round(Math.min(1, Math.max(0, part / whole)) * 100)}%`;
}
