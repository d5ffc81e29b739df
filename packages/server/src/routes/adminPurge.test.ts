// Staff purge a removed video's files from the console: a moderator as well as an admin, and a
// video its owner deleted as well as one staff took down; every purge leaves an audit row.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UPLOAD_PATH, VideoStatus } from '@reel/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/app.js';
import { createMember, signIn, TEST_ORIGIN } from '../testing/members.js';

let t: TestApp;
let work: string;
let mediaRoot: string;
let owner: string;
let ownerId: number;
let moderator: string;
let visitorMember: string;
let nextId = 92_000;

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => t.database.query<T>(text, params);

async function post(url: string, fields: Record<string, string>, cookie: string) {
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}

/** A published upload of `ownerId` with its folder on disk. */
async function aPublishedUpload(): Promise<{ id: number; folder: string; thumb: string }> {
  const id = nextId++;
  const key = `purge${id}${'0'.repeat(20)}`;
  mkdirSync(join(mediaRoot, key, 'screens'), { recursive: true });
  writeFileSync(join(mediaRoot, key, 'thumb.jpg'), 'bytes');
  writeFileSync(join(mediaRoot, key, 'screens', '1.jpg'), 'bytes');
  await sql(
    `INSERT INTO videos (video_id, dir, title, duration_sec, media_key, status_id, user_id, media)
     VALUES ($1, $2, 'Purged', 200, $3, ${VideoStatus.Active}, $4, $5)`,
    [id, `purged-${id}`, key, ownerId, JSON.stringify({ thumb: `${key}/thumb.jpg`, thumbs: [`${key}/screens/1.jpg`] })],
  );
  return { id, folder: join(mediaRoot, key), thumb: `/media/${key}/thumb.jpg` };
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'reel-admin-purge-'));
  mediaRoot = join(work, 'media');
  mkdirSync(mediaRoot);
  t = await startTestApp({ videos: 6, env: { MEDIA_DIR: mediaRoot } });
  const [a, m, v] = await Promise.all([
    createMember(t.database),
    createMember(t.database, { role: 'moderator' }),
    createMember(t.database),
  ]);
  ownerId = a.user_id;
  owner = await signIn(t.app, a.username, a.password);
  moderator = await signIn(t.app, m.username, m.password);
  visitorMember = await signIn(t.app, v.username, v.password);
});
afterAll(async () => {
  await t?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('purging a removed video', () => {
  it('lets a moderator purge a video its owner deleted: its folder goes and an audit row says so', async () => {
    const { id, folder, thumb } = await aPublishedUpload();
    expect(await post(UPLOAD_PATH, { act: 'delete', video_id: String(id) }, owner)).toMatchObject({ status: 200 });
    expect(existsSync(folder)).toBe(true);
    expect(await post(`/api/admin/videos/${id}/purge`, { note: 'owner deleted it' }, visitorMember)).toMatchObject({ status: 403 });
    expect(await post(`/api/admin/videos/${id}/purge`, { note: 'owner deleted it' }, moderator)).toMatchObject({
      status: 200,
      body: { purged: true, status_id: VideoStatus.Deleted },
    });
    expect(existsSync(folder)).toBe(false);
    expect((await t.get(thumb)).status).toBe(404);
    const audit = await sql<{ action: string; reason: string }>(
      "SELECT action, reason FROM audit_log WHERE target_type = 'video' AND target_id = $1 ORDER BY audit_id",
      [id],
    );
    expect(audit).toEqual([expect.objectContaining({ action: 'purge', reason: 'owner deleted it' })]);
    // Once is enough: a second purge has nothing left to remove.
    expect(await post(`/api/admin/videos/${id}/purge`, {}, moderator)).toMatchObject({ status: 409, body: { code: 'invalid_state' } });
  });

  it('refuses to purge a published video', async () => {
    const { id, folder } = await aPublishedUpload();
    expect(await post(`/api/admin/videos/${id}/purge`, {}, moderator)).toMatchObject({ status: 409, body: { code: 'invalid_state' } });
    expect(existsSync(folder)).toBe(true);
  });
});
