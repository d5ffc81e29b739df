// The single-request upload end to end on a real database and real ffmpeg: a good upload goes from
// processing to needs-preview to published and plays, a worker killed mid-transcode finishes after
// the restart, a failing job fails with its reason, and a browser-style upload over a real socket.
import { mkdirSync, readdirSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  UPLOAD_PATH,
  previewCandidatesPath,
  uploadsListPath,
  type PreviewCandidatesAnswer,
  type UploadedVideosAnswer,
  type VideoFile,
} from '@reel/api';
import { videosPath, type VideoList } from '@reel/api/endpoints';
import { probe } from '../media/ffmpeg.js';
import { engineName } from '../testing/database.js';
import { TEST_ORIGIN } from '../testing/members.js';
import { startUploadFixture, type UploadFixture } from '../testing/uploadFixture.js';
import { makeCorpus, type Corpus } from '../upload/testCorpus.js';
import { STAGE_END } from '../upload/constants.js';
import { UploadWorker } from '../upload/worker.js';
import { attachTestConsent } from '../testing/consent.js';

let fx: UploadFixture;
let corpus: Corpus;

beforeAll(async () => {
  fx = await startUploadFixture({ prefix: 'upload-pipeline', videos: 8, moderator: true, env: { UPLOAD_CATEGORIES_MAX: '3' } });
  mkdirSync(join(fx.work, 'corpus'));
  corpus = await makeCorpus(join(fx.work, 'corpus'), ['good', 'good2', 'notLatin']);
}, 60_000);

afterAll(() => fx?.close());

