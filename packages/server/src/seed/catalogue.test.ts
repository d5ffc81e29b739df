// The demo catalogue on a real database: sizes, required rows, counters that agree with the rows,
// the social rules (one vote each, no self-subscription, one request per pair), idempotency.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_HIDDEN_CATEGORIES, HLS_THRESHOLD_S, SEO_CATEGORY_DIRS, VideoStatus } from '@reel/api';
import { verifyPassword } from '../auth/password.js';
import { engineName, openTestDatabase, type TestDatabase } from '../testing/database.js';
import { catalogueState, seedCatalogue, SEED_VERSION_KEY } from './catalogue.js';
import { syntheticMedia } from './syntheticMedia.js';

const NOW = Date.parse('2026-03-15T12:00:00Z');
const media = syntheticMedia();
let database: TestDatabase;
let firstTitles: { video_id: number; title: string; dir: string }[];

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => database.query<T>(text, params);
const count = async (text: string, params: unknown[] = []) => (await sql<{ n: number }>(`SELECT (${text})::int AS n`, params))[0].n;
const titles = () => sql<{ video_id: number; title: string; dir: string }>('SELECT video_id, title, dir FROM videos ORDER BY video_id');

beforeAll(async () => {
  database = await openTestDatabase();
  const result = await seedCatalogue(database, { media, seed: 1, now: NOW });
  expect(result.skipped).toBe(false);
  firstTitles = await titles();
});
afterAll(async () => {
  await database?.dispose();
});

