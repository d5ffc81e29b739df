// A video's pictures, screenshots, timeline sprites and list preview are public only while it is
// published: held, rejected, waiting and deleted videos answer `/media/` 404 to everyone but staff
// and their owner (a deleted one to staff only), and the video answer stops naming them.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { VideoStatus } from '@reel/api';
import { videoPath } from '@reel/api/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/app.js';
import { createMember, signIn, TEST_ORIGIN } from '../testing/members.js';

let t: TestApp;
let work: string;
let mediaRoot: string;
let owner: string;
let stranger: string;
let moderator: string;
let ownerId: number;
let nextId = 91_000;

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => t.database.query<T>(text, params);
const as = (cookie: string | null, url: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** A video of `status` with every kind of picture on disk; its `/media/` addresses. */
async function aVideo(status: number): Promise<{ id: number; pictures: string[] }> {
  const id = nextId++;
  const key = `pa${id}${'0'.repeat(24)}`;
  const media = {
    thumb: `${key}/thumb.jpg`,
    scr: `${key}/scr.jpg`,
    thumbs: [`${key}/screens/1.jpg`],
    preview: `${key}/preview.mp4`,
    timeline_sprites: [`${key}/timelines/sprite-0.jpg`],
    timeline_tile: { width: 160, height: 90, columns: 10, rows: 10 },
  };
  for (const rel of [media.thumb, media.scr, ...media.thumbs, media.preview, ...media.timeline_sprites]) {
    mkdirSync(dirname(join(mediaRoot, rel)), { recursive: true });
    writeFileSync(join(mediaRoot, rel), 'bytes');
  }
  await sql(
    `INSERT INTO videos (video_id, dir, title, duration_sec, media_key, status_id, user_id, timelines_count, timelines_interval, media)
     VALUES ($1, $2, 'Pictures', 200, $3, $4, $5, 20, 10, $6)`,
    [id, `pictures-${id}`, key, status, ownerId, JSON.stringify(media)],
  );
  return { id, pictures: [media.thumb, media.scr, ...media.thumbs, media.preview, ...media.timeline_sprites].map((r) => `/media/${r}`) };
}

async function statuses(cookie: string | null, pictures: string[]): Promise<number[]> {
  return Promise.all(pictures.map(async (p) => (await as(cookie, p)).statusCode));
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'reel-picture-access-'));
  mediaRoot = join(work, 'media');
  mkdirSync(mediaRoot);
  t = await startTestApp({ videos: 10, env: { MEDIA_DIR: mediaRoot } });
  const [a, b, m] = await Promise.all([
    createMember(t.database),
    createMember(t.database),
    createMember(t.database, { role: 'moderator' }),
  ]);
  ownerId = a.user_id;
  owner = await signIn(t.app, a.username, a.password);
  stranger = await signIn(t.app, b.username, b.password);
  moderator = await signIn(t.app, m.username, m.password);
});
afterAll(async () => {
  await t?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('pictures of a video that is not public', () => {
  it('serves a published video’s pictures to everyone, cacheable', async () => {
    const { pictures } = await aVideo(VideoStatus.Active);
    expect(await statuses(null, pictures)).toEqual(pictures.map(() => 200));
    expect((await t.get(pictures[0])).headers.get('cache-control')).toContain('public');
  });

  for (const [name, status] of [
    ['held', VideoStatus.Held],
    ['rejected', VideoStatus.Rejected],
    ['waiting for review', VideoStatus.Review],
  ] as const) {
    it(`answers a ${name} video’s pictures 404 to visitors and other members, and privately to its owner and staff`, async () => {
      const { pictures } = await aVideo(status);
      expect(await statuses(null, pictures)).toEqual(pictures.map(() => 404));
      expect((await t.get(pictures[0])).status).toBe(404);
      expect(await statuses(stranger, pictures)).toEqual(pictures.map(() => 404));
      expect(await statuses(owner, pictures)).toEqual(pictures.map(() => 200));
      expect(await statuses(moderator, pictures)).toEqual(pictures.map(() => 200));
      expect((await as(owner, pictures[0])).headers['cache-control']).toBe('private, no-store');
    });
  }

  it('answers a deleted video’s pictures to staff only, and its video answer names none of them', async () => {
    const { id, pictures } = await aVideo(VideoStatus.Deleted);
    expect(await statuses(null, pictures)).toEqual(pictures.map(() => 404));
    expect(await statuses(owner, pictures)).toEqual(pictures.map(() => 404));
    expect(await statuses(moderator, pictures)).toEqual(pictures.map(() => 200));
    const { status, body } = await t.json<{ video: Record<string, unknown> }>(videoPath(id));
    expect(status).toBe(200);
    expect(body.video.status_id).toBe(VideoStatus.Deleted);
    expect(JSON.stringify(body)).not.toContain('/media/');
  });

  it('stops serving a video’s pictures, and its cached answers naming them, the moment it is taken down', async () => {
    const { id, pictures } = await aVideo(VideoStatus.Active);
    expect((await t.get(pictures[0])).status).toBe(200);
    const before = await t.json<{ video: { thumb: string } }>(videoPath(id));
    expect(before.body.video.thumb).toContain(pictures[0]);
    expect((await t.json(videoPath(id))).status).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/videos/${id}/takedown`,
      headers: { cookie: moderator, origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'note=test',
    });
    expect(res.statusCode).toBe(200);
    expect(await statuses(null, pictures)).toEqual(pictures.map(() => 404));
    expect((await t.get(pictures[0])).status).toBe(404);
    expect(JSON.stringify((await t.json(videoPath(id))).body)).not.toContain('/media/');
  });
});
