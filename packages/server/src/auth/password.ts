// Password hashing with node:crypto scrypt. The stored form carries its own parameters,
// 'scrypt$N$r$p$salt$hash' (salt and hash in base64url), so the cost can be raised later without
// invalidating existing hashes: each one is verified with the parameters it was made with.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** CPU/memory cost 2^15 with r = 8 takes about 32 MiB and a few tens of milliseconds per hash. */
export const SCRYPT_N = 2 ** 15;
export const SCRYPT_R = 8;
export const SCRYPT_P = 1;
const KEY_BYTES = 32;
const SALT_BYTES = 16;
/** Upper bounds for parameters read back from storage, so a tampered row cannot make one login
 * allocate gigabytes. */
const MAX_N = 2 ** 20;
const MAX_R = 32;
const MAX_P = 16;
/** The cost the server's own test suites make new hashes with (testing/passwordCost.ts): 1/32 of
 * SCRYPT_N's CPU and memory, so that suites signing up hundreds of members spend their time on
 * what they test. Still a real scrypt hash, verified with the parameters it carries. */
export const TEST_SCRYPT_N = 2 ** 10;

/** The N new hashes are made with. Nothing but the test kit changes it: no setting or environment
 * variable reaches it, so a running server always hashes at SCRYPT_N. */
let newHashN = SCRYPT_N;

/** For the test kit only: new hashes cost TEST_SCRYPT_N (`lowered`) or SCRYPT_N again. */
export function lowerHashCostForTests(lowered: boolean): void {
  newHashN = lowered ? TEST_SCRYPT_N : SCRYPT_N;
}

function derive(password: string, salt: Buffer, n: number, r: number, p: number, keyBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // scrypt needs 128·N·r bytes; node's default ceiling (32 MiB) is exactly our default, so lift it.
    const maxmem = 256 * n * r + 1024 * 1024;
    scrypt(password.normalize('NFKC'), salt, keyBytes, { N: n, r, p, maxmem }, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, newHashN, SCRYPT_R, SCRYPT_P, KEY_BYTES);
  return ['scrypt', newHashN, SCRYPT_R, SCRYPT_P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** True when `password` matches `stored`; false for a wrong password and for any malformed entry. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [n, r, p] = parts.slice(1, 4).map(Number);
  const valid = (v: number, max: number) => Number.isInteger(v) && v >= 1 && v <= max;
  if (!valid(n, MAX_N) || !valid(r, MAX_R) || !valid(p, MAX_P) || (n & (n - 1)) !== 0 || n < 2) return false;
  const salt = Buffer.from(parts[4], 'base64url');
  const expected = Buffer.from(parts[5], 'base64url');
  if (salt.length === 0 || expected.length < 16 || expected.length > 128) return false;
  const actual = await derive(password, salt, n, r, p, expected.length);
  return timingSafeEqual(actual, expected);
}
