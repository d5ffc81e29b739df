// The kept period views (views_week, views_day on each video and its object rows) equal the day
// rows' sums on the day the settings name, through views counted one by one and side by side, the
// day's recount and days that pass with no view; and the period lists answer the plain sum on
// either side of a recount.
import { GENDERS } from '@reel/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPeriodRoller } from '../compose/periodRoller.js';
import { startTestApp, type TestApp } from '../testing/app.js';
import { countVideoView, dayOf, PERIOD_VIEWS_DAY_KEY, periodViewsDay, rollPeriodViews } from './periodViews.js';
import { isRefusal } from './refusal.js';
import { recordView } from './stats.js';
import { listVideos, type VideoListQuery } from './videoList.js';

const DAY_MS = 86_400_000;
let t: TestApp;
let clock = Date.now();

beforeAll(async () => {
  t = await startTestApp({ videos: 400, now: () => clock });
}, 300_000);
afterAll(async () => {
  await t?.close();
});

/** Videos whose kept counts or object rows differ from their day rows summed as of `day`. */
async function mismatches(day: string): Promise<unknown[]> {
  return t.database.query(
    `WITH s AS (
       SELECT v.video_id, v.views_week, v.views_day,
              coalesce((SELECT sum(d.views) FROM video_views_daily d WHERE d.video_id = v.video_id AND d.day >= $1::date - 6), 0) AS week,
              coalesce((SELECT sum(d.views) FROM video_views_daily d WHERE d.video_id = v.video_id AND d.day >= $1::date), 0) AS today
         FROM videos v)
     SELECT video_id, views_week, week, views_day, today FROM s WHERE views_week <> week OR views_day <> today
     UNION ALL
     SELECT c.video_id, c.views_week, v.views_week, c.views_day, v.views_day
       FROM video_scopes c JOIN videos v USING (video_id) WHERE (c.views_week, c.views_day) <> (v.views_week, v.views_day)`,
    [day],
  );
}

/** Live public videos of the first gender, in id order. */
const liveVideos = async (n: number) =>
  (
    await t.database.query<{ id: number }>(
      `SELECT video_id AS id FROM videos WHERE status_id = 1 AND gender = $1 AND NOT is_private ORDER BY video_id LIMIT ${n}`,
      [GENDERS[0]],
    )
  ).map((r) => Number(r.id));

const category = async () =>
  String(
    (
      await t.database.query<{ id: number }>('SELECT category_id AS id FROM video_categories GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1')
    )[0].id,
  );

/** The period list of the plain sum: the first gender's live videos (of the category when named). */
async function plainList(days: number, categoryId: string | null): Promise<number[]> {
  const since = dayOf(clock - (days - 1) * DAY_MS);
  const join = categoryId ? `JOIN video_categories l ON l.video_id = v.video_id AND l.category_id = ${Number(categoryId)}` : '';
  const rows = await t.database.query<{ id: number }>(
    `SELECT v.video_id AS id FROM videos v ${join}
       JOIN (SELECT video_id, sum(views) AS n FROM video_views_daily WHERE day >= $1::date GROUP BY video_id) pv ON pv.video_id = v.video_id
      WHERE v.status_id = 1 AND v.gender = $2 ORDER BY pv.n DESC, v.video_id DESC LIMIT 40`,
    [since, GENDERS[0]],
  );
  return rows.map((r) => Number(r.id));
}

async function listIds(sort: 'most-viewed-week' | 'most-viewed-day', categoryId: string | null): Promise<number[]> {
  const q: VideoListQuery = {
    gender: GENDERS[0],
    sort,
    count: 40,
    page: 1,
    section: categoryId ? 'category' : 'all',
    objectId: categoryId ?? '',
    type: 'all',
    duration: '',
    date: '',
  };
  const list = await listVideos(t.ctx, q);
  if (isRefusal(list)) throw new Error(`refused: ${JSON.stringify(list)}`);
  return list.videos.map((v) => Number(v.video_id));
}

