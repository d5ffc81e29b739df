// Every list the catalogue offers (each sort × section × one filter value, on page 1 and a deeper
// page, and the search × the same filters) answers what the plain query answers on a small
// catalogue: the filters in their own terms (a flag, a height, a file format, a duration range, a
// date), one ORDER BY, an exact count. The list's fast paths (facet bits on the index entries, the
// counter rows by facet, a duration range kept only for the longest-first list, the period's views
// summed by the gender and facets copied onto them) must not change a single id or total. After the
// views are counted, videos change in what the period sums copy from them (a gender, the private
// flag, a height) and a new view is counted, so the lists are held equal after those writes too.
import {
  DURATION_MEDIUM_MAX_S,
  DURATION_SHORT_MAX_S,
  FORMAT_FHD,
  GENDERS,
  VIDEO_SORTS,
  type VideoSection,
  type VideoSort,
  type VideoType,
} from '@reel/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HD_MIN_HEIGHT_PX } from '../db/schema/facets.js';
import { LIST_COUNT_CAP, PERIOD_COUNT_CAP, SEARCH_COUNT_CAP } from '../constants.js';
import { startTestApp, type TestApp } from '../testing/app.js';
import { isRefusal } from './refusal.js';
import { recordView } from './stats.js';
import { listVideos, type VideoListQuery } from './videoList.js';

const COUNT = 20;
const DEEP_PAGE = 4;
const DAY_MS = 86_400_000;
const SPAN_DAYS: Record<string, number> = { day: 1, week: 7, month: 30 };
const SECTIONS = ['all', 'category', 'model', 'channel', 'user', 'favourites', 'playlist'] as const;
const PERSONAL = new Set<string>(['user', 'favourites', 'playlist']);

/** The filters in their own terms, one per type value (the record's type makes it every value). */
const TYPE_SQL: Record<VideoType, string> = {
  all: 'true',
  public: 'NOT v.is_private',
  private: 'v.is_private',
  hd: `v.height >= ${HD_MIN_HEIGHT_PX}`,
  fhd: `position('${FORMAT_FHD}' in v.file_formats) > 0`,
  vr: `v.vr <> ''`,
};
const DURATION_SQL: Record<string, string> = {
  '': 'true',
  '1': `v.duration_sec < ${DURATION_SHORT_MAX_S}`,
  '2': `v.duration_sec BETWEEN ${DURATION_SHORT_MAX_S} AND ${DURATION_MEDIUM_MAX_S}`,
  '3': `v.duration_sec > ${DURATION_MEDIUM_MAX_S}`,
};
const ORDER_SQL: Record<VideoSort, string> = {
  'latest-updates': 'v.post_date DESC, v.video_id DESC',
  longest: 'v.duration_sec DESC, v.video_id DESC',
  'most-commented': 'v.comments_count DESC, v.video_id DESC',
  'most-popular': 'v.popularity DESC, v.video_id DESC',
  'most-viewed': 'v.viewed DESC, v.video_id DESC',
  'top-rated': 'v.rating DESC, v.video_id DESC',
  'most-viewed-week': 'pv.n DESC, v.video_id DESC',
  'most-viewed-day': 'pv.n DESC, v.video_id DESC',
};

interface Filters {
  gender: string;
  type: VideoType;
  duration: string;
  date: string;
}

/** None, then each value of one filter other than its plain one. */
const FILTER_CLASSES: Filters[] = (() => {
  const plain: Filters = { gender: GENDERS[0], type: 'all', duration: '', date: '' };
  return [
    plain,
    ...(Object.keys(TYPE_SQL) as VideoType[]).filter((v) => v !== 'all').map((type) => ({ ...plain, type })),
    ...['1', '2', '3'].map((duration) => ({ ...plain, duration })),
    ...['day', 'week', 'month'].map((date) => ({ ...plain, date })),
    ...GENDERS.slice(1).map((gender) => ({ ...plain, gender })),
  ];
})();

let t: TestApp;
const objects: Record<string, string> = {};
let words: string[] = [];

const one = async (sql: string): Promise<string> => String((await t.database.query<{ id: number }>(sql))[0].id);

