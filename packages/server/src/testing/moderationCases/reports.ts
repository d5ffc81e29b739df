// The moderation route tests' cases on reports (run by routes/moderation.test.ts on its one server):
// the hold they put on a video, dismissals and the protection that follows, copyright notices.
import { videofilePath } from '@reel/api/endpoints';
import { REPORT_PATH } from '@reel/api/moderation';
import { describe, expect, it } from 'vitest';
import { signIn } from '../members.js';
import {
  t,
  moderator,
  memberCookie,
  ids,
  DAY_MS,
  post,
  get,
  status,
  listed,
  report,
  auditActions,
  mailTo,
  veteran,
  openReportsOf,
  setClockOffset,
} from '../moderationApp.js';
import { createUploader } from '../uploaders.js';

export function reportCases(): void {
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
        const fresh = await createUploader(t.database);
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
      setClockOffset(8 * DAY_MS);
      try {
        expect((await report(id, 'underage', { cookie: await veteran() })).status).toBe(200);
        expect(await status(id)).toBe(6);
      } finally {
        setClockOffset(0);
      }
    });
  });
}
