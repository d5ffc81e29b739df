// `npm run admin` as an operator runs it: each command a real child process of the staff CLI
// on a database of its own (an embedded one in a temporary DATA_DIR, or a fresh PostgreSQL database
// when DATABASE_URL is set), with its output and exit code read as a person or a script would.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { verifyPassword } from '../auth/password.js';
import { loadConfig, REPO_ROOT } from '../config.js';
import { createContext } from '../compose/context.js';
import { openDatabase, type Database } from '../db/client.js';
import { acquireDataLock } from '../db/lock.js';
import { engineName } from '../testing/database.js';
import { createMember, signIn } from '../testing/members.js';
import { makeTemplateFolder } from '../testing/pgliteTemplate.js';
import { commandArgs } from '../testing/serverCommand.js';

const onPostgres = Boolean(process.env.DATABASE_URL);

let work = '';
let dataDir = '';
/** The fresh PostgreSQL database's address, or '' on the embedded one. */
let databaseUrl = '';
let dropDatabase: () => Promise<void> = async () => undefined;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function admin(args: string[], env: Record<string, string> = {}, dir = dataDir): Promise<Run> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dir };
  delete childEnv.ADMIN_PASSWORD;
  delete childEnv.DATABASE_URL;
  if (databaseUrl && dir === dataDir) childEnv.DATABASE_URL = databaseUrl;
  Object.assign(childEnv, env);
  const proc = spawn(process.execPath, [...commandArgs('staff-cli'), ...args], {
    cwd: REPO_ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  proc.stdout.on('data', (b: Buffer) => (stdout += b.toString()));
  proc.stderr.on('data', (b: Buffer) => (stderr += b.toString()));
  return new Promise((resolve) => proc.once('close', (code) => resolve({ code, stdout, stderr })));
}

/** The database as the server sees it, opened between two commands (the embedded one allows one
 * process at a time) and closed again. */
async function withDatabase<T>(use: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase(databaseUrl ? { databaseUrl, poolSize: 1 } : { pgliteDir: join(dataDir, 'db') });
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'reel-staff-cli-'));
  dataDir = join(work, 'data');
  if (onPostgres) {
    const adminUrl = process.env.DATABASE_URL!;
    const name = `reel_staff_${process.pid}_${randomBytes(4).toString('hex')}`;
    const run = async (sql: string) => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(sql);
      await client.end();
    };
    await run(`CREATE DATABASE ${name}`);
    const u = new URL(adminUrl);
    u.pathname = `/${name}`;
    databaseUrl = u.toString();
    dropDatabase = () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  // The database exists, as after the server's first start, with one member who signed up. The
  // embedded one is written from the migrated template (testing/pgliteTemplate.ts) rather than made
  // and migrated here: the commands under test open it, never create it.
  if (!onPostgres) await makeTemplateFolder(join(dataDir, 'db'));
  await withDatabase((database) => createMember(database, { username: 'Signed.Up', email: 'signed.up@example.com' }));
}, 120_000);

afterAll(async () => {
  await dropDatabase();
  rmSync(work, { recursive: true, force: true });
});

