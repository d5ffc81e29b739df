import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, lowerHashCostForTests, SCRYPT_N, SCRYPT_P, SCRYPT_R, TEST_SCRYPT_N, verifyPassword } from './password.js';

describe('password hashing', () => {
  // The other server test files hash at the test cost (testing/passwordCost.ts); this one checks the
  // cost a running server uses.
  beforeAll(() => lowerHashCostForTests(false));
  afterAll(() => lowerHashCostForTests(true));

  it('makes new hashes at scrypt N = 2^15, r = 8, p = 1', async () => {
    const [name, n, r, p] = (await hashPassword('demo-password')).split('$');
    expect([name, Number(n), Number(r), Number(p)]).toEqual(['scrypt', 2 ** 15, 8, 1]);
    expect([SCRYPT_N, SCRYPT_R, SCRYPT_P]).toEqual([2 ** 15, 8, 1]);
  });

  it('verifies a hash made at the test cost with the parameters it carries', async () => {
    lowerHashCostForTests(true);
    const cheap = await hashPassword('pw-cheap');
    lowerHashCostForTests(false);
    expect(cheap.split('$')[1]).toBe(String(TEST_SCRYPT_N));
    expect(await verifyPassword('pw-cheap', cheap)).toBe(true);
    expect(await verifyPassword('pw-cheaq', cheap)).toBe(false);
    expect((await hashPassword('pw')).split('$')[1]).toBe(String(SCRYPT_N));
  });

  it('stores scrypt parameters, salt and hash, and verifies the right password only', async () => {
    const stored = await hashPassword('demo-password');
    expect(stored).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[\w-]+\$[\w-]+$/);
    expect(await verifyPassword('demo-password', stored)).toBe(true);
    expect(await verifyPassword('demo-passwore', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    const [a, b] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('same', b)).toBe(true);
  });

  it('refuses malformed and hostile entries without throwing', async () => {
    const stored = await hashPassword('pw-12345');
    const parts = stored.split('$');
    for (const bad of [
      '',
      'plain-text',
      ['bcrypt', ...parts.slice(1)].join('$'),
      [parts[0], '3', ...parts.slice(2)].join('$'),
      [parts[0], String(2 ** 30), ...parts.slice(2)].join('$'),
      [...parts.slice(0, 5), ''].join('$'),
      [...parts.slice(0, 5), 'AAAA'].join('$'),
    ]) {
      expect(await verifyPassword('pw-12345', bad)).toBe(false);
    }
  });

  it('verifies with the parameters stored in the entry, not the current defaults', async () => {
    const stored = await hashPassword('x-secret');
    // Changing the stored r derives a different key, so the entry no longer verifies…
    expect(await verifyPassword('x-secret', stored.replace('$8$', '$4$'))).toBe(false);
    // …and the unchanged entry still verifies.
    expect(await verifyPassword('x-secret', stored)).toBe(true);
  });
});