describe(`demo catalogue (${engineName()})`, () => {
  it('has the requested sizes', async () => {
    expect(await count('SELECT count(*) FROM videos')).toBe(500);
    expect(await count('SELECT count(*) FROM categories')).toBe(40);
    expect(await count('SELECT count(*) FROM models')).toBe(60);
    expect(await count('SELECT count(*) FROM channels')).toBe(20);
    expect(await count('SELECT count(*) FROM members')).toBe(30);
    expect(await count('SELECT count(DISTINCT dir) FROM videos')).toBe(500);
    expect(await count('SELECT count(*) FROM comments')).toBeGreaterThan(1500);
    expect(await count('SELECT count(*) FROM comments')).toBeLessThan(2500);
    expect(await count('SELECT count(*) FROM search_keywords')).toBe(150);
  });

  it('deletes exactly one video, and gives every media videos (VR and long ones included)', async () => {
    expect(await count('SELECT count(*) FROM videos WHERE status_id = $1', [VideoStatus.Deleted])).toBe(1);
    const keys = await sql<{ media_key: string; n: number; vr: string }>(
      `SELECT media_key, vr, count(*)::int AS n FROM videos WHERE status_id = 1 GROUP BY media_key, vr`,
    );
    expect(keys.map((k) => k.media_key).sort()).toEqual(media.map((m) => m.media_key).sort());
    expect(keys.some((k) => k.vr !== '' && k.n > 0)).toBe(true);
    expect(await count('SELECT count(*) FROM videos WHERE duration_sec > $1', [HLS_THRESHOLD_S])).toBeGreaterThan(0);
  });

  it('stores the media facts on each video and one file row per media file', async () => {
    for (const m of media) {
      const [v] = await sql<{ video_id: number; file_formats: string; duration_sec: number; vr: string; media: Record<string, unknown> }>(
        'SELECT video_id, file_formats, duration_sec, vr, media FROM videos WHERE media_key = $1 LIMIT 1',
        [m.media_key],
      );
      expect(v.media).toEqual({
        thumbs: m.thumbs,
        thumb: m.thumb,
        scr: m.scr,
        scr1: m.scr1,
        img: m.img,
        preview: m.preview,
        hls: m.hls,
        timeline_sprites: m.timeline_sprites,
        timeline_tile: m.timeline_tile,
      });
      expect(v.file_formats).toBe(m.files.map((f) => f.format).join(','));
      expect([v.duration_sec, v.vr]).toEqual([m.duration_sec, m.vr]);
      const files = await sql<{ format: string; path: string }>('SELECT format, path FROM video_files WHERE video_id = $1', [v.video_id]);
      const byFormat = (a: { format: string }, b: { format: string }) => (a.format < b.format ? -1 : 1);
      expect(files.sort(byFormat)).toEqual(m.files.map((f) => ({ format: f.format, path: f.path })).sort(byFormat));
    }
  });

  it('has the SEO categories with their titles, and Hidden Cam and Voyeur', async () => {
    const cats = await sql<{ dir: string; title: string; seo_title: string; toptn: number; key: string }>(
      'SELECT dir, title, seo_title, toptn, key FROM categories',
    );
    for (const dir of SEO_CATEGORY_DIRS) expect(cats.find((c) => c.dir === dir)?.seo_title).toBeTruthy();
    for (const title of CLIENT_HIDDEN_CATEGORIES) expect(cats.some((c) => c.title === title)).toBe(true);
    expect(cats.filter((c) => c.toptn === 1)).toHaveLength(20);
    expect(cats.every((c) => c.key.length > 0)).toBe(true);
  });

  it('fills every model field, with a zodiac that matches the birth date', async () => {
    const rows = await sql<Record<string, unknown>>(`SELECT *, birth_date::text AS birth FROM models`);
    for (const r of rows) {
      for (const [k, v] of Object.entries(r)) expect(v === null || v === '', `${k} of ${r.dir}`).toBe(false);
      expect(r.zodiac).toMatch(/^(aries|taurus|gemini|cancer|leo|virgo|libra|scorpio|sagittarius|capricorn|aquarius|pisces)$/);
    }
    expect(rows.filter((r) => r.gender === 2).length).toBeGreaterThan(40);
  });

  it('gives channels an address, description lines and a screenshot logo', async () => {
    const rows = await sql<{ url: string; description: string; logo: string; title2: string }>(
      'SELECT url, description, logo, title2 FROM channels',
    );
    for (const r of rows) {
      expect(r.url).toMatch(/^https:\/\/example-studio-\d+\.example\/$/);
      expect(r.description.split('\n').length).toBeGreaterThanOrEqual(3);
      expect(r.description.split('\n').length).toBeLessThanOrEqual(5);
      // Stored under the media root; the API prefixes MEDIA_BASE_URL.
      expect(r.logo).toMatch(/^[a-z0-9-]+\/.+\.jpg$/);
      expect(r.title2).not.toBe('');
    }
  });

  it('makes adult, confirmed members, none of whom can be signed in to without an accounts file', async () => {
    const rows = await sql<{ username: string; password_hash: string; email_confirmed: boolean; role: string; age: number }>(
      `SELECT username, password_hash, email_confirmed, role, date_part('year', age($1::timestamptz, birth_date::timestamptz))::int AS age FROM members`,
      [new Date(NOW).toISOString()],
    );
    expect(new Set(rows.map((r) => r.username.toLowerCase())).size).toBe(30);
    expect(rows.every((r) => r.email_confirmed && r.age >= 18 && r.role === 'member')).toBe(true);
    // Each a locked hash of its own, in the stored form; the old shared demo password opens none.
    expect(new Set(rows.map((r) => r.password_hash)).size).toBe(30);
    expect(rows.every((r) => /^scrypt\$\d+\$\d+\$\d+\$[\w-]{22}\$[\w-]{43}$/.test(r.password_hash))).toBe(true);
    const opened = await Promise.all(rows.map((r) => verifyPassword('demo-password', r.password_hash)));
    expect(opened.filter(Boolean)).toEqual([]);
  });

  it('dates the affidavit of every member who accepted it, as the console shows it', async () => {
    const rows = await sql<{ verified: boolean; dated: boolean }>('SELECT verified, verified_at IS NOT NULL AS dated FROM members');
    expect(rows.some((r) => r.verified) && rows.some((r) => !r.verified)).toBe(true);
    expect(rows.filter((r) => r.verified !== r.dated)).toEqual([]);
  });

  it('splits videos between channels and uploads, naming the channel as content source', async () => {
    const channelShare = await count(`SELECT round(100.0 * count(*) FILTER (WHERE channel_id IS NOT NULL) / count(*)) FROM videos`);
    expect(channelShare).toBeGreaterThan(60);
    expect(channelShare).toBeLessThan(80);
    expect(await count('SELECT count(*) FROM videos WHERE (channel_id IS NULL) = (user_id IS NULL)')).toBe(0);
    expect(
      await count(
        'SELECT count(*) FROM videos v JOIN channels c USING (channel_id) WHERE v.content_source <> c.channel_id OR v.content_source_name <> c.title',
      ),
    ).toBe(0);
    expect(await count(`SELECT count(DISTINCT gender) FROM videos`)).toBe(3);
  });

  it('keeps the denormalised counters equal to the rows', async () => {
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
        `SELECT count(*) FROM channels c WHERE total_videos <> (SELECT count(*) FROM videos v WHERE v.channel_id = c.channel_id AND v.status_id = 1)`,
      ),
    ).toBe(0);
    expect(
      await count(
        `SELECT count(*) FROM channels c WHERE subscribers <> (SELECT count(*) FROM subscriptions s WHERE s.type = 'channel' AND s.object_id = c.channel_id)`,
      ),
    ).toBe(0);
    expect(
      await count(
        `SELECT count(*) FROM members m WHERE total_videos <> (SELECT count(*) FROM videos v WHERE v.user_id = m.user_id AND v.status_id = 1)`,
      ),
    ).toBe(0);
    expect(
      await count(
        `SELECT count(*) FROM playlists p WHERE total_videos <> (SELECT count(*) FROM playlist_items i WHERE i.playlist_id = p.playlist_id)`,
      ),
    ).toBe(0);
    expect(
      await count(
        `SELECT count(*) FROM videos v WHERE comments_count <> (SELECT count(*) FROM comments c WHERE c.section = 'video' AND c.object_id = v.video_id)`,
      ),
    ).toBe(0);
    expect(
      await count(
        `SELECT count(*) FROM videos v WHERE favourites_count <> (SELECT count(*) FROM favourites f WHERE f.video_id = v.video_id)`,
      ),
    ).toBe(0);
    expect(await count(`SELECT count(*) FROM videos WHERE abs(rating - (likes + 1.0) / (likes + dislikes + 2)) > 1e-5`)).toBe(0);
    expect(
      await count(`SELECT count(*) FROM videos WHERE abs(popularity - (viewed + 10 * likes + 20 * favourites_count - 5 * dislikes)) > 1`),
    ).toBe(0);
    expect(await count(`SELECT count(*) FROM categories WHERE total_videos > 0 AND avg_videos_popularity <= 0`)).toBe(0);
    expect(
      await count(
        `SELECT count(*) FROM search_keywords k WHERE total_videos <> (SELECT count(*) FROM videos v WHERE v.status_id = 1 AND v.title ILIKE '%' || k.keyword || '%')`,
      ),
    ).toBe(0);
  });

  it('follows the social rules', async () => {
    expect(await count(`SELECT count(*) FROM subscriptions WHERE type = 'user' AND object_id = user_id`)).toBe(0);
    expect(
      await count(
        `SELECT count(*) FROM subscriptions s JOIN playlists p ON p.playlist_id = s.object_id WHERE s.type = 'playlist' AND p.user_id = s.user_id`,
      ),
    ).toBe(0);
    expect(await count(`SELECT count(DISTINCT type) FROM subscriptions`)).toBe(4);
    expect(await count('SELECT count(*) FROM votes')).toBe(
      await count('SELECT count(*) FROM (SELECT DISTINCT user_id, section, object_id FROM votes) s'),
    );
    expect(await count('SELECT count(*) FROM friend_requests')).toBe(
      await count(
        'SELECT count(*) FROM (SELECT DISTINCT least(from_user_id, to_user_id), greatest(from_user_id, to_user_id) FROM friend_requests) s',
      ),
    );
    expect(
      await count(
        `SELECT count(*) FROM comments c JOIN videos v ON v.video_id = c.object_id WHERE c.section = 'video' AND c.post_date < v.post_date`,
      ),
    ).toBe(0);
    for (const t of ['messages', 'wall_posts', 'favourites', 'playlist_items', 'stat_events'])
      expect(await count(`SELECT count(*) FROM ${t}`), t).toBeGreaterThan(0);
  });

  it('has daily views for the last 7 days that rank the day and the week differently', async () => {
    const days = await sql<{ day: string }>(`SELECT DISTINCT day::text AS day FROM video_views_daily ORDER BY 1`);
    expect(days).toHaveLength(7);
    expect(days[6].day).toBe(new Date(NOW).toISOString().slice(0, 10));
    const top = (since: string) =>
      sql<{ video_id: number }>(
        `SELECT video_id FROM video_views_daily WHERE day >= $1::date GROUP BY video_id ORDER BY sum(views) DESC, video_id LIMIT 10`,
        [since],
      );
    expect((await top(days[6].day)).map((r) => r.video_id)).not.toEqual((await top(days[0].day)).map((r) => r.video_id));
  });

  it('moves the id sequences past the seeded rows', async () => {
    const [row] = await sql<{ category_id: number }>(`INSERT INTO categories (dir, title) VALUES ('extra', 'Extra') RETURNING category_id`);
    expect(row.category_id).toBe(41);
    await sql(`DELETE FROM categories WHERE dir = 'extra'`);
  });

  it('does nothing on a seeded database, and reseeds the same catalogue with --force', async () => {
    const again = await seedCatalogue(database, { media, seed: 1, now: NOW });
    expect(again.skipped).toBe(true);
    const forced = await seedCatalogue(database, { media, seed: 1, now: NOW, force: true });
    expect(forced.skipped).toBe(false);
    expect(await titles()).toEqual(firstTitles);
  });

  it('makes a different catalogue from another seed', async () => {
    await seedCatalogue(database, { media, seed: 2, now: NOW, force: true });
    const other = await titles();
    expect(other.filter((v, i) => v.title === firstTitles[i].title).length).toBeLessThan(50);
  });

  it('refuses to replace a catalogue it did not make unless forced', async () => {
    await sql('DELETE FROM settings WHERE key = $1', [SEED_VERSION_KEY]);
    expect(await catalogueState(database)).toBe('foreign');
    await expect(seedCatalogue(database, { media, seed: 1, now: NOW })).rejects.toThrow(/--force/);
    await seedCatalogue(database, { media, seed: 1, now: NOW, force: true });
    expect(await catalogueState(database)).toBe('seeded');
  });
});
