// The sweeper removes expired sessions, finished limit windows, expired password reset tokens and
// expired age proofs, and leaves live ones.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/app.js';
import { createMember } from '../testing/members.js';
import { countLimiter } from '../auth/limits.js';
import { storeAgeProof } from '../queries/ageProofs.js';
import { startSweeper, sweepExpiredResetTokens, sweepExpiredSessions } from './sweeper.js';

let t: TestApp;
const NOW = Date.parse('2026-05-01T00:00:00Z');
const HOUR_MS = 3_600_000;

beforeAll(async () => {
  t = await startTestApp({ videos: 1 });
});
afterAll(async () => {
  await t?.close();
});

async function addSessions(prefix: string, userId: number, expiries: number[]): Promise<void> {
  for (const [i, at] of expiries.entries()) {
    await t.database.query('INSERT INTO sessions (session_id, user_id, expires_at) VALUES ($1, $2, $3::timestamptz)', [
      `${prefix}-${i}`,
      userId,
      new Date(at).toISOString(),
    ]);
  }
}
const left = async (prefix: string) =>
  (
    await t.database.query<{ session_id: string }>('SELECT session_id FROM sessions WHERE session_id LIKE $1 ORDER BY session_id', [
      `${prefix}-%`,
    ])
  ).map((r) => r.session_id);

describe('the sweeper', () => {
  it('deletes the sessions expired by now, of every member, and keeps the live ones', async () => {
    const a = await createMember(t.database, { username: 'Sweep_A' });
    const b = await createMember(t.database, { username: 'Sweep_B' });
    await addSessions('sweep-a', a.user_id, [NOW - HOUR_MS, NOW, NOW + HOUR_MS]);
    await addSessions('sweep-b', b.user_id, [NOW - 30 * 24 * HOUR_MS]);
    expect(await sweepExpiredSessions({ database: t.database, now: () => NOW })).toBe(3);
    expect([...(await left('sweep-a')), ...(await left('sweep-b'))]).toEqual(['sweep-a-2']);
    expect(await sweepExpiredSessions({ database: t.database, now: () => NOW })).toBe(0);
    // By the expiry index (migration 0002), not a scan of every session.
    expect(
      await t.database.query("SELECT indexname FROM pg_indexes WHERE tablename = 'sessions' AND indexname = 'sessions_expires_idx'"),
    ).toHaveLength(1);
  });

  it('sweeps once at start, finished limit windows too, says what it removed, and stops', async () => {
    const c = await createMember(t.database, { username: 'Sweep_C' });
    await addSessions('sweep-c', c.user_id, [NOW - HOUR_MS]);
    const limiter = countLimiter({ database: t.database, now: () => NOW - 2 * HOUR_MS }, 'sweep_test', 3, HOUR_MS);
    await limiter.count('finished');
    await countLimiter({ database: t.database, now: () => NOW }, 'sweep_test', 3, HOUR_MS).count('live');
    const lines: string[] = [];
    const sweeper = startSweeper({ database: t.database, now: () => NOW }, (m) => lines.push(m));
    await sweeper.stop();
    expect(await left('sweep-c')).toEqual([]);
    expect(await t.database.query("SELECT key FROM limit_counts WHERE name = 'sweep_test'")).toEqual([{ key: 'live' }]);
    expect(lines).toEqual([
      '[sweeper] removed 1 expired session(s), 1 finished limit window(s), 0 expired password reset token(s) and 0 expired age proof(s)',
    ]);
  });

  it('deletes the password reset tokens expired by now, used or not, and keeps the live ones', async () => {
    const d = await createMember(t.database, { username: 'Sweep_D' });
    const add = (hash: string, expires: number, used: boolean) =>
      t.database.query(
        'INSERT INTO password_reset_tokens (token_hash, user_id, expires_at, used_at) VALUES ($1, $2, $3::timestamptz, $4::timestamptz)',
        [hash, d.user_id, new Date(expires).toISOString(), used ? new Date(NOW - HOUR_MS).toISOString() : null],
      );
    await add('sweep-d-expired', NOW - 1, false);
    await add('sweep-d-used-expired', NOW - HOUR_MS, true);
    await add('sweep-d-live', NOW + HOUR_MS, false);
    expect(await sweepExpiredResetTokens({ database: t.database, now: () => NOW })).toBe(2);
    expect(await t.database.query('SELECT token_hash FROM password_reset_tokens WHERE user_id = $1', [d.user_id])).toEqual([
      { token_hash: 'sweep-d-live' },
    ]);
  });

  it('deletes the age proofs expired by now and keeps the live ones', async () => {
    const expired = await createMember(t.database, { username: 'Sweep_E' });
    const live = await createMember(t.database, { username: 'Sweep_F' });
    const nowS = NOW / 1000;
    const proof = (expiresAtS: number) => ({ method: 'estimation', provider: 'test', verifiedAtS: nowS - 3600, expiresAtS });
    await storeAgeProof(t.database, expired.user_id, proof(nowS - 1));
    await storeAgeProof(t.database, live.user_id, proof(nowS + 3600));
    const lines: string[] = [];
    const sweeper = startSweeper({ database: t.database, now: () => NOW }, (m) => lines.push(m));
    await sweeper.stop();
    const kept = await t.database.query<{ user_id: number }>('SELECT user_id FROM age_proofs WHERE user_id IN ($1, $2)', [
      expired.user_id,
      live.user_id,
    ]);
    expect(kept).toEqual([{ user_id: live.user_id }]);
    expect(lines).toContainEqual(expect.stringMatching(/ and 1 expired age proof\(s\)$/));
  });

  it('reports a failed sweep instead of throwing', async () => {
    const lines: string[] = [];
    const broken = { query: async () => Promise.reject(new Error('database gone')) } as unknown as TestApp['database'];
    const sweeper = startSweeper({ database: broken, now: () => NOW }, (m) => lines.push(m));
    await sweeper.stop();
    expect(lines).toEqual(['[sweeper] failed: database gone']);
  });
});
