// Verified uploaders: both upload doors refuse a member who accepted the affidavit but is not a
// verified uploader, with one code; a moderator verifies and revokes from the console, each act an
// audit row; members and visitors cannot; the member's own profile says where they stand; and the
// demo seed's uploaders are verified, recorded as the seed's.
import { ENDPOINT } from '@reel/api/endpoints';
import type { AdminMemberDetail } from '@reel/api/moderation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/app.js';
import { engineName } from '../testing/database.js';
import { createMember, signIn, TEST_ORIGIN, type TestMember } from '../testing/members.js';
import { tusCalls } from '../testing/tusCalls.js';
import { multipartBody } from '../upload/testForm.js';

let t: TestApp;
let staff: { moderator: string; member: string };
let moderatorId: number;

beforeAll(async () => {
  t = await startTestApp({ videos: 4 });
  const [moderator, member] = await Promise.all([createMember(t.database, { role: 'moderator' }), createMember(t.database)]);
  moderatorId = moderator.user_id;
  staff = {
    moderator: await signIn(t.app, moderator.username, moderator.password),
    member: await signIn(t.app, member.username, member.password),
  };
}, 60_000);
afterAll(() => t?.close());

const uploaderRoute = (userId: number) => ENDPOINT.adminUploader.route.replace(':user_id', String(userId));
const setUploader = (userId: number, act: string, cookie = staff.moderator, note = 'ID and age checked') =>
  t.app.inject({
    method: 'POST',
    url: uploaderRoute(userId),
    headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ act, note }).toString(),
  });

/** The single-request door with a form that is otherwise refused only for its missing file. */
const singleUpload = (cookie: string) => {
  const { payload, contentType } = multipartBody({ title: 'Holiday', categories: '1' });
  return t.app.inject({
    method: 'POST',
    url: ENDPOINT.upload.route,
    headers: { cookie, origin: TEST_ORIGIN, 'content-type': contentType },
    payload,
  });
};
const tusCreation = (cookie: string) => tusCalls(t.base, cookie, '1').create(1000);

async function member(opts: { verified: boolean }): Promise<TestMember & { cookie: string }> {
  const m = await createMember(t.database, opts);
  return { ...m, cookie: await signIn(t.app, m.username, m.password) };
}
const auditOf = (userId: number) =>
  t.database.query<{ action: string; actor: string; reason: string }>(
    "SELECT action, actor, reason FROM audit_log WHERE target_type = 'member' AND target_id = $1 ORDER BY audit_id",
    [userId],
  );

describe(`verified uploaders (${engineName()})`, () => {
  it('refuses an unverified uploader at both doors with one code, after the affidavit’s own refusal', async () => {
    const noAffidavit = await member({ verified: false });
    expect((await singleUpload(noAffidavit.cookie)).json()).toMatchObject({ code: 'not_verified' });
    const m = await member({ verified: true });
    const single = await singleUpload(m.cookie);
    expect(single.statusCode).toBe(403);
    expect(single.json()).toEqual({ error: true, code: 'uploader_unverified', errors: [{ field: 'notify', code: 'uploader_unverified' }] });
    const tus = await tusCreation(m.cookie);
    expect(tus.status).toBe(403);
    expect(tus.body).toMatchObject({ code: 'uploader_unverified' });
  });

  it('lets a moderator verify a member by hand, recorded, after which both doors take the upload', async () => {
    const m = await member({ verified: true });
    const res = await setUploader(m.user_id, 'verify');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { uploader } = res.json<{ uploader: AdminMemberDetail['uploader'] }>();
    expect(uploader).toMatchObject({ method: 'manual', verified_by: expect.any(String) as string });
    expect(await auditOf(m.user_id)).toEqual([expect.objectContaining({ action: 'verify_uploader', reason: 'ID and age checked' })]);
    // Past the verification, the single request refuses the missing file and tus creates the upload.
    expect((await singleUpload(m.cookie)).json()).not.toMatchObject({ code: 'uploader_unverified' });
    expect((await tusCreation(m.cookie)).status).toBe(201);

    const detail = await t.app.inject({ method: 'GET', url: `/api/admin/members/${m.user_id}`, headers: { cookie: staff.moderator } });
    expect(detail.json<AdminMemberDetail>().uploader).toEqual(uploader);
    const own = await t.app.inject({ method: 'POST', url: '/api/member.php', headers: { cookie: m.cookie, origin: TEST_ORIGIN } });
    expect(own.json<{ user: { uploader_verified: boolean } }>().user.uploader_verified).toBe(true);
    const [{ verified_by }] = await t.database.query<{ verified_by: number }>(
      'SELECT verified_by FROM uploader_verifications WHERE user_id = $1',
      [m.user_id],
    );
    expect(verified_by).toBe(moderatorId);
  });

  it('revokes, recorded, after which the doors refuse again; a second verify or revoke changes nothing', async () => {
    const m = await member({ verified: true });
    expect((await setUploader(m.user_id, 'verify')).statusCode).toBe(200);
    expect((await setUploader(m.user_id, 'verify')).json()).toMatchObject({ code: 'invalid_state' });
    const revoked = await setUploader(m.user_id, 'revoke', staff.moderator, 'document expired');
    expect(revoked.json()).toEqual({ ok: true, uploader: null });
    expect((await setUploader(m.user_id, 'revoke')).statusCode).toBe(409);
    expect((await auditOf(m.user_id)).map((r) => [r.action, r.reason])).toEqual([
      ['verify_uploader', 'ID and age checked'],
      ['revoke_uploader', 'document expired'],
    ]);
    expect((await singleUpload(m.cookie)).json()).toMatchObject({ code: 'uploader_unverified' });
    expect((await tusCreation(m.cookie)).status).toBe(403);
  });

  it('refuses the verification to a member, a visitor, a bad act and an unknown member', async () => {
    const m = await member({ verified: true });
    expect((await setUploader(m.user_id, 'verify', staff.member)).json()).toMatchObject({ code: 'not_staff' });
    expect((await setUploader(m.user_id, 'verify', m.cookie)).statusCode).toBe(403);
    expect((await setUploader(m.user_id, 'verify', '')).statusCode).toBe(401);
    expect((await setUploader(m.user_id, 'approve')).json()).toMatchObject({ code: 'invalid_act' });
    expect((await setUploader(99_999_999, 'verify')).json()).toMatchObject({ code: 'member_not_found' });
    expect(await auditOf(m.user_id)).toEqual([]);
  });

  it('seeds the demo’s uploaders verified, each recorded as the seed’s', async () => {
    const rows = await t.database.query<{ n: number; audited: number; unverified_uploads: number }>(
      `SELECT (SELECT count(*)::int FROM uploader_verifications WHERE verified_by IS NULL) AS n,
              (SELECT count(*)::int FROM audit_log WHERE action = 'verify_uploader' AND actor = 'seed') AS audited,
              (SELECT count(*)::int FROM videos v JOIN members m ON m.user_id = v.user_id
                WHERE NOT EXISTS (SELECT 1 FROM uploader_verifications u WHERE u.user_id = v.user_id)) AS unverified_uploads`,
    );
    expect(rows[0].n).toBeGreaterThan(0);
    expect(rows[0].audited).toBe(rows[0].n);
    expect(rows[0].unverified_uploads).toBe(0);
  });
});