beforeAll(async () => {
  t = await startTestApp({ videos: 1200 });
  // The largest object of each section, as the benchmark picks them.
  objects.category = await one('SELECT category_id AS id FROM video_categories GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1');
  objects.model = await one('SELECT model_id AS id FROM video_models GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1');
  objects.channel = await one(
    'SELECT channel_id AS id FROM videos WHERE channel_id IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1',
  );
  objects.user = await one('SELECT user_id AS id FROM videos WHERE user_id IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1');
  objects.favourites = await one('SELECT user_id AS id FROM favourites GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1');
  objects.playlist = await one(
    'SELECT p.playlist_id AS id FROM playlists p JOIN playlist_items i USING (playlist_id) WHERE NOT p.is_private GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1',
  );
  await changeViewedVideos();
  // A common and a rarer word of the titles.
  const ranked = await t.database.query<{ word: string }>(
    `SELECT word FROM ts_stat($$SELECT to_tsvector('english', title) FROM videos$$) WHERE length(word) > 3 ORDER BY ndoc DESC, word`,
  );
  words = [ranked[0].word, ranked[Math.floor(ranked.length / 2)].word];
}, 300_000);
afterAll(async () => {
  await t?.close();
});

/** The most viewed live public videos of the first gender today, which lead both period lists. */
const topViewedToday = (n: number) =>
  t.database.query<{ id: number }>(
    `SELECT v.video_id AS id FROM videos v JOIN video_views_daily d USING (video_id)
      WHERE d.day = $1::date AND v.status_id = 1 AND v.gender = $2 AND NOT v.is_private ORDER BY d.views DESC, 1 LIMIT ${n}`,
    [new Date(t.ctx.now()).toISOString().slice(0, 10), GENDERS[0]],
  );

/** Writes after the views are counted: one video moves to another gender, one is made private and
 * its height changed, as a member's edit or a moderator would (each an update of its own), and a
 * video not viewed in the period is viewed. A sum over a stale copy would leave the first two out of
 * their new lists and the third out of its own. */
async function changeViewedVideos(): Promise<void> {
  const [moved, hidden] = (await topViewedToday(2)).map((r) => Number(r.id));
  await t.database.query('UPDATE videos SET gender = $1 WHERE video_id = $2', [GENDERS[1], moved]);
  await t.database.query('UPDATE videos SET is_private = true WHERE video_id = $1', [hidden]);
  await t.database.query(`UPDATE videos SET height = ${HD_MIN_HEIGHT_PX - 1} WHERE video_id = $1`, [hidden]);
  const [unseen] = await t.database.query<{ id: number }>(
    `SELECT video_id AS id FROM videos WHERE status_id = 1 AND gender = $1
      AND video_id NOT IN (SELECT video_id FROM video_views_daily) ORDER BY video_id LIMIT 1`,
    [GENDERS[0]],
  );
  const refused = await recordView(t.ctx, { section: 'video', objectId: String(unseen.id), nogeo: false, userId: null });
  expect(refused).toBeNull();
}

/** The plain query's FROM … WHERE … for the list, and its parameters. */
function plainFrom(section: string, f: Filters, sort: VideoSort | 'relevance', text?: string): { from: string; params: unknown[] } {
  const params: unknown[] = [];
  const add = (v: unknown) => `$${params.push(v)}`;
  const where = ['v.status_id = 1', TYPE_SQL[f.type], DURATION_SQL[f.duration]];
  if (!PERSONAL.has(section)) where.push(`v.gender = ${add(f.gender)}`);
  if (f.date) where.push(`v.post_date >= ${add(new Date(t.ctx.now() - SPAN_DAYS[f.date] * DAY_MS).toISOString())}::timestamptz`);
  const joins: string[] = [];
  const id = objects[section];
  if (section === 'category') joins.push(`JOIN video_categories l ON l.video_id = v.video_id AND l.category_id = ${add(Number(id))}`);
  if (section === 'model') joins.push(`JOIN video_models l ON l.video_id = v.video_id AND l.model_id = ${add(Number(id))}`);
  if (section === 'channel') where.push(`v.channel_id = ${add(Number(id))}`);
  if (section === 'user') where.push(`v.user_id = ${add(Number(id))}`);
  if (section === 'favourites') joins.push(`JOIN favourites l ON l.video_id = v.video_id AND l.user_id = ${add(Number(id))}`);
  if (section === 'playlist') joins.push(`JOIN playlist_items pi ON pi.video_id = v.video_id AND pi.playlist_id = ${add(Number(id))}`);
  if (sort === 'most-viewed-week' || sort === 'most-viewed-day') {
    const days = sort === 'most-viewed-day' ? 1 : 7;
    const since = new Date(t.ctx.now() - (days - 1) * DAY_MS).toISOString().slice(0, 10);
    joins.push(
      `JOIN (SELECT video_id, sum(views) AS n FROM video_views_daily WHERE day >= ${add(since)}::date GROUP BY video_id) pv ON pv.video_id = v.video_id`,
    );
  }
  if (text !== undefined) where.push(`v.search @@ websearch_to_tsquery('english', ${add(text)})`);
  return { from: `FROM videos v ${joins.join(' ')} WHERE ${where.join(' AND ')}`, params };
}

