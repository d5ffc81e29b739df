// The most-viewed-week and -day orders. Each video's row keeps its views of the seven days up to
// `period_day` and of that day alone (`views_week`, `views_day`), which its object rows copy
// (video_scopes), and an index of each order holds the videos viewed in the period only: a list is
// a walk that stops after the page, whatever the period's traffic.
//
// A view adds to them in its own statement (countVideoView). Time moves the period on, which no
// write does: once a day the rows still counting an earlier day are counted again from the day rows
// (rollPeriodViews), and only then does the `settings` row `period_views_day` name the new day.
// A list trusts the kept counts only on the day it names; before that (the first minute or so of a
// day, a fresh seed) it sums the day rows instead, which answers the same, more slowly.
import { DAY_MS } from '../constants.js';
import type { Database } from '../db/client.js';
import { PERIOD_ROWS_SQL } from '../db/schema/catalogue.js';
import { facetConditions, type StaticFilters } from '../db/schema/facets.js';
import type { SqlParts } from './listSql.js';

export type Period = keyof typeof PERIOD_ROWS_SQL;

/** How many days each period sums, today included. */
export const PERIOD_DAYS: Record<Period, number> = { week: 7, day: 1 };

/** The settings row naming the day every kept count is complete for. */
export const PERIOD_VIEWS_DAY_KEY = 'period_views_day';

/** Rows counted again in one statement, which holds their locks until it commits: a view of one
 * of them waits for it. Each costs about 1.2 ms at a million videos (most of it rewriting the
 * video's object rows), so a statement holds its rows for about a quarter of a second. */
const ROLL_CHUNK_ROWS = 200;

const COUNT_COLUMN: Record<Period, string> = { week: 'views_week', day: 'views_day' };

/** The UTC day of a clock reading, as the day rows name it. */
export const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The first day a period's sum reads on `day` (a date expression). */
const periodStart = (period: Period, day: string) => `${day} - ${PERIOD_DAYS[period] - 1}`;

/** One video's views from the period's first day on, as the list's plain sum reads them. */
const periodSum = (period: Period, video: string, day: string) =>
  `coalesce((SELECT sum(d.views) FROM video_views_daily d WHERE d.video_id = ${video} AND d.day >= ${periodStart(period, day)}), 0)`;

export const periodOfSort = (sort: string): Period | null =>
  sort === 'most-viewed-week' ? 'week' : sort === 'most-viewed-day' ? 'day' : null;

/**
 * Counts one view of a video on the day of `nowMs`: its total, its popularity, its day row and
 * its period counts, in one statement. A row still counting an earlier day is counted again from
 * its day rows as it is written (the statement's own day row is not yet among them: hence the
 * one added). The row is locked before the day row, in every writer, so no two views of a video
 * count each other twice.
 */
export async function countVideoView(database: Database, videoId: number, nowMs: number): Promise<void> {
  const kept = (period: Period) =>
    `CASE WHEN period_day = $2::date THEN ${COUNT_COLUMN[period]} ELSE ${periodSum(period, '$1', '$2::date')} END + 1`;
  await database.query(
    `WITH day_row AS (
       INSERT INTO video_views_daily (video_id, day, views) VALUES ($1, $2::date, 1)
       ON CONFLICT (video_id, day) DO UPDATE SET views = video_views_daily.views + 1)
     UPDATE videos SET viewed = viewed + 1, popularity = popularity + 1,
       views_week = ${kept('week')}, views_day = ${kept('day')}, period_day = $2::date
     WHERE video_id = $1`,
    [videoId, dayOf(nowMs)],
  );
}

/** The day every kept count is complete for, or null before the first count. */
export async function periodViewsDay(database: Database): Promise<string | null> {
  const rows = await database.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', [PERIOD_VIEWS_DAY_KEY]);
  return rows[0]?.value ?? null;
}

/**
 * Counts again, for the day of `nowMs`, every row counting an earlier day that has views to lose
 * (through `videos_period_day_idx`) and every video with day rows in the week whose row does not
 * count this day (day rows written by a seed or before the counts existed), then names the day.
 * Answers the rows counted, or null when the day was named already. Safe to run on every node at
 * once: a row another run or a view has brought to the day is passed over.
 */
export async function rollPeriodViews(database: Database, nowMs: number): Promise<number | null> {
  const day = dayOf(nowMs);
  if ((await periodViewsDay(database)) === day) return null;
  const stale = await database.query<{ video_id: number }>(
    `SELECT video_id FROM videos WHERE ${PERIOD_ROWS_SQL.week} AND period_day < $1::date
     UNION
     SELECT d.video_id FROM video_views_daily d JOIN videos v ON v.video_id = d.video_id
      WHERE d.day >= ${periodStart('week', '$1::date')} AND v.period_day IS DISTINCT FROM $1::date
     ORDER BY 1`,
    [day],
  );
  const ids = stale.map((r) => r.video_id);
  for (let i = 0; i < ids.length; i += ROLL_CHUNK_ROWS)
    await database.query(
      `UPDATE videos v SET views_week = ${periodSum('week', 'v.video_id', '$1::date')},
              views_day = ${periodSum('day', 'v.video_id', '$1::date')}, period_day = $1::date
        WHERE v.video_id = ANY($2::int[]) AND v.period_day IS DISTINCT FROM $1::date`,
      [day, ids.slice(i, i + ROLL_CHUNK_ROWS)],
    );
  await database.query(`INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`, [
    PERIOD_VIEWS_DAY_KEY,
    day,
  ]);
  return ids.length;
}

/**
 * Makes `p` a period list's rows and answers their order: the kept counts' walk on the day they are
 * complete for, otherwise each video's day rows of the period summed. `personal`: a member's own
 * list, which ignores the gender switch.
 */
export async function applyPeriodOrder(
  database: Database,
  nowMs: number,
  period: Period,
  q: StaticFilters & { gender: string },
  p: SqlParts,
  personal: boolean,
): Promise<string> {
  const day = dayOf(nowMs);
  if ((await periodViewsDay(database)) === day) {
    p.where.push(`v.${PERIOD_ROWS_SQL[period]}`);
    return `v.${COUNT_COLUMN[period]} DESC, v.video_id DESC`;
  }
  const since = dayOf(nowMs - (PERIOD_DAYS[period] - 1) * DAY_MS);
  // Each day's row carries its video's gender and facets (video_views_daily), so the sum reads only
  // the rows of the list's gender (none for a personal list) and filters. The conditions on `v`
  // stay; the status is known only there.
  const rows = [`d.day >= ${p.add(since)}::date`];
  if (!personal) rows.push(`d.gender = ${p.add(q.gender)}`);
  rows.push(...facetConditions('d', q, false));
  // Sorted inside, in the list's order: the join then probes videos in that order and stops after
  // the page, instead of looking up every video viewed in the period and sorting them after.
  p.joins.push(
    `JOIN (SELECT d.video_id, sum(d.views) AS period_views FROM video_views_daily d WHERE ${rows.join(' AND ')} GROUP BY d.video_id ORDER BY 2 DESC, 1 DESC) pv ON pv.video_id = v.video_id`,
  );
  return 'pv.period_views DESC, pv.video_id DESC';
}
