// The upload calls end to end on a real database and real ffmpeg: every refusal with its own code
// and nothing left behind, a worker killed mid-transcode whose job finishes after the restart, and
// a good upload that goes from processing to needs-preview to published and plays.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  UPLOAD_PATH,
  previewCandidatesPath,
  uploadLimitsPath,
  uploadsListPath,
  type PreviewCandidatesAnswer,
  type UploadedVideosAnswer,
  type VideoFile,
} from '@reel/api';
import { videosPath, type VideoList } from '@reel/api/endpoints';
import { probe } from '../media/ffmpeg.js';
import { startTestApp, type TestApp } from '../testing/app.js';
import { engineName } from '../testing/database.js';
import { TEST_ORIGIN, createMember, signIn } from '../testing/members.js';
import { makeHugePicture, makeLongClaim } from '../upload/costlyCorpus.js';
import { makeCorpus, type Corpus } from '../upload/testCorpus.js';
import { multipartBody } from '../upload/testForm.js';
import { STAGE_END } from '../upload/constants.js';
import { UploadWorker } from '../upload/worker.js';

const MAX_BYTES = 400_000;
let t: TestApp;
let corpus: Corpus;
let work: string;
let uploadDir: string;
let mediaRoot: string;
let cookie: string;
let otherCookie: string;
let unverifiedCookie: string;
let moderatorCookie: string;
let categories: string;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'reel-upload-'));
  uploadDir = join(work, 'uploads');
  mediaRoot = join(work, 'media');
  mkdirSync(mediaRoot);
  mkdirSync(join(work, 'corpus'));
  const made = makeCorpus(join(work, 'corpus')).then((c) => (corpus = c));
  t = await startTestApp({
    videos: 8,
    env: { UPLOAD_DIR: uploadDir, MEDIA_DIR: mediaRoot, UPLOAD_MAX_BYTES: String(MAX_BYTES), UPLOAD_CATEGORIES_MAX: '3' },
  });
  const [member, other, unverified, moderator] = await Promise.all([
    createMember(t.database, { verified: true }),
    createMember(t.database, { verified: true }),
    createMember(t.database),
    createMember(t.database, { role: 'moderator' }),
  ]);
  moderatorCookie = await signIn(t.app, moderator.username, moderator.password);
  cookie = await signIn(t.app, member.username, member.password);
  otherCookie = await signIn(t.app, other.username, other.password);
  unverifiedCookie = await signIn(t.app, unverified.username, unverified.password);
  const cats = await t.database.query<{ category_id: number }>('SELECT category_id FROM categories ORDER BY category_id LIMIT 2');
  categories = cats.map((c) => c.category_id).join(',');
  await made;
}, 60_000);

