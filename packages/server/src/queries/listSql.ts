// The SQL of a video list, shared by the lists and the search: its parts with numbered
// parameters, each sort's ORDER BY, the fence that keeps rows from being reordered, and the page of
// ids a statement answers.
import { type VideoSort } from '@reel/api';
import { type VideoList } from '@reel/api/endpoints';
import type { DataContext } from './dataContext.js';
import type { ListTotal } from './videoCounts.js';
import type { VideoListQuery } from './videoList.js';

/** The sorts whose order is a column of the rows walked; the period sorts' is made with their rows
 * (periodViews.ts). */
export type KeyedSort = Exclude<VideoSort, 'most-viewed-week' | 'most-viewed-day'>;

export const ORDER: Record<KeyedSort, string> = {
  'latest-updates': 'v.post_date DESC, v.video_id DESC',
  longest: 'v.duration_sec DESC, v.video_id DESC',
  'most-commented': 'v.comments_count DESC, v.video_id DESC',
  'most-popular': 'v.popularity DESC, v.video_id DESC',
  'most-viewed': 'v.viewed DESC, v.video_id DESC',
  'top-rated': 'v.rating DESC, v.video_id DESC',
};

/** Collects SQL fragments with numbered parameters. */
export class SqlParts {
  /** The rows walked, as `v`: every video, or one object's live videos (`video_scopes`). */
  from = 'videos v';
  readonly params: unknown[] = [];
  readonly joins: string[] = [];
  readonly where: string[] = [];
  add(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }
}

/** The sort keys the fenced rows carry (the latest indexes include them). */
const SORT_KEYS = 'v.video_id, v.post_date, v.duration_sec, v.comments_count, v.popularity, v.viewed, v.rating';

/** Turns the list's rows into a subquery the planner may not reorder (OFFSET 0), so they are read
 * by their own conditions and only then sorted. The parameters keep their numbers. */
export function fenceRows(p: SqlParts, columns = SORT_KEYS): void {
  p.from = `(SELECT ${columns} ${fromClause(p)} OFFSET 0) v`;
  p.joins.length = 0;
  p.where.splice(0, p.where.length, 'true');
}

export const fromClause = (p: SqlParts) => `FROM ${p.from} ${p.joins.join(' ')} WHERE ${p.where.join(' AND ')}`;

/** The page's ids in `order`, at most `limit` of them; the parts' parameters are copied, not changed. */
export async function pageOfIds(ctx: DataContext, p: SqlParts, order: string, q: VideoListQuery, limit = q.count): Promise<number[]> {
  const params = [...p.params, limit, (q.page - 1) * q.count];
  const n = p.params.length;
  const rows = await ctx.database.query<{ video_id: number }>(
    `SELECT v.video_id ${fromClause(p)} ORDER BY ${order} LIMIT $${n + 1} OFFSET $${n + 2}`,
    params,
  );
  return rows.map((r) => r.video_id);
}

export function answer(q: VideoListQuery, videos: VideoList['videos'], total: ListTotal): VideoList {
  const list: VideoList = { videos, total_count: total.total, page: q.page, count: q.count };
  if (total.capped) list.total_count_capped = true;
  return list;
}

export function cloneParts(src: SqlParts): SqlParts {
  const p = new SqlParts();
  p.from = src.from;
  p.params.push(...src.params);
  p.joins.push(...src.joins);
  p.where.push(...src.where);
  return p;
}