/** Both period lists, in the catalogue and a category, equal their plain sums; answers how many
 * ids they held, so that a pass on empty lists shows. */
async function listsEqualPlain(label: string): Promise<number> {
  let seen = 0;
  const cat = await category();
  for (const [sort, days] of [
    ['most-viewed-week', 7],
    ['most-viewed-day', 1],
  ] as const)
    for (const categoryId of [null, cat]) {
      const ids = await listIds(sort, categoryId);
      expect(ids, `${label}: ${sort} ${categoryId ?? 'all'}`).toEqual(await plainList(days, categoryId));
      seen += ids.length;
    }
  return seen;
}

describe('the kept period views', () => {
  it('equal the day rows after the seed, and the lists read them', async () => {
    expect(await periodViewsDay(t.database)).toBe(dayOf(clock));
    expect(await mismatches(dayOf(clock))).toEqual([]);
    const [{ n }] = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM videos WHERE views_week > 0');
    expect(n).toBeGreaterThan(20);
    expect(await listsEqualPlain('seeded')).toBeGreaterThan(40);
  });

  it('stay equal through views counted side by side on the same videos', async () => {
    const [a, b] = await liveVideos(2);
    // On PostgreSQL the pool runs them at once: each must count the others' views once.
    await Promise.all(Array.from({ length: 40 }, (_, i) => countVideoView(t.database, i % 3 ? a : b, clock)));
    expect(await mismatches(dayOf(clock))).toEqual([]);
    expect(await listIds('most-viewed-day', null)).toEqual(await plainList(1, null));
  });

  it('follow the days: summed before the recount, kept after it, views of rows counting an earlier day counted again', async () => {
    const videos = await liveVideos(6);
    for (const step of [1, 1, 3, 8]) {
      clock += step * DAY_MS;
      const day = dayOf(clock);
      expect(await periodViewsDay(t.database)).not.toBe(day);
      // Before the day's recount: the rows still count an earlier day, the lists sum the day rows.
      expect(await listsEqualPlain(`+${step} day(s), before the recount`)).toBeGreaterThanOrEqual(0);
      // A view of a row counting an earlier day counts it again for this one as it is written.
      for (const id of videos.slice(0, 3)) {
        const refused = await recordView(t.ctx, { section: 'video', objectId: String(id), nogeo: false, userId: null });
        expect(refused).toBeNull();
      }
      expect(await rollPeriodViews(t.database, clock)).not.toBeNull();
      expect(await periodViewsDay(t.database)).toBe(day);
      expect(await mismatches(day)).toEqual([]);
      expect(await listsEqualPlain(`+${step} day(s), after the recount`)).toBeGreaterThan(0);
      // A second run on the same day does nothing.
      expect(await rollPeriodViews(t.database, clock)).toBeNull();
    }
    // Eight days on, only that day's three views remain in either period.
    const [{ n }] = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM videos WHERE views_week > 0');
    expect(n).toBe(3);
  });

  it('every node tries the day’s recount as it starts, and reports it', async () => {
    clock += DAY_MS;
    const said: string[] = [];
    const roller = startPeriodRoller(t.ctx, (m) => said.push(m));
    await roller.stop();
    expect(await periodViewsDay(t.database)).toBe(dayOf(clock));
    expect(said).toEqual(['[period views] counted 3 video(s) again for the day']);
    expect(await mismatches(dayOf(clock))).toEqual([]);
  });

  it('a new seed counts again from its own day rows', async () => {
    await t.database.query('DELETE FROM settings WHERE key = $1', [PERIOD_VIEWS_DAY_KEY]);
    await t.database.query('UPDATE videos SET views_week = 0, views_day = 0, period_day = NULL');
    expect(await listsEqualPlain('no counts named')).toBeGreaterThan(0);
    expect(await rollPeriodViews(t.database, clock)).toBe(3);
    expect(await mismatches(dayOf(clock))).toEqual([]);
  });
});