afterAll(async () => {
  await t?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

interface Sent {
  status: number;
  body: Record<string, unknown>;
}

async function upload(
  file: { path?: string; name: string; data?: Buffer },
  fields: Record<string, string> = {},
  who = cookie,
): Promise<Sent> {
  const data = file.data ?? (await readFile(file.path!));
  const form = multipartBody(
    { title: 'My holiday 1', description: 'A <b>test</b>', categories, models: 'nobody', tags: 'a,b', ...fields },
    { filename: file.name, data },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: UPLOAD_PATH,
    payload: form.payload,
    headers: { cookie: who, origin: TEST_ORIGIN, 'content-type': form.contentType },
  });
  return { status: res.statusCode, body: res.json() };
}

async function get<T>(url: string, who = cookie): Promise<{ status: number; body: T; cache: string | undefined }> {
  const res = await t.app.inject({ method: 'GET', url, headers: { cookie: who } });
  return { status: res.statusCode, body: res.json() as T, cache: res.headers['cache-control'] as string | undefined };
}

async function postForm(fields: Record<string, string>, who = cookie): Promise<Sent> {
  const res = await t.app.inject({
    method: 'POST',
    url: UPLOAD_PATH,
    payload: new URLSearchParams(fields).toString(),
    headers: { cookie: who, origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
  });
  return { status: res.statusCode, body: res.json() };
}

/** What a refused upload must not change: the upload folder and the rows an upload writes. */
async function footprint() {
  const [row] = await t.database.query<Record<string, number>>(
    `SELECT (SELECT count(*) FROM videos)::int AS videos, (SELECT count(*) FROM upload_jobs)::int AS jobs,
            (SELECT count(*) FROM video_categories)::int AS cats, (SELECT count(*) FROM video_models)::int AS models`,
  );
  const files = existsSync(uploadDir) ? readdirSync(uploadDir).sort() : [];
  return { row, files };
}

describe(`upload refusals (${engineName()})`, () => {
  it('asks a visitor to log in and an unverified member to accept the affidavit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: UPLOAD_PATH,
      headers: { origin: TEST_ORIGIN, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: true, code: 'need_login' });
    const r = await upload({ path: corpus.good, name: 'good.mp4' }, {}, unverifiedCookie);
    expect(r).toMatchObject({ status: 403, body: { error: true, code: 'not_verified' } });
  });

  it('gives every bad file its own code and leaves no file and no row behind', async () => {
    const before = await footprint();
    const big = Buffer.alloc(MAX_BYTES + 1000, 7);
    const cases: [{ path?: string; name: string; data?: Buffer }, string, number][] = [
      [{ path: corpus.truncated, name: 'truncated.mp4' }, 'broken', 400],
      [{ path: corpus.empty, name: 'empty.mp4' }, 'damaged', 400],
      [{ data: Buffer.from('not a video at all'), name: 'text.mp4' }, 'damaged', 400],
      [{ path: corpus.vertical, name: 'vertical.mp4' }, 'vertical', 400],
      [{ path: corpus.rotated, name: 'rotated.mp4' }, 'orientation', 400],
      [{ path: corpus.short, name: 'short.mp4' }, 'min_duration', 400],
      [{ path: corpus.wrongExtension, name: 'matroska.mp4' }, 'extension', 400],
      [{ path: corpus.good, name: 'good.txt' }, 'extension', 400],
      [{ path: corpus.notLatin, name: 'видео.mp4' }, 'filename', 400],
      [{ data: big, name: 'big.mp4' }, 'too_large', 413],
      // Refused on its Content-Length, before a byte is read.
      [{ data: Buffer.alloc(MAX_BYTES * 3, 7), name: 'huge.mp4' }, 'too_large', 413],
    ];
    for (const [file, code, status] of cases) {
      const r = await upload(file);
      expect({ name: file.name, status: r.status, code: r.body.code }).toEqual({ name: file.name, status, code });
      expect((r.body.errors as { field: string }[])[0].field).toBe('file');
    }
    expect(await footprint()).toEqual(before);
  });

  it('refuses a picture too large to decode and hours claimed at 60 fps before any transcode job exists', async () => {
    const before = await footprint();
    const huge = await makeHugePicture(join(work, 'huge.mp4'), 8192, 4320);
    const claim = await makeLongClaim(join(work, 'claim.mp4'), 7200, 60);
    for (const [path, code] of [
      [huge, 'max_resolution'],
      [claim, 'max_frames'],
    ] as const) {
      const r = await upload({ path, name: 'costly.mp4' });
      expect({ status: r.status, code: r.body.code }).toEqual({ status: 400, code });
      expect((r.body.errors as { field: string; code: string }[])[0]).toMatchObject({ field: 'file', code });
    }
    expect(await footprint()).toEqual(before);
  });

  it('checks the form: title, categories between the limits and known', async () => {
    const before = await footprint();
    const good = { path: corpus.good, name: 'good.mp4' };
    expect((await upload(good, { title: '' })).body).toMatchObject({ code: 'required', errors: [{ field: 'title', code: 'required' }] });
    expect((await upload(good, { title: 'x'.repeat(101) })).body).toMatchObject({
      code: 'max_length',
      errors: [{ info: { length: 100 } }],
    });
    // Bidi overrides and other invisible characters are dropped before the checks: a title of
    // nothing else is no title.
    expect((await upload(good, { title: '\u202E\u200F\u2066' })).body).toMatchObject({
      code: 'required',
      errors: [{ field: 'title', code: 'required' }],
    });
    for (const bad of ['', '1,2,3,4', '999999', 'abc', '2147483648']) {
      const r = await upload(good, { categories: bad });
      expect({ bad, status: r.status, body: r.body }).toMatchObject({
        bad,
        status: 400,
        body: { code: 'categories_count', errors: [{ field: 'categories', info: { min: 1, max: 3 } }] },
      });
    }
    expect(await footprint()).toEqual(before);
  });

  it('tells the page its limits', async () => {
    const r = await get<Record<string, unknown>>(uploadLimitsPath(), '');
    expect(r.body).toMatchObject({ max_bytes: MAX_BYTES, min_duration_s: 180, categories_min: 1, categories_max: 3 });
    expect(r.body.extensions).toContain('mp4');
  });
});

