// The staff queries' guarantee that the site keeps an admin who can sign in: a banned admin does not
// count, and two demotions at once of the last two admins leave one (on PostgreSQL the two run on
// separate connections and really meet).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineName, openTestDatabase, type TestDatabase } from '../testing/database.js';
import { createMember } from '../testing/members.js';
import { isRefusal } from './refusal.js';
import { changeStaffRole, insertStaffAccount, staffAccounts } from './staffAccounts.js';

let database: TestDatabase;
const AT = '2026-03-15T12:00:00.000Z';
const change = (username: string, role: 'member' | 'moderator' | 'admin') =>
  changeStaffRole(database, { username }, role, AT, { actor: 'test' });
const admins = async () =>
  (await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM members WHERE role = 'admin' AND banned_at IS NULL`))[0].n;

beforeAll(async () => {
  database = await openTestDatabase();
  await createMember(database, { username: 'ann', role: 'admin' });
  await createMember(database, { username: 'ben', role: 'admin' });
});
afterAll(async () => {
  await database?.dispose();
});

describe(`staff accounts (${engineName()})`, () => {
  it('keeps one admin when the last two are demoted at once', async () => {
    for (let round = 0; round < 8; round++) {
      const results = await Promise.all([change('ann', 'member'), change('ben', 'member')]);
      expect(results.filter(isRefusal)).toEqual([{ refusal: 'invalid', code: 'last_admin' }]);
      expect(await admins()).toBe(1);
      await change('ann', 'admin');
      await change('ben', 'admin');
    }
  }, 60_000);

  it('does not count a banned admin as the one left', async () => {
    await database.query(`UPDATE members SET banned_at = now() WHERE username = 'ben'`);
    expect(await change('ann', 'moderator')).toEqual({ refusal: 'invalid', code: 'last_admin' });
    // The banned admin itself may be demoted: the one who can sign in stays.
    expect(await change('ben', 'member')).toMatchObject({ username: 'ben', before: 'admin', after: 'member' });
    await database.query(`UPDATE members SET banned_at = NULL WHERE username = 'ben'`);
  });

  it('finds the account by id too, and records who changed it and why', async () => {
    const [{ user_id: ben }] = await database.query<{ user_id: number }>(`SELECT user_id FROM members WHERE username = 'ben'`);
    const [{ user_id: ann }] = await database.query<{ user_id: number }>(`SELECT user_id FROM members WHERE username = 'ann'`);
    const by = { actor: 'ann', actorId: ann, reason: 'back on the team' };
    expect(await changeStaffRole(database, { userId: ben }, 'moderator', AT, by)).toMatchObject({
      username: 'ben',
      before: 'member',
      after: 'moderator',
    });
    const [row] = await database.query<{ actor: string; actor_id: number; reason: string; target_id: number }>(
      `SELECT actor, actor_id, reason, target_id FROM audit_log ORDER BY audit_id DESC LIMIT 1`,
    );
    expect(row).toEqual({ actor: 'ann', actor_id: ann, reason: 'back on the team', target_id: ben });
    expect(await changeStaffRole(database, { userId: 999_999 }, 'admin', AT, by)).toEqual({
      refusal: 'not_found',
      code: 'member_not_found',
    });
    expect(await changeStaffRole(database, { userId: ben }, 'member', AT, by)).toMatchObject({ after: 'member' });
  });

  it('answers an unknown name, and an unchanged role without an audit row', async () => {
    expect(await change('nobody', 'admin')).toEqual({ refusal: 'not_found', code: 'member_not_found' });
    const before = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log');
    expect(await change('ANN', 'admin')).toMatchObject({ username: 'ann', before: 'admin', after: 'admin' });
    expect(await database.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log')).toEqual(before);
  });

  it('makes an account only when its name and address are free, and lists the staff', async () => {
    const account = { email: 'cat@example.com', passwordHash: 'x', role: 'moderator' as const, at: AT, actor: 'test' };
    expect(await insertStaffAccount(database, { ...account, username: 'cat' })).toEqual(expect.any(Number));
    expect(await insertStaffAccount(database, { ...account, username: 'CAT', email: 'other@example.com' })).toBeNull();
    expect(await insertStaffAccount(database, { ...account, username: 'dan', email: 'CAT@example.com' })).toBeNull();
    expect((await staffAccounts(database)).map((r) => [r.username, r.role])).toEqual([
      ['ann', 'admin'],
      ['cat', 'moderator'],
    ]);
  });
});