describe(`npm run admin (${engineName()})`, () => {
  let chiefPassword = '';

  it('answers bad arguments with the usage text and exit code 2, before opening anything', async () => {
    const cases: [string[], Record<string, string>, RegExp][] = [
      [[], {}, /no command given/],
      [['promote', 'x'], {}, /unknown command "promote"/],
      [['create', 'chief', 'chief@example.com'], {}, /--role/],
      [['create', 'chief', 'chief@example.com', '--role', 'member'], {}, /--role must be moderator or admin/],
      [['create', 'chief', '--role', 'admin'], {}, /USERNAME and an EMAIL/],
      [['create', 'ch', 'chief@example.com', '--role', 'admin'], {}, /"ch" is shorter than 3/],
      [['create', 'chief boss', 'chief@example.com', '--role', 'admin'], {}, /may hold only letters/],
      [['create', 'chiеf', 'chief@example.com', '--role', 'admin'], {}, /of one script/],
      [['create', 'bad\u001bname', 'chief@example.com', '--role', 'admin'], {}, /"bad\\u\{1b\}name" may hold only/],
      [['create', 'chief', 'chief@localhost', '--role', 'admin'], {}, /not an e-mail address/],
      [['create', 'chief', 'chief@example.com', '--role', 'admin'], { ADMIN_PASSWORD: 'abc' }, /ADMIN_PASSWORD must be at least 5/],
      [['role', 'chief', 'owner'], {}, /member, moderator or admin/],
      [['list', 'all'], {}, /list takes no arguments/],
      [['create', 'chief', 'chief@example.com', '--role', 'admin', '--force'], {}, /force/],
    ];
    // Against a folder with no database, which would answer 1: the arguments are read first.
    const runs: Run[] = [];
    for (let i = 0; i < cases.length; i += 4)
      runs.push(...(await Promise.all(cases.slice(i, i + 4).map(([args, env]) => admin(args, env, join(work, 'nowhere'))))));
    runs.forEach((run, i) => {
      expect(run.code, cases[i][0].join(' ')).toBe(2);
      expect(run.stderr).toMatch(cases[i][2]);
      expect(run.stderr).toContain('usage:');
      expect(run.stderr).not.toContain('\u001b');
      expect(run.stdout).toBe('');
    });
  }, 120_000);

  it('prints the usage on request', async () => {
    const run = await admin(['help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/npm run admin -- create USERNAME EMAIL --role moderator\|admin/);
  });

  it('creates a confirmed admin with a generated password shown once', async () => {
    const run = await admin(['create', 'Chief', 'Chief@Example.com', '--role', 'admin']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const match = /^password: (\S+)$/m.exec(run.stdout);
    expect(match).not.toBeNull();
    chiefPassword = match![1];
    expect(chiefPassword.length).toBeGreaterThanOrEqual(20);
    expect(run.stdout).toMatch(/shown only this once/);
    const [row] = await withDatabase((d) =>
      d.query<{ role: string; email_confirmed: boolean; password_hash: string }>(
        `SELECT role, email_confirmed, password_hash FROM members WHERE username = 'Chief'`,
      ),
    );
    expect(row).toMatchObject({ role: 'admin', email_confirmed: true });
    expect(await verifyPassword(chiefPassword, row.password_hash)).toBe(true);
  }, 60_000);

  it('creates a moderator with the password from ADMIN_PASSWORD, and does not print it', async () => {
    const run = await admin(['create', 'mod.one', 'mod.one@example.com', '--role', 'moderator'], { ADMIN_PASSWORD: 'a known passphrase' });
    expect(run.code).toBe(0);
    expect(run.stdout).not.toContain('a known passphrase');
    expect(run.stdout).toMatch(/ADMIN_PASSWORD/);
    const [row] = await withDatabase((d) =>
      d.query<{ role: string; password_hash: string }>(`SELECT role, password_hash FROM members WHERE username = 'mod.one'`),
    );
    expect(row.role).toBe('moderator');
    expect(await verifyPassword('a known passphrase', row.password_hash)).toBe(true);
  }, 60_000);

  it('refuses a username or an e-mail already in use, with exit code 1 and nothing made', async () => {
    const usr = await admin(['create', 'CHIEF', 'other@example.com', '--role', 'admin']);
    expect(usr.code).toBe(1);
    expect(usr.stderr).toMatch(/the username "CHIEF" is taken/);
    // A name that only looks like a member's is taken too, as on sign-up.
    const confusable = await admin(['create', 'Mod.0ne', 'other@example.com', '--role', 'moderator']);
    expect(confusable.code).toBe(1);
    expect(confusable.stderr).toMatch(/the username "Mod.0ne" is taken/);
    const eml = await admin(['create', 'newcomer', 'SIGNED.UP@example.com', '--role', 'moderator']);
    expect(eml.code).toBe(1);
    expect(eml.stderr).toMatch(/the e-mail "SIGNED.UP@example.com" belongs to another account/);
    const [{ n }] = await withDatabase((d) => d.query<{ n: number }>('SELECT count(*)::int AS n FROM members'));
    expect(n).toBe(3);
  }, 120_000);

  it('lists the staff, admins first, with e-mail, role and last sign-in', async () => {
    const run = await admin(['list']);
    expect(run.code).toBe(0);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^username\s+e-mail\s+role\s+last sign-in$/);
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(/^Chief\s+Chief@Example\.com\s+admin\s+never$/),
      expect.stringMatching(/^mod\.one\s+mod\.one@example\.com\s+moderator\s+never$/),
    ]);
    expect(run.stdout).not.toContain('Signed.Up');
  }, 60_000);

  it('changes roles, and never demotes the last admin', async () => {
    const lastAdmin = await admin(['role', 'chief', 'moderator']);
    expect(lastAdmin.code).toBe(1);
    expect(lastAdmin.stderr).toMatch(/"chief" is the last admin/);

    const promoted = await admin(['role', 'MOD.ONE', 'admin']);
    expect(promoted).toMatchObject({ code: 0, stdout: expect.stringMatching(/"mod\.one": moderator → admin/) });
    const demoted = await admin(['role', 'Chief', 'member']);
    expect(demoted).toMatchObject({ code: 0, stdout: expect.stringMatching(/"Chief": admin → member/) });
    const again = await admin(['role', 'mod.one', 'member']);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/last admin/);

    const missing = await admin(['role', 'nobody', 'admin']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/there is no account named "nobody"/);

    const roles = await withDatabase((d) =>
      d.query<{ username: string; role: string }>(`SELECT username, role FROM members ORDER BY user_id`),
    );
    expect(roles).toEqual([
      { username: 'Signed.Up', role: 'member' },
      { username: 'Chief', role: 'member' },
      { username: 'mod.one', role: 'admin' },
    ]);
    const audit = await withDatabase((d) =>
      d.query<{ actor: string; action: string; before: unknown; after: unknown }>(
        `SELECT actor, action, before, after FROM audit_log WHERE action = 'role' ORDER BY audit_id`,
      ),
    );
    expect(audit).toEqual([
      { actor: 'command line', action: 'role', before: { role: 'moderator' }, after: { role: 'admin' } },
      { actor: 'command line', action: 'role', before: { role: 'admin' }, after: { role: 'member' } },
    ]);
  }, 120_000);

  it('signs in through the real sign-in call with the password it printed', async () => {
    await withDatabase(async (database) => {
      const config = loadConfig({ DATA_DIR: dataDir, SITE_DIST: join(work, 'no-site'), EMBED_DIST: join(work, 'no-embed') });
      const app = await buildApp(await createContext(config, database));
      try {
        expect(await signIn(app, 'Chief', chiefPassword)).toMatch(/(^|; )sid=/);
      } finally {
        await app.close();
      }
    });
  }, 60_000);

  it('writes out the control characters an e-mail may carry instead of sending them to the terminal', async () => {
    // Sign-up's e-mail rule admits them; the terminal must not act on them.
    const made = await admin(['create', 'escaper', 'esc\u001b[2J\u202e@example.com', '--role', 'moderator']);
    expect(made.code).toBe(0);
    expect(made.stdout).toContain('<esc\\u{1b}[2J\\u{202e}@example.com>');
    const run = await admin(['list']);
    expect(run.stdout).toContain('esc\\u{1b}[2J\\u{202e}@example.com');
    for (const c of ['\u001b', '\u202e']) expect(made.stdout + run.stdout).not.toContain(c);
  }, 60_000);

  it.skipIf(onPostgres)(
    'says the data folder is in use while another process holds it',
    async () => {
      const lock = acquireDataLock(join(dataDir, 'db'));
      try {
        const run = await admin(['list']);
        expect(run.code).toBe(1);
        expect(run.stderr).toMatch(/is open in another process \(pid \d+/);
        expect(run.stderr).toMatch(/Stop it/);
        expect(run.stdout).toBe('');
      } finally {
        lock.release();
      }
    },
    60_000,
  );

  it.skipIf(onPostgres)(
    'refuses to make a database where DATA_DIR has none',
    async () => {
      const run = await admin(['list'], {}, join(work, 'mistyped'));
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(/there is no database in .*mistyped/);
    },
    60_000,
  );
});
