// A performer's removal request, through the public form's call: the video is held at once (out of
// the lists, its data answered as not found) and the request waits in the moderation queue with the
// requester's words and address; refused for an unknown video, bad fields, an unticked statement, a
// forged origin and past the report limit.
import { VideoStatus } from '@reel/api';
import { PERFORMER_REMOVAL_PATH } from '@reel/api/moderation';
import { videoPath, videosPath, type VideoList } from '@reel/api/endpoints';
import { watchPagePath } from '@reel/api/pages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRITE_LIMITS } from '../auth/constants.js';
import { startTestApp, type TestApp } from '../testing/app.js';
import { engineName } from '../testing/database.js';
import { createMember, signIn, TEST_ORIGIN } from '../testing/members.js';

let t: TestApp;
let moderator = '';
let liveIds: { video_id: number; dir: string }[] = [];

beforeAll(async () => {
  t = await startTestApp({ videos: 12 });
  const m = await createMember(t.database, { role: 'moderator' });
  moderator = await signIn(t.app, m.username, m.password);
  liveIds = await t.database.query<{ video_id: number; dir: string }>(
    'SELECT video_id, dir FROM videos WHERE status_id = $1 ORDER BY video_id',
    [VideoStatus.Active],
  );
}, 60_000);
afterAll(() => t?.close());

let next = 0;
const aLiveVideo = () => liveIds[next++];
let address = 0;

const request = (fields: Record<string, string>, opts: { origin?: string; ip?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: PERFORMER_REMOVAL_PATH,
    headers: { origin: opts.origin ?? TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
    // Each test from its own address, so the report limit of one does not reach another.
    remoteAddress: opts.ip ?? `198.51.100.${++address}`,
  });
const good = (video: string) => ({
  video,
  name: 'Ann Example',
  email: 'ann@example.com',
  statement: 'I appear in this video and never agreed to its publication.',
  sworn: '1',
});

describe(`performer removal requests (${engineName()})`, () => {
  it('holds the video at once and puts the request in the moderation queue', async () => {
    const video = aLiveVideo();
    const res = await request(good(`https://mirror.example${watchPagePath(video.video_id, video.dir)}`));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { report_id } = res.json<{ report_id: number }>();

    const [row] = await t.database.query<{ status_id: number; held_from: number }>(
      'SELECT status_id, held_from FROM videos WHERE video_id = $1',
      [video.video_id],
    );
    expect(row).toEqual({ status_id: VideoStatus.Held, held_from: VideoStatus.Active });
    expect((await t.json(videoPath(video.video_id, { lifetime: 0 }))).status).toBe(404);
    const list = await t.json<VideoList>(videosPath({ lifetime: 0 }));
    expect(list.body.videos.map((v) => v.video_id)).not.toContain(video.video_id);

    const queue = await t.app.inject({ method: 'GET', url: `/api/admin/reports/video/${video.video_id}`, headers: { cookie: moderator } });
    const reports = queue.json<{ reports: { report_id: number; reason: string; details: string; email: string }[] }>().reports;
    expect(reports).toEqual([
      expect.objectContaining({
        report_id,
        reason: 'non_consensual',
        email: 'ann@example.com',
        details: 'Performer removal request from Ann Example: I appear in this video and never agreed to its publication.',
      }),
    ]);
    // A complaint like any report: due within the business days the settings give (7 by default,
    // so at least 9 calendar days ahead).
    const [due] = await t.database.query<{ due_at: string }>('SELECT due_at FROM reports WHERE report_id = $1', [report_id]);
    expect(Date.parse(due.due_at) - Date.now()).toBeGreaterThan(8 * 24 * 3600 * 1000);
    const audit = await t.database.query<{ actor: string; action: string }>(
      "SELECT actor, action FROM audit_log WHERE target_type = 'video' AND target_id = $1",
      [video.video_id],
    );
    expect(audit).toEqual([{ actor: 'system', action: 'hide' }]);
  });

  it('takes the bare id of the video too', async () => {
    const video = aLiveVideo();
    expect((await request(good(String(video.video_id)))).statusCode).toBe(200);
  });

  it('refuses an unknown video, bad fields and an unticked statement, holding nothing', async () => {
    const video = aLiveVideo();
    const cases: [Record<string, string>, string][] = [
      [good('https://reel.example/not-a-video/'), 'target_not_found'],
      [good('99999999'), 'target_not_found'],
      [{ ...good(String(video.video_id)), name: 'A' }, 'invalid_name'],
      [{ ...good(String(video.video_id)), email: 'not an address' }, 'invalid_email'],
      [{ ...good(String(video.video_id)), statement: 'remove' }, 'invalid_statement'],
      [{ ...good(String(video.video_id)), sworn: '' }, 'not_sworn'],
    ];
    for (const [fields, code] of cases) expect((await request(fields)).json()).toMatchObject({ code });
    const forged = await request(good(String(video.video_id)), { origin: 'https://evil.example' });
    expect(forged.statusCode).toBe(403);
    const [row] = await t.database.query<{ status_id: number }>('SELECT status_id FROM videos WHERE video_id = $1', [video.video_id]);
    expect(row.status_id).toBe(VideoStatus.Active);
  });

  it('refuses requests from one address past the report limit', async () => {
    const ip = '203.0.113.77';
    await t.database.query(
      `INSERT INTO limit_counts (name, key, hits, reset_at) VALUES ('write_report_ip', $1, $2, now() + interval '1 hour')`,
      [ip, WRITE_LIMITS.report.perAddress],
    );
    const video = aLiveVideo();
    const res = await request(good(String(video.video_id)), { ip });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'too_many' });
  });
});
