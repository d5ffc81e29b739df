// Performers' consent records: the uploader attaches a release to their own upload (refused to
// anyone else, and for a file that is not a PDF, JPEG or PNG by its bytes); the document is private
// (refused to a visitor, a member, the uploader, and a moderator asking for the admin's purge) and
// read by staff as a download no cache keeps; it outlives the video's deletion; approving needs a
// record on file; an admin's purge removes the document, with its reason in the audit log.
import { existsSync, readdirSync } from 'node:fs';
import { VideoStatus } from '@reel/api';
import { ENDPOINT } from '@reel/api/endpoints';
import { CONSENT_DOCUMENT_MAX_BYTES, CONSENT_RECORD_PATH, type ConsentRecord } from '@reel/api/moderation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/app.js';
import { TEST_RELEASE_PDF } from '../testing/consent.js';
import { engineName } from '../testing/database.js';
import { createMember, signIn, TEST_ORIGIN } from '../testing/members.js';
import { createUploader } from '../testing/uploaders.js';
import { multipartBody } from '../upload/testForm.js';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

let t: TestApp;
const who = { uploader: '', other: '', unverified: '', moderator: '', admin: '' };
let uploaderId = 0;

beforeAll(async () => {
  t = await startTestApp({ videos: 8 });
  const [uploader, other, unverified, moderator, admin] = await Promise.all([
    createUploader(t.database),
    createUploader(t.database),
    createMember(t.database, { verified: true }),
    createMember(t.database, { role: 'moderator' }),
    createMember(t.database, { role: 'admin' }),
  ]);
  uploaderId = uploader.user_id;
  const cookies = await Promise.all([uploader, other, unverified, moderator, admin].map((m) => signIn(t.app, m.username, m.password)));
  [who.uploader, who.other, who.unverified, who.moderator, who.admin] = cookies;
}, 60_000);
afterAll(() => t?.close());

/** A seeded video made the uploader's, waiting for review. */
let nextVideo = 0;
async function reviewVideo(): Promise<number> {
  const rows = await t.database.query<{ video_id: number }>('SELECT video_id FROM videos ORDER BY video_id OFFSET $1 LIMIT 1', [
    nextVideo++,
  ]);
  const id = rows[0].video_id;
  await t.database.query('UPDATE videos SET user_id = $2, status_id = $3, review_pending = true WHERE video_id = $1', [
    id,
    uploaderId,
    VideoStatus.Review,
  ]);
  return id;
}

const attach = (cookie: string, fields: Record<string, string>, document?: Buffer) => {
  const file = document && { field: 'document', filename: 'release.pdf', type: 'application/pdf', data: document };
  const { payload, contentType } = multipartBody(fields, file);
  return t.app.inject({
    method: 'POST',
    url: CONSENT_RECORD_PATH,
    headers: { ...(cookie && { cookie }), origin: TEST_ORIGIN, 'content-type': contentType },
    payload,
  });
};
const documentOf = (recordId: number, cookie: string) =>
  t.app.inject({ method: 'GET', url: `/api/admin/consent/${recordId}`, headers: cookie ? { cookie } : {} });
