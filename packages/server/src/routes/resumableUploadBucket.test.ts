// The resumable upload with MEDIA_STORAGE=s3, against a real S3-compatible server (s3rver, with the
// multipart calls it lacks added by testing/s3Multipart.ts): the bytes go into the bucket as a
// multipart upload, a second node with an upload folder of its own continues it from the bucket, the
// finished upload is checked and transcoded as on disk, and a refused, terminated or expired upload
// leaves no part and no object behind.
import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { S3 } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESUMABLE_UPLOAD_PATH } from '@reel/api';
import { mediaObjects } from '../media/storage.js';
import { startTestApp } from '../testing/app.js';
import { makeClip } from '../testing/clips.js';
import { engineName } from '../testing/database.js';
import { startTestS3, type TestS3 } from '../testing/s3.js';
import { tusCalls, type TusCalls } from '../testing/tusCalls.js';
import { startUploadFixture, type UploadFixture } from '../testing/uploadFixture.js';
import { RESUMABLE_PART_BYTES } from '../upload/constants.js';
import { sweepUploads } from '../upload/sweep.js';
import { UploadWorker } from '../upload/worker.js';

const HOUR_MS = 3600 * 1000;
/** Room for an upload of more than a part. */
const MAX_BYTES = 2 * RESUMABLE_PART_BYTES;
let s3: TestS3;
let fx: UploadFixture;
let bucket: S3;
let calls: TusCalls;
let clip: Buffer;
let clockAheadMs = 0;

beforeAll(async () => {
  s3 = await startTestS3();
  fx = await startUploadFixture({
    prefix: 'tus-s3',
    videos: 2,
    now: () => Date.now() + clockAheadMs,
    env: { ...s3.env, UPLOAD_MAX_BYTES: String(MAX_BYTES), UPLOAD_RESUME_HOURS: '24' },
  });
  calls = tusCalls(fx.t.base, fx.cookie, fx.categories);
  bucket = new S3({
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.env.S3_ACCESS_KEY_ID, secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY },
  });
  clip = await readFile(await makeClip(fx.work, 'clip.mp4', { seconds: 181 }));
}, 60_000);

afterAll(async () => {
  bucket?.destroy();
  await fx?.close();
  await s3?.close();
});

const idOf = (location: string) => location.slice(RESUMABLE_UPLOAD_PATH.length);

/** The bucket's objects and unfinished multipart uploads that belong to resumable upload `id`. */
async function inBucket(id: string) {
  const objects = (await bucket.listObjectsV2({ Bucket: s3.bucket })).Contents ?? [];
  const uploads = (await bucket.listMultipartUploads({ Bucket: s3.bucket })).Uploads ?? [];
  return {
    objects: objects.map((o) => o.Key ?? '').filter((k) => k.startsWith(id)),
    multipart: uploads.filter((u) => u.Key === id).map((u) => u.UploadId ?? ''),
  };
}

/** The parts of the multipart upload, or null when it no longer exists. */
async function parts(id: string, uploadId: string): Promise<number[] | null> {
  try {
    const answer = await bucket.listParts({ Bucket: s3.bucket, Key: id, UploadId: uploadId });
    return (answer.Parts ?? []).map((p) => p.Size ?? 0);
  } catch (err) {
    if ((err as { name?: string }).name === 'NoSuchUpload') return null;
    throw err;
  }
}

async function started(length: number, first: Buffer): Promise<string> {
  const created = await calls.create(length);
  expect(created.status).toBe(201);
  const location = created.headers.get('location')!;
  expect((await calls.patch(location, 0, first)).status).toBe(204);
  return location;
}

/** A clip's first bytes, then filler: a file of `length` bytes that passes the first-bytes check. */
const looksLikeVideo = (length: number) => Buffer.concat([clip.subarray(0, 4096), Buffer.alloc(length - 4096, 1)]);

