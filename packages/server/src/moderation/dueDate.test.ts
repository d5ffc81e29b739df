import { describe, expect, it } from 'vitest';
import { addBusinessDays } from './dueDate.js';

const at = (iso: string) => Date.parse(iso);
const due = (from: string, days: number) => new Date(addBusinessDays(at(from), days)).toISOString();

describe('addBusinessDays', () => {
  it('counts Monday to Friday only: seven from a Monday is the Wednesday after next, same time', () => {
    // 2026-11-30 is a Monday.
    expect(due('2026-11-30T10:15:00.000Z', 7)).toBe('2026-12-09T10:15:00.000Z');
  });

  it('steps over the weekend: one from a Friday is the Monday, seven from a Friday the Tuesday after next', () => {
    expect(due('2026-12-04T16:00:00.000Z', 1)).toBe('2026-12-07T16:00:00.000Z');
    expect(due('2026-12-04T16:00:00.000Z', 7)).toBe('2026-12-15T16:00:00.000Z');
  });

  it('starts a weekend complaint on the Monday: one from a Saturday or a Sunday is the Monday', () => {
    expect(due('2026-12-05T09:00:00.000Z', 1)).toBe('2026-12-07T09:00:00.000Z');
    expect(due('2026-12-06T23:30:00.000Z', 1)).toBe('2026-12-07T23:30:00.000Z');
  });

  it('reads the weekday in UTC, whatever the server’s zone', () => {
    // Friday 23:59 UTC is Saturday in Tokyo; the count still starts from a Friday.
    expect(due('2026-12-04T23:59:00.000Z', 1)).toBe('2026-12-07T23:59:00.000Z');
  });
});
