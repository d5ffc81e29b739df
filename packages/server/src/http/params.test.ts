// The one id rule: every id in a path, a query or a form is 1…ID_MAX in canonical decimal.
import { describe, expect, it } from 'vitest';
import { ID_MAX } from '@reel/api';
import { isId, requireId } from './params.js';

describe('the id rule', () => {
  it('accepts 1 to ID_MAX written canonically', () => {
    for (const value of ['1', '42', '999999999', '1000000000', String(ID_MAX)]) {
      expect([value, isId(value), requireId(value)]).toEqual([value, true, Number(value)]);
    }
  });

  it("refuses what the database cannot hold and every other spelling, with the caller's code", () => {
    for (const value of [
      String(ID_MAX + 1),
      '9999999999',
      '99999999999999999999',
      '0',
      '-1',
      '01',
      '+1',
      '1e3',
      '1.0',
      ' 1',
      '1 ',
      '0x10',
      '',
      '١',
    ]) {
      expect([value, isId(value)]).toEqual([value, false]);
      expect(() => requireId(value, 'invalid_video_id')).toThrow('invalid_video_id');
    }
    expect(isId(undefined)).toBe(false);
    expect(isId(7)).toBe(false);
  });
});
