// The one id rule and the one page rule: canonical decimal, 1…ID_MAX and 1…PAGE_MAX.
import { describe, expect, it } from 'vitest';
import { ID_MAX, parseId, isDir, isId, isPage, PAGE_MAX } from './ids.js';
import { matchSiteRoute } from './siteRoutes.js';

const NEVER = ['0', '-1', '01', '+1', '1e3', '1.0', '1.5', ' 1', '1 ', '0x10', '', '١', 'abc', '\u0000', '9'.repeat(20)];

describe('isId', () => {
  it('accepts 1 to ID_MAX written canonically', () => {
    for (const value of ['1', '42', '999999999', '1000000000', String(ID_MAX)]) {
      expect([value, isId(value), parseId(value)]).toEqual([value, true, Number(value)]);
    }
  });
  it('refuses every other form, past ID_MAX included', () => {
    for (const value of [...NEVER, String(ID_MAX + 1), '9999999999']) {
      expect([value, isId(value), parseId(value)]).toEqual([value, false, null]);
    }
    expect(isId(undefined)).toBe(false);
    expect(isId(7)).toBe(false);
  });
});

describe('parseId', () => {
  it('reads an id given as a number (from an answer) under the same rule as its text', () => {
    for (const value of [1, 42, ID_MAX]) expect([value, parseId(value)]).toEqual([value, value]);
    for (const value of [0, -1, 1.5, NaN, Infinity, ID_MAX + 1, 2 ** 53 + 2, 1e21]) expect([value, parseId(value)]).toEqual([value, null]);
    for (const value of [null, undefined, true, {}, [7]]) expect(parseId(value)).toBeNull();
  });
});

describe('isPage', () => {
  it('accepts 1 to PAGE_MAX written canonically', () => {
    for (const value of ['1', '2', '99999', String(PAGE_MAX)]) expect([value, isPage(value)]).toEqual([value, true]);
  });
  it('refuses every other form, past PAGE_MAX included', () => {
    for (const value of [...NEVER, String(PAGE_MAX + 1), '999999']) expect([value, isPage(value)]).toEqual([value, false]);
    expect(isPage(3)).toBe(false);
  });
});

describe('isDir', () => {
  it('accepts one segment of letters, digits, - and _, starting with a letter or digit', () => {
    for (const value of ['milf', 'Big-Tits', 'a', '0', 'anna_b', 'x'.repeat(128)]) expect([value, isDir(value)]).toEqual([value, true]);
  });
  it('refuses anything else', () => {
    for (const value of ['', '-a', '_a', 'a/b', 'a.b', 'a b', 'é', 'x'.repeat(129)]) expect([value, isDir(value)]).toEqual([value, false]);
    expect(isDir(undefined)).toBe(false);
  });
  it('is the rule of every dir in a site address', () => {
    for (const dir of ['-a', '_a', 'x'.repeat(129)]) {
      for (const path of [`/pornstar/${dir}/`, `/pornsite/${dir}/`, `/categories/${dir}/`, `/video/42/${dir}/`]) {
        expect([path, matchSiteRoute(path, '').kind]).toEqual([path, 'not_found']);
      }
    }
    expect(matchSiteRoute('/pornstar/Anna_B-2/', '').kind).toBe('page');
  });
});
