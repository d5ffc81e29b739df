// The generate_series path (the one `--videos 1000000 --no-media` takes), at 20,000 videos: valid
// rows, links and files, indexes and foreign keys back in place, and the same per-id output for a
// seed whatever the catalogue size.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VideoStatus } from '@reel/api';
import { engineName, openTestDatabase, type TestDatabase } from '../testing/database.js';
import { seedCatalogue } from './catalogue.js';
import { syntheticMedia } from './syntheticMedia.js';

const VIDEOS = 20_000;
const NOW = Date.parse('2026-03-15T12:00:00Z');
const media = syntheticMedia();
let database: TestDatabase;
let schemaBefore: string[];
const stages: string[] = [];

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => database.query<T>(text, params);
const count = async (text: string, params: unknown[] = []) => (await sql<{ n: number }>(`SELECT (${text})::int AS n`, params))[0].n;
const schemaObjects = async () =>
  (
    await sql<{ name: string }>(
      `SELECT indexname AS name FROM pg_indexes WHERE schemaname = current_schema()
       UNION ALL SELECT conname FROM pg_constraint WHERE contype = 'f' ORDER BY 1`,
    )
  ).map((r) => r.name);

beforeAll(async () => {
  database = await openTestDatabase();
  schemaBefore = await schemaObjects();
  const result = await seedCatalogue(database, {
    videos: VIDEOS,
    media,
    seed: 3,
    now: NOW,
    bulk: true,
    bulkChunk: 7000,
    onProgress: (stage) => stages.push(stage),
  });
  expect(result.videos).toBe(VIDEOS);
});
afterAll(async () => {
  await database?.dispose();
});

