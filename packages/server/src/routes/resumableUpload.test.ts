// The resumable upload (tus) through real HTTP on one real server and database: a clip sent in
// several PATCHes becomes a video with its job, and every refusal (offsets, size, another member,
// expiry, a non-video, no session, bad metadata) answers the protocol's status, keeps nothing and
// changes nothing; termination and the sweeper remove the bytes.
import { createHash } from 'node:crypto';
import { readdirSync, existsSync } from 'node:fs';
import { open, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTIONS_PATH, RESUMABLE_UPLOAD_PATH, uploadsListPath, type UploadedVideosAnswer } from '@reel/api';
import { ERRORS } from '@tus/server';
import { databaseLocker } from '../upload/databaseLocker.js';
import { sweepUploads } from '../upload/sweep.js';
import { resumableFolder } from '../upload/resumableStore.js';
import { headRefusal, sniffContainer } from '../upload/sniff.js';
import { multipartBody } from '../upload/testForm.js';
import { TEST_ORIGIN } from '../testing/members.js';
import { startTestApp, type TestApp } from '../testing/app.js';
import { makeClip } from '../testing/clips.js';
import { engineName, joinTestDatabase } from '../testing/database.js';
import { tusCalls, tusForm, tusMetadata, type TusCalls } from '../testing/tusCalls.js';
import { TEST_UPLOAD_MAX_BYTES, startUploadFixture, type UploadFixture } from '../testing/uploadFixture.js';

const HOUR_MS = 3600 * 1000;
let fx: UploadFixture;
let t: TestApp;
let uploadDir: string;
let clip: Buffer;
/** Another clip, so that its bytes are no duplicate of the first's. */
let otherClip: Buffer;
/** Clips of their own for the content hash's tests. */
let hashedClip: Buffer;
let cutClip: Buffer;
let captionedClip: Buffer;
let cookie: string;
let otherCookie: string;
let unverifiedCookie: string;
let categories: string;
/** The server's clock runs this far ahead of the real one. */
let clockAheadMs = 0;

beforeAll(async () => {
  fx = await startUploadFixture({ prefix: 'tus', videos: 2, now: () => Date.now() + clockAheadMs, env: { UPLOAD_RESUME_HOURS: '24' } });
  ({ t, uploadDir, cookie, otherCookie, unverifiedCookie, categories } = fx);
  calls = tusCalls(t.base, cookie, categories);
  [clip, otherClip, hashedClip, cutClip, captionedClip] = await Promise.all(
    [181, 182, 183, 184, 185].map((seconds) => makeClip(fx.work, `clip${seconds}.mp4`, { seconds }).then((p) => readFile(p))),
  );
}, 60_000);

afterAll(() => fx?.close());

let calls: TusCalls;
const send: TusCalls['send'] = (...a) => calls.send(...a);
const create: TusCalls['create'] = (...a) => calls.create(...a);
const patch: TusCalls['patch'] = (...a) => calls.patch(...a);
const head: TusCalls['head'] = (...a) => calls.head(...a);

/** What a refused request must not change: the rows an upload writes and the files it keeps. */
async function footprint() {
  const [row] = await t.database.query<Record<string, number>>(
    `SELECT (SELECT count(*) FROM videos)::int AS videos, (SELECT count(*) FROM upload_jobs)::int AS jobs`,
  );
  const files = (dir: string) => (existsSync(dir) ? readdirSync(dir).sort() : []);
  return { row, uploads: files(uploadDir).filter((n) => n !== 'resumable'), resumable: files(resumableFolder(uploadDir)) };
}

