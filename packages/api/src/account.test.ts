// The account contract's value sets: the profile's country list and the form patterns the
// server and the site both apply.
import { describe, expect, it } from 'vitest';
import { COUNTRIES, EMAIL_PATTERN, USERNAME_PATTERN, countryName, isCountryCode } from './account.js';

describe('countries', () => {
  it('maps about 240 two-letter lowercase codes to English names', () => {
    const codes = Object.keys(COUNTRIES);
    expect(codes.length).toBeGreaterThanOrEqual(240);
    expect(codes.length).toBeLessThanOrEqual(250);
    for (const code of codes) expect(code).toMatch(/^[a-z]{2}$/);
    expect([...codes].sort()).toEqual(codes);
    for (const name of Object.values(COUNTRIES)) expect(name.trim()).toBe(name);
    expect(new Set(Object.values(COUNTRIES)).size).toBe(codes.length);
  });

  it('names the countries of the age-gate list', () => {
    for (const code of ['us', 'gb', 'ca', 'au', 'de', 'fr', 'nl', 'se', 'no', 'ch']) expect(countryName(code)).not.toBe('');
    expect(countryName('de')).toBe('Germany');
    expect(isCountryCode('DE')).toBe(false);
    expect(isCountryCode('xx')).toBe(false);
    expect(isCountryCode('constructor')).toBe(false);
    expect(countryName('toString')).toBe('');
  });
});

describe('form patterns', () => {
  it('usernames: letters of any script, digits, _ - . only', () => {
    for (const ok of ['anna', 'Zoë_99', 'a.b-c', 'Олег', '山田']) expect(USERNAME_PATTERN.test(ok), ok).toBe(true);
    for (const bad of ['a b', 'a@b', 'a/b', '<b>', 'a;b', '']) expect(USERNAME_PATTERN.test(bad), bad).toBe(false);
  });

  it('e-mail: one @ between a local part and a dotted domain', () => {
    for (const ok of ['a@b.co', 'first.last+tag@mail.example.org']) expect(EMAIL_PATTERN.test(ok), ok).toBe(true);
    for (const bad of ['a@b', 'a@@b.co', '@b.co', 'a b@c.de', 'a@b.', 'a@.b']) expect(EMAIL_PATTERN.test(bad), bad).toBe(false);
  });
});
