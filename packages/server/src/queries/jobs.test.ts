// The job table's claim rules on the real engine (PGlite, or PostgreSQL with DATABASE_URL, where
// the concurrent claims really run on separate connections).
import { beforeEach, describe, expect, it } from 'vitest';
import { engineName } from '../testing/database.js';
import { claimJob, failAttempt, releaseJob, touchJob } from './jobs.js';
import { useTestDatabase } from '../testing/useTestDatabase.js';

const db = useTestDatabase();
beforeEach(async () => {
  await db.query('DELETE FROM upload_jobs');
});

async function queue(n: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const [v] = await db.query<{ video_id: number }>(
      `INSERT INTO videos (dir, title, duration_sec, status_id, media_key) VALUES ('d', 't', 200, 2, 'k') RETURNING video_id`,
    );
    const [j] = await db.query<{ job_id: number }>(`INSERT INTO upload_jobs (video_id, source_path) VALUES ($1, '/x') RETURNING job_id`, [
      v.video_id,
    ]);
    ids.push(j.job_id);
  }
  return ids;
}

describe(`upload job claims (${engineName()})`, () => {
  it('gives concurrent workers different jobs, oldest first, and nothing when none is left', async () => {
    const ids = await queue(2);
    const claims = await Promise.all(['a', 'b', 'c'].map((w) => claimJob(db, w, 120)));
    const got = claims
      .filter((c) => c !== null)
      .map((c) => c!.job_id)
      .sort((x, y) => x - y);
    expect(got).toEqual(ids);
    expect(claims.filter((c) => c === null)).toHaveLength(1);
    expect(claims.every((c) => c === null || c.attempts === 1)).toBe(true);
  });

  it('only the holder may write; a stale lock passes to another worker', async () => {
    const [id] = await queue(1);
    const mine = (await claimJob(db, 'a', 120))!;
    expect(await touchJob(db, mine, 0.5)).toBe(true);
    expect(await claimJob(db, 'b', 120)).toBeNull();
    await db.query(`UPDATE upload_jobs SET locked_at = now() - interval '10 minutes' WHERE job_id = $1`, [id]);
    const theirs = (await claimJob(db, 'b', 120))!;
    expect(theirs).toMatchObject({ job_id: id, locked_by: 'b', attempts: 2 });
    expect(await touchJob(db, mine, 0.6)).toBe(false);
    await releaseJob(db, mine);
    expect((await db.query('SELECT state, locked_by FROM upload_jobs WHERE job_id = $1', [id]))[0]).toEqual({
      state: 'processing',
      locked_by: 'b',
    });
  });

  it('retries until the last attempt, then fails with the reason', async () => {
    const [id] = await queue(1);
    const first = (await claimJob(db, 'a', 120))!;
    expect(await failAttempt(db, first, 2, 'broken', 'detail 1')).toBe('retry');
    const second = (await claimJob(db, 'a', 120))!;
    expect(second.attempts).toBe(2);
    expect(await failAttempt(db, second, 2, 'broken', 'detail 2')).toBe('failed');
    expect((await db.query('SELECT state, reason, error, locked_at FROM upload_jobs WHERE job_id = $1', [id]))[0]).toEqual({
      state: 'failed',
      reason: 'broken',
      error: 'detail 2',
      locked_at: null,
    });
    expect(await claimJob(db, 'a', 120)).toBeNull();
  });
});
