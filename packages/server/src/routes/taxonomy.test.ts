import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, Channel, Model } from '@reel/api';
import type { CategoryList, ChannelList, DownloadInfo, MainAnswer, ModelList, SuggestionGroups } from '@reel/api/endpoints';
import { startTestApp, type TestApp } from '../testing/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ videos: 120 });
});
afterAll(async () => {
  await t?.close();
});

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => t.database.query<T>(text, params);

describe('categories', () => {
  it('answers the top list (toptn) and the whole list, sorted by title', async () => {
    const top = await t.json<CategoryList>('/api/json/categories/14400/str.toptn.en.json');
    const all = await t.json<CategoryList>('/api/json/categories/14400/str.all.en.json');
    expect(top.status).toBe(200);
    expect(top.body.categories.every((c) => c.toptn === 1)).toBe(true);
    expect(all.body.categories.length).toBeGreaterThan(top.body.categories.length);
    const titles = all.body.categories.map((c) => c.title);
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(all.body.categories.every((c) => c.total_videos >= 0 && typeof c.avg_videos_popularity === 'number')).toBe(true);
  });

  it('refuses an unknown section or language', async () => {
    expect((await t.json<ApiError>('/api/json/categories/14400/str.hot.en.json')).body.code).toBe('invalid_section');
    expect((await t.json<ApiError>('/api/json/categories/14400/str.toptn.de.json')).body.code).toBe('invalid_lang');
  });
});

