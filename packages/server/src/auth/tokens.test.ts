// The mailed links' tokens: bound to their purpose, their member, their binding and their expiry.
import { describe, expect, it } from 'vitest';
import { checkToken, readToken, signToken } from './tokens.js';

const SECRET = 'server secret';
const NOW_S = 1_800_000_000;

describe('account tokens', () => {
  const tok = signToken(SECRET, 'reset', 42, NOW_S + 60, 'scrypt$hash-1');
  const claim = readToken(tok)!;

  it('reads back the member and the expiry and checks against the same binding', () => {
    expect(tok).toMatch(/^42\.\d+\.[\w-]{32}$/);
    expect(claim).toMatchObject({ userId: 42, expiresS: NOW_S + 60 });
    expect(checkToken(SECRET, 'reset', claim, 'scrypt$hash-1', NOW_S)).toBe('ok');
  });

  it('fails for another binding, purpose, secret or member, and after its expiry', () => {
    expect(checkToken(SECRET, 'reset', claim, 'scrypt$hash-2', NOW_S)).toBe('invalid_link');
    expect(checkToken(SECRET, 'confirm', claim, 'scrypt$hash-1', NOW_S)).toBe('invalid_link');
    expect(checkToken('other secret', 'reset', claim, 'scrypt$hash-1', NOW_S)).toBe('invalid_link');
    expect(checkToken(SECRET, 'reset', { ...claim, userId: 43 }, 'scrypt$hash-1', NOW_S)).toBe('invalid_link');
    expect(checkToken(SECRET, 'reset', { ...claim, expiresS: claim.expiresS + 1 }, 'scrypt$hash-1', NOW_S)).toBe('invalid_link');
    expect(checkToken(SECRET, 'reset', claim, 'scrypt$hash-1', NOW_S + 61)).toBe('link_expired');
  });

  it('refuses malformed tokens before any check', () => {
    for (const bad of [
      '',
      '42',
      '42.1.short',
      '0.1.' + 'a'.repeat(32),
      '-1.1.' + 'a'.repeat(32),
      `42.1.${'a'.repeat(32)}.x`,
      `42.1.${'+'.repeat(32)}`,
    ]) {
      expect(readToken(bad)).toBeNull();
    }
  });
});
