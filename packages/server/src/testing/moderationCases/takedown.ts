// The moderation route tests' cases on a video taken out (run by routes/moderation.test.ts on its one
// server): a takedown from every public call, its files kept and its reports settled, and a rejected
// upload, its owner told why and its files removed after retention.
import { uploadsListPath, VideoStatus, type UploadedVideosAnswer, type VideoFile } from '@reel/api';
import { relatedPath, videoPath, videofilePath, type VideoList } from '@reel/api/endpoints';
import { describe, expect, it } from 'vitest';
import { sqlStatus } from '../../queries/statusSql.js';
import { sweepUploads } from '../../upload/sweep.js';
import { t, moderator, admin, memberCookie, member, ids, post, get, listed, report, auditActions, mailTo } from '../moderationApp.js';

export function takedownCases(): void {
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

  describe('review', () => {
    it('rejects with a reason the owner reads, and removes the files after the retention days', async () => {
      const id = ids[13];
      await t.database.query(
        `UPDATE videos SET user_id = $1, status_id = ${sqlStatus(VideoStatus.Review)}, review_pending = true WHERE video_id = $2`,
        [member.user_id, id],
      );
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
}
