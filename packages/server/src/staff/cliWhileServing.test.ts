// `npm run admin` while the site runs, as an operator does it: the real server is a child process
// (a real server process, testing/serverCommand.ts) on a data folder of its own, on the embedded database or on a fresh
// PostgreSQL database when DATABASE_URL is set, and the command is a second child. On the embedded
// database, which only the server may open, the command goes through the server's staff socket;
// on PostgreSQL it opens the database itself. Either way the moderator it makes signs in on the
// running server.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_PATH } from '@reel/api/endpoints';
import { REPO_ROOT } from '../config.js';
import { engineName } from '../testing/database.js';
import { freePort } from '../testing/freePort.js';
import { makeTemplateFolder } from '../testing/pgliteTemplate.js';
import { commandArgs } from '../testing/serverCommand.js';
import { STAFF_SOCKET_MODE } from './constants.js';
import { staffSocketPath } from './socket.js';

const START_MS = 240_000;
const onPostgres = Boolean(process.env.DATABASE_URL);

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

let work = '';
let dataDir = '';
let databaseUrl = '';
let dropDatabase: () => Promise<void> = async () => undefined;
let server: ChildProcess | undefined;
let serverOutput = '';
let base = '';

function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, SEED_ON_START: '0', HOST: '127.0.0.1' };
  delete env.DATABASE_URL;
  delete env.NODE_ENV;
  delete env.ADMIN_PASSWORD;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  return Object.assign(env, extra);
}

function admin(args: string[], env: Record<string, string> = {}): Promise<Run> {
  const proc = spawn(process.execPath, [...commandArgs('staff-cli'), ...args], {
    cwd: REPO_ROOT,
    env: childEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  proc.stdout.on('data', (b: Buffer) => (stdout += b.toString()));
  proc.stderr.on('data', (b: Buffer) => (stderr += b.toString()));
  return new Promise((resolve) => proc.once('close', (code) => resolve({ code, stdout, stderr })));
}

/** The real sign-in call on the running server, from the site's own origin. */
async function signInStatus(usr: string, pwd: string): Promise<{ status: number; cookie: string }> {
  const res = await fetch(base + LOGIN_PATH, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ usr, pwd }).toString(),
  });
  return { status: res.status, cookie: res.headers.getSetCookie().join('; ') };
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'reel-staff-live-'));
  dataDir = join(work, 'data');
  if (onPostgres) {
    const adminUrl = process.env.DATABASE_URL!;
    const name = `reel_staff_live_${process.pid}_${randomBytes(4).toString('hex')}`;
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
  // The embedded folder as a first start leaves it (testing/pgliteTemplate.ts): the server opens it
  // instead of making and migrating one, which is not what this file tests.
  if (!onPostgres) await makeTemplateFolder(join(dataDir, 'db'));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, commandArgs('main'), {
    cwd: REPO_ROOT,
    env: childEnv({ PORT: String(port), PUBLIC_URL: base, LOG_LEVEL: 'info' }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (b: Buffer) => (serverOutput += b.toString()));
  server.stderr!.on('data', (b: Buffer) => (serverOutput += b.toString()));
  const deadline = Date.now() + START_MS;
  while (Date.now() < deadline && server.exitCode === null) {
    const status = await fetch(`${base}/healthz`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not come up:\n${serverOutput}`);
}, START_MS);

afterAll(async () => {
  if (server && server.exitCode === null && server.signalCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => server!.once('exit', r));
  }
  await dropDatabase();
  if (work) rmSync(work, { recursive: true, force: true });
}, 60_000);

describe(`npm run admin while the server runs (${engineName()})`, () => {
  it('creates a moderator who then signs in on the running server', async () => {
    const run = await admin(['create', 'live.mod', 'live.mod@example.com', '--role', 'moderator'], { ADMIN_PASSWORD: 'a live passphrase' });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/created moderator "live\.mod"/);
    expect(run.stdout).toMatch(/password: the one given in ADMIN_PASSWORD/);
    const { status, cookie } = await signInStatus('live.mod', 'a live passphrase');
    expect(status).toBe(200);
    expect(cookie).toMatch(/(^|; )sid=/);
    expect((await signInStatus('live.mod', 'a wrong passphrase')).status).not.toBe(200);
  }, 120_000);

  it('prints a generated password once, lists the staff and refuses a taken name, with the usual exit codes', async () => {
    const made = await admin(['create', 'live.chief', 'live.chief@example.com', '--role', 'admin']);
    expect(made.code).toBe(0);
    const password = /^password: (\S+)$/m.exec(made.stdout)?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(20);
    expect((await signInStatus('live.chief', password)).status).toBe(200);
    const list = await admin(['list']);
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(/^live\.chief\s+live\.chief@example\.com\s+admin\s/m);
    expect(list.stdout).toMatch(/^live\.mod\s+live\.mod@example\.com\s+moderator/m);
    const taken = await admin(['create', 'LIVE.MOD', 'other@example.com', '--role', 'admin']);
    expect(taken.code).toBe(1);
    expect(taken.stderr).toMatch(/the username "LIVE.MOD" is taken/);
    const demoteLast = await admin(['role', 'live.chief', 'member']);
    expect(demoteLast.code).toBe(1);
    expect(demoteLast.stderr).toMatch(/last admin/);
  }, 120_000);

  it.skipIf(onPostgres)(
    "keeps the socket in the data folder, open to the server's user alone, taking staff commands only",
    async () => {
      const path = staffSocketPath(dataDir);
      const stat = statSync(path);
      expect(stat.isSocket()).toBe(true);
      expect(stat.mode & 0o777).toBe(STAFF_SOCKET_MODE);
      expect(stat.uid).toBe(process.getuid!());
      // Anything but a staff command's request is answered as bad usage and does nothing.
      for (const request of ['not json', JSON.stringify({ argv: 'list' }), JSON.stringify({ sql: 'DROP TABLE members' })]) {
        const answer = await new Promise<string>((resolve, reject) => {
          const socket = createConnection(path, () => socket.end(request));
          let text = '';
          socket.setEncoding('utf8');
          socket.on('data', (t: string) => (text += t));
          socket.on('close', () => resolve(text));
          socket.on('error', reject);
        });
        expect(answer).toContain('"exit":2');
      }
      expect((await admin(['list'])).code).toBe(0);
    },
    60_000,
  );

  it.skipIf(onPostgres)(
    'removes the socket when the server stops',
    async () => {
      server!.kill('SIGTERM');
      expect(await new Promise((r) => server!.once('exit', r))).toBe(0);
      expect(existsSync(staffSocketPath(dataDir))).toBe(false);
      // With no server, the command opens the folder itself again.
      const run = await admin(['list']);
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(/live\.mod/);
    },
    60_000,
  );
});
