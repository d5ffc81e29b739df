// Captions files on the server: a member attaches one to their own video, staff to any from the
// console, or a member with the upload itself; each is checked as WebVTT with its language and
// label; it is listed in the file list as a captions row, served under its signed address as
// text/vtt to any origin, and removed with the video.
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CAPTIONS_MAX_BYTES, CAPTIONS_PATH, UPLOAD_PATH, type VideoFile } from '@reel/api';
import { videofilePath, type CaptionsAnswer } from '@reel/api/endpoints';
import { type AdminVideo } from '@reel/api/moderation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRITE_LIMITS } from '../auth/constants.js';
import { captionsFolder, readCaptions } from '../media/captions.js';
import { startTestApp, type TestApp } from '../testing/app.js';
import { TEST_ORIGIN, createMember, signIn } from '../testing/members.js';
import { makeClip } from '../upload/testCorpus.js';
import { multipartBody, type FormFile } from '../upload/testForm.js';
import { createUploader } from '../testing/uploaders.js';

const VTT = 'WEBVTT\n\n00:00:01.000 --> 00:00:04.000\nHello, <i>world</i>.\n\n00:05.000 --> 00:08.500 align:start\nSecond line\n';
const SRT = '1\n00:00:01,000 --> 00:00:04,000\nHello\n';

let t: TestApp;
let work: string;
let mediaRoot: string;
let owner: string;
let stranger: string;
let moderator: string;
let ownerId: number;
let clip: string;
let categories: string;

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => t.database.query<T>(text, params);

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'reel-captions-'));
  mediaRoot = join(work, 'media');
  mkdirSync(mediaRoot);
  clip = join(work, 'clip.mp4');
  const made = makeClip({ out: clip, durationS: 185 });
  t = await startTestApp({ videos: 12, env: { MEDIA_DIR: mediaRoot, UPLOAD_DIR: join(work, 'uploads') } });
  const [a, b, m] = await Promise.all([
    createUploader(t.database),
    createMember(t.database),
    createMember(t.database, { role: 'moderator' }),
  ]);
  ownerId = a.user_id;
  [owner, stranger, moderator] = await Promise.all([
    signIn(t.app, a.username, a.password),
    signIn(t.app, b.username, b.password),
    signIn(t.app, m.username, m.password),
  ]);
  const cats = await sql<{ category_id: number }>('SELECT category_id FROM categories ORDER BY category_id LIMIT 1');
  categories = String(cats[0].category_id);
  await made;
}, 60_000);

