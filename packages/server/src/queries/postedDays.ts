// A list of every video of a gender in a date filter's period (the last day, week or month), sorted by
// anything but its date. The period's videos sit at the end of most orders (a new video has few views,
// votes and comments yet), so a walk of the order passes most of the catalogue before the page, and
// reading the period to sort it reads as many rows as the period's uploads, which grow with the
// catalogue. Each order is kept again by the UTC day a video was posted (migration 0035): the list
// merges one walk a day of the period, each from the top of its day's order, and stops once the page
// is full, so it reads about the page's end and one row a day whatever the catalogue's size.
//
// Planning a walk a day costs more than running them (18 to 38 ms against 1 to 5 at a million
// videos), so the statement's text is fixed by its order and its number of days, the filters and the
// days being parameters, and it is prepared: each connection plans it a few times, then keeps one plan.
import { VideoStatus } from '@reel/api';
import { DAY_MS } from '../constants.js';
import { postedDaySql } from '../db/schema/catalogue.js';
import { facetMask } from '../db/schema/facets.js';
import { prepared, type PreparedStatement } from '../db/prepared.js';
import type { DataContext } from './dataContext.js';
import { type KeyedSort, ORDER } from './listSql.js';
import { dayOf } from './periodViews.js';
import type { VideoListQuery } from './videoList.js';

/** The UTC days from `sinceMs`'s to `nowMs`'s, both included, oldest first. */
export function postedDays(sinceMs: number, nowMs: number): string[] {
  const days: string[] = [];
  for (let ms = Date.parse(dayOf(sinceMs)); ms <= nowMs; ms += DAY_MS) days.push(dayOf(ms));
  return days;
}

/** The parameters before the days: $1 status, $2 gender, $3 and $4 the facets' mask and bits, $5 the
 * period's start, $6 each walk's length, $7 the page's size, $8 its offset, $9 the later videos' end. */
const FIXED_PARAMS = 9;

/**
 * The statement of one order over `days` days: one walk a day ($10 onwards), then the videos posted
 * after the last day (the server's clock behind the database's), which the period includes as the
 * plain condition does. Those are read by their day and sorted (none, or a few): walked in the order,
 * they would be looked for through the whole gender's. Their day is a range between two parameters,
 * the end being infinity, so that a plan made without the parameters' values takes it for a narrow
 * one, as it is, rather than a third of the catalogue.
 */
function mergedWalks(order: string, days: number): string {
  const columns = order
    .split(',')
    .map((term) => term.trim().split(/\s+/)[0])
    .join(', ');
  const day = postedDaySql('v.post_date');
  const rows = `FROM videos v WHERE v.status_id = $1 AND v.gender = $2 AND (v.facets & $3) = $4 AND v.post_date >= $5::timestamptz`;
  const walks = Array.from(
    { length: days },
    (_, i) => `(SELECT ${columns} ${rows} AND ${day} = $${FIXED_PARAMS + 1 + i}::date ORDER BY ${order} LIMIT $6)`,
  );
  const later = `(SELECT ${columns} FROM (SELECT ${columns} ${rows} AND ${day} > $${FIXED_PARAMS + days}::date AND ${day} <= $9::date OFFSET 0) v ORDER BY ${order} LIMIT $6)`;
  return `SELECT v.video_id FROM (${[...walks, later].join(' UNION ALL ')}) v ORDER BY ${order} LIMIT $7 OFFSET $8`;
}

const statements = new Map<string, PreparedStatement>();

function statementOf(sort: KeyedSort, days: number): PreparedStatement {
  const key = `${sort} ${days}`;
  let statement = statements.get(key);
  if (!statement) statements.set(key, (statement = prepared(mergedWalks(ORDER[sort], days))));
  return statement;
}

/** The page's ids of every live video of `q`'s gender posted since `sinceMs`, in `q`'s sort. */
export async function pageByPostedDay(ctx: DataContext, q: VideoListQuery & { sort: KeyedSort }, sinceMs: number): Promise<number[]> {
  const days = postedDays(sinceMs, ctx.now());
  const { mask, bits } = facetMask(q);
  const offset = (q.page - 1) * q.count;
  const params = [
    VideoStatus.Active,
    q.gender,
    mask,
    bits,
    new Date(sinceMs).toISOString(),
    offset + q.count,
    q.count,
    offset,
    'infinity',
    ...days,
  ];
  const rows = await ctx.database.query<{ video_id: number }>(statementOf(q.sort, days.length), params);
  return rows.map((r) => r.video_id);
}
