// `main.ts worker` as another machine would run it: a separate process on the same PostgreSQL
// takes a queued job, finishes it, and hands nothing back on SIGTERM. PostgreSQL only (a PGlite
// folder belongs to one process), so it runs when DATABASE_URL is set.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config.js';
import { commandArgs } from '../testing/serverCommand.js';
import { openDatabase, type Database } from '../db/client.js';
import { makeClip } from './testCorpus.js';

const adminUrl = process.env.DATABASE_URL;
const name = `reel_worker_${process.pid}_${randomBytes(4).toString('hex')}`;
let url = '';
let database: Database | undefined;
let work = '';
let child: ChildProcess | undefined;

async function admin(sql: string): Promise<void> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  await c.query(sql);
  await c.end();
}

describe.skipIf(!adminUrl)('the worker command on PostgreSQL', () => {
  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name}`);
    const u = new URL(adminUrl!);
    u.pathname = `/${name}`;
    url = u.toString();
    database = await openDatabase({ databaseUrl: url, poolSize: 2 });
    work = mkdtempSync(join(tmpdir(), 'reel-worker-'));
    mkdirSync(join(work, 'media'));
  }, 60_000);

  afterAll(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    await database?.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('takes a queued job from another process and finishes it', async () => {
    const source = await makeClip({ out: join(work, 'source.mp4'), durationS: 185 });
    const [v] = await database!.query<{ video_id: number }>(
      `INSERT INTO videos (dir, title, duration_sec, status_id, media_key) VALUES ('elsewhere', 'Elsewhere', 185, 2, 'upload-elsewhere') RETURNING video_id`,
    );
    await database!.query(`INSERT INTO upload_jobs (video_id, source_path, content_hash) VALUES ($1, $2, 'x')`, [v.video_id, source]);
    child = spawn(process.execPath, [...commandArgs('main'), 'worker'], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATABASE_URL: url, MEDIA_DIR: join(work, 'media'), UPLOAD_DIR: join(work, 'uploads') },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const state = async () => (await database!.query<{ state: string; locked_by: string }>('SELECT state, locked_by FROM upload_jobs'))[0];
    await expect.poll(async () => (await state()).state, { timeout: 80_000, interval: 250 }).toBe('needs_preview');
    const files = await database!.query<{ format: string }>('SELECT format FROM video_files WHERE video_id = $1 ORDER BY format', [
      v.video_id,
    ]);
    expect(files.map((f) => f.format)).toEqual(['_sd.mp4', '_tr.mp4']);
    const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 120_000);
});
