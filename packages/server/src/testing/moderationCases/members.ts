// The moderation route tests' cases on members and the console's records (run by
// routes/moderation.test.ts on its one server): bans, hides and roles, then jobs, the catalogue and
// the audit log, which reads what the file's earlier cases did.
import { uploadsListPath } from '@reel/api';
import { categoriesPath, commentsPath, memberPath } from '@reel/api/endpoints';
import { describe, expect, it } from 'vitest';
import { createMember, signIn } from '../members.js';
import { t, moderator, admin, member, adminId, ids, post, get, status, auditActions } from '../moderationApp.js';
import { createUploader } from '../uploaders.js';

export function memberCases(): void {
  describe('members', () => {
    it('a ban ends the session at once, refuses sign-in, holds uploads and hides comments; unban restores them', async () => {
      const target = await createUploader(t.database);
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
}
