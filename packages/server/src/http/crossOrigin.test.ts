// `Access-Control-Allow-Origin: *` on exactly what a sandboxed embed needs: every entry of the
// endpoint table is asked as a page on another origin would ask it, and only the entries flagged
// `crossOrigin` answer with the header; the embed's files and public pictures have it; an answer
// that is one member's, a state-changing call and a preflight never do.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { type VideoFile } from '@reel/api';
import { ENDPOINTS, relatedPath, timelinesPath, videofilePath, videoPath, type Endpoint } from '@reel/api/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signVideoUrl } from '../media/signing.js';
import { startTestApp, type TestApp } from '../testing/app.js';
import { createMember, signIn } from '../testing/members.js';
import { ALLOW_ORIGIN_HEADER } from './crossOrigin.js';

let t: TestApp;
let work: string;
let mediaRoot: string;
let video: { video_id: number; thumb: string };
let privateVideo: { video_id: number; timelines_count: number; timelines_interval: number };
let member: string;

/** What a sandboxed frame sends: an opaque origin, and no cookie. */
const FROM_SANDBOX = { origin: 'null', 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors' };

const put = (rel: string, body: string) => {
  mkdirSync(dirname(join(mediaRoot, rel)), { recursive: true });
  writeFileSync(join(mediaRoot, rel), body);
};

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'reel-cors-'));
  mediaRoot = join(work, 'media');
  const embed = join(work, 'embed');
  mkdirSync(join(embed, 'assets'), { recursive: true });
  writeFileSync(
    join(embed, 'index.html'),
    '<!doctype html><title>Reel</title><script type="module" src="/embed/assets/index-1.js"></script>',
  );
  writeFileSync(join(embed, 'assets', 'index-1.js'), 'export {};');
  writeFileSync(join(embed, 'assets', 'index-1.css'), 'body{}');
  mkdirSync(mediaRoot);
  t = await startTestApp({ videos: 40, env: { MEDIA_DIR: mediaRoot, EMBED_DIST: embed } });
  const sql = t.database.query.bind(t.database);
  for (const r of await sql<{ path: string }>('SELECT DISTINCT path FROM video_files')) put(r.path, 'mp4 bytes');
  [video] = await sql<{ video_id: number; thumb: string }>(
    `SELECT video_id, media->>'thumb' AS thumb FROM videos WHERE status_id = 1 AND NOT is_private AND timelines_count > 0 ORDER BY video_id LIMIT 1`,
  );
  put(video.thumb, 'jpeg bytes');
  [privateVideo] = await sql(
    'SELECT video_id, timelines_count, timelines_interval FROM videos WHERE status_id = 1 AND is_private AND timelines_count > 0 ORDER BY video_id LIMIT 1',
  );
  const m = await createMember(t.database);
  member = await signIn(t.app, m.username, m.password);
});

afterAll(async () => {
  await t?.close();
  rmSync(work, { recursive: true, force: true });
});

/** A concrete address for an entry: every `:name` segment filled (with nonsense: a refusal is an
 * answer too, and it must carry the same header as a success). */
const addressOf = (e: Endpoint) => e.route.replace(/:[a-z_0-9]+/gi, 'x');

async function ask(method: string, url: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: method as 'GET',
    url,
    headers: { ...headers, ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
    ...(method === 'POST' ? { payload: '' } : {}),
  });
}

describe('Access-Control-Allow-Origin', () => {
  it('is on exactly the endpoint entries flagged crossOrigin, whatever the answer', async () => {
    const got: string[] = [];
    const want: string[] = [];
    for (const e of ENDPOINTS) {
      // Without Origin, a POST reaches its handler (the CSRF guard lets a cookieless call through).
      const res = await ask(e.method, addressOf(e), e.method === 'GET' ? FROM_SANDBOX : {});
      got.push(`${e.method} ${e.route} ${res.headers[ALLOW_ORIGIN_HEADER] ?? '-'}`);
      want.push(`${e.method} ${e.route} ${e.crossOrigin ? '*' : '-'}`);
    }
    expect(got).toEqual(want);
    expect(want.filter((line) => line.endsWith('*')).length).toBeGreaterThanOrEqual(6);
  });

  it("is on the embed's real calls: the video, its related list, its files, a signed file and the timeline", async () => {
    const id = video.video_id;
    const files = await t.app.inject({ url: videofilePath(id), headers: FROM_SANDBOX });
    const list = files.json<VideoFile[]>();
    expect(list.length).toBeGreaterThan(0);
    const { timelines_count: count, timelines_interval: interval } = list[0];
    for (const url of [
      videoPath(id),
      relatedPath(id),
      videofilePath(id),
      list[0].video_url,
      timelinesPath({ video_id: id, timelines_count: count, timelines_interval: interval }),
    ]) {
      const res = await t.app.inject({ url, headers: FROM_SANDBOX });
      expect([url, res.statusCode, res.headers[ALLOW_ORIGIN_HEADER]]).toEqual([url, 200, '*']);
    }
  });

  it("is on the embed page's own files and on public pictures", async () => {
    for (const url of ['/embed/assets/index-1.js', '/embed/assets/index-1.css', `/media/${video.thumb}`]) {
      const res = await t.app.inject({ url, headers: FROM_SANDBOX });
      expect([url, res.statusCode, res.headers[ALLOW_ORIGIN_HEADER]]).toEqual([url, 200, '*']);
    }
  });

  it("is not on a members-only video's timeline asked with a session: that answer is one member's", async () => {
    const { video_id: id, timelines_count: count, timelines_interval: interval } = privateVideo;
    const url = timelinesPath({ video_id: id, timelines_count: count, timelines_interval: interval });
    const res = await t.app.inject({ url, headers: { cookie: member } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/\bprivate\b/);
    expect(res.headers[ALLOW_ORIGIN_HEADER]).toBeUndefined();
  });

  it('is not on a signed file of a video that is not public', async () => {
    const [row] = await t.database.query<{ video_id: number; format: string }>(
      `SELECT f.video_id, f.format FROM video_files f JOIN videos v USING (video_id) WHERE v.status_id = 1 AND v.is_private LIMIT 1`,
    );
    const url = signVideoUrl(t.ctx.mediaSecret, row.video_id, row.format, Math.floor(Date.now() / 1000) + 3600);
    const res = await t.app.inject({ url, headers: { cookie: member } });
    expect(res.statusCode).toBe(200);
    expect(res.headers[ALLOW_ORIGIN_HEADER]).toBeUndefined();
  });

  it('is never on a site page, a path that only looks like a listed one, or a state-changing call', async () => {
    for (const [method, url] of [
      ['GET', '/'],
      ['GET', '/media/../api/admin/me'],
      ['GET', '/api/admin/me'],
      ['POST', '/api/metrics'],
      ['POST', '/api/login.php'],
    ] as const) {
      const res = await ask(method, url, FROM_SANDBOX);
      expect([method, url, res.headers[ALLOW_ORIGIN_HEADER]]).toEqual([method, url, undefined]);
    }
  });

  it('answers no preflight permissively, for a listed call or any other', async () => {
    for (const url of [videofilePath(video.video_id), '/api/admin/me', '/api/login.php', '/api/metrics']) {
      const res = await t.app.inject({
        method: 'OPTIONS',
        url,
        headers: { ...FROM_SANDBOX, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect([url, res.headers[ALLOW_ORIGIN_HEADER], res.headers['access-control-allow-methods']]).toEqual([url, undefined, undefined]);
    }
  });
});