const recordsOf = async (videoId: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/admin/videos/${videoId}/consent`, headers: { cookie: who.moderator } })).json<{
    records: ConsentRecord[];
  }>().records;
const post = (url: string, cookie: string, fields: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

async function attached(videoId: number, performer = 'Ann Example'): Promise<ConsentRecord> {
  const res = await attach(who.uploader, { video_id: String(videoId), performer }, TEST_RELEASE_PDF);
  expect(res.statusCode).toBe(200);
  return res.json<{ records: ConsentRecord[] }>().records.at(-1)!;
}

describe(`performers' consent records (${engineName()})`, () => {
  it('keeps a release the uploader attaches to their own upload, privately, out of the media folder', async () => {
    const videoId = await reviewVideo();
    const res = await attach(who.uploader, { video_id: String(videoId), performer: '  Ann Example ' }, TEST_RELEASE_PDF);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const [record] = res.json<{ records: ConsentRecord[] }>().records;
    expect(record).toMatchObject({ video_id: videoId, performer: 'Ann Example', mime: 'application/pdf', bytes: TEST_RELEASE_PDF.length });
    expect(readdirSync(t.ctx.config.consentDir)).toHaveLength(await countFiles());
    expect(t.ctx.config.consentDir.startsWith(t.ctx.config.mediaRoot)).toBe(false);
    const png = await attach(who.uploader, { video_id: String(videoId), performer: 'Bo Example' }, PNG);
    expect(png.json<{ records: ConsentRecord[] }>().records.map((r) => r.mime)).toEqual(['application/pdf', 'image/png']);
  });

  it('refuses the attach to a visitor, an unverified uploader, another member and bad documents', async () => {
    const videoId = await reviewVideo();
    const fields = { video_id: String(videoId), performer: 'Ann Example' };
    expect((await attach('', fields, TEST_RELEASE_PDF)).statusCode).toBe(401);
    expect((await attach(who.unverified, fields, TEST_RELEASE_PDF)).json()).toMatchObject({ code: 'uploader_unverified' });
    expect((await attach(who.other, fields, TEST_RELEASE_PDF)).json()).toMatchObject({ code: 'video_not_found' });
    expect((await attach(who.uploader, fields, Buffer.from('<html>not a pdf</html>'))).json()).toMatchObject({
      code: 'consent_document_type',
    });
    const big = Buffer.concat([TEST_RELEASE_PDF, Buffer.alloc(CONSENT_DOCUMENT_MAX_BYTES)]);
    expect((await attach(who.uploader, fields, big)).statusCode).toBe(413);
    expect((await attach(who.uploader, { ...fields, performer: ' ' }, TEST_RELEASE_PDF)).json()).toMatchObject({ code: 'required' });
    expect((await attach(who.uploader, fields)).json()).toMatchObject({ code: 'required' });
    expect((await attach(who.uploader, { ...fields, video_id: 'x' }, TEST_RELEASE_PDF)).statusCode).toBe(404);
    expect(await recordsOf(videoId)).toEqual([]);
  });

  it('lets staff alone reach a record: refused to a visitor, a member, the uploader; a moderator may not purge it', async () => {
    const record = await attached(await reviewVideo());
    expect((await documentOf(record.record_id, '')).statusCode).toBe(401);
    expect((await documentOf(record.record_id, who.other)).json()).toMatchObject({ code: 'not_staff' });
    expect((await documentOf(record.record_id, who.uploader)).json()).toMatchObject({ code: 'not_staff' });
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/admin/videos/${record.video_id}/consent`,
      headers: { cookie: who.uploader },
    });
    expect(list.statusCode).toBe(403);
    const purge = await post(`/api/admin/consent/${record.record_id}/purge`, who.moderator, { note: 'tidy' });
    expect(purge.json()).toMatchObject({ code: 'not_admin' });

    for (const cookie of [who.moderator, who.admin]) {
      const res = await documentOf(record.record_id, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="consent-${record.record_id}.pdf"`);
      expect(res.rawPayload.equals(TEST_RELEASE_PDF)).toBe(true);
    }
  });

  it('refuses to approve a video without a record on file, and approves it with one', async () => {
    const videoId = await reviewVideo();
    const refused = await post(`/api/admin/videos/${videoId}/approve`, who.moderator);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'consent_missing' });
    await attached(videoId);
    expect((await post(`/api/admin/videos/${videoId}/approve`, who.moderator)).statusCode).toBe(200);
  });

  it('keeps the records when the uploader deletes the video', async () => {
    const videoId = await reviewVideo();
    const record = await attached(videoId);
    const deleted = await post(ENDPOINT.uploadDelete.route, who.uploader, { act: 'delete', video_id: String(videoId) });
    expect(deleted.statusCode).toBe(200);
    expect((await recordsOf(videoId)).map((r) => r.record_id)).toEqual([record.record_id]);
    expect((await documentOf(record.record_id, who.moderator)).statusCode).toBe(200);
  });

  it('purges a document on an admin’s word with a reason, recorded; the name stays, the file goes', async () => {
    const videoId = await reviewVideo();
    const record = await attached(videoId);
    expect((await post(`/api/admin/consent/${record.record_id}/purge`, who.admin)).json()).toMatchObject({ code: 'invalid_note' });
    const purged = await post(`/api/admin/consent/${record.record_id}/purge`, who.admin, { note: 'performer’s own request, ticket 12' });
    expect(purged.statusCode).toBe(200);
    expect(purged.json<{ record: ConsentRecord }>().record).toMatchObject({
      performer: 'Ann Example',
      purge_reason: 'performer’s own request, ticket 12',
    });
    expect((await documentOf(record.record_id, who.moderator)).statusCode).toBe(404);
    expect((await post(`/api/admin/consent/${record.record_id}/purge`, who.admin, { note: 'again' })).statusCode).toBe(409);
    const audit = await t.database.query<{ actor_id: number; reason: string }>(
      "SELECT actor_id, reason FROM audit_log WHERE action = 'purge_consent' AND target_type = 'consent_record' AND target_id = $1",
      [record.record_id],
    );
    expect(audit).toHaveLength(1);
    expect(audit[0].reason).toBe('performer’s own request, ticket 12');
    expect((await post(`/api/admin/videos/${videoId}/approve`, who.moderator)).json()).toMatchObject({ code: 'consent_missing' });
  });
});

/** Documents on file: every record not purged has its own file. */
async function countFiles(): Promise<number> {
  const [{ n }] = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM consent_records WHERE purged_at IS NULL');
  expect(existsSync(t.ctx.config.consentDir)).toBe(true);
  return n;
}