describe('channels and models', () => {
  it('sorts channels alphabetically either way and by video count', async () => {
    const az = await t.json<ChannelList>('/api/json/channels/14400/str/alphabetaz-toptn/60/all..1.json');
    const za = await t.json<ChannelList>('/api/json/channels/14400/str/alphabetza-toptn/60/all..1.json');
    const titles = az.body.channels.map((c) => c.title);
    expect(titles.length).toBeGreaterThan(3);
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(za.body.channels.map((c) => c.title)).toEqual([...titles].reverse());
    const byCount = await t.json<ChannelList>('/api/json/channels/14400/str/count-videos-toptn/60/all..1.json');
    const counts = byCount.body.channels.map((c) => c.statistics.videos ?? 0);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('answers one channel by dir and refuses a wrong letter bucket', async () => {
    const [c] = await sql<{ dir: string; title: string }>('SELECT dir, title FROM channels ORDER BY channel_id LIMIT 1');
    const r = await t.json<{ channel: Channel }>(`/api/json/channel/14400/${c.dir[0]}/${c.dir}.json`);
    expect(r.body.channel.title).toBe(c.title);
    // Pictures are addressed once under the media base, never `/media/media/`.
    expect(r.body.channel.logo).toMatch(/^\/media\/[a-z0-9-]+\/.+\.jpg$/);
    const wrong = await t.json<ApiError>(`/api/json/channel/14400/${c.dir[0] === 'z' ? 'a' : 'z'}/${c.dir}.json`);
    expect(wrong.status).toBe(400);
    expect((await t.json<ApiError>('/api/json/channel/14400/n/no-such-channel.json')).status).toBe(404);
  });

  it('filters models by the ten-dot filter string', async () => {
    const none = await t.json<ModelList>('/api/json/models/3600/str/filt........../most-popular-toptn/60/1.json');
    expect(none.status).toBe(200);
    expect(none.body.models.every((m) => m.gender === 2)).toBe(true);
    const blonde = await t.json<ModelList>('/api/json/models/3600/str/filt..5......../most-popular-toptn/60/1.json');
    expect(blonde.body.models.every((m) => m.info.hair === 5)).toBe(true);
    const [{ n }] = await sql<{ n: number }>('SELECT count(*)::int AS n FROM models WHERE gender = 2 AND hair = 5');
    expect(blonde.body.total_count).toBe(n);
    const young = await t.json<ModelList>('/api/json/models/3600/str/filt.1........./alphabetaz-toptn/60/1.json');
    expect(young.body.models.every((m) => m.info.age !== null && m.info.age >= 18 && m.info.age <= 21)).toBe(true);
    const letter = await t.json<ModelList>('/api/json/models/3600/str/filt..........a/alphabetaz-toptn/60/1.json');
    expect(letter.body.models.every((m) => m.title.toLowerCase().startsWith('a'))).toBe(true);
    const bad = await t.json<ApiError>('/api/json/models/3600/str/filt..9......../most-popular-toptn/60/1.json');
    expect(bad.body.code).toBe('invalid_filter');
    const short = await t.json<ApiError>('/api/json/models/3600/str/filt.../most-popular-toptn/60/1.json');
    expect(short.body.code).toBe('invalid_filter');
  });

  it('answers one model with every info field', async () => {
    const [m] = await sql<{ dir: string }>('SELECT dir FROM models ORDER BY model_id LIMIT 1');
    const r = await t.json<{ model: Model }>(`/api/json/model/3600/${m.dir.slice(0, 2)}/${m.dir}.json`);
    expect(r.status).toBe(200);
    const info = r.body.model.info;
    for (const key of [
      'alias',
      'age',
      'birth_date',
      'race',
      'career',
      'zodiac',
      'hair',
      'eye',
      'tattoo',
      'piercing',
      'size_tits',
      'measurements',
      'height',
      'weight',
      'added_date',
    ]) {
      expect(info, key).toHaveProperty(key);
    }
    expect(info.career).toHaveProperty('debut_age');
  });
});

describe('download record, suggestions, main', () => {
  it('answers the download record of a channel as the first item of an array', async () => {
    const [c] = await sql<{ dir: string; url: string }>('SELECT dir, url FROM channels ORDER BY channel_id LIMIT 1');
    const r = await t.json<DownloadInfo[]>(`/api/json/download/86400/${c.dir}.json`);
    expect(Array.isArray(r.body)).toBe(true);
    expect(r.body[0].url).toBe(c.url);
    expect(r.body[0].description.length).toBeGreaterThan(1);
  });

  it('suggests typed text in four groups with video counts', async () => {
    const [cat] = await sql<{ title: string }>('SELECT title FROM categories WHERE total_videos > 0 ORDER BY category_id LIMIT 1');
    const text = cat.title.slice(0, 4);
    const r = await t.json<SuggestionGroups>(`/api/suggester.php?c=${encodeURIComponent(text)}`);
    expect(Object.keys(r.body).sort()).toEqual(['categories', 'channels', 'keywords', 'models']);
    expect(r.body.categories.some((c) => c.title === cat.title)).toBe(true);
    for (const group of Object.values(r.body)) {
      for (const s of group) {
        expect(s.title.toLowerCase()).toContain(text.toLowerCase());
        expect(s.total_videos).toBeGreaterThan(0);
      }
    }
    const wild = await t.json<SuggestionGroups>('/api/suggester.php?c=%25');
    expect(Object.values(wild.body).flat()).toHaveLength(0);
  });

  it('answers the suggestion list and the top-search lists', async () => {
    const list = await t.json<SuggestionGroups>('/api/json/suggester/43200/1000.json');
    expect(list.body.categories.length).toBeGreaterThan(0);
    const stats = await t.json<SuggestionGroups>('/api/json/stats/43200/top.json');
    expect(stats.body.keywords.length).toBeGreaterThan(0);
    expect(stats.body.keywords.length).toBeLessThanOrEqual(12);
  });

  it('answers the main page blocks', async () => {
    const r = await t.json<MainAnswer>('/api/json/main/14400/str.en.json');
    expect(r.body.videos.length).toBeGreaterThan(0);
    expect(r.body.categories.every((c) => c.toptn === 1)).toBe(true);
    expect(r.body.models.length).toBeGreaterThan(0);
  });
});

describe('statistics input and health', () => {
  it('counts a view on the video, in the day and in the event log', async () => {
    const [v] = await sql<{ video_id: number; viewed: number }>(
      'SELECT video_id, viewed FROM videos WHERE status_id = 1 ORDER BY video_id LIMIT 1',
    );
    const res = await fetch(`${t.base}/api/input.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ act: 'view', section: 'video', object_id: String(v.video_id), nogeo: '1' }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    const [after] = await sql<{ viewed: number }>('SELECT viewed FROM videos WHERE video_id = $1', [v.video_id]);
    expect(after.viewed).toBe(v.viewed + 1);
    const [ev] = await sql<{ nogeo: boolean }>(
      `SELECT nogeo FROM stat_events WHERE object_id = $1 AND section = 'video' ORDER BY event_id DESC LIMIT 1`,
      [v.video_id],
    );
    expect(ev.nogeo).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    const daily = await sql<{ views: number }>('SELECT views FROM video_views_daily WHERE video_id = $1 AND day = $2::date', [
      v.video_id,
      today,
    ]);
    expect(daily[0].views).toBeGreaterThanOrEqual(1);
  });

  it('asks a visitor to log in for a vote, and refuses bad input with a code', async () => {
    const post = (fields: Record<string, string>) =>
      fetch(`${t.base}/api/input.php`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields),
      });
    const vote = await post({ act: 'vote', section: 'video', object_id: '1', vote: '1' });
    expect(vote.status).toBe(401);
    expect(await vote.json()).toEqual({ error: true, code: 'need_login' });
    const bad = await post({ act: 'view', section: 'planet', object_id: '1' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).code).toBe('invalid_section');
    const missing = await post({ act: 'view', section: 'video', object_id: '99999999' });
    expect(missing.status).toBe(404);
  });

  it('answers /healthz', async () => {
    const r = await t.json<{ ok: boolean }>('/healthz');
    expect(r.status).toBe(200);
    expect(r.body.ok).toBe(true);
  });
});