describe(`upload pipeline (${engineName()})`, () => {
  let videoId = 0;

  it('accepts a good file: an unpublished video of the member and a queued job; the same bytes again are a duplicate', async () => {
    const r = await fx.upload({ path: corpus.good, name: 'My_clip-1.mp4' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ ok: true, video_id: expect.any(Number), job_id: expect.any(Number) });
    videoId = r.body.video_id as number;
    const list = await fx.get<UploadedVideosAnswer>(uploadsListPath());
    expect(list.cache).toBe('no-store');
    expect(list.body.videos[0]).toMatchObject({
      video_id: videoId,
      state: 'processing',
      percent: 0,
      reason: null,
      title: 'My holiday 1',
      duration: 185,
    });
    expect(readdirSync(fx.uploadDir)).toHaveLength(1);

    const before = await fx.footprint();
    expect(await fx.upload({ path: corpus.good, name: 'again.mp4' })).toMatchObject({ status: 400, body: { code: 'duplicate' } });
    expect(await fx.footprint()).toEqual(before);
    // Not in the public lists, and no one else's to read.
    const latest = await fx.get<VideoList>(videosPath({ lifetime: 3600 }), '');
    expect(latest.body.videos.map((v) => v.video_id)).not.toContain(videoId);
    expect((await fx.get(previewCandidatesPath(videoId), fx.otherCookie)).status).toBe(404);
    expect((await fx.get(previewCandidatesPath(videoId))).body).toMatchObject({ error: true, code: 'processing' });
  });

  it('a worker killed mid-transcode leaves its lock; a restarted worker takes the job once the lock is stale and finishes it', async () => {
    const seen: number[] = [];
    let killed: Promise<void> | null = null;
    const first: UploadWorker = new UploadWorker({
      database: fx.t.database,
      mediaRoot: fx.mediaRoot,
      id: 'first',
      // The kill comes once the renditions are made, in the middle of the pictures.
      onProgress: (_job, p) => {
        seen.push(p);
        if (p >= STAGE_END.screens && !killed) killed = first.stop();
      },
    });
    expect(await first.runOnce()).toBe('stopped');
    await killed;
    const [held] = await fx.t.database.query<{ state: string; locked_by: string; attempts: number }>(
      'SELECT state, locked_by, attempts FROM upload_jobs WHERE video_id = $1',
      [videoId],
    );
    expect(held).toEqual({ state: 'processing', locked_by: 'first', attempts: 1 });
    const during = (await fx.get<UploadedVideosAnswer>(uploadsListPath())).body.videos[0];
    expect(during.state).toBe('processing');
    expect(during.percent).toBeGreaterThanOrEqual(70);
    expect(seen.filter((p, i) => i > 0 && p < seen[i - 1])).toEqual([]);

    // A live-looking lock is respected...
    expect(await new UploadWorker({ database: fx.t.database, mediaRoot: fx.mediaRoot, id: 'eager' }).runOnce()).toBe('idle');
    // ...a stale one is not: the job resumes from the start and completes.
    await fx.t.database.query(`UPDATE upload_jobs SET locked_at = now() - interval '1 hour' WHERE video_id = $1`, [videoId]);
    const second = new UploadWorker({ database: fx.t.database, mediaRoot: fx.mediaRoot, id: 'second' });
    expect(await second.runOnce()).toBe('done');
    const [done] = await fx.t.database.query<{ state: string; attempts: number; locked_by: string }>(
      'SELECT state, attempts, locked_by FROM upload_jobs WHERE video_id = $1',
      [videoId],
    );
    expect(done).toEqual({ state: 'needs_preview', attempts: 2, locked_by: '' });
    expect(readdirSync(fx.uploadDir)).toHaveLength(0);
  });

  it('needs a preview choice, then waits for review; approved, the files play and the lists show it at once', async () => {
    const list = await fx.get<UploadedVideosAnswer>(uploadsListPath());
    expect(list.body.videos[0]).toMatchObject({ video_id: videoId, state: 'needs_preview', percent: 100 });
    const cands = await fx.get<PreviewCandidatesAnswer>(previewCandidatesPath(videoId));
    expect(cands.cache).toBe('no-store');
    expect(cands.body.screens).toHaveLength(10);
    // The folder is named by 128 random bits, nothing a visitor could guess from the video's id.
    expect(cands.body.screens[1].url).toMatch(/^\/media\/[0-9a-f]{32}\/screens\/2\.jpg$/);
    expect(await fx.postForm({ act: 'preview', video_id: String(videoId) })).toMatchObject({
      status: 400,
      body: { code: 'preview_required' },
    });
    expect(await fx.postForm({ act: 'preview', video_id: String(videoId), screen: '11' })).toMatchObject({
      status: 400,
      body: { code: 'preview_required' },
    });
    expect((await fx.postForm({ act: 'preview', video_id: String(videoId), screen: '2' }, fx.otherCookie)).status).toBe(404);

    const counted = async () =>
      (
        await fx.t.database.query<{ n: number }>(`SELECT sum(total_videos)::int AS n FROM categories WHERE category_id = ANY($1::int[])`, [
          fx.categories.split(',').map(Number),
        ])
      )[0].n;
    const countedBefore = await counted();
    const chosen = await fx.postForm({ act: 'preview', video_id: String(videoId), screen: '2' });
    // Uploads are reviewed before they are public: the video waits, in no list and with no file list.
    expect(chosen).toMatchObject({ status: 200, body: { ok: true, video_id: videoId, state: 'in_review' } });
    expect((await fx.get<UploadedVideosAnswer>(uploadsListPath())).body.videos[0]).toMatchObject({
      state: 'in_review',
      thumb: cands.body.screens[1].url,
    });
    expect(await counted()).toBe(countedBefore);
    expect((await fx.get<VideoList>(videosPath({ lifetime: 0 }), '')).body.videos.map((v) => v.video_id)).not.toContain(videoId);
    expect((await fx.get(`/api/videofile.php?video_id=${videoId}`, '')).status).toBe(404);
    // Choosing again while it waits changes the pictures only.
    expect((await fx.postForm({ act: 'preview', video_id: String(videoId), screen: '3' })).body).toMatchObject({ state: 'in_review' });
    expect((await fx.get<UploadedVideosAnswer>(uploadsListPath())).body.videos[0].thumb).toBe(cands.body.screens[2].url);

    // A moderator approves it (its performer's release on file): it is published, and the counters count it once.
    await attachTestConsent(fx.t.ctx, videoId);
    const approved = await fx.t.app.inject({
      method: 'POST',
      url: `/api/admin/videos/${videoId}/approve`,
      headers: { cookie: fx.moderatorCookie, origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'note=fine',
    });
    expect(approved.statusCode).toBe(200);
    expect((await fx.get<UploadedVideosAnswer>(uploadsListPath())).body.videos[0]).toMatchObject({ state: 'published' });
    expect(await counted()).toBe(countedBefore + 2);
    // Choosing again once live changes the pictures, not the counts.
    expect((await fx.postForm({ act: 'preview', video_id: String(videoId), screen: '2' })).body).toMatchObject({ state: 'published' });
    expect(await counted()).toBe(countedBefore + 2);

    const latest = await fx.get<VideoList>(videosPath({ lifetime: 3600 }), '');
    expect(latest.body.videos[0].video_id).toBe(videoId);

    const files = await fx.get<VideoFile[]>(`/api/videofile.php?video_id=${videoId}`, '');
    expect(files.body.map((f) => f.format)).toEqual(['_sd.mp4', '_tr.mp4']);
    expect(files.body[0].timelines_count).toBeGreaterThan(0);
    // The signed address streams the rendition itself.
    const media = await fx.t.app.inject({ method: 'GET', url: files.body[0].video_url });
    expect(media.statusCode).toBe(200);
    const played = join(fx.work, 'played.mp4');
    await writeFile(played, media.rawPayload);
    const p = await probe(played);
    expect(p.video_codec).toBe('h264');
    expect(Math.round(p.duration_s)).toBe(185);
  });

  it('retries a failing job, then fails it with a reason the member reads', async () => {
    const r = await fx.upload({ path: corpus.good2, name: 'second.mp4' });
    expect(r.status).toBe(200);
    const id = r.body.video_id as number;
    const [job] = await fx.t.database.query<{ source_path: string }>('SELECT source_path FROM upload_jobs WHERE video_id = $1', [id]);
    await rm(job.source_path);
    const worker = new UploadWorker({ database: fx.t.database, mediaRoot: fx.mediaRoot, maxAttempts: 2 });
    expect(await worker.runOnce()).toBe('retry');
    expect(await worker.runOnce()).toBe('failed');
    const list = await fx.get<UploadedVideosAnswer>(uploadsListPath());
    expect(list.body.videos.find((v) => v.video_id === id)).toMatchObject({ state: 'failed', reason: 'broken', percent: 0 });
    expect((await fx.get(previewCandidatesPath(id))).body).toMatchObject({ code: 'failed' });
    // A failed upload does not block the same file from being sent again.
    expect((await fx.upload({ path: corpus.good2, name: 'second.mp4' })).status).toBe(200);
  });

  it('a running loop hands its job back on a clean stop, and another loop finishes it', async () => {
    const [queued] = await fx.t.database.query<{ job_id: number }>(`SELECT job_id FROM upload_jobs WHERE state = 'queued'`);
    expect(queued).toBeDefined();
    const state = async () =>
      (
        await fx.t.database.query<{ state: string; attempts: number; locked_by: string }>(
          'SELECT state, attempts, locked_by FROM upload_jobs WHERE job_id = $1',
          [queued.job_id],
        )
      )[0];
    let stopping: Promise<void> | null = null;
    const leaving: UploadWorker = new UploadWorker({
      database: fx.t.database,
      mediaRoot: fx.mediaRoot,
      id: 'leaving',
      pollMs: 50,
      onProgress: (_job, p) => {
        if (p >= STAGE_END.screens && !stopping) stopping = leaving.stop({ release: true });
      },
    });
    leaving.start();
    await expect.poll(() => stopping, { timeout: 20_000, interval: 50 }).not.toBeNull();
    await stopping;
    expect(await state()).toEqual({ state: 'queued', attempts: 0, locked_by: '' });

    const staying = new UploadWorker({ database: fx.t.database, mediaRoot: fx.mediaRoot, id: 'staying', pollMs: 50 });
    staying.start();
    await expect.poll(async () => (await state()).state, { timeout: 20_000, interval: 100 }).toBe('needs_preview');
    await staying.stop();
    expect(await state()).toEqual({ state: 'needs_preview', attempts: 1, locked_by: '' });
  });

  it('takes a browser-style upload over a real socket (FormData streamed by fetch)', async () => {
    const form = new FormData();
    form.append('title', 'Over the wire');
    form.append('categories', fx.categories);
    form.append('file', new Blob([await readFile(corpus.notLatin)], { type: 'video/mp4' }), 'Over the wire 2.mp4');
    const res = await fetch(`${fx.t.base}${UPLOAD_PATH}`, {
      method: 'POST',
      body: form,
      headers: { cookie: fx.cookie, origin: fx.t.base },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true, video_id: expect.any(Number) });
  });
});
