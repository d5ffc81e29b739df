// total_count of the video lists: read from the counter rows (`video_counts`, kept by triggers) when
// the list is one they count, or counted up to LIST_COUNT_CAP otherwise, so that no list reads every
// matching row only to say how many there are.
import { LIST_COUNT_CAP } from '../constants.js';
import type { Database } from '../db/client.js';
import { prepared } from '../db/prepared.js';

/** The lists a counter row answers: every live video of a gender, or those of one category, model or channel. */
export interface CountScope {
  scope: 'all' | 'category' | 'model' | 'channel';
  /** The category, model or channel id; 0 for 'all'. */
  objectId: number;
}

export interface ListTotal {
  total: number;
  /** True when counting stopped at the cap: there are more. */
  capped: boolean;
}

const COUNTED_VIDEOS = prepared('SELECT videos FROM video_counts WHERE scope = $1 AND object_id = $2 AND gender = $3 AND facet = $4');

/** Live videos of the gender in the scope with the facet ('' for all of them), from its counter
 * row (none yet: 0). */
export async function countedVideos(database: Database, scope: CountScope, gender: string, facet = ''): Promise<ListTotal> {
  const rows = await database.query<{ videos: number }>(COUNTED_VIDEOS, [scope.scope, scope.objectId, gender, facet]);
  return { total: Math.max(0, Number(rows[0]?.videos ?? 0)), capped: false };
}

/**
 * Rows of `from` (a FROM … WHERE … clause over `params`), counted no further than the cap: the
 * inner LIMIT lets the scan stop after cap + 1 rows.
 */
export async function countUpToCap(database: Database, from: string, params: unknown[], cap = LIST_COUNT_CAP): Promise<ListTotal> {
  const rows = await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM (SELECT 1 ${from} LIMIT ${cap + 1}) capped`, params);
  return cappedTotal(Number(rows[0].n), cap);
}

/** A list's total from `n` rows read up to one more than `cap`: past the cap, the cap and a flag. */
export function cappedTotal(n: number, cap: number): ListTotal {
  return n > cap ? { total: cap, capped: true } : { total: n, capped: false };
}

/** The planner's estimate of the rows of `from` (a FROM … WHERE … clause over `params`): a plan,
 * not a scan, from the table's statistics (for a word, how often it appears in the sample). */
export async function estimatedRows(database: Database, from: string, params: unknown[]): Promise<number> {
  const rows = await database.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) SELECT 1 ${from}`, params);
  const plan = rows[0]['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: { 'Plan Rows': number } }[];
  return Number(parsed[0].Plan['Plan Rows']);
}