afterAll(async () => {
  await t?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** A public video given to the owner, so it is theirs to caption. */
async function ownVideo(): Promise<number> {
  const [row] = await sql<{ video_id: number }>(
    `UPDATE videos SET user_id = $1 WHERE video_id = (
       SELECT video_id FROM videos WHERE status_id = 1 AND NOT is_private AND user_id IS DISTINCT FROM $1 ORDER BY video_id LIMIT 1)
     RETURNING video_id`,
    [ownerId],
  );
  return row.video_id;
}

const vttFile = (data: string | Buffer, filename = 'en.vtt'): FormFile => ({
  field: 'captions',
  filename,
  data: Buffer.from(data),
  type: 'text/vtt',
});

async function post(url: string, fields: Record<string, string>, file: FormFile | undefined, cookie: string | null) {
  const form = multipartBody(fields, file);
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload: form.payload,
    headers: { origin: TEST_ORIGIN, 'content-type': form.contentType, ...(cookie ? { cookie } : {}) },
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}

const attach = (videoId: number, file: FormFile | undefined, fields: Record<string, string> = {}, cookie: string | null = owner) =>
  post(CAPTIONS_PATH, { video_id: String(videoId), captions_srclang: 'en', captions_label: 'English', ...fields }, file, cookie);

async function captionRows(videoId: number): Promise<VideoFile[]> {
  const res = await t.app.inject({ url: videofilePath(videoId, { lifetime: 0 }) });
  return (res.json() as VideoFile[]).filter((f) => f.format === '.vtt');
}

describe('a member attaching captions', () => {
  it('stores a WebVTT file on their video, lists it as a captions row and serves it signed, as text/vtt to any origin', async () => {
    const id = await ownVideo();
    const sent = await attach(id, vttFile(VTT), { captions_srclang: 'pt-br', captions_label: ' Português ' });
    expect(sent).toEqual({ status: 200, body: { ok: true, video_id: id, captions: [{ srclang: 'pt-BR', label: 'Português' }] } });
    const rows = await captionRows(id);
    expect(rows).toEqual([
      {
        video_url: expect.stringMatching(new RegExp(`^/get_file/\\d+/[\\w-]+/${id}\\.pt-BR\\.vtt$`)),
        format: '.vtt',
        srclang: 'pt-BR',
        label: 'Português',
        kind: 'captions',
        vr: '',
        timelines_count: 0,
        timelines_interval: 0,
        timelines_url: '',
        duration: expect.any(Number),
      },
    ]);
    // The mp4 rows come first, unchanged, for the players that know only them.
    const all = (await t.app.inject({ url: videofilePath(id, { lifetime: 0 }) })).json() as VideoFile[];
    expect(all.at(-1)?.format).toBe('.vtt');
    expect(all.filter((f) => f.format !== '.vtt').every((f) => f.format.endsWith('.mp4') && f.kind === undefined)).toBe(true);

    const file = await t.app.inject({ url: rows[0].video_url, headers: { origin: 'null' } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^text\/vtt/);
    expect(file.headers['access-control-allow-origin']).toBe('*');
    expect(file.body).toBe(VTT);
    // A signature is for one file: the same address with another language is refused.
    expect((await t.app.inject({ url: rows[0].video_url.replace('pt-BR', 'en') })).statusCode).toBe(403);
    // Not under /media/, whatever the path.
    expect((await t.app.inject({ url: `/media/${captionsFolder(id)}/pt-BR.vtt` })).statusCode).toBe(404);
  });

  it('replaces the track of the same language and keeps the others', async () => {
    const id = await ownVideo();
    await attach(id, vttFile(VTT), { captions_srclang: 'en', captions_label: 'English' });
    await attach(id, vttFile(VTT), { captions_srclang: 'de', captions_label: 'Deutsch' });
    const again = await attach(id, vttFile(VTT.replace('Hello', 'Hi')), { captions_srclang: 'EN', captions_label: 'English (CC)' });
    expect(again.body.captions).toEqual([
      { srclang: 'en', label: 'English (CC)' },
      { srclang: 'de', label: 'Deutsch' },
    ]);
    expect((await captionRows(id)).map((r) => `${r.srclang} ${r.label}`)).toEqual(['en English (CC)', 'de Deutsch']);
    expect(await readFile(join(mediaRoot, captionsFolder(id), 'en.vtt'), 'utf8')).toContain('Hi, <i>world</i>');
  });

  it('refuses what is not WebVTT, too large, a bad language or label, and a missing file, each with its code', async () => {
    const id = await ownVideo();
    const cases: [FormFile | undefined, Record<string, string>, number, string][] = [
      [vttFile(SRT, 'en.srt'), {}, 400, 'captions_not_webvtt'],
      [vttFile('WEBVTT\n\n00:00:05.000 --> 00:00:02.000\nbackwards\n'), {}, 400, 'captions_not_webvtt'],
      [vttFile('WEBVTT\n'), {}, 400, 'captions_not_webvtt'],
      [vttFile(Buffer.from([0x57, 0x45, 0x42, 0x56, 0x54, 0x54, 0x0a, 0x0a, 0xff, 0xfe])), {}, 400, 'captions_not_webvtt'],
      [vttFile(VTT + `\n00:00:09.000 --> 00:00:10.000\n${'x'.repeat(CAPTIONS_MAX_BYTES)}\n`), {}, 413, 'captions_too_large'],
      [vttFile(VTT), { captions_srclang: 'englishish' }, 400, 'captions_srclang'],
      [vttFile(VTT), { captions_srclang: 'en_US' }, 400, 'captions_srclang'],
      [vttFile(VTT), { captions_label: '' }, 400, 'captions_label'],
      [undefined, {}, 400, 'required'],
    ];
    for (const [file, fields, status, code] of cases) {
      const sent = await attach(id, file, fields);
      expect([code, sent.status, sent.body.code]).toEqual([code, status, code]);
    }
    expect(await captionRows(id)).toEqual([]);
    expect(existsSync(join(mediaRoot, captionsFolder(id)))).toBe(false);
  });

  it("refuses a visitor, another member's video and a video that does not exist", async () => {
    const id = await ownVideo();
    expect(await attach(id, vttFile(VTT), {}, null)).toMatchObject({ status: 401, body: { code: 'need_login' } });
    expect(await attach(id, vttFile(VTT), {}, stranger)).toMatchObject({ status: 403, body: { code: 'no_permission' } });
    expect(await attach(999_999, vttFile(VTT))).toMatchObject({ status: 404, body: { code: 'video_not_found' } });
    expect(await captionRows(id)).toEqual([]);
  });

  it('goes with the video when the member deletes it', async () => {
    const id = await ownVideo();
    await attach(id, vttFile(VTT));
    expect(existsSync(join(mediaRoot, captionsFolder(id)))).toBe(true);
    const res = await t.app.inject({
      method: 'POST',
      url: UPLOAD_PATH,
      payload: new URLSearchParams({ act: 'delete', video_id: String(id) }).toString(),
      headers: { cookie: owner, origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(200);
    expect(existsSync(join(mediaRoot, captionsFolder(id)))).toBe(false);
  });
});

describe('what an attach costs', () => {
  it("refuses a member's attaches past the captions write limit with too_many, whatever they were", async () => {
    const m = await createUploader(t.database);
    const cookie = await signIn(t.app, m.username, m.password);
    const id = await ownVideo();
    // Attempts at a video not theirs count as attaches do: the limit is on asking.
    for (let n = 0; n < WRITE_LIMITS.captions.perMember; n++) {
      expect((await attach(id, vttFile(VTT), {}, cookie)).status).toBe(403);
    }
    expect(await attach(id, vttFile(VTT), {}, cookie)).toMatchObject({ status: 429, body: { code: 'too_many' } });
    // The owner's own count is untouched.
    expect((await attach(id, vttFile(VTT))).status).toBe(200);
  });

  it("drops only the attached video's stored file list: other videos' stay stored", async () => {
    const id = await ownVideo();
    const [{ video_id: other }] = await sql<{ video_id: number }>(
      'SELECT video_id FROM videos WHERE status_id = 1 AND NOT is_private AND video_id <> $1 ORDER BY video_id LIMIT 1',
      [id],
    );
    const files = (videoId: number) => t.app.inject({ url: videofilePath(videoId) });
    for (const videoId of [id, other]) await files(videoId);
    expect((await files(other)).headers['x-cache']).toBe('HIT');
    expect((await files(id)).headers['x-cache']).toBe('HIT');

    expect((await attach(id, vttFile(VTT))).status).toBe(200);
    const after = await files(id);
    expect(after.headers['x-cache']).toBe('MISS');
    expect((after.json() as VideoFile[]).some((f) => f.kind === 'captions')).toBe(true);
    expect((await files(other)).headers['x-cache']).toBe('HIT');
  });
});

describe('staff attaching captions from the console', () => {
  it("lets a moderator caption anyone's video, answers the console's video with it, and writes the audit row", async () => {
    const [{ video_id: id }] = await sql<{ video_id: number }>(
      'SELECT video_id FROM videos WHERE status_id = 1 ORDER BY video_id DESC LIMIT 1',
    );
    const url = `/api/admin/videos/${id}/captions`;
    const fields = { captions_srclang: 'fr', captions_label: 'Français' };
    expect(await post(url, fields, vttFile(VTT), stranger)).toMatchObject({ status: 403, body: { code: 'not_staff' } });
    const sent = await post(url, fields, vttFile(VTT), moderator);
    expect(sent.status).toBe(200);
    expect((sent.body as unknown as AdminVideo).captions).toEqual([{ srclang: 'fr', label: 'Français' }]);
    const [audit] = await sql<{ action: string; target_id: number }>(
      "SELECT action, target_id FROM audit_log WHERE action = 'captions' ORDER BY audit_id DESC LIMIT 1",
    );
    expect(audit).toEqual({ action: 'captions', target_id: id });
    expect((await post(url, { ...fields, captions_srclang: '??' }, vttFile(VTT), moderator)).body.code).toBe('captions_srclang');
    expect((await post('/api/admin/videos/999999/captions', fields, vttFile(VTT), moderator)).status).toBe(404);
  });

  it('removes them when an admin purges the video', async () => {
    const [{ video_id: id }] = await sql<{ video_id: number }>(
      'SELECT video_id FROM videos WHERE status_id = 1 ORDER BY video_id DESC LIMIT 1 OFFSET 1',
    );
    await post(`/api/admin/videos/${id}/captions`, { captions_srclang: 'en', captions_label: 'English' }, vttFile(VTT), moderator);
    expect(await readCaptions(mediaRoot, id)).toHaveLength(1);
    const admin = await createMember(t.database, { role: 'admin' });
    const cookie = await signIn(t.app, admin.username, admin.password);
    const act = async (what: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/videos/${id}/${what}`,
        payload: new URLSearchParams({ note: 'gone' }).toString(),
        headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      });
    expect((await act('takedown')).statusCode).toBe(200);
    expect((await act('purge')).statusCode).toBe(200);
    expect(existsSync(join(mediaRoot, captionsFolder(id)))).toBe(false);
  });
});

describe('captions sent with the upload', () => {
  const uploadWith = async (captions: FormFile, fields: Record<string, string> = {}) => {
    const form = multipartBody({ title: 'With captions', categories, captions_srclang: 'en', captions_label: 'English', ...fields }, [
      { filename: 'clip.mp4', data: await readFile(clip) },
      captions,
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: UPLOAD_PATH,
      payload: form.payload,
      headers: { cookie: owner, origin: TEST_ORIGIN, 'content-type': form.contentType },
    });
    return { status: res.statusCode, body: res.json() as Record<string, unknown> };
  };

  it('refuses the whole upload for a bad captions file, leaving no video behind', async () => {
    const [before] = await sql<{ n: number }>('SELECT count(*)::int AS n FROM videos');
    const sent = await uploadWith(vttFile(SRT, 'en.srt'));
    expect([sent.status, sent.body.code]).toEqual([400, 'captions_not_webvtt']);
    expect((await sql<{ n: number }>('SELECT count(*)::int AS n FROM videos'))[0]).toEqual(before);
  });

  it('stores the captions of an accepted upload on its new video', async () => {
    const sent = await uploadWith(vttFile(VTT), { captions_srclang: 'es', captions_label: 'Español' });
    expect(sent.status).toBe(200);
    const answer = sent.body as unknown as CaptionsAnswer;
    expect(await readCaptions(mediaRoot, answer.video_id)).toEqual([{ srclang: 'es', label: 'Español' }]);
  });
});
