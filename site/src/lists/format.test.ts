import { describe, expect, it } from 'vitest';
import { percent, reduce } from './format';

describe('reduce', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1K'],
    [1234, '1.2K'],
    [1299, '1.2K'],
    [345_678, '345.6K'],
    [999_999, '999.9K'],
    [1_000_000, '1M'],
    [1_560_000, '1.5M'],
    [123_456_789, '123.4M'],
    [-5, '0'],
  ])('%d is %s', (n, text) => {
    expect(reduce(n)).toBe(text);
  });
});

describe('percent', () => {
  it('rounds the share', () => {
    expect(percent(3, 4)).toBe('75%');
    expect(percent(2, 3)).toBe('67%');
    expect(percent(5, 5)).toBe('100%');
  });
  it('is 0% with nothing counted and never leaves 0–100', () => {
    expect(percent(0, 0)).toBe('0%');
    expect(percent(7, 5)).toBe('100%');
  });
});
