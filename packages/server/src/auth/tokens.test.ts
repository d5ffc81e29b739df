// The mailed links' tokens: a confirmation token bound to its member, its binding and its expiry; a
// password reset token random, and stored only as its hash.
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { checkToken, newResetToken, readToken, resetTokenHash, signToken } from './tokens.js';

const SECRET = 'server secret';
const NOW_S = 1_800_000_000;

describe('account tokens', () => {
  const tok = signToken(SECRET, 'confirm', 42, NOW_S + 60, 'scrypt$hash-1');
  const claim = readToken(tok)!;

  it('reads back the member and the expiry and checks against the same binding', () => {
    expect(tok).toMatch(/^42\.\d+\.[\w-]{32}$/);
    expect(claim).toMatchObject({ userId: 42, expiresS: NOW_S + 60 });
    expect(checkToken(SECRET, 'confirm', claim, 'scrypt$hash-1', NOW_S)).toBe('ok');
  });

  it('fails for another binding, secret or member, and after its expiry', () => {
    expect(checkToken(SECRET, 'confirm', claim, 'scrypt$hash-2', NOW_S)).toBe('invalid_link');
    expect(checkToken('other secret', 'confirm', claim, 'scrypt$hash-1', NOW_S)).toBe('invalid_link');
    expect(checkToken(SECRET, 'confirm', { ...claim, userId: 43 }, 'scrypt$hash-1', NOW_S)).toBe('invalid_link');
    expect(checkToken(SECRET, 'confirm', { ...claim, expiresS: claim.expiresS + 1 }, 'scrypt$hash-1', NOW_S)).toBe('invalid_link');
    expect(checkToken(SECRET, 'confirm', claim, 'scrypt$hash-1', NOW_S + 61)).toBe('link_expired');
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

describe('password reset tokens', () => {
  it('are 32 random bytes in base64url, stored as their SHA-256', () => {
    const a = newResetToken();
    const b = newResetToken();
    expect(a.token).toMatch(/^[\w-]{43}$/);
    expect(a.token).not.toBe(b.token);
    expect(a.hash).toBe(createHash('sha256').update(a.token).digest('hex'));
    expect(resetTokenHash(a.token)).toBe(a.hash);
  });

  it('refuse text that cannot be one before any lookup', () => {
    for (const bad of ['', 'short', `${'a'.repeat(42)}!`, 'a'.repeat(44), '42.1.' + 'a'.repeat(32)]) expect(resetTokenHash(bad)).toBeNull();
  });
});
