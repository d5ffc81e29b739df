// Consent releases with media in a bucket (MEDIA_STORAGE=s3), against a real S3-compatible server
// (s3rver): a release sent to one API node is read by a moderator on a second node that shares the
// bucket and the database but no folder; it lies under the bucket's private consent prefix, apart
// from the media, and no media address reaches it; visitors, members, the uploader and a moderator
// asking for the admin's purge are refused on the second node too; the purge deletes the object; and
// a release kept on the node's disk before the switch to the bucket is still read and purged.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { S3 } from '@aws-sdk/client-s3';
import { VideoStatus } from '@reel/api';
import { CONSENT_RECORD_PATH, type ConsentRecord } from '@reel/api/moderation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_OBJECT_PREFIX } from '../constants.js';
import { insertConsentRecord } from '../queries/consentRecords.js';
import { startTestApp, type TestApp } from '../testing/app.js';
import { TEST_RELEASE_PDF } from '../testing/consent.js';
import { engineName } from '../testing/database.js';
import { createMember, signIn, TEST_ORIGIN } from '../testing/members.js';
import { startTestS3, type TestS3 } from '../testing/s3.js';
import { createUploader } from '../testing/uploaders.js';
import { multipartBody } from '../upload/testForm.js';
import { folderConsentStore } from './documents.js';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('a release as a picture')]);

let s3: TestS3;
let bucket: S3;
/** The node the uploader sends to, and the node staff read on: nothing on disk is shared. */
let a: TestApp;
let b: TestApp;
const who = { uploader: '', other: '', moderator: '', admin: '' };
let uploaderId = 0;

beforeAll(async () => {
  s3 = await startTestS3();
  bucket = new S3({
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.env.S3_ACCESS_KEY_ID, secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY },
  });
  a = await startTestApp({ videos: 6, env: s3.env });
  b = await startTestApp({ joinDatabase: a.database, env: s3.env });
  const [uploader, other, moderator, admin] = await Promise.all([
    createUploader(a.database),
    createMember(a.database, { verified: true }),
    createMember(a.database, { role: 'moderator' }),
    createMember(a.database, { role: 'admin' }),
  ]);
  uploaderId = uploader.user_id;
  [who.uploader, who.other, who.moderator, who.admin] = await Promise.all(
    [uploader, other, moderator, admin].map((m) => signIn(a.app, m.username, m.password)),
  );
}, 60_000);

afterAll(async () => {
  bucket?.destroy();
  await b?.close();
  await a?.close();
  await s3?.close();
});

let nextVideo = 0;
/** A seeded video made the uploader's, waiting for review. */
async function reviewVideo(): Promise<number> {
  const [{ video_id }] = await a.database.query<{ video_id: number }>('SELECT video_id FROM videos ORDER BY video_id OFFSET $1 LIMIT 1', [
    nextVideo++,
  ]);
  await a.database.query('UPDATE videos SET user_id = $2, status_id = $3, review_pending = true WHERE video_id = $1', [
    video_id,
    uploaderId,
    VideoStatus.Review,
  ]);
  return video_id;
}

async function attachedOn(node: TestApp, document: Buffer): Promise<ConsentRecord> {
  const videoId = await reviewVideo();
  const file = { field: 'document', filename: 'release.pdf', type: 'application/pdf', data: document };
  const { payload, contentType } = multipartBody({ video_id: String(videoId), performer: 'Ann Example' }, file);
  const res = await node.app.inject({
    method: 'POST',
    url: CONSENT_RECORD_PATH,
    headers: { cookie: who.uploader, origin: TEST_ORIGIN, 'content-type': contentType },
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ records: ConsentRecord[] }>().records.at(-1)!;
}

const documentOn = (node: TestApp, recordId: number, cookie: string) =>
  node.app.inject({ method: 'GET', url: `/api/admin/consent/${recordId}`, headers: cookie ? { cookie } : {} });
const purgeOn = (node: TestApp, recordId: number, cookie: string) =>
  node.app.inject({
    method: 'POST',
    url: `/api/admin/consent/${recordId}/purge`,
    headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ note: 'performer’s own request' }).toString(),
  });
