// Media on object storage (MEDIA_STORAGE=s3) end to end against an S3-compatible server the test
// starts (s3rver): an upload is transcoded on disk, moved into the bucket and its local copy
// removed; the signed address redirects to a presigned bucket address that answers the bytes; the
// HLS playlist comes back with presigned segments that ffmpeg plays; pictures redirect too; and
// deleting or purging a video empties its folder in the bucket.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_PATH, previewCandidatesPath, type PreviewCandidatesAnswer, type Video, type VideoFile } from '@reel/api';
import { videoPath } from '@reel/api/endpoints';
import { nginxMissing, runNginx } from '../cluster/nginxProcess.js';
import { portAnswers } from '../cluster/wait.js';
import { probe, runFfmpeg } from '../media/ffmpeg.js';
import { mediaObjects } from '../media/storage.js';
import { startTestApp, type TestApp } from '../testing/app.js';
import { engineName } from '../testing/database.js';
import { freePort } from '../testing/freePort.js';
import { TEST_ORIGIN, createMember, signIn } from '../testing/members.js';
import { startTestS3, type TestS3 } from '../testing/s3.js';
import { makeClip } from '../upload/testCorpus.js';
import { postUpload } from '../upload/testForm.js';
import { UploadWorker } from '../upload/worker.js';
import { createUploader } from '../testing/uploaders.js';

let s3: TestS3;
let t: TestApp;
let bucket: S3Client;
let work: string;
let mediaRoot: string;
let uploadDir: string;
let cookie: string;
let adminCookie: string;
let categories: string;
const clips: string[] = [];

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'reel-objects-'));
  mediaRoot = join(work, 'media');
  uploadDir = join(work, 'uploads');
  mkdirSync(mediaRoot);
  const made = Promise.all([1, 2].map((variant) => makeClip({ out: join(work, `clip-${variant}.mp4`), durationS: 185, variant })));
  s3 = await startTestS3();
  bucket = new S3Client({
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.env.S3_ACCESS_KEY_ID, secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY },
  });
  // Published at once when the member picks a preview: this file is about where the bytes live.
  t = await startTestApp({ videos: 4, env: { ...s3.env, MEDIA_DIR: mediaRoot, UPLOAD_DIR: uploadDir, MODERATION: 'post' } });
  const [member, admin] = await Promise.all([createUploader(t.database), createMember(t.database, { role: 'admin' })]);
  cookie = await signIn(t.app, member.username, member.password);
  adminCookie = await signIn(t.app, admin.username, admin.password);
  const cats = await t.database.query<{ category_id: number }>('SELECT category_id FROM categories ORDER BY category_id LIMIT 2');
  categories = cats.map((c) => c.category_id).join(',');
  clips.push(...(await made));
}, 60_000);

afterAll(async () => {
  bucket?.destroy();
  await t?.close();
  await s3?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** Object keys under `{key}/`, straight from the bucket. */
async function objectsOf(key: string): Promise<string[]> {
  const listed = await bucket.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: `${key}/` }));
  return (listed.Contents ?? []).map((o) => o.Key ?? '').sort();
}

