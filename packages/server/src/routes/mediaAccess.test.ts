// A rendition is reached only through its signed address, streamed with Range support; `/media/`
// serves pictures only; a timeline answers only those who may see its video.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { type VideoFile } from '@reel/api';
import { timelinesPath, videofilePath } from '@reel/api/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signVideoUrl } from '../media/signing.js';
import { startTestApp, type TestApp } from '../testing/app.js';
import { createMember, signIn } from '../testing/members.js';

let t: TestApp;
let work: string;
let mediaRoot: string;
let owner: string;
let stranger: string;
const UNPUBLISHED = 90_001;
const UNPUBLISHED_KEY = '9f3c1a7b2e4d6c8a0b1c2d3e4f5a6b7c';
const BYTES = Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 251));

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => t.database.query<T>(text, params);
const put = (rel: string, body: string | Buffer = BYTES) => {
  mkdirSync(dirname(join(mediaRoot, rel)), { recursive: true });
  writeFileSync(join(mediaRoot, rel), body);
};

async function aVideo(where: string): Promise<number> {
  const rows = await sql<{ video_id: number }>(`SELECT video_id FROM videos WHERE ${where} ORDER BY video_id LIMIT 1`);
  return rows[0].video_id;
}

const as = (cookie: string | null, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...headers, ...(cookie ? { cookie } : {}) } });

