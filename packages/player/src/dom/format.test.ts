import { describe, expect, it } from 'vitest';
import { formatClock, spokenTime } from './format.js';

describe('formatClock', () => {
  it('writes m:ss below an hour and h:mm:ss from an hour on', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(5.9)).toBe('0:05');
    expect(formatClock(75)).toBe('1:15');
    expect(formatClock(3599)).toBe('59:59');
    expect(formatClock(3723)).toBe('1:02:03');
  });
  it('shows 0:00 for a missing, negative or endless time', () => {
    expect(formatClock(Number.NaN)).toBe('0:00');
    expect(formatClock(-3)).toBe('0:00');
    expect(formatClock(Number.POSITIVE_INFINITY)).toBe('0:00');
  });
});

describe('spokenTime', () => {
  it('spells the units with plurals', () => {
    expect(spokenTime(0, 'en')).toBe('0 seconds');
    expect(spokenTime(1, 'en')).toBe('1 second');
    expect(spokenTime(75, 'en')).toBe('1 minute 15 seconds');
    expect(spokenTime(3600, 'en')).toBe('1 hour');
    expect(spokenTime(7322, 'en')).toBe('2 hours 2 minutes 2 seconds');
  });
  it("spells them in the page's language", () => {
    expect(spokenTime(75, 'de')).toBe('1 Minute 15 Sekunden');
    expect(spokenTime(1, 'es')).toBe('1 segundo');
  });
});