describe(`bulk catalogue of ${VIDEOS} videos (${engineName()})`, () => {
  it('makes every video with a unique dir, one deleted, and media facts from its media', async () => {
    expect(await count('SELECT count(*) FROM videos')).toBe(VIDEOS);
    expect(await count('SELECT count(DISTINCT dir) FROM videos')).toBe(VIDEOS);
    expect(await count('SELECT count(*) FROM videos WHERE status_id = $1', [VideoStatus.Deleted])).toBe(1);
    expect(await count(`SELECT count(*) FROM videos WHERE dir !~ '^[a-z0-9]+(-[a-z0-9]+)*-[0-9a-f]{6}$'`)).toBe(0);
    for (const m of media) {
      const facts = await sql<{ n: number }>(
        `SELECT count(*)::int AS n FROM videos WHERE media_key = $1
           AND (duration_sec <> $2 OR vr <> $3 OR file_formats <> $4 OR timelines_count <> $5 OR media->>'scr' <> $6 OR media->'hls' <> $7::jsonb)`,
        [m.media_key, m.duration_sec, m.vr, m.files.map((f) => f.format).join(','), m.timelines_count, m.scr, JSON.stringify(m.hls)],
      );
      expect(facts[0].n).toBe(0);
    }
    expect(await count(`SELECT count(*) FROM videos WHERE title = '' OR description = '' OR description LIKE '%{%'`)).toBe(0);
  });

  it('spreads genders, sources, dates and counters plausibly', async () => {
    const pct = (where: string) => count(`SELECT round(100.0 * count(*) FILTER (WHERE ${where}) / count(*)) FROM videos`);
    expect(await pct(`gender = 'str'`)).toBeGreaterThan(75);
    expect(await pct(`gender = 'gay'`)).toBeGreaterThan(5);
    expect(await pct(`channel_id IS NOT NULL`)).toBeGreaterThan(65);
    expect(await pct(`channel_id IS NOT NULL`)).toBeLessThan(75);
    expect(await count('SELECT count(*) FROM videos WHERE (channel_id IS NULL) = (user_id IS NULL)')).toBe(0);
    expect(await count('SELECT count(*) FROM videos v JOIN channels c USING (channel_id) WHERE v.content_source_name <> c.title')).toBe(0);
    expect(
      await count(`SELECT count(*) FROM videos WHERE post_date > $1::timestamptz OR post_date < $1::timestamptz - interval '731 days'`, [
        new Date(NOW).toISOString(),
      ]),
    ).toBe(0);
    expect(await count(`SELECT count(*) FROM videos WHERE likes > viewed OR dislikes > likes OR rating <= 0 OR rating >= 1`)).toBe(0);
    expect(await pct(`ex_tube <> ''`)).toBeGreaterThan(5);
    expect(await count(`SELECT count(*) FROM videos WHERE (ex_tube = '') <> (ex_id = '')`)).toBe(0);
  });

  it('links every video to 1–4 categories, 1–3 models and its media files', async () => {
    const range = (table: string) =>
      sql<{ lo: number; hi: number; videos: number }>(
        `SELECT min(n)::int AS lo, max(n)::int AS hi, count(*)::int AS videos FROM (SELECT count(*) AS n FROM ${table} GROUP BY video_id) s`,
      );
    expect((await range('video_categories'))[0]).toEqual({ lo: 1, hi: 4, videos: VIDEOS });
    expect((await range('video_models'))[0]).toEqual({ lo: 1, hi: 3, videos: VIDEOS });
    const files = media.reduce((n, m, i) => n + m.files.length * Math.ceil((VIDEOS - i) / media.length), 0);
    expect(await count('SELECT count(*) FROM video_files')).toBe(files);
    expect(
      await count('SELECT count(*) FROM video_categories l LEFT JOIN categories c USING (category_id) WHERE c.category_id IS NULL'),
    ).toBe(0);
    expect(await count('SELECT count(*) FROM video_models l LEFT JOIN models m USING (model_id) WHERE m.model_id IS NULL')).toBe(0);
  });

  it('puts back every index and foreign key it dropped for the load, and reports progress', async () => {
    expect(await schemaObjects()).toEqual(schemaBefore);
    expect(await count(`SELECT count(*) FROM settings WHERE key = 'seed_pending_ddl'`)).toBe(0);
    expect(stages.filter((s) => s === 'videos').length).toBeGreaterThanOrEqual(4);
    expect(stages).toContain('indexes');
  });

  it('keeps counters equal to the rows', async () => {
    const live = 'JOIN videos v ON v.video_id = l.video_id AND v.status_id = 1';
    expect(
      await count(
        `SELECT count(*) FROM categories c WHERE total_videos <> (SELECT count(*) FROM video_categories l ${live} WHERE l.category_id = c.category_id)`,
      ),
    ).toBe(0);
    expect(
      await count(
        `SELECT count(*) FROM models m WHERE total_videos <> (SELECT count(*) FROM video_models l ${live} WHERE l.model_id = m.model_id)`,
      ),
    ).toBe(0);
    expect(
      await count(
        `SELECT count(*) FROM videos v WHERE comments_count <> (SELECT count(*) FROM comments c WHERE c.section = 'video' AND c.object_id = v.video_id)`,
      ),
    ).toBe(0);
    expect(await count(`SELECT sum(total_videos) FROM channels`)).toBe(
      await count(`SELECT count(*) FROM videos WHERE channel_id IS NOT NULL AND status_id = 1`),
    );
    expect(await count(`SELECT count(*) FROM search_keywords WHERE total_videos > 0`)).toBeGreaterThan(100);
  });

  it('gives each id the same video whatever the catalogue size, and another one for another seed', async () => {
    const first = await sql<{ title: string; dir: string }>('SELECT title, dir FROM videos WHERE video_id <= 300 ORDER BY video_id');
    await seedCatalogue(database, { videos: 300, media, seed: 3, now: NOW, bulk: true, force: true });
    expect(await sql('SELECT title, dir FROM videos ORDER BY video_id')).toEqual(first);
    await seedCatalogue(database, { videos: 300, media, seed: 4, now: NOW, bulk: true, force: true });
    const other = await sql<{ title: string }>('SELECT title FROM videos ORDER BY video_id');
    expect(other.filter((v, i) => v.title === first[i].title).length).toBeLessThan(30);
  });
});
