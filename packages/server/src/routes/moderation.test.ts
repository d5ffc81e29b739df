// Moderation end to end on the server: reports and the hold they trigger, a takedown's effect on
// every public call, bans, rejections and their retention, hides, jobs, the catalogue, and the
// audit rows each action leaves.
import { uploadsListPath, type UploadedVideosAnswer, type VideoFile } from '@reel/api';
import {
  categoriesPath,
  commentsPath,
  relatedPath,
  memberPath,
  videoPath,
  videofilePath,
  videosPath,
  type VideoList,
} from '@reel/api/endpoints';
import { REPORT_PATH } from '@reel/api/moderation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepUploads } from '../upload/sweep.js';
import { startTestApp, type TestApp } from '../testing/app.js';
import { engineName } from '../testing/database.js';
import { createMember, outboxMessages, signIn, TEST_ORIGIN, type TestMember } from '../testing/members.js';

let t: TestApp;
let moderator: string;
let admin: string;
let memberCookie: string;
let member: TestMember;
let adminId: number;
/** Moves the server's clock forward, e.g. past a protection period. */
let clockOffsetMs = 0;
const DAY_MS = 86_400_000;

const form = (fields: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString();

async function post(url: string, fields: Record<string, string | number>, cookie = '', remoteAddress = '127.0.0.1') {
  const res = await t.app.inject({
    method: 'POST',
    url,
    remoteAddress,
    headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    payload: form(fields),
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}

async function get<T = Record<string, unknown>>(url: string, cookie = '') {
  const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
  return { status: res.statusCode, body: res.json() as T };
}

const status = async (id: number) =>
  (await t.database.query<{ status_id: number }>('SELECT status_id FROM videos WHERE video_id = $1', [id]))[0].status_id;
const listed = async (id: number) => (await get<VideoList>(videosPath({ lifetime: 0 }))).body.videos.some((v) => v.video_id === id);
const report = (id: number, reason: string, who: { cookie?: string; address?: string } = {}, extra: Record<string, string> = {}) =>
  post(REPORT_PATH, { target_type: 'video', target_id: id, reason, details: 'seen on the page', ...extra }, who.cookie ?? '', who.address);
const auditActions = async (targetType: string, id: number) =>
  (
    await t.database.query<{ action: string; actor: string }>(
      'SELECT action, actor FROM audit_log WHERE target_type = $1 AND target_id = $2 ORDER BY audit_id',
      [targetType, id],
    )
  ).map((r) => `${r.actor}:${r.action}`);

/** Mail goes out after the answer: wait for it rather than assume it is written. */
async function mailTo(to: string, subject: RegExp) {
  for (let i = 0; i < 100; i++) {
    const found = (await outboxMessages(t.ctx.config.outboxDir)).find((m) => m.to === to && subject.test(m.subject));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no mail to ${to} matching ${subject}`);
}

/** A member of long standing with no dismissed reports: signed in, with the account dated back. */
async function veteran(): Promise<string> {
  const m = await createMember(t.database, { verified: true });
  await t.database.query("UPDATE members SET added_date = now() - interval '60 days' WHERE user_id = $1", [m.user_id]);
  return signIn(t.app, m.username, m.password);
}

async function openReportsOf(id: number): Promise<number | undefined> {
  const groups = await get<{ items: { target_type: string; target_id: number; count: number }[] }>('/api/admin/reports', moderator);
  return groups.body.items.find((g) => g.target_type === 'video' && g.target_id === id)?.count;
}

async function liveVideos(n: number): Promise<number[]> {
  const rows = await t.database.query<{ video_id: number }>('SELECT video_id FROM videos WHERE status_id = 1 ORDER BY video_id LIMIT $1', [
    n,
  ]);
  return rows.map((r) => r.video_id);
}

describe(`moderation (${engineName()})`, () => {
  let ids: number[];
  beforeAll(async () => {
    t = await startTestApp({ videos: 24, now: () => Date.now() + clockOffsetMs });
    const [mod, adm, m] = await Promise.all([
      createMember(t.database, { role: 'moderator' }),
      createMember(t.database, { role: 'admin' }),
      createMember(t.database, { verified: true }),
    ]);
    member = m;
    adminId = adm.user_id;
    moderator = await signIn(t.app, mod.username, mod.password);
    admin = await signIn(t.app, adm.username, adm.password);
    memberCookie = await signIn(t.app, m.username, m.password);
    ids = await liveVideos(20);
  }, 60_000);
  afterAll(() => t?.close());

  describe('reports', () => {
    it('holds a video once three distinct visitors report it as underage; one visitor reporting thrice does not', async () => {
      const id = ids[0];
      for (let i = 0; i < 3; i++) expect((await report(id, 'underage', { address: '10.0.0.1' })).status).toBe(200);
      expect(await status(id)).toBe(1);
      expect((await report(id, 'underage', { address: '10.0.0.2' })).status).toBe(200);
      expect(await status(id)).toBe(1);
      expect(await listed(id)).toBe(true);
      expect((await report(id, 'underage', { address: '10.0.0.3' })).status).toBe(200);
      expect(await status(id)).toBe(6);
      expect(await listed(id)).toBe(false);
      expect((await get(videofilePath(id, { lifetime: 0 }))).status).toBe(404);
      expect(await auditActions('video', id)).toEqual(['system:hide']);
    });

    it('holds a video at once when one member of long standing in good standing reports it as underage or non-consensual', async () => {
      const id = ids[1];
      expect((await report(id, 'underage', { cookie: await veteran() })).status).toBe(200);
      expect(await status(id)).toBe(6);
      expect((await report(ids[17], 'non_consensual', { cookie: await veteran() })).status).toBe(200);
      expect(await status(ids[17])).toBe(6);
    });

    it('does not hold on a fresh account’s underage report, nor on fresh accounts sharing one network; the reports wait in the queue', async () => {
      const id = ids[14];
      expect((await report(id, 'underage', { cookie: memberCookie })).status).toBe(200);
      expect(await status(id)).toBe(1);
      for (let i = 0; i < 3; i++) {
        const fresh = await createMember(t.database, { verified: true });
        const cookie = await signIn(t.app, fresh.username, fresh.password);
        expect((await report(id, 'underage', { cookie })).status).toBe(200);
      }
      expect(await status(id)).toBe(1);
      expect(await openReportsOf(id)).toBe(4);
    });

    it('counts the addresses of one IPv6 /64 as one visitor: 300 of them neither hold a video nor pass the address cap', async () => {
      const id = ids[15];
      const answers: number[] = [];
      for (let i = 1; i <= 300; i++) answers.push((await report(id, 'underage', { address: `2001:db8:77:1::${i.toString(16)}` })).status);
      expect(answers.filter((s) => s === 200).length).toBe(30);
      expect(answers.filter((s) => s === 429).length).toBe(270);
      expect(await status(id)).toBe(1);
      // Three networks of visitors still hold it.
      for (const address of ['2001:db8:78:1::1', '198.51.100.7']) expect((await report(id, 'underage', { address })).status).toBe(200);
      expect(await status(id)).toBe(6);
    });

    it('does not hold a video for other reasons, however many report it', async () => {
      const id = ids[2];
      for (let i = 0; i < 4; i++) expect((await report(id, 'spam', { address: `10.0.1.${i}` })).status).toBe(200);
      expect((await report(id, 'violence', { cookie: memberCookie })).status).toBe(200);
      expect(await status(id)).toBe(1);
    });

    it('refuses bad reports with their codes, and floods with too_many', async () => {
      const id = ids[3];
      expect(await report(id, 'copyright')).toMatchObject({ status: 400, body: { code: 'email_required' } });
      expect(await report(id, 'copyright', {}, { email: 'not an address' })).toMatchObject({
        status: 400,
        body: { code: 'invalid_email' },
      });
      expect(await report(id, 'bored')).toMatchObject({ status: 400, body: { code: 'invalid_reason' } });
      expect(await report(99999999, 'spam')).toMatchObject({ status: 404, body: { code: 'target_not_found' } });
      expect(await report(id, 'spam', {}, { details: 'x'.repeat(2001) })).toMatchObject({ status: 400, body: { code: 'invalid_details' } });
      expect((await post(REPORT_PATH, { target_type: 'planet', target_id: 1, reason: 'spam' })).body).toMatchObject({
        code: 'invalid_target',
      });
      let last = 0;
      for (let i = 0; i < 31; i++) last = (await report(id, 'other', { address: '10.9.9.9' })).status;
      expect(last).toBe(429);
    });

    it('files one copyright report per video a notice names, and refuses a notice without its statements', async () => {
      const notice = {
        claimant: 'Studio Owner',
        contact: '1 Main Street, Springfield',
        email: 'legal@studio.example',
        work: 'Our film "Example", released 2024',
        urls: `http://localhost/video/${ids[4]}/x/\nhttps://cdn.example/embed/${ids[5]}/`,
        good_faith: '1',
        accurate: '1',
        signature: 'Studio Owner',
      };
      expect(await post('/api/dmca.php', notice)).toMatchObject({ status: 200, body: { ok: true, reports: 2 } });
      expect(await post('/api/dmca.php', { ...notice, accurate: '' })).toMatchObject({ status: 400, body: { code: 'accuracy_required' } });
      expect(await post('/api/dmca.php', { ...notice, urls: 'https://elsewhere.example/page' })).toMatchObject({
        status: 400,
        body: { code: 'invalid_urls' },
      });
      const groups = await get<{ items: { target_id: number; worst: string; count: number }[] }>('/api/admin/reports', moderator);
      expect(groups.body.items.find((g) => g.target_id === ids[4])).toMatchObject({ worst: 'copyright', count: 1 });
      // The most severe reason leads the queue.
      expect(groups.body.items[0].worst).toMatch(/underage|non_consensual/);
    });

    it('dismissing the reports of a held video puts it back, and tells the reporter who left an address', async () => {
      const id = ids[6];
      expect((await report(id, 'underage', { cookie: await veteran() }, { email: 'reporter@example.com' })).status).toBe(200);
      expect(await status(id)).toBe(6);
      expect(await post(`/api/admin/reports/video/${id}/dismiss`, { note: 'adult performers, records on file' }, moderator)).toMatchObject({
        status: 200,
        body: { closed: 1 },
      });
      expect(await status(id)).toBe(1);
      expect((await mailTo('reporter@example.com', /reviewed/)).text).toMatch(/does not break our rules/);
      expect(await post(`/api/admin/reports/video/${id}/dismiss`, {}, moderator)).toMatchObject({
        status: 409,
        body: { code: 'no_open_reports' },
      });
    });

    it('after a dismissal the video is not held again on reports for the protection period; they still queue, and the dismissed reporter weighs less', async () => {
      const id = ids[16];
      const reporter = await veteran();
      expect((await report(id, 'underage', { cookie: reporter })).status).toBe(200);
      expect(await status(id)).toBe(6);
      expect((await post(`/api/admin/reports/video/${id}/dismiss`, { note: 'records on file' }, moderator)).status).toBe(200);
      expect(await status(id)).toBe(1);
      expect((await report(id, 'underage', { cookie: reporter })).status).toBe(200);
      expect((await report(id, 'non_consensual', { cookie: await veteran() })).status).toBe(200);
      for (const address of ['10.6.0.1', '10.6.0.2', '10.6.0.3']) expect((await report(id, 'underage', { address })).status).toBe(200);
      expect(await status(id)).toBe(1);
      expect(await openReportsOf(id)).toBe(5);
      // A reporter whose report was dismissed no longer holds a video alone.
      expect((await report(ids[18], 'underage', { cookie: reporter })).status).toBe(200);
      expect(await status(ids[18])).toBe(1);
      // Past the protection a credible report holds it again.
      clockOffsetMs = 8 * DAY_MS;
      try {
        expect((await report(id, 'underage', { cookie: await veteran() })).status).toBe(200);
        expect(await status(id)).toBe(6);
      } finally {
        clockOffsetMs = 0;
      }
    });
  });

  describe('takedown', () => {
    it('takes a video out of every public call, answers 410 for its files, keeps them, and settles its reports', async () => {
      const id = ids[7];
      const dir = (await t.database.query<{ dir: string }>('SELECT dir FROM videos WHERE video_id = $1', [id]))[0].dir;
      const files = (await get<VideoFile[]>(videofilePath(id, { lifetime: 0 }))).body;
      expect(files.length).toBeGreaterThan(0);
      expect((await report(id, 'non_consensual', { address: '10.2.0.1' }, { email: 'witness@example.com' })).status).toBe(200);
      const title = (await get<{ title: string }>(`/api/admin/videos/${id}`, moderator)).body.title;
      expect(title).not.toBe('');

      expect(await post(`/api/admin/videos/${id}/takedown`, { note: 'no consent' }, moderator)).toMatchObject({
        status: 200,
        body: { status_id: 5 },
      });
      expect(await listed(id)).toBe(false);
      expect((await get<{ video: { status_id: number } }>(videoPath(id, { lifetime: 0 }))).body.video).toMatchObject({ status_id: 5 });
      expect((await get(videofilePath(id, { lifetime: 0 }))).status).toBe(410);
      const signed = await t.app.inject({ method: 'GET', url: files[0].video_url });
      expect(signed.statusCode).toBe(410);
      expect((await get(`/oembed?url=${encodeURIComponent(`http://localhost/video/${id}/${dir}/`)}&format=json`)).status).toBe(404);
      const related = await get<VideoList>(relatedPath(ids[8], { lifetime: 0 } as never));
      expect(related.body.videos?.some((v) => v.video_id === id) ?? false).toBe(false);
      const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap-videos-1.xml' });
      expect(sitemap.body).not.toContain(`/video/${id}/`);
      // Kept for the operator: the files are still on disk until staff purge them.
      const row = (await get<{ file: string; purged: boolean }>(`/api/admin/videos/${id}`, moderator)).body;
      expect(row).toMatchObject({ purged: false });
      expect((await mailTo('witness@example.com', /reviewed/)).text).toMatch(/removed or hid/);
      expect(
        (await get<{ items: { target_id: number }[] }>('/api/admin/reports?state=actioned', moderator)).body.items.map((g) => g.target_id),
      ).toContain(id);

      expect(await post(`/api/admin/videos/${id}/restore`, { note: 'appeal accepted' }, moderator)).toMatchObject({
        status: 200,
        body: { status_id: 1 },
      });
      expect(await listed(id)).toBe(true);
      expect(await post(`/api/admin/videos/${id}/takedown`, {}, moderator)).toMatchObject({ status: 200 });
      expect(await post(`/api/admin/videos/${id}/purge`, { note: 'legal hold ended' }, admin)).toMatchObject({
        status: 200,
        body: { purged: true },
      });
      expect(await post(`/api/admin/videos/${id}/restore`, {}, moderator)).toMatchObject({ status: 409, body: { code: 'invalid_state' } });
      expect((await auditActions('video', id)).map((a) => a.split(':')[1])).toEqual(['takedown', 'restore', 'takedown', 'purge']);
    });

    it('keeps the counters of a video’s categories in step with what is live', async () => {
      const id = ids[9];
      const sum = async () =>
        (
          await t.database.query<{ n: number }>(
            'SELECT sum(c.total_videos)::int AS n FROM categories c JOIN video_categories vc USING (category_id) WHERE vc.video_id = $1',
            [id],
          )
        )[0].n;
      const before = await sum();
      await post(`/api/admin/videos/${id}/takedown`, {}, moderator);
      await post(`/api/admin/videos/${id}/takedown`, {}, moderator);
      const links = (await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM video_categories WHERE video_id = $1', [id]))[0]
        .n;
      expect(await sum()).toBe(before - links);
      await post(`/api/admin/videos/${id}/restore`, {}, moderator);
      expect(await sum()).toBe(before);
    });
  });

  describe('members', () => {
    it('a ban ends the session at once, refuses sign-in, holds uploads and hides comments; unban restores them', async () => {
      const target = await createMember(t.database, { verified: true });
      const cookie = await signIn(t.app, target.username, target.password);
      const videoId = ids[10];
      await t.database.query('UPDATE videos SET user_id = $1 WHERE video_id = $2', [target.user_id, videoId]);
      const commentAt = ids[11];
      await t.database.query("INSERT INTO comments (section, object_id, user_id, text) VALUES ('video', $1, $2, 'a comment to hide')", [
        commentAt,
        target.user_id,
      ]);
      const comments = async () =>
        (
          await get<{ comments: { text: string }[] }>(commentsPath({ section: 'video', object_id: commentAt, lifetime: 0 }))
        ).body.comments.map((c) => c.text);
      expect(await comments()).toContain('a comment to hide');
      expect((await get(uploadsListPath(), cookie)).status).toBe(200);

      expect(await post(`/api/admin/members/${target.user_id}/ban`, { note: 'repeated spam' }, moderator)).toMatchObject({
        status: 200,
        body: { banned: true },
      });
      expect(await get(uploadsListPath(), cookie)).toMatchObject({ status: 401, body: { code: 'need_login' } });
      const login = await post('/api/login.php', { usr: target.username, pwd: target.password });
      expect(login).toMatchObject({ status: 403, body: { code: 'banned' } });
      expect(await status(videoId)).toBe(6);
      expect(await comments()).not.toContain('a comment to hide');

      expect(await post(`/api/admin/members/${target.user_id}/unban`, {}, moderator)).toMatchObject({
        status: 200,
        body: { banned: false },
      });
      expect(await status(videoId)).toBe(1);
      expect(await comments()).toContain('a comment to hide');
      expect((await post('/api/login.php', { usr: target.username, pwd: target.password })).status).toBe(200);
      expect(await auditActions('member', target.user_id)).toEqual(
        expect.arrayContaining([expect.stringMatching(/:ban$/), expect.stringMatching(/:unban$/)]),
      );
    });

    it('lets a moderator hide only what members below them wrote: an admin’s profile and comment are refused, a member’s are not', async () => {
      const [{ comment_id }] = await t.database.query<{ comment_id: number }>(
        "INSERT INTO comments (section, object_id, user_id, text) VALUES ('video', $1, $2, 'an admin speaks') RETURNING comment_id",
        [ids[19], adminId],
      );
      for (const [type, id] of [
        ['member', adminId],
        ['comment', comment_id],
      ] as const) {
        expect(await post('/api/admin/hide', { target_type: type, target_id: id, hidden: 1 }, moderator)).toMatchObject({
          status: 403,
          body: { code: 'staff_target' },
        });
      }
      expect(
        (await t.database.query<{ profile_hidden: boolean }>('SELECT profile_hidden FROM members WHERE user_id = $1', [adminId]))[0]
          .profile_hidden,
      ).toBe(false);
      expect(await post('/api/admin/hide', { target_type: 'member', target_id: member.user_id, hidden: 1 }, moderator)).toMatchObject({
        status: 200,
      });
      await post('/api/admin/hide', { target_type: 'member', target_id: member.user_id, hidden: 0 }, moderator);
    });

    it('refuses to ban staff, and only an admin changes roles, never removing the last admin', async () => {
      const other = await createMember(t.database, { role: 'moderator' });
      expect(await post(`/api/admin/members/${other.user_id}/ban`, {}, moderator)).toMatchObject({
        status: 403,
        body: { code: 'staff_target' },
      });
      expect(await post(`/api/admin/members/${other.user_id}/role`, { role: 'member' }, moderator)).toMatchObject({
        status: 403,
        body: { code: 'not_admin' },
      });
      expect(await post(`/api/admin/members/${other.user_id}/role`, { role: 'member' }, admin)).toMatchObject({
        status: 200,
        body: { role: 'member' },
      });
      const [{ user_id: adminId }] = await t.database.query<{ user_id: number }>("SELECT user_id FROM members WHERE role = 'admin'");
      expect(await post(`/api/admin/members/${adminId}/role`, { role: 'member' }, admin)).toMatchObject({
        status: 400,
        body: { code: 'last_admin' },
      });
    });

    it('hides a comment and a profile’s words, and shows them again', async () => {
      const [{ comment_id }] = await t.database.query<{ comment_id: number }>(
        "INSERT INTO comments (section, object_id, user_id, text) VALUES ('video', $1, $2, 'rude words') RETURNING comment_id",
        [ids[12], member.user_id],
      );
      const texts = async () =>
        (
          await get<{ comments: { text: string }[] }>(commentsPath({ section: 'video', object_id: ids[12], lifetime: 0 }))
        ).body.comments.map((c) => c.text);
      expect(await post('/api/admin/hide', { target_type: 'comment', target_id: comment_id, hidden: 1 }, moderator)).toMatchObject({
        status: 200,
      });
      expect(await texts()).not.toContain('rude words');
      expect(await post('/api/admin/hide', { target_type: 'comment', target_id: comment_id, hidden: 0 }, moderator)).toMatchObject({
        status: 200,
      });
      expect(await texts()).toContain('rude words');
      await t.database.query("UPDATE members SET about_me = 'call 555-0100' WHERE user_id = $1", [member.user_id]);
      expect(await post('/api/admin/hide', { target_type: 'member', target_id: member.user_id, hidden: 1 }, moderator)).toMatchObject({
        status: 200,
      });
      const profile = await get<{ member: { about_me: string; username: string } }>(memberPath(member.user_id, { lifetime: 0 }));
      expect(profile).toMatchObject({ status: 200, body: { member: { about_me: '', username: member.username } } });
      await post('/api/admin/hide', { target_type: 'member', target_id: member.user_id, hidden: 0 }, moderator);
      expect((await get<{ member: { about_me: string } }>(memberPath(member.user_id, { lifetime: 0 }))).body.member.about_me).toBe(
        'call 555-0100',
      );
      expect(await post('/api/admin/hide', { target_type: 'comment', target_id: 99999999, hidden: 1 }, moderator)).toMatchObject({
        status: 404,
      });
    });
  });

  describe('review', () => {
    it('rejects with a reason the owner reads, and removes the files after the retention days', async () => {
      const id = ids[13];
      await t.database.query(`UPDATE videos SET user_id = $1, status_id = 3, review_pending = true WHERE video_id = $2`, [
        member.user_id,
        id,
      ]);
      await t.database.query(`INSERT INTO upload_jobs (user_id, video_id, state, source_path) VALUES ($1, $2, 'published', '')`, [
        member.user_id,
        id,
      ]);
      expect((await get<{ items: { video_id: number }[] }>('/api/admin/review', moderator)).body.items.map((v) => v.video_id)).toContain(
        id,
      );
      expect(await post(`/api/admin/videos/${id}/reject`, { reason: 'bored' }, moderator)).toMatchObject({
        status: 400,
        body: { code: 'invalid_reason' },
      });
      expect(
        await post(`/api/admin/videos/${id}/reject`, { reason: 'consent_unclear', note: 'Please send <the> release forms' }, moderator),
      ).toMatchObject({ status: 200, body: { status_id: 4, reject_reason: 'consent_unclear' } });
      const mine = (await get<UploadedVideosAnswer>(uploadsListPath(), memberCookie)).body.videos.find((v) => v.video_id === id);
      expect(mine).toMatchObject({ state: 'rejected', reject_reason: 'consent_unclear', reject_note: 'Please send <the> release forms' });
      expect((await mailTo(member.email, /not published/)).text).toContain('Please send <the> release forms');
      expect(await post(`/api/admin/videos/${id}/approve`, {}, moderator)).toMatchObject({ status: 409 });

      const config = { ...t.ctx.config };
      const day = 86_400_000;
      const swept = async (days: number) =>
        (await sweepUploads({ database: t.database, now: () => Date.now() + days * day, config })).rejected;
      expect(await swept(29)).toBe(0);
      expect(await swept(31)).toBe(1);
      expect((await get<{ purged: boolean }>(`/api/admin/videos/${id}`, moderator)).body.purged).toBe(true);
      expect(await auditActions('video', id)).toEqual([expect.stringMatching(/:reject$/), 'system:purge']);
    });
  });

  describe('jobs, the catalogue and the log', () => {
    it('retries a failed job and cancels a queued one, refusing what does not apply', async () => {
      const [{ job_id }] = await t.database.query<{ job_id: number }>(
        `INSERT INTO upload_jobs (user_id, state, source_path, attempts, error) VALUES ($1, 'failed', '/nowhere', 3, 'ffmpeg died') RETURNING job_id`,
        [member.user_id],
      );
      const jobs = await get<{ items: { job_id: number; state: string; error: string }[]; counts: Record<string, number> }>(
        '/api/admin/jobs?state=failed',
        moderator,
      );
      expect(jobs.body.items.find((j) => j.job_id === job_id)).toMatchObject({ state: 'failed', error: 'ffmpeg died' });
      expect(await post(`/api/admin/jobs/${job_id}/retry`, {}, moderator)).toMatchObject({
        status: 200,
        body: { state: 'queued', attempts: 0 },
      });
      expect(await post(`/api/admin/jobs/${job_id}/retry`, {}, moderator)).toMatchObject({ status: 409, body: { code: 'invalid_state' } });
      expect(await post(`/api/admin/jobs/${job_id}/cancel`, {}, moderator)).toMatchObject({ status: 200, body: { state: 'cancelled' } });
      expect(await post(`/api/admin/jobs/99999999/cancel`, {}, moderator)).toMatchObject({ status: 404, body: { code: 'job_not_found' } });
      expect(await auditActions('job', job_id)).toEqual([expect.stringMatching(/:retry$/), expect.stringMatching(/:cancel$/)]);
    });

    it('creates, renames and hides a category; a hidden one leaves the public list', async () => {
      const created = await post('/api/admin/taxonomy/category', { act: 'create', title: 'Moderated Things' }, moderator);
      expect(created).toMatchObject({ status: 200, body: { dir: 'moderated-things', hidden: false } });
      expect(await post('/api/admin/taxonomy/category', { act: 'create', title: 'Moderated Things' }, moderator)).toMatchObject({
        status: 409,
        body: { code: 'dir_taken' },
      });
      const id = created.body.id as number;
      expect(await post('/api/admin/taxonomy/category', { act: 'rename', id, title: 'Renamed Things' }, moderator)).toMatchObject({
        body: { title: 'Renamed Things' },
      });
      const [{ category_id }] = await t.database.query<{ category_id: number }>(
        'SELECT category_id FROM categories WHERE category_id IN (SELECT category_id FROM video_categories) ORDER BY category_id LIMIT 1',
      );
      const shown = async () =>
        (await get<{ categories: { category_id: number }[] }>(categoriesPath({ lifetime: 0, section: 'all' }))).body.categories.map((c) =>
          Number(c.category_id),
        );
      expect(await shown()).toContain(category_id);
      expect(await post('/api/admin/taxonomy/category', { act: 'hide', id: category_id }, moderator)).toMatchObject({
        status: 200,
        body: { hidden: true },
      });
      expect(await shown()).not.toContain(category_id);
      await post('/api/admin/taxonomy/category', { act: 'unhide', id: category_id }, moderator);
      expect(await shown()).toContain(category_id);
    });

    it('lists the audit log newest first, filtered by action and actor', async () => {
      const all = await get<{ items: { action: string; actor: string }[]; total: number }>('/api/admin/audit', moderator);
      expect(all.body.total).toBeGreaterThan(10);
      const bans = await get<{ items: { action: string }[] }>('/api/admin/audit?action=ban', moderator);
      expect(bans.body.items.length).toBeGreaterThan(0);
      expect(bans.body.items.every((r) => r.action === 'ban')).toBe(true);
      const system = await get<{ items: { actor: string }[] }>('/api/admin/audit?actor=system', moderator);
      expect(system.body.items.every((r) => r.actor === 'system')).toBe(true);
      expect(await get('/api/admin/audit?action=explode', moderator)).toMatchObject({ status: 400, body: { code: 'invalid_action' } });
      const summary = await get<{ review: number; failed_jobs: number; reports_by_severity: Record<string, number> }>(
        '/api/admin/summary',
        moderator,
      );
      expect(summary.body.reports_by_severity['1']).toBeGreaterThan(0);
    });
  });
});
