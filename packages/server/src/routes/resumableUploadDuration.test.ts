// The resumable upload's early duration check through real HTTP, on the upload folder and in the
// bucket (a real S3-compatible server): a faststart file too long or too short is refused by the
// single-request upload's code at the PATCH that completes its `moov`, long before its last byte,
// and nothing of it is left; a file whose `moov` comes after its media is refused when the last byte
// is in; a garbled `moov` is refused as damaged, never answered with a failure; a faststart file of
// a good length goes through.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { S3 } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_VIDEO_DURATION_S, RESUMABLE_UPLOAD_PATH } from '@reel/api';
import { makeClip } from '../testing/clips.js';
import { engineName } from '../testing/database.js';
import { startTestS3, type TestS3 } from '../testing/s3.js';
import { tusCalls, type TusCalls } from '../testing/tusCalls.js';
import { startUploadFixture, type UploadFixture } from '../testing/uploadFixture.js';
import { UPLOAD_MAX_DURATION_S } from '../upload/constants.js';
import { resumableFolder } from '../upload/resumableStore.js';

let clipDir: string;
const clips: Record<string, Buffer> = {};

beforeAll(async () => {
  clipDir = mkdtempSync(join(tmpdir(), 'reel-tus-duration-'));
  const made = {
    // Over three hours at one frame every two minutes: a few dozen frames, the moov in its first kilobytes.
    long: makeClip(clipDir, 'long.mp4', { seconds: UPLOAD_MAX_DURATION_S + 660, rate: '1/120', width: 320, height: 180, faststart: true }),
    short: makeClip(clipDir, 'short.mp4', { seconds: 61, faststart: true }),
    shortAtEnd: makeClip(clipDir, 'shortAtEnd.mp4', { seconds: 62 }),
    good: makeClip(clipDir, 'good.mp4', { seconds: MIN_VIDEO_DURATION_S + 5, faststart: true }),
  };
  for (const [name, path] of Object.entries(made)) clips[name] = await readFile(await path);
}, 60_000);

afterAll(() => rmSync(clipDir, { recursive: true, force: true }));

/** Where a faststart file's moov ends. */
function moovEnd(bytes: Buffer): number {
  const at = bytes.indexOf('moov', 0, 'latin1') - 4;
  return at + bytes.readUInt32BE(at);
}

interface Store {
  name: string;
  start(): Promise<{ fx: UploadFixture; left: (id: string) => Promise<string[]>; close(): Promise<void> }>;
}

const disk: Store = {
  name: 'the upload folder',
  async start() {
    const fx = await startUploadFixture({ prefix: 'tus-duration', videos: 1 });
    const folder = resumableFolder(fx.uploadDir);
    const left = (id: string) => Promise.resolve(existsSync(folder) ? readdirSync(folder).filter((n) => n.startsWith(id)) : []);
    return { fx, left, close: () => fx.close() };
  },
};

const bucketStore: Store = {
  name: 'the bucket',
  async start() {
    const s3: TestS3 = await startTestS3();
    const fx = await startUploadFixture({ prefix: 'tus-duration-s3', videos: 1, env: { ...s3.env } });
    const bucket = new S3({
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: s3.env.S3_ACCESS_KEY_ID, secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY },
    });
    const left = async (id: string) => {
      const objects = (await bucket.listObjectsV2({ Bucket: s3.bucket })).Contents ?? [];
      const uploads = (await bucket.listMultipartUploads({ Bucket: s3.bucket })).Uploads ?? [];
      return [...objects.map((o) => o.Key ?? ''), ...uploads.map((u) => `multipart ${u.Key ?? ''}`)].filter((k) => k.includes(id));
    };
    return {
      fx,
      left,
      async close() {
        bucket.destroy();
        await fx.close();
        await s3.close();
      },
    };
  },
};

describe.each([disk, bucketStore])(`the early duration check on $name (${engineName()})`, (store) => {
  let calls: TusCalls;
  let left: (id: string) => Promise<string[]>;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const started = await store.start();
    ({ left, close } = started);
    calls = tusCalls(started.fx.t.base, started.fx.cookie, started.fx.categories);
  }, 60_000);

  afterAll(() => close?.());

  /** Sends `file` in PATCHes ending at `cuts` (then its end) until one is refused; answers that one. */
  async function sendUntilRefused(file: Buffer, cuts: number[], fields: Record<string, string> = {}) {
    const location = (await calls.create(file.length, fields)).headers.get('location')!;
    let offset = 0;
    for (const end of [...cuts, file.length]) {
      const res = await calls.patch(location, offset, file.subarray(offset, end));
      if (res.status !== 204) return { res, location, sentTo: end };
      offset = end;
    }
    throw new Error('no PATCH was refused');
  }

  it.concurrent.each([
    ['long', 'max_duration', { max: UPLOAD_MAX_DURATION_S }],
    ['short', 'min_duration', { min: MIN_VIDEO_DURATION_S }],
  ] as const)('refuses a faststart file too %s at the PATCH that completes its moov', async (name, code, info) => {
    const file = clips[name];
    const end = moovEnd(file);
    // The first PATCH stops inside the moov; the second completes it and goes a little further.
    const { res, location, sentTo } = await sendUntilRefused(file, [end - 100, end + 1000, file.length - 1000]);
    expect(res).toMatchObject({ status: 400, body: { error: true, code, errors: [{ field: 'file', code, info }] } });
    expect(sentTo).toBe(end + 1000);
    expect(sentTo).toBeLessThan(file.length / 10);
    expect((await calls.head(location)).status).toBe(404);
    expect(await left(location.slice(RESUMABLE_UPLOAD_PATH.length))).toEqual([]);
  });

  it('refuses a file whose moov comes after its media when its last byte is in', async () => {
    const file = clips.shortAtEnd;
    const { res, sentTo } = await sendUntilRefused(file, [1000, file.length - 500]);
    expect(res).toMatchObject({ status: 400, body: { code: 'min_duration' } });
    expect(sentTo).toBe(file.length);
  });

  it('refuses a garbled moov as damaged at the PATCH that brings it, leaving nothing', async () => {
    const file = Buffer.from(clips.short);
    const mvhd = file.indexOf('mvhd', 0, 'latin1') - 4;
    file.writeUInt32BE(0x7fffffff, mvhd);
    const { res, location, sentTo } = await sendUntilRefused(file, [1000, file.length - 500], { filename: 'garbled.mp4' });
    expect(res).toMatchObject({ status: 415, body: { error: true, code: 'damaged' } });
    expect(sentTo).toBe(1000);
    expect(await left(location.slice(RESUMABLE_UPLOAD_PATH.length))).toEqual([]);
  });

  it('lets a faststart file of a good length through to the last byte and makes it a video', async () => {
    const file = clips.good;
    const location = (await calls.create(file.length)).headers.get('location')!;
    const half = Math.floor(file.length / 2);
    expect((await calls.patch(location, 0, file.subarray(0, half))).status).toBe(204);
    expect(await calls.patch(location, half, file.subarray(half))).toMatchObject({ status: 200, body: { ok: true } });
  });
});