async function post(fields: Record<string, string>, who = cookie) {
  const res = await t.app.inject({
    method: 'POST',
    url: UPLOAD_PATH,
    payload: new URLSearchParams(fields).toString(),
    headers: { cookie: who, origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}

/** Uploads a clip and lets a worker on the bucket finish it; answers the video and its media key. */
async function uploadAndTranscode(clip: string, title: string): Promise<{ videoId: number; key: string }> {
  const fields = { title, categories, models: 'nobody', tags: 'a' };
  const videoId = await postUpload(t.app, cookie, TEST_ORIGIN, fields, { filename: 'clip.mp4', data: await readFile(clip) });
  const worker = new UploadWorker({ database: t.database, mediaRoot, objects: mediaObjects(t.ctx.config), forceHls: true });
  expect(await worker.runOnce()).toBe('done');
  const [row] = await t.database.query<{ media_key: string }>('SELECT media_key FROM videos WHERE video_id = $1', [videoId]);
  return { videoId, key: row.media_key };
}

/** Follows one redirect by hand: the answer must be a 302 to the bucket. */
async function bucketAddress(path: string): Promise<URL> {
  const res = await t.get(path);
  expect(res.status).toBe(302);
  const location = new URL(res.headers.get('location') ?? '');
  expect(location.origin).toBe(s3.endpoint);
  expect(location.pathname.startsWith(`/${s3.bucket}/`)).toBe(true);
  expect(location.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
  return location;
}

/** Debian's nginx as the CDN: passes path and query to the bucket with the bucket's own Host, and
 * caches each answer under its whole address as the bucket's Cache-Control allows. */
async function startCdn(): Promise<{ base: string; close(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'reel-cdn-'));
  const port = await freePort();
  const bucketHost = new URL(s3.endpoint).host;
  const base = `http://127.0.0.1:${port}`;
  const nginx = await runNginx({
    dir,
    connections: 64,
    http: `  access_log off;
  proxy_cache_path ${dir}/cache keys_zone=media:1m;
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass ${s3.endpoint};
      proxy_set_header Host ${bucketHost};
      proxy_cache media;
      add_header X-Cache-Status $upstream_cache_status;
    }
  }`,
    ready: () => portAnswers(port),
  });
  return {
    base,
    async close() {
      await nginx.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

describe(`media on object storage (${engineName()})`, () => {
  let videoId = 0;
  let key = '';

  it('moves a finished upload into the bucket and removes the local copy and the source', async () => {
    ({ videoId, key } = await uploadAndTranscode(clips[0], 'Into the bucket'));
    const keys = await objectsOf(key);
    for (const expected of [
      `${key}_sd.mp4`,
      `${key}_tr.mp4`,
      'hls/video.m3u8',
      'screens/1.jpg',
      'screens/10.jpg',
      'thumb.jpg',
      'preview.mp4',
    ])
      expect(keys).toContain(`${key}/${expected}`);
    expect(keys.some((k) => /\/hls\/segment-\d+\.m4s$/.test(k))).toBe(true);
    expect(keys.some((k) => /\/timelines\/sprite-0\.jpg$/.test(k))).toBe(true);
    expect(existsSync(join(mediaRoot, key))).toBe(false);
    expect(readdirSync(uploadDir)).toHaveLength(0);
  });

  it('cuts the chosen poster from the rendition in the bucket and stores it there', async () => {
    const cands = await t.app.inject({ method: 'GET', url: previewCandidatesPath(videoId), headers: { cookie } });
    expect((cands.json() as PreviewCandidatesAnswer).screens).toHaveLength(10);
    expect(await post({ act: 'preview', video_id: String(videoId), screen: '2' })).toMatchObject({
      status: 200,
      body: { state: 'published' },
    });
    const keys = await objectsOf(key);
    expect(keys).toEqual(expect.arrayContaining([`${key}/chosen/scr-2.jpg`, `${key}/chosen/img-2.jpg`]));
    expect(existsSync(join(mediaRoot, key))).toBe(false);
  });

  it('redirects a signed address to a presigned bucket address that expires with it and answers the bytes', async () => {
    const files = (await t.json<VideoFile[]>(`/api/videofile.php?video_id=${videoId}`)).body;
    const sd = files.find((f) => f.format === '_sd.mp4');
    expect(sd).toBeDefined();
    const location = await bucketAddress(sd!.video_url);
    const signedAt = location.searchParams.get('X-Amz-Date') ?? '';
    const signedAtS = Date.parse(signedAt.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z')) / 1000;
    const addressExpiresS = Number(sd!.video_url.split('/')[2]);
    expect(signedAtS + Number(location.searchParams.get('X-Amz-Expires'))).toBe(addressExpiresS);

    const whole = await fetch(location);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
    const played = join(work, 'played.mp4');
    await writeFile(played, Buffer.from(await whole.arrayBuffer()));
    const p = await probe(played);
    expect(p.video_codec).toBe('h264');
    expect(Math.round(p.duration_s)).toBe(185);
    // What a <video crossorigin> asks across origins: a range, answered with the CORS header.
    const range = await fetch(location, { headers: { Range: 'bytes=0-99', Origin: 'http://site.example' } });
    expect(range.status).toBe(206);
    expect(range.headers.get('access-control-allow-origin')).toBe('*');
    expect((await range.arrayBuffer()).byteLength).toBe(100);
  });

  it('answers the HLS playlist with presigned segments that a player plays through', async () => {
    const files = (await t.json<VideoFile[]>(`/api/videofile.php?video_id=${videoId}`)).body;
    const playlistPath = `${files[0].video_url}?f=video.m3u8`;
    const res = await t.get(playlistPath);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/mpegurl/);
    const text = await res.text();
    const addresses = [
      ...text.split('\n').filter((l) => l.trim() && !l.startsWith('#')),
      ...[...text.matchAll(/URI="([^"]*)"/g)].map((m) => m[1]),
    ];
    expect(addresses.length).toBeGreaterThan(2);
    for (const address of addresses) {
      expect(address.startsWith(`${s3.endpoint}/${s3.bucket}/${key}/hls/`)).toBe(true);
      const segment = await fetch(address, { headers: { Origin: 'http://site.example' } });
      expect(segment.status).toBe(200);
      expect(segment.headers.get('access-control-allow-origin')).toBe('*');
    }
    // The same window answers the same text (the presigned playlist is kept, not signed again).
    expect(await (await t.get(playlistPath)).text()).toBe(text);
    // ffmpeg reads the playlist from this server and every segment from the bucket, to the end.
    const copy = join(work, 'from-hls.mp4');
    await runFfmpeg(['-protocol_whitelist', 'http,tcp,file,crypto', '-i', t.base + playlistPath, '-c', 'copy', copy]);
    expect(Math.round((await probe(copy)).duration_s)).toBe(185);
  });

  it('redirects pictures and timeline sprites to the bucket', async () => {
    const cands = (
      await t.app.inject({ method: 'GET', url: previewCandidatesPath(videoId), headers: { cookie } })
    ).json() as PreviewCandidatesAnswer;
    const location = await bucketAddress(cands.screens[0].url);
    const picture = await fetch(location);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');
    expect(
      Buffer.from(await picture.arrayBuffer())
        .subarray(0, 2)
        .toString('hex'),
    ).toBe('ffd8');
    const files = (await t.json<VideoFile[]>(`/api/videofile.php?video_id=${videoId}`)).body;
    const vtt = await (await t.get(files[0].timelines_url)).text();
    const sprite = /^(\/media\/\S+?\.jpg)#xywh=/m.exec(vtt)?.[1];
    expect(sprite).toBeDefined();
    expect((await fetch(await bucketAddress(sprite!))).status).toBe(200);
    // The pages let the browser load media and pictures from the bucket (http here, not covered by https:).
    const policy = (await t.get('/')).headers.get('content-security-policy') ?? '';
    for (const directive of ['img-src', 'media-src', 'connect-src'])
      expect(policy.split('; ').find((d) => d.startsWith(`${directive} `))).toContain(s3.endpoint);
    // Renditions are never pictures: no redirect for them under /media/.
    expect((await t.get(`/media/${key}/${key}_sd.mp4`)).status).toBe(404);
  });

  it.skipIf(nginxMissing() !== null)(
    'goes through a CDN in front of the bucket (nginx caching by address) when MEDIA_BASE_URL names it',
    async () => {
      const cdn = await startCdn();
      // A second API node on the same database, configured with the CDN.
      const node = await startTestApp({
        joinDatabase: t.database,
        env: { ...s3.env, MEDIA_DIR: mediaRoot, UPLOAD_DIR: uploadDir, MEDIA_BASE_URL: `${cdn.base}/${s3.bucket}/` },
      });
      try {
        const files = (await node.json<VideoFile[]>(`/api/videofile.php?video_id=${videoId}`)).body;
        const res = await node.get(files[0].video_url);
        expect(res.status).toBe(302);
        const location = new URL(res.headers.get('location') ?? '');
        expect(location.origin).toBe(cdn.base);
        expect(location.pathname).toBe(`/${s3.bucket}/${key}/${key}_sd.mp4`);
        // The same hour signs the same address, so the CDN answers the second request from its cache.
        expect((await node.get(files[0].video_url)).headers.get('location')).toBe(location.href);
        const first = await fetch(location);
        const second = await fetch(location);
        expect([first.status, second.status]).toEqual([200, 200]);
        expect(second.headers.get('x-cache-status')).toBe('HIT');
        expect(Buffer.from(await second.arrayBuffer()).equals(Buffer.from(await first.arrayBuffer()))).toBe(true);
        // Pictures are addressed on the CDN directly, with no redirect.
        const { video } = (await node.json<{ video: Video }>(videoPath(videoId, { lifetime: 0 }))).body;
        expect(video.thumbsrc.startsWith(`${cdn.base}/${s3.bucket}/${key}/`)).toBe(true);
        const thumb = await fetch(video.thumbsrc);
        expect(thumb.status).toBe(200);
        expect(thumb.headers.get('content-type')).toBe('image/jpeg');
      } finally {
        await node.close();
        await cdn.close();
      }
    },
  );

  it('empties the bucket folder of an upload its owner deletes, and of a video an admin purges', async () => {
    const second = await uploadAndTranscode(clips[1], 'Deleted before publishing');
    expect((await objectsOf(second.key)).length).toBeGreaterThan(10);
    expect(await post({ act: 'delete', video_id: String(second.videoId) })).toMatchObject({ status: 200 });
    expect(await objectsOf(second.key)).toEqual([]);

    const admin = { cookie: adminCookie, origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' };
    const takenDown = await t.app.inject({
      method: 'POST',
      url: `/api/admin/videos/${videoId}/takedown`,
      headers: admin,
      payload: 'note=gone',
    });
    expect(takenDown.statusCode).toBe(200);
    const purged = await t.app.inject({
      method: 'POST',
      url: `/api/admin/videos/${videoId}/purge`,
      headers: admin,
      payload: 'note=for good',
    });
    expect(purged.statusCode).toBe(200);
    expect(await objectsOf(key)).toEqual([]);
  });
});
