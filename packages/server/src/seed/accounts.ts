// The demo's accounts and their secrets. The catalogue is the same for the same seed; the passwords
// never are: each account that can sign in gets its own generated password, kept only as its hash and
// in one file under DATA_DIR that only its owner can read.
//
// Hashing: one scrypt hash costs about 70 ms of one core (2^15, r = 8). The 31 accounts of the demo
// (30 members and the admin) are hashed together on libuv's thread pool, about 2 s on two cores, next
// to minutes of media making on a first start; so every demo member can sign in with its own
// password. Catalogues made without an accounts file (tests, benchmarks) need no sign-in: their
// members get a locked hash each, random bytes in the stored form, which no password matches and
// which costs nothing to make.
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, open, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { hashPassword, SCRYPT_N, SCRYPT_P, SCRYPT_R } from '../auth/password.js';
import { generatePassword } from '../staff/generatedPassword.js';

/** The file's name under DATA_DIR. */
export const DEMO_ACCOUNTS_FILE = 'demo-accounts.txt';
/** Owner read and write, nobody else. */
export const DEMO_ACCOUNTS_FILE_MODE = 0o600;
/** The demo's one admin. An address under a reserved domain: it reaches nobody. */
export const DEMO_ADMIN = { username: 'admin', email: 'admin@example.com' } as const;

/** Bytes of a locked hash's salt and key, the sizes a real hash has. */
const LOCKED_SALT_BYTES = 16;
const LOCKED_KEY_BYTES = 32;

export interface DemoAccount {
  username: string;
  password: string;
}

export const demoAccountsPath = (dataDir: string): string => join(dataDir, DEMO_ACCOUNTS_FILE);

/**
 * A stored hash nobody has a password for: the scrypt form with a random salt and a random key in
 * place of a derived one. Finding a password for it is finding a preimage of scrypt; and a sign-in
 * against it costs what any other does, so it does not tell a locked account from a real one.
 */
export function lockedHash(): string {
  const salt = randomBytes(LOCKED_SALT_BYTES).toString('base64url');
  const key = randomBytes(LOCKED_KEY_BYTES).toString('base64url');
  return ['scrypt', SCRYPT_N, SCRYPT_R, SCRYPT_P, salt, key].join('$');
}

export interface Secrets {
  /** The stored hashes, one per account. */
  hashes: string[];
  /** The generated passwords in the same order; empty when the accounts are locked. */
  passwords: string[];
}

/** `count` generated passwords and their hashes, or `count` locked hashes. */
export async function makeSecrets(count: number, signIn: boolean): Promise<Secrets> {
  if (!signIn) return { hashes: Array.from({ length: count }, lockedHash), passwords: [] };
  const passwords = Array.from({ length: count }, generatePassword);
  return { hashes: await Promise.all(passwords.map(hashPassword)), passwords };
}

const header = (made: Date) =>
  [
    `# Reel demo accounts, made ${made.toISOString()}: one "username password" line each, the admin first.`,
    '# Each password was generated for this database alone and is stored nowhere else; readable only by',
    '# the owner of this file. Delete the file once the passwords are kept elsewhere or changed.',
  ].join('\n');

/**
 * Writes the accounts to `path`, replacing any older file whole: written under a temporary name
 * created with owner-only permissions (never readable by others, not even for a moment), then renamed.
 */
export async function writeAccountsFile(path: string, accounts: DemoAccount[], made: Date): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const staged = `${path}.${process.pid}.tmp`;
  const file = await open(staged, 'w', DEMO_ACCOUNTS_FILE_MODE);
  try {
    // The mode given to open is reduced by the umask, never widened, but an older staged file keeps
    // its own: set it outright.
    await file.chmod(DEMO_ACCOUNTS_FILE_MODE);
    await file.writeFile(`${header(made)}\n${accounts.map((a) => `${a.username} ${a.password}`).join('\n')}\n`);
    await file.sync();
  } catch (err) {
    await file.close();
    await rm(staged, { force: true });
    throw err;
  }
  await file.close();
  await rename(staged, path);
  await chmod(path, DEMO_ACCOUNTS_FILE_MODE);
}

/** The accounts in a file written by writeAccountsFile; usernames never hold spaces. */
export function parseAccountsFile(text: string): DemoAccount[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => {
      const [username, password] = line.trim().split(' ');
      return { username, password };
    });
}
