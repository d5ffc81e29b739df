import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, Video } from '@reel/api';
import type { VideoList } from '@reel/api/endpoints';
import { engineName } from '../testing/database.js';
import { startTestApp, type TestApp } from '../testing/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const list = (path: string) => t.json<VideoList>(path);
const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => t.database.query<T>(text, params);

function nonIncreasing(values: number[]): boolean {
  return values.every((v, i) => i === 0 || values[i - 1] >= v);
}

describe(`videos2 lists (${engineName()})`, () => {
  it('answers the default list with the total of active straight videos', async () => {
    const { status, body, headers } = await list('/api/json/videos2/86400/str/latest-updates/60/all..1.all...json');
    expect(status).toBe(200);
    const [{ n }] = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM videos WHERE gender = 'str' AND status_id = 1`);
    expect(body.total_count).toBe(n);
    expect(body.videos).toHaveLength(Math.min(60, n));
    expect(headers.get('cache-control')).toBe('public, max-age=86400');
    const dates = body.videos.map((v) => Date.parse(v.post_date.replace(' ', 'T') + 'Z'));
    expect(nonIncreasing(dates)).toBe(true);
    const v = body.videos[0];
    expect(v.url).toBe(`/video/${v.video_id}/${v.dir}/`);
    expect(v.duration).toMatch(/^(\d\d:)?\d\d:\d\d$/);
    expect(v.statistics.viewed).toBe(v.video_viewed);
  });

  it('orders every sort by its key', async () => {
    const key: Record<string, (v: Video) => number> = {
      longest: (v) => v.duration_sec,
      'most-viewed': (v) => v.statistics.viewed,
      'most-commented': (v) => v.statistics.comments,
      'top-rated': (v) => v.rating,
    };
    for (const [sort, pick] of Object.entries(key)) {
      const { body } = await list(`/api/json/videos2/86400/str/${sort}/30/all..1.all...json`);
      expect(body.videos.length, sort).toBeGreaterThan(5);
      expect(nonIncreasing(body.videos.map(pick)), sort).toBe(true);
    }
    const { body } = await list('/api/json/videos2/86400/str/most-popular/10/all..1.all...json');
    const expected = await sql<{ video_id: number }>(
      `SELECT video_id FROM videos WHERE gender = 'str' AND status_id = 1 ORDER BY popularity DESC, video_id DESC LIMIT 10`,
    );
    expect(body.videos.map((v) => v.video_id)).toEqual(expected.map((r) => r.video_id));
  });

  it('orders most-viewed-day and most-viewed-week by the views of the period', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const week = await list('/api/json/videos2/86400/str/most-viewed-week/20/all..1.all...json');
    const expected = await sql<{ video_id: number }>(
      `SELECT d.video_id FROM video_views_daily d JOIN videos v USING (video_id)
       WHERE d.day >= $1::date - 6 AND v.gender = 'str' AND v.status_id = 1
       GROUP BY d.video_id ORDER BY sum(d.views) DESC, d.video_id DESC LIMIT 20`,
      [today],
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(week.body.videos.map((v) => v.video_id)).toEqual(expected.map((r) => r.video_id));
    const day = await list('/api/json/videos2/86400/str/most-viewed-day/20/all..1.all...json');
    expect(day.status).toBe(200);
    expect(day.body.total_count).toBeLessThanOrEqual(week.body.total_count);
  });

  it('pages without overlap', async () => {
    const a = await list('/api/json/videos2/86400/str/latest-updates/10/all..1.all...json');
    const b = await list('/api/json/videos2/86400/str/latest-updates/10/all..2.all...json');
    const ids = new Set(a.body.videos.map((v) => v.video_id));
    expect(b.body.videos.some((v) => ids.has(v.video_id))).toBe(false);
  });

  it('filters by section: category, channel, model, user', async () => {
    const [cat] = await sql<{ dir: string; title: string }>(`SELECT dir, title FROM categories ORDER BY total_videos DESC LIMIT 1`);
    const c = await list(`/api/json/videos2/86400/str/latest-updates/60/category.${cat.dir}.1.all...json`);
    expect(c.body.videos.length).toBeGreaterThan(0);
    expect(c.body.videos.every((v) => v.categories.some((x) => x.dir === cat.dir))).toBe(true);

    const [ch] = await sql<{ channel_id: number; dir: string }>(
      `SELECT channel_id, dir FROM channels WHERE total_videos > 0 AND gender = 'str' LIMIT 1`,
    );
    const byDir = await list(`/api/json/videos2/86400/str/latest-updates/60/channel.${ch.dir}.1.all...json`);
    const byId = await list(`/api/json/videos2/86400/str/latest-updates/60/channel.${ch.channel_id}.1.all...json`);
    expect(byDir.body.videos.length).toBeGreaterThan(0);
    expect(byDir.body.videos.every((v) => v.channel !== 'UsersUpload' && v.channel.dir === ch.dir)).toBe(true);
    expect(byId.body.total_count).toBe(byDir.body.total_count);

    const [m] = await sql<{ dir: string }>(`SELECT dir FROM models ORDER BY total_videos DESC LIMIT 1`);
    const mm = await list(`/api/json/videos2/86400/str/latest-updates/60/model.${m.dir}.1.all...json`);
    expect(mm.body.videos.every((v) => v.models.some((x) => x.dir === m.dir))).toBe(true);

    const [u] = await sql<{ user_id: number }>(`SELECT user_id FROM videos WHERE user_id IS NOT NULL AND status_id = 1 LIMIT 1`);
    const uu = await list(`/api/json/videos2/0/str/latest-updates/60/user.${u.user_id}.1.all...jsond`);
    expect(uu.body.videos.length).toBeGreaterThan(0);
    expect(uu.body.videos.every((v) => v.user?.user_id === u.user_id && v.channel === 'UsersUpload')).toBe(true);
  });

  it('filters by duration bucket, date period, type and gender', async () => {
    const short = await list('/api/json/videos2/86400/str/latest-updates/60/all..1.all.1..json');
    expect(short.body.videos.every((v) => v.duration_sec < 600)).toBe(true);
    const mid = await list('/api/json/videos2/86400/str/latest-updates/60/all..1.all.2..json');
    expect(mid.body.videos.every((v) => v.duration_sec >= 600 && v.duration_sec <= 2400)).toBe(true);
    const long = await list('/api/json/videos2/86400/str/latest-updates/60/all..1.all.3..json');
    expect(long.body.videos.length).toBeGreaterThan(0);
    expect(long.body.videos.every((v) => v.duration_sec > 2400)).toBe(true);
    const all = await list('/api/json/videos2/86400/str/latest-updates/60/all..1.all.all.all.json');
    const none = await list('/api/json/videos2/86400/str/latest-updates/60/all..1.all...json');
    expect(all.body.total_count).toBe(none.body.total_count);
    const month = await list('/api/json/videos2/86400/str/latest-updates/60/all..1.all..month.json');
    const cutoff = Date.now() - 30 * 86400_000;
    expect(month.body.videos.every((v) => Date.parse(v.post_date.replace(' ', 'T') + 'Z') >= cutoff)).toBe(true);
    expect(month.body.total_count).toBeLessThan(none.body.total_count);
    const vr = await list('/api/json/videos2/86400/str/latest-updates/60/all..1.vr...json');
    expect(vr.body.videos.length).toBeGreaterThan(0);
    expect(vr.body.videos.every((v) => v.vr !== '')).toBe(true);
    const gay = await list('/api/json/videos2/86400/gay/latest-updates/60/all..1.all...json');
    const [{ n }] = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM videos WHERE gender = 'gay' AND status_id = 1`);
    expect(gay.body.total_count).toBe(n);
  });

  it('leaves a deleted video out of lists but answers it by id with status 5', async () => {
    const [del] = await sql<{ video_id: number }>(`SELECT video_id FROM videos WHERE status_id = 5`);
    // Page by page: a page holds at most the catalogue's 60.
    const first = await list('/api/json/videos2/86400/str/latest-updates/60/all..1.all...json');
    for (let page = 1; page <= Math.ceil(first.body.total_count / 60); page++) {
      const one = await list(`/api/json/videos2/86400/str/latest-updates/60/all..${page}.all...json`);
      expect(one.body.videos.some((v) => v.video_id === del.video_id)).toBe(false);
    }
    const id = del.video_id;
    const one = await t.json<{ video: Video }>(`/api/json/video/86400/${Math.floor(id / 1e6)}/${Math.floor(id / 1e3)}/${id}.json`);
    expect(one.body.video.status_id).toBe(5);
  });
});

