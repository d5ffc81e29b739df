// GET /api/download.php is a member's, answered with a redirect to the signed file address; a private
// video's file list is refused to visitors and never kept in a cache when given to a member.
import { FORMAT_FHD, FORMAT_HD, FORMAT_SD, FORMAT_TRAILER, downloadFilePath, type VideoFile } from '@reel/api';
import { videofilePath } from '@reel/api/endpoints';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineName } from '../testing/database.js';
import { startSocialApp, type Actor, type SocialTestApp } from '../testing/socialApp.js';

const PRIVATE_VIDEO = 77;
/** Another member's upload still waiting for its preview. */
const UNPUBLISHED_VIDEO = 78;
let t: SocialTestApp;
let ann: Actor;
beforeAll(async () => {
  t = await startSocialApp();
  ann = await t.member();
  await t.sql(
    `INSERT INTO videos (video_id, dir, title, duration_sec, media_key, status_id, is_private) VALUES ($1, 'members-only', 'Members only', 600, 'k77', 1, true)`,
    [PRIVATE_VIDEO],
  );
  const uploader = await t.member();
  await t.sql(
    `INSERT INTO videos (video_id, dir, title, duration_sec, media_key, status_id, user_id) VALUES ($1, 'not-yet', 'Not yet', 600, 'k78', 2, $2)`,
    [UNPUBLISHED_VIDEO, uploader.user_id],
  );
  for (const [video, format] of [
    [3, FORMAT_SD],
    [3, FORMAT_HD],
    [4, FORMAT_HD],
    [PRIVATE_VIDEO, FORMAT_HD],
    [UNPUBLISHED_VIDEO, FORMAT_HD],
  ] as const) {
    await t.sql('INSERT INTO video_files (video_id, format, path) VALUES ($1, $2, $3)', [video, format, `k${video}/${video}${format}`]);
  }
});
afterAll(async () => {
  await t?.close();
});

const refusal = (res: { status: number; body: unknown }) => ({ status: res.status, body: res.body });

describe(`download (${engineName()})`, () => {
  it('redirects a member to the signed file address, as an attachment named after the video', async () => {
    const res = await t.read(downloadFilePath(3, FORMAT_HD), ann);
    expect(res.status).toBe(302);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toBe('attachment; filename="video-3.mp4"');
    const location = String(res.headers.location);
    expect(location).toMatch(/^\/get_file\/\d+\/[\w-]+\/3\.mp4$/);
    mkdirSync(join(t.ctx.config.mediaRoot, 'k3'), { recursive: true });
    writeFileSync(join(t.ctx.config.mediaRoot, 'k3', '3.mp4'), 'rendition bytes');
    const file = await t.read(location, null);
    expect(file.status).toBe(200);
    expect(file.body).toBe('rendition bytes');
  });

  it('asks a visitor to sign in', async () => {
    expect(refusal(await t.read(downloadFilePath(3, FORMAT_HD), null))).toEqual({ status: 401, body: { error: true, code: 'need_login' } });
  });

  it('refuses a bad format or id, an unknown or deleted video and a missing rendition', async () => {
    const cases: [string, number, string][] = [
      [downloadFilePath(3, FORMAT_TRAILER), 400, 'invalid_format'],
      [downloadFilePath(3, 'x.mp4'), 400, 'invalid_format'],
      ['/api/download.php?video_id=abc&format=.mp4', 400, 'invalid_video_id'],
      [downloadFilePath(99999, FORMAT_HD), 404, 'not_found'],
      [downloadFilePath(4, FORMAT_HD), 410, 'video_deleted'],
      [downloadFilePath(3, FORMAT_FHD), 404, 'file_not_found'],
      [downloadFilePath(UNPUBLISHED_VIDEO, FORMAT_HD), 404, 'not_found'],
    ];
    for (const [path, status, code] of cases)
      expect({ path, ...refusal(await t.read(path, ann)) }).toEqual({ path, status, body: { error: true, code } });
  });
});

describe(`private video files (${engineName()})`, () => {
  it('refuses a visitor, gives a member the list uncached, and keeps public lists cached', async () => {
    const size = t.ctx.cache.size;
    const member = await t.read<VideoFile[]>(videofilePath(PRIVATE_VIDEO), ann);
    expect(member.status).toBe(200);
    expect(member.headers['cache-control']).toBe('no-store');
    expect(member.body.map((f) => f.format)).toEqual([FORMAT_HD]);
    expect(t.ctx.cache.size).toBe(size);
    const visitor = await t.read(videofilePath(PRIVATE_VIDEO), null);
    expect(refusal(visitor)).toEqual({ status: 401, body: { error: true, code: 'need_login' } });
    expect(visitor.headers['cache-control']).toBe('no-store');
    const open = await t.read<VideoFile[]>(videofilePath(3), null);
    expect(open.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    expect(open.body.map((f) => f.format)).toEqual([FORMAT_SD, FORMAT_HD]);
    expect(t.ctx.cache.size).toBe(size + 1);
  });

  it('refuses a visitor even when the list was cached while the video was public', async () => {
    await t.sql('UPDATE videos SET is_private = false WHERE video_id = $1', [PRIVATE_VIDEO]);
    expect((await t.read(videofilePath(PRIVATE_VIDEO), null)).status).toBe(200);
    await t.sql('UPDATE videos SET is_private = true WHERE video_id = $1', [PRIVATE_VIDEO]);
    expect(refusal(await t.read(videofilePath(PRIVATE_VIDEO), null))).toEqual({ status: 401, body: { error: true, code: 'need_login' } });
  });
});