async function fileOf(id: number, format = '_sd.mp4'): Promise<{ url: string; path: string }> {
  const [row] = await sql<{ path: string }>('SELECT path FROM video_files WHERE video_id = $1 AND format = $2', [id, format]);
  return { url: signVideoUrl(t.ctx.mediaSecret, id, format, Math.floor(Date.now() / 1000) + 3600), path: row.path };
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'reel-media-access-'));
  mediaRoot = join(work, 'media');
  mkdirSync(mediaRoot);
  t = await startTestApp({ videos: 60, env: { MEDIA_DIR: mediaRoot } });
  // Every synthetic rendition, picture and playlist gets bytes on disk.
  for (const r of await sql<{ path: string }>('SELECT DISTINCT path FROM video_files')) put(r.path);
  for (const r of await sql<{ media: { hls: string | null; thumb: string; timeline_sprites: string[] } }>(
    'SELECT DISTINCT media FROM videos',
  )) {
    put(r.media.thumb);
    if (r.media.hls) {
      put(r.media.hls, '#EXTM3U\n#EXT-X-VERSION:7\n#EXT-X-MAP:URI="init.mp4"\n#EXTINF:6.0,\nsegment-0000.m4s\n#EXT-X-ENDLIST\n');
      put(join(dirname(r.media.hls), 'init.mp4'));
      put(join(dirname(r.media.hls), 'segment-0000.m4s'));
    }
  }
  const a = await createMember(t.database);
  const b = await createMember(t.database);
  owner = await signIn(t.app, a.username, a.password);
  stranger = await signIn(t.app, b.username, b.password);
  await sql(
    `INSERT INTO videos (video_id, dir, title, duration_sec, media_key, status_id, user_id, timelines_count, timelines_interval, media)
     VALUES ($1, 'unpublished', 'Unpublished', 200, $2, 2, $3, 20, 10, $4)`,
    [
      UNPUBLISHED,
      UNPUBLISHED_KEY,
      a.user_id,
      JSON.stringify({
        thumb: `${UNPUBLISHED_KEY}/thumb.jpg`,
        timeline_sprites: [`${UNPUBLISHED_KEY}/timelines/sprite-0.jpg`],
        timeline_tile: { width: 160, height: 90, columns: 10, rows: 10 },
      }),
    ],
  );
  await sql('INSERT INTO video_files (video_id, format, path) VALUES ($1, $2, $3)', [
    UNPUBLISHED,
    '_sd.mp4',
    `${UNPUBLISHED_KEY}/${UNPUBLISHED_KEY}_sd.mp4`,
  ]);
  put(`${UNPUBLISHED_KEY}/${UNPUBLISHED_KEY}_sd.mp4`);
  put(`${UNPUBLISHED_KEY}/media.json`, '{}');
  put(`${UNPUBLISHED_KEY}/thumb.jpg`);
});
afterAll(async () => {
  await t?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('/media/', () => {
  it('serves pictures and the list preview, and nothing else of a media folder', async () => {
    const id = await aVideo('status_id = 1 AND NOT is_private');
    const [{ media }] = await sql<{ media: { thumb: string } }>('SELECT media FROM videos WHERE video_id = $1', [id]);
    const thumb = await t.get(`/media/${media.thumb}`);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('cache-control')).toContain('public');
    const { path } = await fileOf(id);
    const key = path.split('/')[0];
    put(`${key}/preview.mp4`);
    put(`${key}/${key}_sd.mp4.partial`);
    put('x.mp4');
    expect((await t.get(`/media/${key}/preview.mp4`)).status).toBe(200);
    for (const denied of [
      `/media/${path}`,
      '/media/x.mp4',
      `/media/${path.toUpperCase()}`,
      `/media/${key}/${key}_sd.mp4.partial`,
      `/media/${UNPUBLISHED_KEY}/media.json`,
      `/media/${UNPUBLISHED_KEY}/${UNPUBLISHED_KEY}_sd.mp4`,
      `/media/${key}/hls/video.m3u8`,
      `/media/${key}/hls/segment-0000.m4s`,
      `/media/${key}/./${key}_sd.mp4`,
      `/media/${key}%2F${key}_sd.mp4`,
    ]) {
      const res = await t.get(denied);
      expect({ denied, status: res.status }).toEqual({ denied, status: 404 });
    }
  });
});

describe('signed renditions', () => {
  it('streams a public rendition with Range, HEAD and a cache bounded by the expiry', async () => {
    const id = await aVideo('status_id = 1 AND NOT is_private');
    const { url } = await fileOf(id);
    const whole = await as(null, url);
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(BYTES)).toBe(true);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const cache = String(whole.headers['cache-control']);
    expect(cache).toMatch(/^public, max-age=\d+$/);
    expect(Number(cache.split('=')[1])).toBeLessThanOrEqual(3600);
    const part = await as(null, url, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${BYTES.length}`);
    expect(part.rawPayload.equals(BYTES.subarray(100, 200))).toBe(true);
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(BYTES.length);
    expect(head.body).toBe('');
  });

  it('prints the signed address itself for text_redirect=yes', async () => {
    const id = await aVideo('status_id = 1 AND NOT is_private');
    const { url } = await fileOf(id);
    const text = await as(null, `${url}?text_redirect=yes`);
    expect(text.statusCode).toBe(200);
    expect(text.body).toBe(url);
    expect(text.body).not.toContain('/media/');
  });

  it('answers a members-only or unpublished rendition private, no-store', async () => {
    const priv = await aVideo('status_id = 1 AND is_private');
    // A visitor gets no address: the file list asks them to sign in.
    expect((await as(null, videofilePath(priv))).statusCode).toBe(401);
    const [file] = JSON.parse((await as(owner, videofilePath(priv))).body) as VideoFile[];
    const res = await as(owner, file.video_url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const mine = await as(owner, (await fileOf(UNPUBLISHED)).url);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
  });

  it('answers a members-only rendition and its segments 401 to a visitor and 206 to a member', async () => {
    const priv = await aVideo('status_id = 1 AND is_private');
    const { url } = await fileOf(priv);
    const visitor = await as(null, url, { range: 'bytes=0-9' });
    expect({ status: visitor.statusCode, body: visitor.json() }).toEqual({ status: 401, body: { error: true, code: 'need_login' } });
    expect((await as(null, `${url}?text_redirect=yes`)).statusCode).toBe(401);
    const member = await as(stranger, url, { range: 'bytes=0-9' });
    expect(member.statusCode).toBe(206);
    expect(member.headers['cache-control']).toBe('private, no-store');
    const long = await aVideo('status_id = 1 AND is_private AND duration_sec > 1800');
    const hls = (await fileOf(long)).url;
    expect((await as(null, `${hls}?f=video.m3u8`)).statusCode).toBe(401);
    expect((await as(null, `${hls}/hls/segment-0000.m4s`)).statusCode).toBe(401);
    expect((await as(stranger, `${hls}/hls/segment-0000.m4s`, { range: 'bytes=0-9' })).statusCode).toBe(206);
  });

  it('answers 410 for a deleted video and 404 for a rendition never finished on disk', async () => {
    const deleted = await aVideo('status_id = 5');
    const gone = await as(null, (await fileOf(deleted)).url);
    expect({ status: gone.statusCode, body: gone.json() }).toEqual({ status: 410, body: { error: true, code: 'video_deleted' } });
    const id = await aVideo(`status_id = 1 AND NOT is_private AND file_formats LIKE '%_fhd.mp4%'`);
    const { url, path } = await fileOf(id, '_fhd.mp4');
    rmSync(join(mediaRoot, path));
    put(`${path}.partial`);
    const half = await as(null, url);
    expect({ status: half.statusCode, body: half.json() }).toEqual({ status: 404, body: { error: true, code: 'file_not_found' } });
  });

  it('hands the bytes to nginx with X-Accel-Redirect when MEDIA_ACCEL_REDIRECT is set', async () => {
    const accel = await startTestApp({ videos: 10, env: { MEDIA_DIR: mediaRoot, MEDIA_ACCEL_REDIRECT: '/internal-media/' } });
    try {
      const [row] = await accel.database.query<{ video_id: number; path: string }>(
        `SELECT f.video_id, f.path FROM video_files f JOIN videos v USING (video_id) WHERE v.status_id = 1 AND f.format = '_sd.mp4' ORDER BY 1 LIMIT 1`,
      );
      const url = signVideoUrl(accel.ctx.mediaSecret, row.video_id, '_sd.mp4', Math.floor(Date.now() / 1000) + 3600);
      const res = await accel.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-accel-redirect']).toBe(`/internal-media/${row.path}`);
      expect(res.body).toBe('');
    } finally {
      await accel.close();
    }
  });
});

describe('HLS through signed addresses', () => {
  it('rewrites the playlist so every segment is a signed address, and serves the segments', async () => {
    const id = await aVideo('status_id = 1 AND NOT is_private AND duration_sec > 1800');
    const { url } = await fileOf(id);
    const res = await as(null, `${url}?f=video.m3u8`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('mpegurl');
    expect(res.body).toContain(`#EXT-X-MAP:URI="${url}/hls/init.mp4"`);
    expect(res.body).toContain(`\n${url}/hls/segment-0000.m4s\n`);
    expect(res.body).not.toContain('/media/');
    const segment = await as(null, `${url}/hls/segment-0000.m4s`, { range: 'bytes=0-9' });
    expect(segment.statusCode).toBe(206);
    expect((await as(null, `${url}/hls/init.mp4`)).statusCode).toBe(200);
  });

  it('refuses segment names the transcoder never writes, and a forged signature', async () => {
    const id = await aVideo('status_id = 1 AND NOT is_private AND duration_sec > 1800');
    const { url } = await fileOf(id);
    for (const name of ['video.m3u8', '..%2F..%2Fmedia.json', '%2e%2e', 'segment-1.m4s.partial', 'segment-0000.M4S']) {
      expect({ name, status: (await as(null, `${url}/hls/${name}`)).statusCode }).toEqual({ name, status: 404 });
    }
    const forged = url.replace(/\/get_file\/(\d+)\/./, (m, e: string) => `/get_file/${e}/${m.endsWith('A') ? 'B' : 'A'}`);
    expect((await as(null, `${forged}/hls/segment-0000.m4s`)).statusCode).toBe(403);
  });
});

describe('timeline files follow the video access rule', () => {
  const vttOf = (id: number, count: number, interval: number) =>
    timelinesPath({ video_id: id, timelines_count: count, timelines_interval: interval });

  it('answers a members-only video to members only, uncached', async () => {
    const [v] = await sql<{ video_id: number; timelines_count: number; timelines_interval: number }>(
      'SELECT video_id, timelines_count, timelines_interval FROM videos WHERE status_id = 1 AND is_private AND timelines_count > 0 ORDER BY video_id LIMIT 1',
    );
    const path = vttOf(v.video_id, v.timelines_count, v.timelines_interval);
    const visitor = await as(null, path);
    expect({ status: visitor.statusCode, body: visitor.json() }).toEqual({ status: 401, body: { error: true, code: 'need_login' } });
    const member = await as(stranger, path);
    expect(member.statusCode).toBe(200);
    expect(member.headers['cache-control']).toBe('private, no-store');
  });

  it('answers an unpublished upload to its owner only, and nothing of a deleted video', async () => {
    const path = vttOf(UNPUBLISHED, 20, 10);
    expect((await as(null, path)).statusCode).toBe(404);
    expect((await as(stranger, path)).statusCode).toBe(404);
    const mine = await as(owner, path);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    const [d] = await sql<{ video_id: number; timelines_count: number; timelines_interval: number }>(
      'SELECT video_id, timelines_count, timelines_interval FROM videos WHERE status_id = 5 ORDER BY video_id LIMIT 1',
    );
    expect((await as(owner, vttOf(d.video_id, d.timelines_count, d.timelines_interval))).statusCode).toBe(404);
  });
});
