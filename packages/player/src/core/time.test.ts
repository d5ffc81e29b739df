import { describe, expect, it } from 'vitest';
import { parseTimeText } from './time.js';

describe('parseTimeText', () => {
  it.each([
    ['90', 90],
    ['90.5', 90.5],
    ['1:30', 90],
    ['01:02:03', 3723],
    ['90:00', 5400],
    ['1h2m3s', 3723],
    ['1m30s', 90],
    ['45s', 45],
    ['2h', 7200],
    [' 1M30S ', 90],
    ['0', 0],
  ])('%s → %s', (text, seconds) => {
    expect(parseTimeText(text)).toBe(seconds);
  });

  it.each(['', '  ', '-5', 'abc', '1:60', '1:60:00', '1:2:3:4', 'h', '1m30', 'NaN', 'Infinity', '1e3'])('%j → undefined', (text) => {
    expect(parseTimeText(text)).toBeUndefined();
  });

  it('null and undefined are absent', () => {
    expect(parseTimeText(null)).toBeUndefined();
    expect(parseTimeText(undefined)).toBeUndefined();
  });
});