async function plainAnswer(section: string, f: Filters, sort: VideoSort, page: number): Promise<{ ids: number[]; total: number }> {
  const { from, params } = plainFrom(section, f, sort);
  const order = section === 'playlist' ? 'pi.position ASC, v.video_id DESC' : ORDER_SQL[sort];
  const ids = await t.database.query<{ id: number }>(
    `SELECT v.video_id AS id ${from} ORDER BY ${order} LIMIT ${COUNT} OFFSET ${(page - 1) * COUNT}`,
    params,
  );
  const [{ n }] = await t.database.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, params);
  const cap = sort === 'most-viewed-week' || sort === 'most-viewed-day' ? PERIOD_COUNT_CAP : LIST_COUNT_CAP;
  return { ids: ids.map((r) => Number(r.id)), total: Math.min(Number(n), cap) };
}

/** The search's own rule in plain terms: ranked by relevance up to the cap, by popularity past it. */
async function plainSearch(f: Filters, text: string, page: number): Promise<{ ids: number[]; total: number }> {
  const { from, params } = plainFrom('search', f, 'relevance', text);
  const [{ n }] = await t.database.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, params);
  const order =
    Number(n) > SEARCH_COUNT_CAP
      ? ORDER_SQL['most-popular']
      : `ts_rank_cd(v.search, websearch_to_tsquery('english', $${params.length + 1})) DESC, v.popularity DESC, v.video_id DESC`;
  const ids = await t.database.query<{ id: number }>(
    `SELECT v.video_id AS id ${from} ORDER BY ${order} LIMIT ${COUNT} OFFSET ${(page - 1) * COUNT}`,
    Number(n) > SEARCH_COUNT_CAP ? params : [...params, text],
  );
  return { ids: ids.map((r) => Number(r.id)), total: Math.min(Number(n), SEARCH_COUNT_CAP) };
}

async function answer(q: VideoListQuery): Promise<{ ids: number[]; total: number }> {
  const list = await listVideos(t.ctx, q);
  if (isRefusal(list)) throw new Error(`refused: ${JSON.stringify(list)}`);
  return { ids: list.videos.map((v) => Number(v.video_id)), total: list.total_count };
}

const label = (f: Filters) => `${f.gender}/${f.type}/${f.duration || '-'}/${f.date || '-'}`;

describe('every list equals its plain query', () => {
  for (const section of SECTIONS)
    it(`${section}: each sort × filter, page 1 and ${DEEP_PAGE}`, async () => {
      let nonEmpty = 0;
      // One sort's combinations at a time, side by side: a pool of connections answers them together.
      for (const sort of VIDEO_SORTS)
        await Promise.all(
          FILTER_CLASSES.flatMap((f) =>
            [1, DEEP_PAGE].map(async (page) => {
              const objectId = objects[section] ?? '';
              const got = await answer({ ...f, sort, count: COUNT, page, section: section as VideoSection, objectId });
              expect(got, `${section}/${sort}/${label(f)}/p${page}`).toEqual(await plainAnswer(section, f, sort, page));
              if (got.ids.length > 0) nonEmpty++;
            }),
          ),
        );
      // Most combinations have videos on this catalogue, so an answer of nothing cannot pass for equal.
      expect(nonEmpty).toBeGreaterThan(VIDEO_SORTS.length * FILTER_CLASSES.length * 0.5);
    });

  it('search: a common and a rarer word × each filter, page 1 and 2', async () => {
    for (const text of words)
      for (const f of FILTER_CLASSES)
        for (const page of [1, 2]) {
          const q: VideoListQuery = { ...f, sort: 'relevance', count: COUNT, page, section: 'search', objectId: '', text };
          expect(await answer(q), `search/${text}/${label(f)}/p${page}`).toEqual(await plainSearch(f, text, page));
        }
  });
});
