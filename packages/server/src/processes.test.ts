// The server as separate processes on one embedded database folder, as an operator runs them: a
// second server is refused while the first keeps serving, a crashed server's lock is taken over, a
// server on a taken port fails before it touches the database or a job, and a backup taken while the
// server runs is restored and served, with the consent releases kept in CONSENT_DIR. Each child is a real server process (testing/serverCommand.ts) on PGlite.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_PATH, videoPath } from '@reel/api/endpoints';
import { REPO_ROOT } from './config.js';
import { folderConsentStore } from './consent/documents.js';
import { openDatabase } from './db/client.js';
import { lockPathFor } from './db/lock.js';
import { insertConsentRecord } from './queries/consentRecords.js';
import { TEST_RELEASE_PDF } from './testing/consent.js';
import { freePort } from './testing/freePort.js';
import { cookieHeader, createMember, type TestMember } from './testing/members.js';
import { makeTemplateFolder } from './testing/pgliteTemplate.js';
import { commandArgs, type ServerCommand } from './testing/serverCommand.js';

const START_MS = 240_000;

interface Child {
  proc: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

let work = '';
let dataDir = '';
/** A moderator, and a release on file in CONSENT_DIR (its default, under DATA_DIR). */
let moderator: TestMember;
let release = { recordId: 0, fileKey: '' };
const consentDir = () => join(dataDir, 'private', 'consent');
const children: ChildProcess[] = [];

function run(command: ServerCommand, args: string[], env: Record<string, string>): Child {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, SEED_ON_START: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env };
  delete childEnv.DATABASE_URL;
  delete childEnv.NODE_ENV;
  const proc = spawn(process.execPath, [...commandArgs(command), ...args], {
    cwd: REPO_ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(proc);
  let text = '';
  proc.stdout!.on('data', (b: Buffer) => (text += b.toString()));
  proc.stderr!.on('data', (b: Buffer) => (text += b.toString()));
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  return { proc, output: () => text, exited };
}

/** A server on DATA_DIR, resolved once /healthz answers 200 (or rejected if it exits first). */
async function startServer(dir: string): Promise<{ child: Child; base: string }> {
  const port = await freePort();
  const child = run('main', [], { DATA_DIR: dir, PORT: String(port) });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_MS;
  let done = false;
  void child.exited.then(() => (done = true));
  while (Date.now() < deadline && !done) {
    const status = await fetch(`${base}/healthz`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return { child, base };
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not come up:\n${child.output()}`);
}

async function stop(child: Child): Promise<number | null> {
  child.proc.kill('SIGTERM');
  return child.exited;
}

/** The release as a moderator downloads it through the console's checked route. */
async function releaseThrough(base: string): Promise<Buffer> {
  const login = await fetch(base + LOGIN_PATH, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ usr: moderator.username, pwd: moderator.password }).toString(),
  });
  expect(login.status).toBe(200);
  const res = await fetch(`${base}/api/admin/consent/${release.recordId}`, {
    headers: { cookie: cookieHeader(login.headers.getSetCookie()) },
  });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

async function title(base: string): Promise<string> {
  const res = await fetch(base + videoPath(1, { lifetime: 0 }));
  expect(res.status).toBe(200);
  return ((await res.json()) as { title: string }).title;
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'reel-processes-'));
  dataDir = join(work, 'data');
  // The folder as a first start leaves it (testing/pgliteTemplate.ts): what follows is about
  // processes sharing a folder, not about making one.
  await makeTemplateFolder(join(dataDir, 'db'));
  const seed = run('seed-cli', ['--videos', '20', '--no-media'], { DATA_DIR: dataDir });
  expect(await seed.exited, seed.output()).toBe(0);
  const database = await openDatabase({ pgliteDir: join(dataDir, 'db') });
  moderator = await createMember(database, { role: 'moderator' });
  const stored = await folderConsentStore(consentDir()).put(TEST_RELEASE_PDF);
  await insertConsentRecord(database, {
    videoId: 1,
    uploaderId: null,
    performer: 'Ann Example',
    mime: 'application/pdf',
    bytes: TEST_RELEASE_PDF.length,
    ...stored,
  });
  const [{ record_id }] = await database.query<{ record_id: number }>('SELECT record_id FROM consent_records WHERE file_key = $1', [
    stored.fileKey,
  ]);
  await database.close();
  release = { recordId: record_id, fileKey: stored.fileKey };
}, START_MS);

afterAll(() => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('one server per data folder', () => {
  let first: { child: Child; base: string };
  let titleBefore = '';
  const backupFile = () => join(work, 'before.tar.gz');

  it(
    'refuses a second server with a clear message, and the first keeps serving',
    async () => {
      first = await startServer(dataDir);
      titleBefore = await title(first.base);
      const second = run('main', [], { DATA_DIR: dataDir, PORT: String(await freePort()) });
      expect(await second.exited).not.toBe(0);
      expect(second.output()).toMatch(/data folder is in use by another Reel process \(pid \d+/);
      expect(await title(first.base)).toBe(titleBefore);
    },
    2 * START_MS,
  );

  it(
    'backs the database up while the server runs',
    async () => {
      // Media moved to a bucket since the release was kept on disk: it is copied, and the bucket's
      // releases are named as the operator's to keep.
      const backup = run('backup-cli', ['backup', backupFile()], { DATA_DIR: dataDir, MEDIA_STORAGE: 's3', S3_BUCKET: 'reel-media' });
      expect(await backup.exited, backup.output()).toBe(0);
      expect(backup.output()).toContain('by the running server');
      expect(existsSync(backupFile())).toBe(true);
      expect(backup.output()).toContain('1 consent release(s)');
      expect(readdirSync(join(work, 'before.consent'))).toEqual([release.fileKey]);
      expect(
        backup.output().match(/not in this backup: keeping them \(the bucket's versioning or replication\) is the operator's duty/g),
      ).toHaveLength(1);
      expect(await title(first.base)).toBe(titleBefore);
    },
    START_MS,
  );

  it(
    'refuses a restore while the server runs',
    async () => {
      const restore = run('backup-cli', ['restore', backupFile()], { DATA_DIR: dataDir });
      expect(await restore.exited).not.toBe(0);
      expect(restore.output()).toMatch(/in use by another Reel process/);
    },
    START_MS,
  );

  it(
    'restores the backup, which the next server serves, the consent releases with it',
    async () => {
      expect(await stop(first.child)).toBe(0);
      expect(existsSync(lockPathFor(join(dataDir, 'db')))).toBe(false);
      const database = await openDatabase({ pgliteDir: join(dataDir, 'db') });
      await database.query(`UPDATE videos SET title = 'written after the backup' WHERE video_id = 1`);
      await database.close();
      rmSync(consentDir(), { recursive: true });
      const restore = run('backup-cli', ['restore', backupFile()], { DATA_DIR: dataDir });
      expect(await restore.exited, restore.output()).toBe(0);
      const again = await startServer(dataDir);
      try {
        expect(await title(again.base)).toBe(titleBefore);
        expect((await releaseThrough(again.base)).equals(TEST_RELEASE_PDF)).toBe(true);
      } finally {
        // Killed outright: the lock stays behind, naming a pid that no longer runs.
        again.child.proc.kill('SIGKILL');
        await again.child.exited;
      }
      expect(existsSync(lockPathFor(join(dataDir, 'db')))).toBe(true);
    },
    3 * START_MS,
  );

  it(
    'takes over the lock of a process that died',
    async () => {
      const next = await startServer(dataDir);
      expect(await title(next.base)).toBe(titleBefore);
      expect(await stop(next.child)).toBe(0);
    },
    2 * START_MS,
  );
});

describe('the port comes first', () => {
  let blocker: Server | undefined;
  afterAll(() => blocker?.close());

  it(
    'fails on a taken port before it locks the folder or claims a job',
    async () => {
      const pgliteDir = join(dataDir, 'db');
      const database = await openDatabase({ pgliteDir });
      await database.query(`INSERT INTO upload_jobs (video_id, source_path, content_hash) VALUES (1, $1, 'x')`, [join(work, 'source.mp4')]);
      await database.close();
      writeFileSync(join(work, 'source.mp4'), 'not a video');
      blocker = createServer();
      const port = await freePort();
      await new Promise<void>((resolve) => blocker!.listen(port, '127.0.0.1', resolve));
      const child = run('main', [], { DATA_DIR: dataDir, PORT: String(port) });
      expect(await child.exited).not.toBe(0);
      expect(child.output()).toMatch(/port \d+ on 127\.0\.0\.1 is already in use/);
      expect(existsSync(lockPathFor(pgliteDir))).toBe(false);
      const after = await openDatabase({ pgliteDir });
      const jobs = await after.query<{ state: string; attempts: number }>('SELECT state, attempts FROM upload_jobs');
      await after.close();
      expect(jobs).toEqual([{ state: 'queued', attempts: 0 }]);
    },
    START_MS,
  );
});

describe('the staff socket', () => {
  it(
    'does not keep a server from starting where its path is too long for a Unix socket; the staff command then asks for a stop',
    async () => {
      // Deep enough that `<DATA_DIR>/staff.sock` is past what a socket's address holds.
      const deep = join(work, 'a-data-folder-whose-name-is-long-enough'.repeat(3));
      await makeTemplateFolder(join(deep, 'db'));
      const server = await startServer(deep);
      expect(server.child.output()).toMatch(/staff commands are not taken while this server runs \(.*longer than/);
      const admin = run('staff-cli', ['list'], { DATA_DIR: deep });
      expect(await admin.exited).toBe(1);
      expect(admin.output()).toMatch(/is open in another process \(pid \d+.*Stop it/s);
      expect(await stop(server.child)).toBe(0);
    },
    2 * START_MS,
  );
});
