// Every console call, walked as a visitor, a member, a moderator and an admin: a visitor is asked
// to sign in, a member is refused, a moderator is refused only the admins' calls, and every answer
// is private. The list of calls is the endpoint table itself, so a call added later is walked too.
import { ENDPOINTS, type Endpoint } from '@reel/api/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/app.js';
import { engineName } from '../testing/database.js';
import { createMember, signIn, TEST_ORIGIN } from '../testing/members.js';

const ADMIN_CALLS = ENDPOINTS.filter((e) => e.route.startsWith('/api/admin/'));
const ADMIN_ONLY = new Set(['adminRole', 'adminSettings', 'adminSaveSettings', 'adminConsentPurge']);
const AUTH_CODES = ['need_login', 'not_staff', 'not_admin', 'csrf'];

let t: TestApp;
let targetId: number;
const cookies: Record<'visitor' | 'member' | 'moderator' | 'admin', string> = { visitor: '', member: '', moderator: '', admin: '' };

/** A request to `e` with valid values for every parameter. */
function requestOf(e: Endpoint): { url: string; payload?: string } {
  const values: Record<string, string> = {
    video_id: '1',
    user_id: String(targetId),
    job_id: '1',
    target_type: 'video',
    target_id: '1',
    kind: 'category',
  };
  const url = e.route.replace(/:([a-z_]+)/g, (_m, name: string) => values[name] ?? '1');
  if (e.method === 'GET') return { url };
  const body: Record<string, string> = {
    note: 'checked',
    reason: 'other',
    role: 'member',
    act: 'hide',
    id: '1',
    target_type: 'comment',
    target_id: '1',
  };
  return { url, payload: new URLSearchParams(Object.fromEntries((e.body ?? []).map((k) => [k, body[k] ?? '1']))).toString() };
}

async function call(e: Endpoint, cookie: string, origin = TEST_ORIGIN) {
  const { url, payload } = requestOf(e);
  const res = await t.app.inject({
    method: e.method,
    url,
    headers: { cookie, origin, ...(payload !== undefined ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
    payload,
  });
  const body = res.headers['content-type']?.toString().includes('json') ? (res.json() as { code?: string }) : {};
  return { status: res.statusCode, code: body.code, cache: res.headers['cache-control'] };
}

describe(`the console's calls and who may make them (${engineName()})`, () => {
  beforeAll(async () => {
    t = await startTestApp({ videos: 6 });
    const [member, moderator, admin, target] = await Promise.all([
      createMember(t.database),
      createMember(t.database, { role: 'moderator' }),
      createMember(t.database, { role: 'admin' }),
      createMember(t.database),
    ]);
    targetId = target.user_id;
    cookies.member = await signIn(t.app, member.username, member.password);
    cookies.moderator = await signIn(t.app, moderator.username, moderator.password);
    cookies.admin = await signIn(t.app, admin.username, admin.password);
  }, 60_000);
  afterAll(() => t?.close());

  it('has every console call in the table, the admins’ ones named', () => {
    expect(ADMIN_CALLS.length).toBeGreaterThanOrEqual(24);
    for (const name of ADMIN_ONLY) expect(ADMIN_CALLS.some((e) => e.name === name)).toBe(true);
    for (const e of ADMIN_CALLS) expect(e.private, e.name).toBe(true);
  });

  it('asks a visitor to sign in, whatever the call', async () => {
    for (const e of ADMIN_CALLS)
      expect(await call(e, cookies.visitor), e.name).toMatchObject({ status: 401, code: 'need_login', cache: 'no-store' });
  });

  it('refuses a member', async () => {
    for (const e of ADMIN_CALLS)
      expect(await call(e, cookies.member), e.name).toMatchObject({ status: 403, code: 'not_staff', cache: 'no-store' });
  });

  it('lets a moderator make every call but the admins’, and answers privately', async () => {
    for (const e of ADMIN_CALLS) {
      const r = await call(e, cookies.moderator);
      expect(r.cache, e.name).toBe('no-store');
      if (ADMIN_ONLY.has(e.name)) expect(r, e.name).toMatchObject({ status: 403, code: 'not_admin' });
      else {
        expect(AUTH_CODES, `${e.name} answered ${r.status} ${r.code}`).not.toContain(r.code);
        expect(r.status, e.name).toBeLessThan(500);
      }
    }
  });

  it('lets an admin make every call', async () => {
    for (const e of ADMIN_CALLS) {
      const r = await call(e, cookies.admin);
      expect(AUTH_CODES, `${e.name} answered ${r.status} ${r.code}`).not.toContain(r.code);
      expect(r.status, e.name).toBeLessThan(500);
      expect(r.cache, e.name).toBe('no-store');
    }
  });

  it('refuses a state-changing call from another site, even an admin’s', async () => {
    for (const e of ADMIN_CALLS.filter((x) => x.method === 'POST')) {
      expect(await call(e, cookies.admin, 'https://evil.example'), e.name).toMatchObject({ status: 403, code: 'csrf' });
    }
  });

  it('takes a role away at the next request', async () => {
    const demoted = await createMember(t.database, { role: 'moderator' });
    const cookie = await signIn(t.app, demoted.username, demoted.password);
    const me = ADMIN_CALLS.find((e) => e.name === 'adminMe')!;
    expect((await call(me, cookie)).status).toBe(200);
    await t.database.query("UPDATE members SET role = 'member' WHERE user_id = $1", [demoted.user_id]);
    expect(await call(me, cookie)).toMatchObject({ status: 403, code: 'not_staff' });
  });

  it('keeps the audit log append-only: no statement can change or remove a row', async () => {
    const [{ n }] = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log');
    expect(n).toBeGreaterThan(0);
    await expect(t.database.query("UPDATE audit_log SET actor = 'someone else'")).rejects.toThrow(/append-only/);
    await expect(t.database.query('DELETE FROM audit_log')).rejects.toThrow(/append-only/);
    await expect(t.database.query('TRUNCATE audit_log')).rejects.toThrow(/append-only/);
    const [{ n: after }] = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log');
    expect(after).toBe(n);
  });
});