describe(`upload pipeline (${engineName()})`, () => {
  let videoId = 0;

  it('accepts a good file: an unpublished video of the member and a queued job; the same bytes again are a duplicate', async () => {
    const r = await upload({ path: corpus.good, name: 'My_clip-1.mp4' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ ok: true, video_id: expect.any(Number), job_id: expect.any(Number) });
    videoId = r.body.video_id as number;
    const list = await get<UploadedVideosAnswer>(uploadsListPath());
    expect(list.cache).toBe('no-store');
    expect(list.body.videos[0]).toMatchObject({
      video_id: videoId,
      state: 'processing',
      percent: 0,
      reason: null,
      title: 'My holiday 1',
      duration: 185,
    });
    expect(readdirSync(uploadDir)).toHaveLength(1);

    const before = await footprint();
    expect(await upload({ path: corpus.good, name: 'again.mp4' })).toMatchObject({ status: 400, body: { code: 'duplicate' } });
    expect(await footprint()).toEqual(before);
    // Not in the public lists, and no one else's to read.
    const latest = await get<VideoList>(videosPath({ lifetime: 3600 }), '');
    expect(latest.body.videos.map((v) => v.video_id)).not.toContain(videoId);
    expect((await get(previewCandidatesPath(videoId), otherCookie)).status).toBe(404);
    expect((await get(previewCandidatesPath(videoId))).body).toMatchObject({ error: true, code: 'processing' });
  });

  it('a worker killed mid-transcode leaves its lock; a restarted worker takes the job once the lock is stale and finishes it', async () => {
    const seen: number[] = [];
    let killed: Promise<void> | null = null;
    const first: UploadWorker = new UploadWorker({
      database: t.database,
      mediaRoot,
      id: 'first',
      // The kill comes once the renditions are made, in the middle of the pictures.
      onProgress: (_job, p) => {
        seen.push(p);
        if (p >= STAGE_END.screens && !killed) killed = first.stop();
      },
    });
    expect(await first.runOnce()).toBe('stopped');
    await killed;
    const [held] = await t.database.query<{ state: string; locked_by: string; attempts: number }>(
      'SELECT state, locked_by, attempts FROM upload_jobs WHERE video_id = $1',
      [videoId],
    );
    expect(held).toEqual({ state: 'processing', locked_by: 'first', attempts: 1 });
    const during = (await get<UploadedVideosAnswer>(uploadsListPath())).body.videos[0];
    expect(during.state).toBe('processing');
    expect(during.percent).toBeGreaterThanOrEqual(70);
    expect(seen.filter((p, i) => i > 0 && p < seen[i - 1])).toEqual([]);

    // A live-looking lock is respected...
    expect(await new UploadWorker({ database: t.database, mediaRoot, id: 'eager' }).runOnce()).toBe('idle');
    // ...a stale one is not: the job resumes from the start and completes.
    await t.database.query(`UPDATE upload_jobs SET locked_at = now() - interval '1 hour' WHERE video_id = $1`, [videoId]);
    const second = new UploadWorker({ database: t.database, mediaRoot, id: 'second' });
    expect(await second.runOnce()).toBe('done');
    const [done] = await t.database.query<{ state: string; attempts: number; locked_by: string }>(
      'SELECT state, attempts, locked_by FROM upload_jobs WHERE video_id = $1',
      [videoId],
    );
    expect(done).toEqual({ state: 'needs_preview', attempts: 2, locked_by: '' });
    expect(readdirSync(uploadDir)).toHaveLength(0);
  });

  it('needs a preview choice, then waits for review; approved, the files play and the lists show it at once', async () => {
    const list = await get<UploadedVideosAnswer>(uploadsListPath());
    expect(list.body.videos[0]).toMatchObject({ video_id: videoId, state: 'needs_preview', percent: 100 });
    const cands = await get<PreviewCandidatesAnswer>(previewCandidatesPath(videoId));
    expect(cands.cache).toBe('no-store');
    expect(cands.body.screens).toHaveLength(10);
    // The folder is named by 128 random bits, nothing a visitor could guess from the video's id.
    expect(cands.body.screens[1].url).toMatch(/^\/media\/[0-9a-f]{32}\/screens\/2\.jpg$/);
    expect(await postForm({ act: 'preview', video_id: String(videoId) })).toMatchObject({
      status: 400,
      body: { code: 'preview_required' },
    });
    expect(await postForm({ act: 'preview', video_id: String(videoId), screen: '11' })).toMatchObject({
      status: 400,
      body: { code: 'preview_required' },
    });
    expect((await postForm({ act: 'preview', video_id: String(videoId), screen: '2' }, otherCookie)).status).toBe(404);

    const counted = async () =>
      (
        await t.database.query<{ n: number }>(`SELECT sum(total_videos)::int AS n FROM categories WHERE category_id = ANY($1::int[])`, [
          categories.split(',').map(Number),
        ])
      )[0].n;
    const countedBefore = await counted();
    const chosen = await postForm({ act: 'preview', video_id: String(videoId), screen: '2' });
    // Uploads are reviewed before they are public: the video waits, in no list and with no file list.
    expect(chosen).toMatchObject({ status: 200, body: { ok: true, video_id: videoId, state: 'in_review' } });
    expect((await get<UploadedVideosAnswer>(uploadsListPath())).body.videos[0]).toMatchObject({
      state: 'in_review',
      thumb: cands.body.screens[1].url,
    });
    expect(await counted()).toBe(countedBefore);
    expect((await get<VideoList>(videosPath({ lifetime: 0 }), '')).body.videos.map((v) => v.video_id)).not.toContain(videoId);
    expect((await get(`/api/videofile.php?video_id=${videoId}`, '')).status).toBe(404);
    // Choosing again while it waits changes the pictures only.
    expect((await postForm({ act: 'preview', video_id: String(videoId), screen: '3' })).body).toMatchObject({ state: 'in_review' });
    expect((await get<UploadedVideosAnswer>(uploadsListPath())).body.videos[0].thumb).toBe(cands.body.screens[2].url);

    // A moderator approves it: it is published, and the counters count it once.
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/videos/${videoId}/approve`,
      headers: { cookie: moderatorCookie, origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'note=fine',
    });
    expect(approved.statusCode).toBe(200);
    expect((await get<UploadedVideosAnswer>(uploadsListPath())).body.videos[0]).toMatchObject({ state: 'published' });
    expect(await counted()).toBe(countedBefore + 2);
    // Choosing again once live changes the pictures, not the counts.
    expect((await postForm({ act: 'preview', video_id: String(videoId), screen: '2' })).body).toMatchObject({ state: 'published' });
    expect(await counted()).toBe(countedBefore + 2);

    const latest = await get<VideoList>(videosPath({ lifetime: 3600 }), '');
    expect(latest.body.videos[0].video_id).toBe(videoId);

    const files = await get<VideoFile[]>(`/api/videofile.php?video_id=${videoId}`, '');
    expect(files.body.map((f) => f.format)).toEqual(['_sd.mp4', '_tr.mp4']);
    expect(files.body[0].timelines_count).toBeGreaterThan(0);
    // The signed address streams the rendition itself.
    const media = await t.app.inject({ method: 'GET', url: files.body[0].video_url });
    expect(media.statusCode).toBe(200);
    const played = join(work, 'played.mp4');
    await writeFile(played, media.rawPayload);
    const p = await probe(played);
    expect(p.video_codec).toBe('h264');
    expect(Math.round(p.duration_s)).toBe(185);
  });

  it('retries a failing job, then fails it with a reason the member reads', async () => {
    const r = await upload({ path: corpus.good2, name: 'second.mp4' });
    expect(r.status).toBe(200);
    const id = r.body.video_id as number;
    const [job] = await t.database.query<{ source_path: string }>('SELECT source_path FROM upload_jobs WHERE video_id = $1', [id]);
    await rm(job.source_path);
    const worker = new UploadWorker({ database: t.database, mediaRoot, maxAttempts: 2 });
    expect(await worker.runOnce()).toBe('retry');
    expect(await worker.runOnce()).toBe('failed');
    const list = await get<UploadedVideosAnswer>(uploadsListPath());
    expect(list.body.videos.find((v) => v.video_id === id)).toMatchObject({ state: 'failed', reason: 'broken', percent: 0 });
    expect((await get(previewCandidatesPath(id))).body).toMatchObject({ code: 'failed' });
    // A failed upload does not block the same file from being sent again.
    expect((await upload({ path: corpus.good2, name: 'second.mp4' })).status).toBe(200);
  });

  it('a running loop hands its job back on a clean stop, and another loop finishes it', async () => {
    const [queued] = await t.database.query<{ job_id: number }>(`SELECT job_id FROM upload_jobs WHERE state = 'queued'`);
    expect(queued).toBeDefined();
    const state = async () =>
      (
        await t.database.query<{ state: string; attempts: number; locked_by: string }>(
          'SELECT state, attempts, locked_by FROM upload_jobs WHERE job_id = $1',
          [queued.job_id],
        )
      )[0];
    let stopping: Promise<void> | null = null;
    const leaving: UploadWorker = new UploadWorker({
      database: t.database,
      mediaRoot,
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

    const staying = new UploadWorker({ database: t.database, mediaRoot, id: 'staying', pollMs: 50 });
    staying.start();
    await expect.poll(async () => (await state()).state, { timeout: 20_000, interval: 100 }).toBe('needs_preview');
    await staying.stop();
    expect(await state()).toEqual({ state: 'needs_preview', attempts: 1, locked_by: '' });
  });

  it('takes a browser-style upload over a real socket (FormData streamed by fetch)', async () => {
    const form = new FormData();
    form.append('title', 'Over the wire');
    form.append('categories', categories);
    form.append('file', new Blob([await readFile(corpus.notLatin)], { type: 'video/mp4' }), 'Over the wire 2.mp4');
    const res = await fetch(`${t.base}${UPLOAD_PATH}`, { method: 'POST', body: form, headers: { cookie, origin: t.base } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true, video_id: expect.any(Number) });
  });
});
