// Complaints answered in time: every report and notice is given its due date as it comes in, by the
// business days then set; the queue puts the earliest due first and the home counts those overdue.
// An uploader appeals once against a rejection or takedown; someone other than the decider decides.
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '@reel/api/settings';
import { UPLOAD_PATH, type UploadedVideosAnswer } from '@reel/api';
import type { AdminPage, AdminSummary, AppealRow, ReportGroup } from '@reel/api/moderation';
import { describe, expect, it } from 'vitest';
import { addBusinessDays } from '../moderation/dueDate.js';
import { TEST_ORIGIN } from '../testing/members.js';
import {
  t,
  moderator,
  admin,
  adminId,
  memberCookie,
  member,
  ids,
  DAY_MS,
  moderationApp,
  post,
  get,
  status,
  report,
  auditActions,
  setClockOffset,
} from '../testing/moderationApp.js';

const saveDueDays = async (days: number) => {
  const settings: SiteSettings = { ...DEFAULT_SITE_SETTINGS, reportDueDays: days };
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/settings',
    headers: { cookie: admin, origin: TEST_ORIGIN, 'content-type': 'application/json' },
    payload: JSON.stringify(settings),
  });
  expect(res.statusCode).toBe(200);
};
const queue = async () => (await get<AdminPage<ReportGroup>>('/api/admin/reports', moderator)).body.items;
const summary = async () => (await get<AdminSummary>('/api/admin/summary', moderator)).body;
const appeal = (videoId: number, text = 'The performers are adults; their records are on file.', cookie = memberCookie) =>
  post('/api/appeal', { video_id: videoId, text }, cookie);
const appealsFor = async (cookie: string) => (await get<AdminPage<AppealRow>>('/api/admin/appeals', cookie)).body.items;
/** Makes the video `userId`'s upload, as their uploads list reads it (a finished upload job). */
async function own(videoId: number, userId = member.user_id) {
  await t.database.query('UPDATE videos SET user_id = $1 WHERE video_id = $2', [userId, videoId]);
  await t.database.query("INSERT INTO upload_jobs (user_id, video_id, state, source_path) VALUES ($1, $2, 'published', '')", [
    userId,
    videoId,
  ]);
}
const uploadsOf = async (cookie = memberCookie) =>
  (await get<UploadedVideosAnswer>(`${UPLOAD_PATH}?act=uploads&page=1`, cookie)).body.videos;

