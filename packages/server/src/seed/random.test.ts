import { describe, expect, it } from 'vitest';
import { createRng, sampleInts } from './random.js';

describe('seeded random', () => {
  it('repeats its sequence for a seed and differs across seeds', () => {
    const run = (seed: number) => {
      const r = createRng(seed);
      return Array.from({ length: 20 }, () => r.next());
    };
    expect(run(42)).toEqual(run(42));
    expect(run(42)).not.toEqual(run(43));
    expect(run(42).every((x) => x >= 0 && x < 1)).toBe(true);
  });

  it('keeps int within both ends and reaches them', () => {
    const r = createRng(1);
    const seen = new Set(Array.from({ length: 500 }, () => r.int(3, 6)));
    expect([...seen].sort()).toEqual([3, 4, 5, 6]);
  });

  it('samples distinct items, and shuffles without touching the input', () => {
    const r = createRng(9);
    const items = Object.freeze([1, 2, 3, 4, 5, 6, 7, 8]);
    const s = r.sample(items, 5);
    expect(new Set(s).size).toBe(5);
    expect(s.every((x) => items.includes(x))).toBe(true);
    expect(r.sample(items, 20)).toHaveLength(8);
    expect(r.shuffle(items).sort()).toEqual([...items]);
  });

  it('forks independent, repeatable streams', () => {
    const a = createRng(5).fork('videos');
    const b = createRng(5).fork('videos');
    const c = createRng(5).fork('members');
    const take = (r: ReturnType<typeof createRng>) => [r.next(), r.next(), r.next()];
    const [ta, tb, tc] = [take(a), take(b), take(c)];
    expect(ta).toEqual(tb);
    expect(ta).not.toEqual(tc);
  });

  it('draws distinct integers from a large range without building it', () => {
    const r = createRng(2);
    const ids = sampleInts(r, 1, 1_000_000, 50);
    expect(new Set(ids).size).toBe(50);
    expect(ids.every((n) => n >= 1 && n <= 1_000_000)).toBe(true);
    expect(sampleInts(r, 1, 5, 10).sort()).toEqual([1, 2, 3, 4, 5]);
  });
});
