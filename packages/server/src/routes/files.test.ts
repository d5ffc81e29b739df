import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, VideoFile } from '@reel/api';
import { startTestApp, type TestApp } from '../testing/app.js';

let t: TestApp;
let clock = Date.now();
beforeAll(async () => {
  t = await startTestApp({ videos: 60, now: () => clock });
});
afterAll(async () => {
  await t?.close();
});

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => t.database.query<T>(text, params);

async function aVideo(where: string): Promise<number> {
  const rows = await sql<{ video_id: number }>(`SELECT video_id FROM videos WHERE ${where} ORDER BY video_id LIMIT 1`);
  return rows[0].video_id;
}

describe('the file list', () => {
  it('lists signed renditions in quality order with the trailer last', async () => {
    const id = await aVideo(`status_id = 1 AND vr = '' AND timelines_count > 0`);
    const r = await t.json<VideoFile[]>(`/api/videofile.php?video_id=${id}&lifetime=864000`);
    expect(r.status).toBe(200);
    const formats = r.body.map((f) => f.format);
    expect(formats[formats.length - 1]).toBe('_tr.mp4');
    expect(formats).toContain('.mp4');
    for (const f of r.body) {
      expect(f.video_url).toMatch(new RegExp(`^/get_file/\\d+/[\\w-]{22}/${id}${f.format.replace('.', '\\.')}$`));
      expect(f.timelines_count).toBeGreaterThan(0);
      expect(f.timelines_url).toContain(`/${id}.${f.timelines_count}.${f.timelines_interval}.vtt`);
    }
    // A cached list never outlives its addresses: the lifetime is capped at half their validity.
    expect(r.headers.get('cache-control')).toBe(`public, max-age=${Math.floor(t.ctx.config.signedUrlTtlS / 2)}`);
  });

  it('answers text_redirect=yes with the signed address itself, never a public path', async () => {
    const id = await aVideo(`status_id = 1`);
    const [file] = (await t.json<VideoFile[]>(`/api/videofile.php?video_id=${id}`)).body;
    const text = await t.get(`${file.video_url}?text_redirect=yes`);
    expect(text.status).toBe(200);
    expect(await text.text()).toBe(file.video_url);
  });

  it('refuses a tampered or expired address', async () => {
    const id = await aVideo(`status_id = 1`);
    const [file] = (await t.json<VideoFile[]>(`/api/videofile.php?video_id=${id}`)).body;
    const parts = file.video_url.split('/');
    const forged = [...parts.slice(0, 3), parts[3].replace(/^./, (c) => (c === 'A' ? 'B' : 'A')), parts[4]].join('/');
    const bad = await t.json<ApiError>(forged);
    expect(bad.status).toBe(403);
    expect(bad.body.code).toBe('invalid_link');
    const otherVideo = file.video_url.replace(`/${id}${file.format}`, `/${id + 1}${file.format}`);
    expect((await t.json<ApiError>(otherVideo)).body.code).toBe('invalid_link');
    clock += (t.ctx.config.signedUrlTtlS + 7200) * 1000;
    try {
      const expired = await t.json<ApiError>(file.video_url);
      expect(expired.status).toBe(403);
      expect(expired.body.code).toBe('link_expired');
    } finally {
      clock = Date.now();
    }
  });

  it('answers an error object for a deleted or unknown video', async () => {
    const deleted = await aVideo('status_id = 5');
    const gone = await t.json<ApiError>(`/api/videofile.php?video_id=${deleted}`);
    expect(gone.status).toBe(410);
    expect(gone.body).toEqual({ error: true, code: 'video_deleted' });
    const missing = await t.json<ApiError>('/api/videofile.php?video_id=987654');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('video_not_found');
    const bad = await t.json<ApiError>('/api/videofile.php?video_id=1%27');
    expect(bad.status).toBe(400);
  });
});

describe('timeline files', () => {
  it('answers WebVTT cues with sprite tiles', async () => {
    const id = await aVideo(`status_id = 1 AND NOT is_private AND timelines_count > 0`);
    const [file] = (await t.json<VideoFile[]>(`/api/videofile.php?video_id=${id}`)).body;
    const res = await t.get(file.timelines_url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/vtt');
    expect(res.headers.get('cache-control')).toBe('public, max-age=2592000');
    const text = await res.text();
    expect(text.startsWith('WEBVTT')).toBe(true);
    const cues = text.match(/-->/g) ?? [];
    expect(cues).toHaveLength(file.timelines_count);
    expect(text).toMatch(/\/media\/.+\.jpg#xywh=\d+,\d+,\d+,\d+/);
  });

  it('refuses an address whose count or interval is stale', async () => {
    const id = await aVideo(`status_id = 1 AND timelines_count > 0`);
    const path = `/api/timelines/timelines/${Math.floor(id / 1e6)}/${Math.floor(id / 1e3)}/${id}.1.1.vtt`;
    const r = await t.json<ApiError>(path);
    expect(r.status).toBe(404);
    expect(r.body.code).toBe('timelines_not_found');
  });
});
