// The sweeper's first run (at start) and every later one remove what crashes and failures left:
// partial uploads, unfinished media folders, and failed uploads' sources after the kept days.
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSweeper } from '../compose/sweeper.js';
import { loadConfig } from '../config.js';
import { startTestApp, type TestApp } from '../testing/app.js';
import { createMember } from '../testing/members.js';

let t: TestApp;
let work: string;
const HOUR_S = 3600;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'reel-sweep-'));
  t = await startTestApp({ videos: 1 });
});
afterAll(async () => {
  await t?.close();
  rmSync(work, { recursive: true, force: true });
});

/** A file or folder last written `ageS` ago. */
function made(path: string, ageS: number, folder = false): string {
  if (folder) mkdirSync(path, { recursive: true });
  else writeFileSync(path, 'bytes');
  const at = (Date.now() - ageS * 1000) / 1000;
  utimesSync(path, at, at);
  return path;
}

async function job(userId: number, state: string, source: string, updatedAgoDays: number): Promise<void> {
  const [v] = await t.database.query<{ video_id: number }>(
    `INSERT INTO videos (dir, title, duration_sec, status_id, media_key, user_id) VALUES ('up', 'Up', 200, 2, md5(random()::text), $1) RETURNING video_id`,
    [userId],
  );
  await t.database.query(
    `INSERT INTO upload_jobs (user_id, video_id, state, source_path, content_hash, updated_at) VALUES ($1, $2, $3, $4, md5(random()::text), now() - make_interval(days => $5))`,
    [userId, v.video_id, state, source, updatedAgoDays],
  );
}

describe('the upload sweep', () => {
  it('removes stale partial uploads and work folders and old failed sources at start, and nothing else', async () => {
    const uploadDir = join(work, 'uploads');
    const mediaRoot = join(work, 'media');
    mkdirSync(uploadDir);
    mkdirSync(mediaRoot);
    const member = await createMember(t.database);
    const cutShort = made(join(uploadDir, 'incoming-aaaa.mp4'), 2 * HOUR_S);
    const arriving = made(join(uploadDir, 'incoming-bbbb.mp4'), 10);
    const queued = made(join(uploadDir, 'incoming-cccc.mp4'), 5 * HOUR_S);
    const failedOld = made(join(uploadDir, 'incoming-dddd.mp4'), 9 * 24 * HOUR_S);
    const failedRecent = made(join(uploadDir, 'incoming-eeee.mp4'), 24 * HOUR_S);
    const unrelated = made(join(uploadDir, 'notes.txt'), 9 * 24 * HOUR_S);
    await job(member.user_id, 'queued', queued, 0);
    await job(member.user_id, 'failed', failedOld, 8);
    await job(member.user_id, 'failed', failedRecent, 1);
    const deadRun = made(join(mediaRoot, '.partial-0123abcd-01'), 2 * 24 * HOUR_S, true);
    const liveRun = made(join(mediaRoot, '.partial-0123abcd-02'), 60, true);
    const finished = made(join(mediaRoot, '0123abcd'), 30 * 24 * HOUR_S, true);

    const config = loadConfig({ UPLOAD_DIR: uploadDir, MEDIA_DIR: mediaRoot, UPLOAD_FAILED_KEEP_DAYS: '7' });
    const lines: string[] = [];
    const sweeper = startSweeper({ database: t.database, now: () => Date.now(), config }, (m) => lines.push(m));
    await sweeper.stop();

    const exists = (paths: string[]) => paths.map((p) => [p.slice(work.length), existsSync(p)]);
    expect(exists([cutShort, failedOld, deadRun])).toEqual(exists([cutShort, failedOld, deadRun]).map(([p]) => [p, false]));
    expect(exists([arriving, queued, failedRecent, unrelated, liveRun, finished])).toEqual(
      exists([arriving, queued, failedRecent, unrelated, liveRun, finished]).map(([p]) => [p, true]),
    );
    const sources = await t.database.query<{ state: string; source_path: string }>(
      'SELECT state, source_path FROM upload_jobs ORDER BY job_id',
    );
    expect(sources.map((s) => [s.state, s.source_path])).toEqual([
      ['queued', queued],
      ['failed', ''],
      ['failed', failedRecent],
    ]);
    expect(
      lines.some((l) =>
        l.includes(
          '1 partial upload(s), 0 expired resumable upload(s), 1 unfinished media folder(s), 1 failed upload source(s) and the files of 0 rejected upload(s)',
        ),
      ),
    ).toBe(true);
  });
});
