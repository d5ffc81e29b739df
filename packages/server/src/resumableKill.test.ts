// A resumable upload outlives its server: the server process (as `npm start` runs it, on PGlite) is
// killed with SIGKILL in the middle of a PATCH, started again on the same data folder, and the
// client goes on from the offset the new process reports. What reached the upload's file before
// the kill is kept (the store's offset is that file's size); the rest is sent again, once, and the
// upload ends as one video with one job.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RESUMABLE_UPLOAD_PATH, uploadsListPath, type UploadedVideosAnswer } from '@reel/api';
import { LOGIN_PATH } from '@reel/api/endpoints';
import { seedCatalogue, syntheticMedia } from '@reel/server/seed';
import { REPO_ROOT } from './config.js';
import { openDatabase } from './db/client.js';
import { resumableFolder } from './upload/resumableStore.js';
import { makeClip } from './testing/clips.js';
import { freePort } from './testing/freePort.js';
import { cookieHeader, type TestMember } from './testing/members.js';
import { makeTemplateFolder } from './testing/pgliteTemplate.js';
import { commandArgs } from './testing/serverCommand.js';
import { createUploader } from './testing/uploaders.js';

const START_MS = 240_000;
/** Sent before the kill, at least: well past the store's check of the first bytes. */
const BEFORE_KILL_BYTES = 256 * 1024;
const TUS = { 'Tus-Resumable': '1.0.0' };
const OFFSET_TYPE = 'application/offset+octet-stream';

interface Server {
  proc: ChildProcess;
  base: string;
  exited: Promise<unknown>;
  output: () => string;
}

let work = '';
let dataDir = '';
let clip: Buffer;
let member: TestMember;
let categories = '';
const children: ChildProcess[] = [];

/** `npm start` on the data folder, resolved once /healthz answers; no transcoding worker, so the
 * job the upload makes stays queued where the test can count it. */
async function start(): Promise<Server> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', SEED_ON_START: '0' };
  Object.assign(env, { UPLOAD_WORKERS: '0', LOG_LEVEL: 'warn' });
  delete env.DATABASE_URL;
  delete env.NODE_ENV;
  const proc = spawn(process.execPath, commandArgs('main'), { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(proc);
  let text = '';
  proc.stdout!.on('data', (b: Buffer) => (text += b.toString()));
  proc.stderr!.on('data', (b: Buffer) => (text += b.toString()));
  const exited = new Promise((resolve) => proc.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  await vi.waitFor(
    async () => {
      if (proc.exitCode !== null) throw new Error(`the server exited:\n${text}`);
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
    },
    { timeout: START_MS, interval: 250 },
  );
  return { proc, base, exited, output: () => text };
}

async function signIn(base: string): Promise<string> {
  const res = await fetch(base + LOGIN_PATH, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ usr: member.username, pwd: member.password }).toString(),
  });
  expect(res.status).toBe(200);
  return cookieHeader(res.headers.getSetCookie());
}

const metadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
    .join(',');

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'reel-tus-kill-'));
  dataDir = join(work, 'data');
  const clipMade = makeClip(work, 'clip.mp4', { seconds: 181, width: 640, height: 360 }).then(async (p) => (clip = await readFile(p)));
  await makeTemplateFolder(join(dataDir, 'db'));
  const database = await openDatabase({ pgliteDir: join(dataDir, 'db') });
  try {
    await seedCatalogue(database, { videos: 2, media: syntheticMedia(), seed: 7 });
    member = await createUploader(database);
    const [category] = await database.query<{ category_id: number }>('SELECT category_id FROM categories ORDER BY category_id LIMIT 1');
    categories = String(category.category_id);
  } finally {
    await database.close();
  }
  await clipMade;
}, START_MS);

afterAll(() => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('a resumable upload and kill -9', () => {
  it(
    'resumes on the restarted server from its offset and ends as one video with one job',
    async () => {
      const first = await start();
      let cookie = await signIn(first.base);
      const headers = () => ({ ...TUS, origin: first.base, cookie });
      const created = await fetch(first.base + RESUMABLE_UPLOAD_PATH, {
        method: 'POST',
        headers: {
          ...headers(),
          'Upload-Length': String(clip.length),
          'Upload-Metadata': metadata({ title: 'Killed midway', description: 'Sent across a crash', categories, filename: 'kill.mp4' }),
        },
      });
      expect(created.status, await created.text()).toBe(201);
      const location = created.headers.get('location')!;
      const onDisk = () => statSync(join(resumableFolder(join(dataDir, 'uploads')), location.slice(location.lastIndexOf('/') + 1))).size;

      // The whole clip in one PATCH, of which only a part is written before the kill.
      const patch = request(first.base + location, {
        method: 'PATCH',
        headers: { ...headers(), 'Upload-Offset': '0', 'Content-Type': OFFSET_TYPE, 'Content-Length': String(clip.length) },
      });
      const cut = new Promise<Error>((resolve) => patch.once('error', resolve));
      patch.write(clip.subarray(0, clip.length / 2));
      await vi.waitFor(() => expect(onDisk()).toBeGreaterThanOrEqual(BEFORE_KILL_BYTES), { timeout: 30_000, interval: 20 });
      first.proc.kill('SIGKILL');
      await first.exited;
      expect((await cut).message).toMatch(/socket hang up|ECONNRESET|EPIPE/);
      const kept = onDisk();
      expect(kept).toBeLessThan(clip.length);

      const second = await start();
      cookie = await signIn(second.base);
      const again = { ...TUS, origin: second.base, cookie };
      const head = await fetch(second.base + location, { method: 'HEAD', headers: again });
      expect(head.status).toBe(200);
      expect(Number(head.headers.get('upload-offset'))).toBe(kept);
      const rest = await fetch(second.base + location, {
        method: 'PATCH',
        headers: { ...again, 'Upload-Offset': String(kept), 'Content-Type': OFFSET_TYPE },
        body: new Uint8Array(clip.subarray(kept)),
      });
      const answer = (await rest.json()) as { ok?: boolean; video_id: number };
      expect(rest.status, JSON.stringify(answer)).toBe(200);
      expect(answer.ok).toBe(true);
      const list = (await (await fetch(second.base + uploadsListPath(), { headers: { cookie } })).json()) as UploadedVideosAnswer;
      expect(list.videos.map((v) => v.video_id)).toEqual([answer.video_id]);

      second.proc.kill('SIGTERM');
      await second.exited;
      const database = await openDatabase({ pgliteDir: join(dataDir, 'db') });
      try {
        const rows = await database.query<{ videos: number; jobs: number }>(
          `SELECT (SELECT count(*) FROM videos WHERE user_id = $1)::int AS videos,
                  (SELECT count(*) FROM upload_jobs j JOIN videos v USING (video_id) WHERE v.user_id = $1)::int AS jobs`,
          [member.user_id],
        );
        expect(rows).toEqual([{ videos: 1, jobs: 1 }]);
      } finally {
        await database.close();
      }
    },
    3 * START_MS,
  );
});