describe('complaints in time', () => {
  moderationApp();

  it('gives each report the due date of the days set when it came in, and the queue puts the earliest due first', async () => {
    const [spam, other] = [ids[0], ids[1]];
    const before = Date.now();
    expect((await report(spam, 'spam', { address: '10.9.0.1' })).status).toBe(200);
    await saveDueDays(1);
    expect((await report(other, 'other', { address: '10.9.0.2' })).status).toBe(200);
    const groups = await queue();
    const dueOf = (id: number) => Date.parse(groups.find((g) => g.target_id === id)!.due_at);
    // Stored when made: the later setting moved neither.
    expect(dueOf(spam)).toBeGreaterThanOrEqual(addBusinessDays(before, 7));
    expect(dueOf(spam)).toBeLessThanOrEqual(addBusinessDays(Date.now(), 7));
    expect(dueOf(other)).toBeLessThanOrEqual(addBusinessDays(Date.now(), 1));
    // The less severe report is due first, so it leads.
    expect(groups.map((g) => g.target_id).slice(0, 2)).toEqual([other, spam]);
    await saveDueDays(DEFAULT_SITE_SETTINGS.reportDueDays);
  });

  it('counts on the home the reported targets and the appeals past their due date', async () => {
    const now = await summary();
    expect(now.overdue).toEqual({ reports: 0, appeals: 0 });
    setClockOffset(3 * DAY_MS + 1);
    expect((await summary()).overdue.reports).toBe(1);
    setClockOffset(20 * DAY_MS);
    expect((await summary()).overdue.reports).toBe(2);
    setClockOffset(0);
  });

  it('refuses an appeal from a visitor, for a video not the member’s, for one never decided, and one too short', async () => {
    const [mine, theirs] = [ids[2], ids[3]];
    await own(mine);
    await own(theirs, adminId);
    expect((await appeal(mine, undefined, '')).body).toMatchObject({ code: 'need_login' });
    expect((await appeal(mine, undefined, '')).status).toBe(401);
    expect(await appeal(theirs)).toMatchObject({ status: 404, body: { code: 'video_not_found' } });
    expect(await appeal(mine)).toMatchObject({ status: 409, body: { code: 'not_appealable' } });
    expect((await post(`/api/admin/videos/${mine}/reject`, { reason: 'age_unclear', note: '' }, moderator)).status).toBe(200);
    expect(await appeal(mine, 'short')).toMatchObject({ status: 400 });
  });

  it('takes one appeal, hides it from the moderator who rejected, refuses them, and lets an admin overturn it', async () => {
    const id = ids[4];
    await own(id);
    expect((await post(`/api/admin/videos/${id}/reject`, { reason: 'age_unclear', note: 'no records' }, moderator)).status).toBe(200);
    const made = await appeal(id);
    expect(made).toMatchObject({ status: 200, body: { ok: true, appeal: { state: 'open' } } });
    expect(await appeal(id)).toMatchObject({ status: 409, body: { code: 'already_appealed' } });
    expect((await appealsFor(moderator)).some((a) => a.video_id === id)).toBe(false);
    const row = (await appealsFor(admin)).find((a) => a.video_id === id)!;
    expect(row).toMatchObject({ decision: 'reject', state: 'open' });
    const decide = (cookie: string, outcome: string) =>
      post(`/api/admin/appeals/${row.appeal_id}`, { outcome, note: 'looked again' }, cookie);
    expect(await decide(moderator, 'overturn')).toMatchObject({ status: 403, body: { code: 'own_decision' } });
    expect(await status(id)).toBe(4);
    expect(await decide(admin, 'overturn')).toMatchObject({ status: 200, body: { appeal: { state: 'overturned' } } });
    expect(await status(id)).toBe(1);
    expect(await decide(moderator, 'uphold')).toMatchObject({ status: 409, body: { code: 'appeal_decided' } });
    const actions = (await auditActions('video', id)).map((a) => a.split(':')[1]);
    expect(actions).toEqual(['reject', 'restore', 'appeal']);
  });

  it('refuses an admin the appeal against their own takedown too; a moderator upholds it, finally', async () => {
    const id = ids[5];
    await own(id);
    expect((await post(`/api/admin/videos/${id}/takedown`, { note: 'copyright' }, admin)).status).toBe(200);
    expect((await appeal(id)).status).toBe(200);
    setClockOffset(20 * DAY_MS);
    expect((await summary()).overdue.appeals).toBe(1);
    setClockOffset(0);
    expect((await appealsFor(admin)).some((a) => a.video_id === id)).toBe(false);
    const row = (await appealsFor(moderator)).find((a) => a.video_id === id)!;
    const decide = (cookie: string, outcome: string) => post(`/api/admin/appeals/${row.appeal_id}`, { outcome, note: '' }, cookie);
    expect(await decide(admin, 'overturn')).toMatchObject({ status: 403, body: { code: 'own_decision' } });
    expect(await decide(moderator, 'uphold')).toMatchObject({
      status: 200,
      body: { appeal: { state: 'upheld', resolved_by: expect.any(String) } },
    });
    expect(await status(id)).toBe(5);
    expect(await appeal(id)).toMatchObject({ status: 409, body: { code: 'already_appealed' } });
    expect(await post('/api/admin/appeals/999999', { outcome: 'uphold', note: '' }, moderator)).toMatchObject({
      status: 404,
      body: { code: 'appeal_not_found' },
    });
    setClockOffset(20 * DAY_MS);
    expect((await summary()).overdue.appeals).toBe(0);
    setClockOffset(0);
  });

  it('lists each upload with whether it may still be appealed and its appeal; a purged one may not be appealed', async () => {
    const [rejected, overturned, upheld] = [ids[2], ids[4], ids[5]];
    const byId = new Map((await uploadsOf()).map((v) => [v.video_id, v]));
    expect(byId.get(rejected)).toMatchObject({ state: 'rejected', appealable: true, appeal: null });
    expect(byId.get(overturned)).toMatchObject({ state: 'published' });
    expect(byId.get(overturned)).not.toHaveProperty('appealable');
    expect(byId.get(upheld)).toMatchObject({ state: 'removed', appealable: false, appeal: { state: 'upheld' } });
    // Nothing of a taken-down video is served, to its owner neither: its card names no picture.
    expect(byId.get(upheld)?.thumb).toBe('');
    expect((await post(`/api/admin/videos/${rejected}/purge`, { note: '' }, admin)).status).toBe(200);
    expect((await uploadsOf()).find((v) => v.video_id === rejected)).toMatchObject({ appealable: false, appeal: null });
    expect(await appeal(rejected)).toMatchObject({ status: 409, body: { code: 'not_appealable' } });
  });
});