describe('lifetime and cache', () => {
  it('serves lifetime 0 as .jsond, never cached', async () => {
    const path = '/api/json/videos2/0/str/latest-updates/5/all..1.all...jsond';
    const a = await t.get(path);
    const b = await t.get(path);
    expect(a.headers.get('cache-control')).toBe('no-store');
    expect(b.headers.get('x-cache')).toBe('MISS');
  });

  it('serves a second request for a cached path from the cache', async () => {
    const path = '/api/json/videos2/3600/str/longest/5/all..1.all...json';
    await t.get(path);
    const b = await t.get(path);
    expect(b.headers.get('x-cache')).toBe('HIT');
    expect(b.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('refuses an extension that does not match the lifetime', async () => {
    for (const path of [
      '/api/json/videos2/0/str/latest-updates/5/all..1.all...json',
      '/api/json/videos2/60/str/latest-updates/5/all..1.all...jsond',
    ]) {
      const r = await t.json<ApiError>(path);
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ error: true, code: 'invalid_extension' });
    }
  });
});

describe('bad input gets a 4xx with a code, never a 500', () => {
  const cases: [string, number, string][] = [
    ['/api/json/videos2/86400/str/newest/60/all..1.all...json', 400, 'invalid_sort'],
    ['/api/json/videos2/86400/xyz/latest-updates/60/all..1.all...json', 400, 'invalid_gender'],
    ['/api/json/videos2/86400/str/latest-updates/0/all..1.all...json', 400, 'invalid_count'],
    ['/api/json/videos2/86400/str/latest-updates/5000/all..1.all...json', 400, 'invalid_count'],
    ['/api/json/videos2/86400/str/latest-updates/60/all..x.all...json', 400, 'invalid_page'],
    ['/api/json/videos2/86400/str/latest-updates/60/all..1.all.9..json', 400, 'invalid_duration'],
    ['/api/json/videos2/86400/str/latest-updates/60/all..1.all..year.json', 400, 'invalid_date'],
    ['/api/json/videos2/86400/str/latest-updates/60/all..1.json', 400, 'invalid_path'],
    ['/api/json/videos2/86400/str/latest-updates/60/category.no-such-cat.1.all...json', 404, 'category_not_found'],
    ['/api/json/videos2/86400/str/latest-updates/60/category..1.all...json', 400, 'object_id_required'],
    ["/api/json/videos2/86400/str/latest-updates/60/category.x';drop.1.all...json", 400, 'invalid_object_id'],
    ['/api/json/videos2/-1/str/latest-updates/60/all..1.all...json', 400, 'invalid_lifetime'],
    ['/api/json/video/86400/0/0/999999.json', 400, 'invalid_bucket'],
    ['/api/json/video/86400/0/999/999999.json', 404, 'video_not_found'],
    ['/api/json/video/86400/0/0/abc.json', 400, 'invalid_id'],
    ['/api/no/such/endpoint', 404, 'not_found'],
  ];
  it.each(cases)('%s → %i %s', async (path, status, code) => {
    const r = await t.json<ApiError>(path);
    expect(r.status).toBe(status);
    expect(r.body.error).toBe(true);
    expect(r.body.code).toBe(code);
  });
});

describe('search', () => {
  it('finds by words with relevance and records the keyword', async () => {
    const [v] = await sql<{ title: string }>(`SELECT title FROM videos WHERE status_id = 1 AND gender = 'str' ORDER BY video_id LIMIT 1`);
    const word = v.title.split(' ').find((w) => w.length >= 4) ?? v.title;
    const path = `/api/videos2.php?params=86400/str/relevance/60/search..1.all..&s=${encodeURIComponent(word)}`;
    const hits = async () =>
      Number((await sql<{ hits: number }>(`SELECT hits FROM search_keywords WHERE keyword = $1`, [word.toLowerCase()]))[0]?.hits ?? 0);
    const before = await hits();
    const r = await list(path);
    expect(r.status).toBe(200);
    expect(r.body.total_count).toBeGreaterThan(0);
    expect(r.body.videos.every((x) => (x.title + ' ' + x.description).toLowerCase().includes(word.toLowerCase().slice(0, 4)))).toBe(true);
    // Counted in the process, and added to the table by the next write.
    expect(await hits()).toBe(before);
    await t.ctx.searchTally.flush();
    expect(await hits()).toBe(before + 1);
  });

  it('finds near misses by trigram similarity', async () => {
    const [v] = await sql<{ title: string }>(`SELECT title FROM videos WHERE status_id = 1 AND gender = 'str' ORDER BY video_id LIMIT 1`);
    const word = v.title.split(' ').sort((a, b) => b.length - a.length)[0];
    const typo = word.slice(0, -1) + word.slice(-1) + word.slice(-1);
    const r = await list(`/api/videos2.php?params=86400/str/relevance/60/search..1.all..&s=${encodeURIComponent(typo + 'q')}`);
    expect(r.body.total_count).toBeGreaterThan(0);
    // The misspelt word is read as the title word it is nearest to.
    expect(r.body.videos.every((x) => (x.title + ' ' + x.description).toLowerCase().includes(word.toLowerCase()))).toBe(true);
  });

  it('refuses a query shorter than 3 or longer than 69 characters', async () => {
    for (const s of ['ab', 'x'.repeat(70)]) {
      const r = await t.json<ApiError>(`/api/videos2.php?params=86400/str/relevance/60/search..1.all..&s=${s}`);
      expect(r.status).toBe(400);
      expect(r.body.code).toBe('invalid_search');
    }
  });

  it('treats hostile text as text', async () => {
    const r = await list(
      `/api/videos2.php?params=86400/str/relevance/60/search..1.all..&s=${encodeURIComponent("'; DROP TABLE videos; --")}`,
    );
    expect(r.status).toBe(200);
    const [{ n }] = await sql<{ n: number }>('SELECT count(*)::int AS n FROM videos');
    expect(n).toBeGreaterThan(0);
  });
});

describe('related videos', () => {
  it('answers videos sharing models or categories, never the video itself', async () => {
    const [v] = await sql<{ video_id: number }>(
      `SELECT video_id FROM video_categories GROUP BY video_id HAVING count(*) >= 2 ORDER BY video_id LIMIT 1`,
    );
    const id = v.video_id;
    const r = await list(`/api/json/videos_related/432000/20/${Math.floor(id / 1e6)}/${Math.floor(id / 1e3)}/${id}.all.1.json`);
    expect(r.status).toBe(200);
    expect(r.body.videos.length).toBeGreaterThan(0);
    expect(r.body.videos.length).toBeLessThanOrEqual(20);
    expect(r.body.videos.some((x) => x.video_id === id)).toBe(false);
    const own = await sql<{ category_id: number }>('SELECT category_id FROM video_categories WHERE video_id = $1', [id]);
    const ownModels = await sql<{ model_id: number }>('SELECT model_id FROM video_models WHERE video_id = $1', [id]);
    for (const x of r.body.videos) {
      const shared = await sql<{ n: number }>(
        `SELECT (SELECT count(*) FROM video_categories WHERE video_id = $1 AND category_id = ANY($2::int[]))
              + (SELECT count(*) FROM video_models WHERE video_id = $1 AND model_id = ANY($3::int[])) AS n`,
        [x.video_id, own.map((o) => o.category_id), ownModels.map((o) => o.model_id)],
      );
      expect(Number(shared[0].n)).toBeGreaterThan(0);
    }
  });
});

describe('an upload waiting for its preview', () => {
  it('is not found by the single-video call or its file list until published', async () => {
    const [{ video_id: id }] = await sql<{ video_id: number }>(
      'SELECT video_id FROM videos WHERE status_id = 1 ORDER BY video_id DESC LIMIT 1',
    );
    const paths = [`/api/json/video/0/${Math.floor(id / 1e6)}/${Math.floor(id / 1e3)}/${id}.jsond`, `/api/videofile.php?video_id=${id}`];
    await sql('UPDATE videos SET status_id = 2 WHERE video_id = $1', [id]);
    try {
      for (const path of paths) expect([path, (await t.app.inject({ url: path })).statusCode]).toEqual([path, 404]);
    } finally {
      await sql('UPDATE videos SET status_id = 1 WHERE video_id = $1', [id]);
    }
    for (const path of paths) expect([path, (await t.app.inject({ url: path })).statusCode]).toEqual([path, 200]);
  });
});

describe('query strings that repeat a key', () => {
  it('refuses a repeated s or params with 400, not a 500', async () => {
    const a = await t.json<ApiError>('/api/videos2.php?params=86400/str/relevance/60/search..1.all..&s=abc&s=def');
    expect(a.status).toBe(400);
    expect(a.body.code).toBe('invalid_s');
    const b = await t.json<ApiError>('/api/videos2.php?params=86400/str/relevance/60/search..1.all..&params=x&s=abc');
    expect(b.status).toBe(400);
    const c = await t.json<ApiError>('/api/videofile.php?video_id=1&video_id=2');
    expect(c.status).toBe(400);
    const d = await t.json<ApiError>('/api/json/video/86400/0/0/007.json');
    expect(d.body.code).toBe('invalid_id');
  });
});

describe('counts past the cap', () => {
  it('answers a search of more than 1,000 matches with total_count 1,000, capped, most popular first', async () => {
    await sql(
      `INSERT INTO videos (dir, title, duration_sec, media_key, status_id, gender, popularity)
       SELECT 'zebrafinch-' || i, 'Zebrafinch ' || i, 300, 'k', 1, 'str', i FROM generate_series(1, 1001) AS i`,
    );
    const broad = await list('/api/videos2.php?params=0/str/relevance/20/search..1.all..&s=zebrafinch');
    expect(broad.body.total_count).toBe(1000);
    expect(broad.body.total_count_capped).toBe(true);
    expect(broad.body.videos.map((v) => v.title)).toEqual(Array.from({ length: 20 }, (_, i) => `Zebrafinch ${1001 - i}`));
    const narrow = await list('/api/videos2.php?params=0/str/relevance/20/search..1.all..&s=zebrafinch%20777');
    expect(narrow.body.total_count).toBe(1);
    expect(narrow.body).not.toHaveProperty('total_count_capped');
    // The unfiltered list's total comes from the counter rows, and they saw the insert.
    const all = await list('/api/json/videos2/0/str/latest-updates/60/all..1.all...jsond');
    const [{ n }] = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM videos WHERE gender = 'str' AND status_id = 1`);
    expect(all.body.total_count).toBe(n);
  });
});
