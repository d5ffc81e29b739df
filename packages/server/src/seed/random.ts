// A small seeded PRNG (mulberry32) so that one seed always yields the same demo catalogue: tests
// compare titles across runs, and a bug report can name the seed that showed it.

export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both ends included. */
  int(min: number, max: number): number;
  /** True with the given probability. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** A shuffled copy; the input is left alone. */
  shuffle<T>(items: readonly T[]): T[];
  /** `count` distinct items (fewer when the input is shorter), in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  /** An independent stream for one part of the catalogue, so that changing one part's size
   * (say the number of videos) leaves the others as they were. */
  fork(label: string): Rng;
}

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a: turns a stream label into a number to mix into the seed. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function createRng(seed: number): Rng {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const shuffle = <T>(items: readonly T[]): T[] => {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  };
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)],
    shuffle,
    sample: (items, count) => shuffle(items).slice(0, Math.max(0, count)),
    fork: (label) => createRng((seed ^ hashString(label)) >>> 0),
  };
}

/** `count` distinct integers from [min, max] without building the whole range: the bulk catalogue
 * has a million video ids and the social data needs only a handful per member. */
export function sampleInts(rng: Rng, min: number, max: number, count: number): number[] {
  const span = max - min + 1;
  if (count >= span) return rng.shuffle(Array.from({ length: span }, (_, i) => min + i));
  const seen = new Set<number>();
  while (seen.size < count) seen.add(rng.int(min, max));
  return [...seen];
}
