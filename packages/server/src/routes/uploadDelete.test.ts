// A member deleting their own uploads (`act=delete`) on a real database and real ffmpeg: who may,
// an upload removed with its job and files (also while a worker transcodes it), and a published
// video that becomes deleted, leaves the lists and gives its counters back once.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_PATH, uploadsListPath, type UploadedVideosAnswer } from '@reel/api';
import { videosPath, type VideoList } from '@reel/api/endpoints';
import { startTestApp, type TestApp } from '../testing/app.js';
import { engineName } from '../testing/database.js';
import { TEST_ORIGIN, signIn } from '../testing/members.js';
import { makeCorpus, type Corpus } from '../upload/testCorpus.js';
import { postUpload } from '../upload/testForm.js';
import { UploadWorker } from '../upload/worker.js';
import { createUploader } from '../testing/uploaders.js';

let t: TestApp;
let corpus: Corpus;
let work: string;
let uploadDir: string;
let mediaRoot: string;
let cookie: string;
let otherCookie: string;
let ownerId: number;
let categoryIds: number[];
let modelTitle: string;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'reel-upload-delete-'));
  uploadDir = join(work, 'uploads');
  mediaRoot = join(work, 'media');
  mkdirSync(mediaRoot);
  mkdirSync(join(work, 'corpus'));
  const made = makeCorpus(join(work, 'corpus')).then((c) => (corpus = c));
  // Published at once (`post` moderation): deleting what the public has seen is the case here.
  t = await startTestApp({ videos: 8, env: { UPLOAD_DIR: uploadDir, MEDIA_DIR: mediaRoot, MODERATION: 'post' } });
  const [owner, other] = await Promise.all([createUploader(t.database), createUploader(t.database)]);
  cookie = await signIn(t.app, owner.username, owner.password);
  otherCookie = await signIn(t.app, other.username, other.password);
  [{ user_id: ownerId }] = await t.database.query<{ user_id: number }>('SELECT user_id FROM members WHERE username = $1', [owner.username]);
  categoryIds = (await t.database.query<{ category_id: number }>('SELECT category_id FROM categories ORDER BY category_id LIMIT 2')).map(
    (c) => c.category_id,
  );
  [{ title: modelTitle }] = await t.database.query<{ title: string }>('SELECT title FROM models ORDER BY model_id LIMIT 1');
  await made;
}, 60_000);