const fileKeyOf = async (recordId: number) =>
  (await a.database.query<{ file_key: string | null }>('SELECT file_key FROM consent_records WHERE record_id = $1', [recordId]))[0]
    .file_key;
const bucketKeys = async () => ((await bucket.listObjectsV2({ Bucket: s3.bucket })).Contents ?? []).map((o) => o.Key ?? '');

describe(`consent releases in the bucket (${engineName()})`, () => {
  it('reads on a second node a release sent to the first, byte for byte, from the private prefix alone', async () => {
    const record = await attachedOn(a, PNG);
    const res = await documentOn(b, record.record_id, who.moderator);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="consent-${record.record_id}.png"`);
    expect(res.headers['content-length']).toBe(String(PNG.length));
    expect(res.rawPayload.equals(PNG)).toBe(true);
    const key = `${CONSENT_OBJECT_PREFIX}${await fileKeyOf(record.record_id)}`;
    expect(await bucketKeys()).toContain(key);
    // Neither node kept a copy of its own.
    for (const node of [a, b]) expect(existsSync(node.ctx.config.consentDir) ? readdirSync(node.ctx.config.consentDir) : []).toEqual([]);
    // The object says nothing a browser would show inline, even if it were ever served.
    expect((await bucket.headObject({ Bucket: s3.bucket, Key: key })).ContentType).toBe('application/octet-stream');
  });

  it('is reached by no media address of either node', async () => {
    const record = await attachedOn(a, TEST_RELEASE_PDF);
    const key = `${CONSENT_OBJECT_PREFIX}${await fileKeyOf(record.record_id)}`;
    for (const node of [a, b]) {
      for (const path of [`/media/${key}`, `/media/${encodeURIComponent(key)}`]) {
        const res = await node.get(path);
        expect(res.status, path).toBe(404);
        expect(res.headers.get('location'), path).toBeNull();
      }
    }
  });

  it('refuses the release on the second node to a visitor, a member and the uploader; a moderator may not purge it', async () => {
    const record = await attachedOn(a, TEST_RELEASE_PDF);
    expect((await documentOn(b, record.record_id, '')).statusCode).toBe(401);
    expect((await documentOn(b, record.record_id, who.other)).json()).toMatchObject({ code: 'not_staff' });
    expect((await documentOn(b, record.record_id, who.uploader)).json()).toMatchObject({ code: 'not_staff' });
    expect((await purgeOn(b, record.record_id, who.moderator)).json()).toMatchObject({ code: 'not_admin' });
    expect((await documentOn(b, record.record_id, who.admin)).rawPayload.equals(TEST_RELEASE_PDF)).toBe(true);
  });

  it('deletes the object on an admin’s purge from the other node', async () => {
    const record = await attachedOn(a, TEST_RELEASE_PDF);
    const key = `${CONSENT_OBJECT_PREFIX}${await fileKeyOf(record.record_id)}`;
    expect(await bucketKeys()).toContain(key);
    expect((await purgeOn(b, record.record_id, who.admin)).statusCode).toBe(200);
    expect(await bucketKeys()).not.toContain(key);
    expect((await documentOn(a, record.record_id, who.moderator)).statusCode).toBe(404);
  });

  it('still reads and purges a release kept on the node’s disk before the media moved to the bucket', async () => {
    const videoId = await reviewVideo();
    const stored = await folderConsentStore(a.ctx.config.consentDir).put(TEST_RELEASE_PDF);
    await insertConsentRecord(a.database, {
      videoId,
      uploaderId,
      performer: 'Bo Example',
      mime: 'application/pdf',
      bytes: TEST_RELEASE_PDF.length,
      ...stored,
    });
    const [{ record_id }] = await a.database.query<{ record_id: number }>('SELECT record_id FROM consent_records WHERE file_key = $1', [
      stored.fileKey,
    ]);
    expect((await documentOn(a, record_id, who.moderator)).rawPayload.equals(TEST_RELEASE_PDF)).toBe(true);
    expect((await purgeOn(a, record_id, who.admin)).statusCode).toBe(200);
    expect(existsSync(join(a.ctx.config.consentDir, stored.fileKey))).toBe(false);
  });
});