/** A created upload's address, with `sent` of the clip's bytes already in. */
async function started(sent: number): Promise<string> {
  const created = await create(clip.length);
  expect(created.status).toBe(201);
  const location = created.headers.get('location')!;
  if (sent > 0) expect((await patch(location, 0, clip.subarray(0, sent))).status).toBe(204);
  return location;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The content hash the duplicate check keeps for a job. */
async function contentHash(jobId: number): Promise<string> {
  const [job] = await t.database.query<{ content_hash: string }>('SELECT content_hash FROM upload_jobs WHERE job_id = $1', [jobId]);
  return job.content_hash;
}

/** A PATCH whose connection breaks after `chunk` was sent, as when a member's network drops. */
function cutPatch(location: string, offset: number, chunk: Buffer, declared: number): Promise<void> {
  return new Promise((resolve) => {
    const req = request(t.base + location, {
      method: 'PATCH',
      headers: {
        'Tus-Resumable': '1.0.0',
        origin: t.base,
        cookie,
        'Upload-Offset': String(offset),
        'Content-Type': 'application/offset+octet-stream',
        'Content-Length': String(declared),
      },
    });
    req.on('error', () => resolve());
    req.on('response', (res) => res.resume().on('end', resolve));
    req.write(chunk, () => setTimeout(() => req.destroy(), 200));
  });
}

describe(`the resumable upload (${engineName()})`, () => {
  it('answers the discovery OPTIONS with the protocol, its extensions and the size limit', async () => {
    const res = await send('OPTIONS', RESUMABLE_UPLOAD_PATH, {});
    expect(res.status).toBe(204);
    expect(res.headers.get('tus-version')).toBe('1.0.0');
    expect(res.headers.get('tus-extension')?.split(',').sort()).toEqual(['creation', 'creation-with-upload', 'expiration', 'termination']);
    expect(res.headers.get('tus-max-size')).toBe(String(TEST_UPLOAD_MAX_BYTES));
  });

  it('takes a clip in several PATCHes, resumes from the offset a HEAD gives, and makes it a video with its job', async () => {
    const location = await started(0);
    expect(location.startsWith(RESUMABLE_UPLOAD_PATH)).toBe(true);
    const third = Math.ceil(clip.length / 3);
    expect(await patch(location, 0, clip.subarray(0, third))).toMatchObject({ status: 204 });
    const resumed = await head(location);
    expect(resumed.status).toBe(200);
    expect(resumed.headers.get('upload-offset')).toBe(String(third));
    expect(resumed.headers.get('upload-length')).toBe(String(clip.length));
    // Written past Fastify's reply, the answers still carry the app's headers and are never cached.
    expect(resumed.headers.get('x-content-type-options')).toBe('nosniff');
    expect(resumed.headers.get('x-frame-options')).toBe('DENY');
    expect(resumed.headers.get('cache-control')).toBe('no-store');
    expect((await patch(location, third, clip.subarray(third, 2 * third))).status).toBe(204);
    const last = await patch(location, 2 * third, clip.subarray(2 * third));
    expect(last.status).toBe(200);
    expect(last.body).toMatchObject({ ok: true });
    const { video_id, job_id } = last.body as { video_id: number; job_id: number };
    const [job] = await t.database.query<{ video_id: number; state: string; source_path: string }>(
      'SELECT video_id, state, source_path FROM upload_jobs WHERE job_id = $1',
      [job_id],
    );
    expect(job).toMatchObject({ video_id, state: 'queued' });
    expect(existsSync(job.source_path)).toBe(true);
    const list = await fetch(t.base + uploadsListPath(), { headers: { cookie } }).then((r) => r.json() as Promise<UploadedVideosAnswer>);
    expect(list.videos.map((v) => v.video_id)).toContain(video_id);
    // Finished: nothing of it is left to resume, and the same bytes again are a duplicate.
    expect((await head(location)).status).toBe(404);
    expect((await footprint()).resumable).toEqual([]);
    const again = await started(0);
    const dup = await patch(again, 0, clip);
    expect(dup).toMatchObject({ status: 400, body: { error: true, code: 'duplicate' } });
  });

  it('takes the first chunk with the creation (creation-with-upload) and the rest in a PATCH', async () => {
    const half = Math.ceil(otherClip.length / 2);
    const created = await send(
      'POST',
      RESUMABLE_UPLOAD_PATH,
      {
        cookie,
        'Upload-Length': String(otherClip.length),
        'Upload-Metadata': tusMetadata({ ...tusForm(categories), filename: 'other.mp4' }),
        'Content-Type': 'application/offset+octet-stream',
      },
      otherClip.subarray(0, half),
    );
    expect(created.status).toBe(201);
    expect(created.headers.get('upload-offset')).toBe(String(half));
    const last = await patch(created.headers.get('location')!, half, otherClip.subarray(half));
    expect(last).toMatchObject({ status: 200, body: { ok: true } });
  });

  it('hashes the bytes as they arrive: the last PATCH does not read the file again for its hash', async () => {
    const location = (await create(hashedClip.length)).headers.get('location')!;
    const half = Math.ceil(hashedClip.length / 2);
    expect((await patch(location, 0, hashedClip.subarray(0, half))).status).toBe(204);
    // A byte of the stored half changes behind the server's back (inside the media data, which the
    // checks do not read): a hash read from the file would be another's than the bytes sent.
    const stored = join(resumableFolder(uploadDir), location.slice(RESUMABLE_UPLOAD_PATH.length));
    const at = Math.floor(half / 2);
    const file = await open(stored, 'r+');
    await file.write(Buffer.from([hashedClip[at] ^ 0xff]), 0, 1, at);
    await file.close();
    const last = await patch(location, half, hashedClip.subarray(half));
    expect(last).toMatchObject({ status: 200, body: { ok: true } });
    expect(await contentHash((last.body as { job_id: number }).job_id)).toBe(sha256(hashedClip));
    // The same bytes by the single request are a duplicate.
    expect(await fx.upload({ name: 'again.mp4', data: hashedClip })).toMatchObject({ status: 400, body: { code: 'duplicate' } });
  });

  it('gives the bytes’ own hash to an upload resumed after a PATCH was cut', async () => {
    const location = (await create(cutClip.length)).headers.get('location')!;
    const third = Math.ceil(cutClip.length / 3);
    expect((await patch(location, 0, cutClip.subarray(0, third))).status).toBe(204);
    await cutPatch(location, third, cutClip.subarray(third, 2 * third), cutClip.length - third);
    const offset = Number((await head(location)).headers.get('upload-offset'));
    expect(offset).toBeGreaterThanOrEqual(third);
    expect(offset).toBeLessThanOrEqual(2 * third);
    const last = await patch(location, offset, cutClip.subarray(offset));
    expect(last).toMatchObject({ status: 200, body: { ok: true } });
    expect(await contentHash((last.body as { job_id: number }).job_id)).toBe(sha256(cutClip));
  });

  it('attaches captions to a video sent through tus by its id afterwards, with the single request’s checks', async () => {
    const location = (await create(captionedClip.length)).headers.get('location')!;
    const { video_id } = (await patch(location, 0, captionedClip)).body as { video_id: number };
    const attach = async (vtt: string, who = cookie) => {
      const fields = { video_id: String(video_id), captions_srclang: 'en', captions_label: 'English' };
      const form = multipartBody(fields, { field: 'captions', filename: 'en.vtt', data: Buffer.from(vtt), type: 'text/vtt' });
      const headers = { cookie: who, origin: TEST_ORIGIN, 'content-type': form.contentType };
      const res = await t.app.inject({ method: 'POST', url: CAPTIONS_PATH, payload: form.payload, headers });
      return { status: res.statusCode, body: res.json() as Record<string, unknown> };
    };
    expect(await attach('1\n00:00:01,000 --> 00:00:02,000\nHi\n')).toMatchObject({ status: 400, body: { code: 'captions_not_webvtt' } });
    expect(await attach('WEBVTT\n\n00:01.000 --> 00:02.000\nHi\n', otherCookie)).toMatchObject({ status: 403 });
    expect(await attach('WEBVTT\n\n00:01.000 --> 00:02.000\nHi\n')).toEqual({
      status: 200,
      body: { ok: true, video_id, captions: [{ srclang: 'en', label: 'English' }] },
    });
  });

  it('refuses an offset that skips ahead or goes back with 409 and keeps the upload as it was', async () => {
    const location = await started(1000);
    expect(await patch(location, 2000, clip.subarray(2000, 3000))).toMatchObject({ status: 409, body: { code: 'offset_mismatch' } });
    expect(await patch(location, 0, clip.subarray(0, 1000))).toMatchObject({ status: 409, body: { code: 'offset_mismatch' } });
    expect((await head(location)).headers.get('upload-offset')).toBe('1000');
  });

  it('refuses an Upload-Length over the limit with 413 before any byte', async () => {
    const before = await footprint();
    expect(await create(TEST_UPLOAD_MAX_BYTES + 1)).toMatchObject({
      status: 413,
      body: { code: 'too_large', errors: [{ field: 'file', code: 'too_large' }] },
    });
    expect(await footprint()).toEqual(before);
  });

  it("answers another member's HEAD, PATCH and DELETE with 404 and changes nothing", async () => {
    const location = await started(1000);
    expect((await head(location, otherCookie)).status).toBe(404);
    expect(await patch(location, 1000, clip.subarray(1000, 2000), otherCookie)).toMatchObject({
      status: 404,
      body: { code: 'upload_not_found' },
    });
    expect((await send('DELETE', location, { cookie: otherCookie })).status).toBe(404);
    expect((await head(location)).headers.get('upload-offset')).toBe('1000');
  });

  it('refuses a PATCH with another Content-Type with 415', async () => {
    const location = await started(1000);
    expect(await patch(location, 1000, clip.subarray(1000, 2000), cookie, 'application/octet-stream')).toMatchObject({
      status: 415,
      body: { code: 'invalid_content_type' },
    });
    expect((await head(location)).headers.get('upload-offset')).toBe('1000');
  });

  it('refuses a file whose first bytes are no video as soon as they arrive, and keeps none of it', async () => {
    const before = await footprint();
    const text = Buffer.from('This is a letter, not a film. '.repeat(40));
    const created = await create(text.length, { filename: 'letter.mp4' });
    const location = created.headers.get('location')!;
    const res = await patch(location, 0, text.subarray(0, 600));
    expect(res).toMatchObject({ status: 415, body: { code: 'damaged' } });
    expect((await head(location)).status).toBe(404);
    expect(await footprint()).toEqual(before);
  });

  it('asks a visitor to sign in, an unverified member for the affidavit, and refuses another origin', async () => {
    const before = await footprint();
    const headers = { 'Upload-Length': '1000', 'Upload-Metadata': tusMetadata(tusForm(categories)) };
    expect(await send('POST', RESUMABLE_UPLOAD_PATH, headers)).toMatchObject({ status: 401, body: { code: 'need_login' } });
    expect(await create(1000, {}, unverifiedCookie)).toMatchObject({ status: 403, body: { code: 'not_verified' } });
    expect(await send('POST', RESUMABLE_UPLOAD_PATH, { ...headers, cookie, origin: 'https://elsewhere.example' })).toMatchObject({
      status: 403,
      body: { code: 'csrf' },
    });
    expect(await footprint()).toEqual(before);
  });

  it('checks the metadata by the form upload’s rules before any byte, with its codes', async () => {
    const before = await footprint();
    expect(await create(1000, { title: '' })).toMatchObject({ status: 400, body: { code: 'required', errors: [{ field: 'title' }] } });
    expect(await create(1000, { categories: '999999' })).toMatchObject({ status: 400, body: { code: 'categories_count' } });
    expect(await create(1000, { filename: 'bad name!.mp4' })).toMatchObject({ status: 400, body: { code: 'filename' } });
    expect(await create(1000, { filename: 'notes.txt' })).toMatchObject({ status: 400, body: { code: 'extension' } });
    expect(await footprint()).toEqual(before);
  });

  it('removes the bytes on termination (DELETE)', async () => {
    const before = await footprint();
    const location = await started(1000);
    expect((await send('DELETE', location, { cookie })).status).toBe(204);
    expect((await head(location)).status).toBe(404);
    expect(await footprint()).toEqual(before);
  });

  it('answers a PATCH after expiry with 410, and the sweeper removes the bytes', async () => {
    const before = await footprint();
    const location = await started(1000);
    clockAheadMs = 25 * HOUR_MS;
    try {
      expect(await patch(location, 1000, clip.subarray(1000, 2000))).toMatchObject({ status: 410, body: { code: 'upload_expired' } });
      const id = location.slice(RESUMABLE_UPLOAD_PATH.length);
      expect((await footprint()).resumable).toContain(id);
      // Every unfinished upload of the earlier tests is past its hours too.
      const swept = await sweepUploads({ database: t.database, now: t.ctx.now, config: t.ctx.config });
      expect(swept.resumable).toBeGreaterThanOrEqual(1);
      expect((await footprint()).resumable).toEqual([]);
      expect((await footprint()).row).toEqual(before.row);
      expect((await head(location)).status).toBe(404);
    } finally {
      clockAheadMs = 0;
    }
  });

  it('lets a second API node on the same database and upload folder continue an upload the first started', async () => {
    const second = await startTestApp({
      joinDatabase: t.database,
      env: { UPLOAD_DIR: uploadDir, MEDIA_DIR: fx.mediaRoot, UPLOAD_TEST_UPLOAD_MAX_BYTES: String(TEST_UPLOAD_MAX_BYTES) },
    });
    try {
      const location = await started(1000);
      const there = await fetch(second.base + location, { method: 'HEAD', headers: { 'Tus-Resumable': '1.0.0', cookie } });
      expect(there.headers.get('upload-offset')).toBe('1000');
      const rest = await fetch(second.base + location, {
        method: 'PATCH',
        headers: {
          'Tus-Resumable': '1.0.0',
          cookie,
          origin: second.base,
          'Upload-Offset': '1000',
          'Content-Type': 'application/offset+octet-stream',
        },
        body: new Uint8Array(clip.subarray(1000, 3000)),
      });
      expect(rest.status).toBe(204);
      expect((await head(location)).headers.get('upload-offset')).toBe('3000');
      // This node hashed only the first 1000 bytes: it reads the file for its hash, the clip's own,
      // which the first test uploaded already.
      expect(await patch(location, 3000, clip.subarray(3000))).toMatchObject({ status: 400, body: { code: 'duplicate' } });
    } finally {
      await second.close();
    }
  });

  // Two API nodes are two processes with their own connections: PGlite has one process and one
  // session, so only PostgreSQL can hold two nodes' locks apart.
  it.skipIf(engineName() === 'pglite')('keeps a second API node off an upload while the first holds its lock', async () => {
    const secondNode = await joinTestDatabase(t.database);
    const first = databaseLocker(t.database);
    const second = databaseLocker(secondNode, 300);
    const id = 'a'.repeat(32);
    const signal = new AbortController().signal;
    try {
      const held = first.newLock(id);
      await held.lock(signal, () => undefined);
      await expect(second.newLock(id).lock(signal, () => undefined)).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
      await held.unlock();
      const taken = second.newLock(id);
      await taken.lock(signal, () => undefined);
      await taken.unlock();
    } finally {
      await first.close();
      await second.close();
      await secondNode.dispose();
    }
  });
});

describe('the first-bytes check', () => {
  const bytes = (...parts: (string | number[])[]) =>
    Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));
  const ts = Buffer.alloc(3 * 188);
  for (const at of [0, 188, 376]) ts[at] = 0x47;

  it('names the container of every accepted family, and none for anything else', () => {
    expect(sniffContainer(bytes([0, 0, 0, 0x20], 'ftypisom'))).toBe('mp4');
    expect(sniffContainer(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f]))).toBe('matroska');
    expect(sniffContainer(bytes('RIFF', [1, 2, 3, 4], 'AVI LIST'))).toBe('avi');
    expect(sniffContainer(bytes([0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6]))).toBe('asf');
    expect(sniffContainer(bytes('FLV', [1, 5]))).toBe('flv');
    expect(sniffContainer(bytes([0, 0, 1, 0xba, 0x44]))).toBe('mpeg');
    expect(sniffContainer(ts)).toBe('mpegts');
    expect(sniffContainer(bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt '))).toBeNull();
    expect(sniffContainer(bytes('%PDF-1.7 and so on'))).toBeNull();
  });

  it('refuses bytes of another container than the name says as extension, and no container as damaged', () => {
    const mkv = bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f]);
    expect(headRefusal(mkv, 'webm')).toBeNull();
    expect(headRefusal(mkv, 'mp4')).toBe('extension');
    expect(headRefusal(bytes('<html>'), 'mp4')).toBe('damaged');
  });
});
