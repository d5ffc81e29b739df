import { describe, expect, it } from 'vitest';
import { loadVolume, normaliseVolume, saveVolume, type StorageLike } from './volume.js';

const memory = (initial: Record<string, string> = {}): StorageLike & { data: Map<string, string> } => {
  const data = new Map(Object.entries(initial));
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
};
const broken: StorageLike = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

describe('normaliseVolume', () => {
  it.each([
    [0.5, 0.5],
    [1, 1],
    [0, 0],
    [50, 0.5],
    [100, 1],
    [150, 1],
    [-0.2, 0],
    ['0.3', 0.3],
    ['80', 0.8],
  ])('%j → %s', (value, out) => {
    expect(normaliseVolume(value)).toBeCloseTo(out, 10);
  });

  it.each([Number.NaN, 'abc', '', undefined, null, {}])('%j → the default', (value) => {
    expect(normaliseVolume(value)).toBe(1);
    expect(normaliseVolume(value, 0.4)).toBe(0.4);
  });
});

describe('loadVolume / saveVolume', () => {
  it('remembers under ktk_volume', () => {
    const s = memory();
    expect(saveVolume(s, 0.25)).toBe(0.25);
    expect(s.data.get('ktk_volume')).toBe('0.25');
    expect(loadVolume(s)).toBe(0.25);
  });

  it('a stored percentage is divided by 100; garbage gives the default', () => {
    expect(loadVolume(memory({ ktk_volume: '70' }))).toBeCloseTo(0.7);
    expect(loadVolume(memory({ ktk_volume: 'loud' }), 0.6)).toBe(0.6);
    expect(loadVolume(memory())).toBe(1);
  });

  it('saves the normalised value and refuses a non-volume', () => {
    const s = memory();
    expect(saveVolume(s, 40)).toBe(0.4);
    expect(s.data.get('ktk_volume')).toBe('0.4');
    expect(saveVolume(s, 'x')).toBeNull();
    expect(s.data.get('ktk_volume')).toBe('0.4');
  });

  it('a storage that throws, or none at all, is ignored quietly', () => {
    expect(loadVolume(broken)).toBe(1);
    expect(saveVolume(broken, 0.5)).toBeNull();
    expect(loadVolume(null, 0.3)).toBe(0.3);
    expect(saveVolume(undefined, 0.5)).toBeNull();
  });
});