describe(`the resumable upload into the bucket (${engineName()})`, () => {
  it('keeps whole parts in the multipart upload and the tail in <id>.part, and termination aborts it leaving nothing', async () => {
    const length = RESUMABLE_PART_BYTES + 300_000;
    const file = looksLikeVideo(length);
    const location = await started(length, file.subarray(0, RESUMABLE_PART_BYTES + 1000));
    const id = idOf(location);
    const there = await inBucket(id);
    expect(there.objects.sort()).toEqual([`${id}.info`, `${id}.part`]);
    expect(there.multipart).toHaveLength(1);
    expect(await parts(id, there.multipart[0])).toEqual([RESUMABLE_PART_BYTES]);
    expect((await calls.head(location)).headers.get('upload-offset')).toBe(String(RESUMABLE_PART_BYTES + 1000));

    expect((await calls.send('DELETE', location, { cookie: fx.cookie })).status).toBe(204);
    expect(await parts(id, there.multipart[0])).toBeNull();
    expect(await inBucket(id)).toEqual({ objects: [], multipart: [] });
    expect((await calls.head(location)).status).toBe(404);
  });

  it('refuses a non-video after its first bytes, also when they came in two PATCHes, and leaves nothing in the bucket', async () => {
    const text = Buffer.alloc(4000, 'not a video ');
    const refused = (await calls.create(text.length)).headers.get('location')!;
    expect(await calls.patch(refused, 0, text)).toMatchObject({ status: 415, body: { code: 'damaged' } });
    expect(await inBucket(idOf(refused))).toEqual({ objects: [], multipart: [] });

    const split = await started(text.length, text.subarray(0, 100));
    expect(await inBucket(idOf(split))).toMatchObject({ objects: [`${idOf(split)}.info`, `${idOf(split)}.part`] });
    expect(await calls.patch(split, 100, text.subarray(100))).toMatchObject({ status: 415, body: { code: 'damaged' } });
    expect(await inBucket(idOf(split))).toEqual({ objects: [], multipart: [] });
  });

  it('is continued by a second node with an upload folder of its own, then checked and transcoded as on disk', async () => {
    const [a, b] = [Math.floor(clip.length / 3), Math.floor((2 * clip.length) / 3)];
    const location = await started(clip.length, clip.subarray(0, a));
    const id = idOf(location);
    const second = await startTestApp({
      joinDatabase: fx.t.database,
      env: { ...s3.env, UPLOAD_DIR: join(fx.work, 'second-uploads'), MEDIA_DIR: fx.mediaRoot, UPLOAD_MAX_BYTES: String(MAX_BYTES) },
    });
    try {
      const there = tusCalls(second.base, fx.cookie, fx.categories);
      expect((await there.head(location)).headers.get('upload-offset')).toBe(String(a));
      expect((await there.patch(location, a, clip.subarray(a, b))).status).toBe(204);
    } finally {
      await second.close();
    }
    const done = await calls.patch(location, b, clip.subarray(b));
    expect(done).toMatchObject({ status: 200, body: { ok: true, video_id: expect.any(Number), job_id: expect.any(Number) } });
    expect(await inBucket(id)).toEqual({ objects: [], multipart: [] });
    expect(readdirSync(fx.uploadDir)).toContain(`incoming-${id}.mp4`);
    expect(await readFile(join(fx.uploadDir, `incoming-${id}.mp4`))).toEqual(clip);

    const objects = mediaObjects(fx.t.ctx.config);
    expect(await new UploadWorker({ database: fx.t.database, mediaRoot: fx.mediaRoot, objects }).runOnce()).toBe('done');
    const [video] = await fx.t.database.query<{ media_key: string }>('SELECT media_key FROM videos WHERE video_id = $1', [
      done.body!.video_id,
    ]);
    expect((await objects!.list(video.media_key)).length).toBeGreaterThan(0);
    expect(existsSync(join(fx.uploadDir, `incoming-${id}.mp4`))).toBe(false);
  });

  it('hashes the bytes as they arrive: the last PATCH does not read the upload again for its hash', async () => {
    const half = Math.floor(clip.length / 2);
    const location = await started(clip.length, clip.subarray(0, half));
    // The stored half (in `<id>.part`, shorter than a part) changes behind the server's back, inside
    // the media data the checks do not read: a hash read from the finished upload would be another's.
    const changed = Buffer.from(clip.subarray(0, half));
    changed[Math.floor(half / 2)] ^= 0xff;
    await bucket.putObject({ Bucket: s3.bucket, Key: `${idOf(location)}.part`, Body: changed });
    // The bytes sent are the clip the test before uploaded: a duplicate by their own hash.
    expect(await calls.patch(location, half, clip.subarray(half))).toMatchObject({ status: 400, body: { code: 'duplicate' } });
  });

  it('answers a PATCH after expiry with 410, and the sweeper aborts the multipart upload', async () => {
    const location = await started(clip.length, clip.subarray(0, 1000));
    const id = idOf(location);
    const [uploadId] = (await inBucket(id)).multipart;
    clockAheadMs = 25 * HOUR_MS;
    try {
      expect(await calls.patch(location, 1000, clip.subarray(1000, 2000))).toMatchObject({ status: 410, body: { code: 'upload_expired' } });
      const swept = await sweepUploads({ database: fx.t.database, now: fx.t.ctx.now, config: fx.t.ctx.config });
      expect(swept.resumable).toBeGreaterThanOrEqual(1);
      expect(await parts(id, uploadId)).toBeNull();
      expect(await inBucket(id)).toEqual({ objects: [], multipart: [] });
      expect((await calls.head(location)).status).toBe(404);
    } finally {
      clockAheadMs = 0;
    }
  });
});