afterAll(async () => {
  await t?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

async function upload(path: string, name: string): Promise<number> {
  const fields = { title: name, categories: categoryIds.join(','), models: modelTitle };
  return postUpload(t.app, cookie, TEST_ORIGIN, fields, { filename: name, data: await readFile(path) });
}

async function remove(videoId: number, who = cookie) {
  const res = await t.app.inject({
    method: 'POST',
    url: UPLOAD_PATH,
    payload: new URLSearchParams({ act: 'delete', video_id: String(videoId) }).toString(),
    headers: { cookie: who, origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown>, cache: res.headers['cache-control'] };
}

async function listed(): Promise<number[]> {
  const res = await t.app.inject({ method: 'GET', url: uploadsListPath(), headers: { cookie } });
  return (res.json() as UploadedVideosAnswer).videos.map((v) => v.video_id);
}

async function latest(): Promise<number[]> {
  const res = await t.app.inject({ method: 'GET', url: videosPath({ lifetime: 3600 }) });
  return (res.json() as VideoList).videos.map((v) => v.video_id);
}

/** Rows and files an upload writes: all must be gone after an unpublished upload is deleted. */
async function leftOf(videoId: number) {
  const [row] = await t.database.query<Record<string, number>>(
    `SELECT (SELECT count(*) FROM videos WHERE video_id = $1)::int AS videos, (SELECT count(*) FROM upload_jobs WHERE video_id = $1)::int AS jobs,
            (SELECT count(*) FROM video_categories WHERE video_id = $1)::int AS cats, (SELECT count(*) FROM video_files WHERE video_id = $1)::int AS files`,
    [videoId],
  );
  // Media folders are named by random keys: any folder (finished or hidden work folder) that no
  // video row names is what a deleted upload left behind.
  const keys = new Set((await t.database.query<{ media_key: string }>('SELECT media_key FROM videos')).map((r) => r.media_key));
  const orphans = existsSync(mediaRoot) ? readdirSync(mediaRoot).filter((entry) => !keys.has(entry)) : [];
  return { row, sources: existsSync(uploadDir) ? readdirSync(uploadDir) : [], media: orphans.length > 0 };
}
const nothingLeft = { row: { videos: 0, jobs: 0, cats: 0, files: 0 }, sources: [], media: false };

async function counters() {
  const [c] = await t.database.query<{ cats: number; models: number; member: number }>(
    `SELECT (SELECT sum(total_videos) FROM categories WHERE category_id = ANY($1::int[]))::int AS cats,
            (SELECT sum(total_videos) FROM models WHERE title = $2)::int AS models,
            (SELECT total_videos FROM members WHERE user_id = $3)::int AS member`,
    [categoryIds, modelTitle, ownerId],
  );
  return c;
}

describe(`deleting an upload (${engineName()})`, () => {
  it('lets only the owner delete: a visitor logs in, another member has no permission, an unknown video is not found', async () => {
    const videoId = await upload(corpus.good, 'queued.mp4');
    expect(await remove(videoId, '')).toMatchObject({ status: 401, body: { error: true, code: 'need_login' } });
    expect(await remove(videoId, otherCookie)).toMatchObject({ status: 403, body: { error: true, code: 'no_permission' } });
    expect(await remove(999_999)).toMatchObject({ status: 404, body: { error: true, code: 'video_not_found' } });
    expect((await leftOf(videoId)).row.videos).toBe(1);

    // A queued upload goes entirely: rows, the received source, its place in the list.
    expect(await remove(videoId)).toEqual({ status: 200, body: { ok: true }, cache: 'no-store' });
    expect(await leftOf(videoId)).toEqual(nothingLeft);
    expect(await listed()).not.toContain(videoId);
    expect((await remove(videoId)).status).toBe(404);
  });

  it('a worker whose job is deleted mid-transcode gives it up and leaves no files behind', async () => {
    const videoId = await upload(corpus.good, 'transcoding.mp4');
    let deleting: ReturnType<typeof remove> | null = null;
    const logs: string[] = [];
    const worker = new UploadWorker({
      database: t.database,
      mediaRoot,
      log: (m) => logs.push(m),
      onProgress: () => {
        deleting ??= remove(videoId);
      },
    });
    expect(await worker.runOnce()).toBe('stopped');
    expect((await deleting!).status).toBe(200);
    expect(await leftOf(videoId)).toEqual(nothingLeft);
    expect(logs.some((l) => l.includes('was deleted'))).toBe(true);
    // The loop goes on: the queue is simply empty.
    expect(await worker.runOnce()).toBe('idle');
  });

  it('a published video becomes deleted: out of the lists at once, counters back down once, media kept', async () => {
    const before = await counters();
    const videoId = await upload(corpus.good2, 'published.mp4');
    expect(await new UploadWorker({ database: t.database, mediaRoot }).runOnce()).toBe('done');
    const chosen = await t.app.inject({
      method: 'POST',
      url: UPLOAD_PATH,
      payload: new URLSearchParams({ act: 'preview', video_id: String(videoId), screen: '1' }).toString(),
      headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(chosen.statusCode).toBe(200);
    expect(await counters()).toEqual({ cats: before.cats + 2, models: before.models + 1, member: before.member + 1 });
    // Read once, so the answer sits in the in-process cache the deletion must clear.
    expect(await latest()).toContain(videoId);

    expect(await remove(videoId)).toEqual({ status: 200, body: { ok: true }, cache: 'no-store' });
    expect(await counters()).toEqual(before);
    const [video] = await t.database.query<{ status_id: number }>('SELECT status_id FROM videos WHERE video_id = $1', [videoId]);
    expect(video.status_id).toBe(5);
    expect(await latest()).not.toContain(videoId);
    expect(await listed()).not.toContain(videoId);
    const [{ media_key: key }] = await t.database.query<{ media_key: string }>('SELECT media_key FROM videos WHERE video_id = $1', [
      videoId,
    ]);
    expect(existsSync(join(mediaRoot, key))).toBe(true);
    // Its pictures stay at /media/{key}/…: the key says nothing about the video's id.
    expect(key).toMatch(/^[0-9a-f]{32}$/);

    // A second deletion finds nothing and takes nothing more off the counters.
    expect(await remove(videoId)).toMatchObject({ status: 404, body: { code: 'video_not_found' } });
    expect(await counters()).toEqual(before);
    // The owner may send the same file again: a deleted upload is no duplicate.
    expect(await upload(corpus.good2, 'again.mp4')).toBeGreaterThan(videoId);
  });
});
