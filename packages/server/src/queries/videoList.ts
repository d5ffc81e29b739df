// The videos2 list: one WHERE built from section and filters, one ORDER BY per sort, each served by
// an index of the schema (gender, status, sort key). Ids first, then the page's rows in one go.
import {
  DURATION_MEDIUM_MAX_S,
  DURATION_SHORT_MAX_S,
  STATUS_ACTIVE,
  type VideoList,
  type VideoSection,
  type VideoSort,
  type VideoType,
} from '@reel/api';
import type { AppContext } from '../context.js';
import { ApiHttpError, notFound } from '../http/errors.js';
import { loadVideos } from './videoRows.js';
import { resolveObject } from './objects.js';

export type SortOrSearch = VideoSort | 'relevance';

export interface VideoListQuery {
  gender: string;
  sort: SortOrSearch;
  count: number;
  page: number;
  section: VideoSection;
  objectId: string;
  type: VideoType;
  /** '' or '1' | '2' | '3'. */
  duration: string;
  /** '' or 'day' | 'week' | 'month'. */
  date: string;
  /** Search text, for section search. */
  text?: string;
}

const DAY_MS = 86_400_000;
const DATE_SPAN_DAYS: Record<string, number> = { day: 1, week: 7, month: 30 };

const ORDER: Record<VideoSort, string> = {
  'latest-updates': 'v.post_date DESC, v.video_id DESC',
  longest: 'v.duration_sec DESC, v.video_id DESC',
  'most-commented': 'v.comments_count DESC, v.video_id DESC',
  'most-popular': 'v.popularity DESC, v.video_id DESC',
  'most-viewed': 'v.viewed DESC, v.video_id DESC',
  'top-rated': 'v.rating DESC, v.video_id DESC',
  'most-viewed-week': 'pv.period_views DESC, v.video_id DESC',
  'most-viewed-day': 'pv.period_views DESC, v.video_id DESC',
};

/** Collects SQL fragments with numbered parameters. */
export class SqlParts {
  readonly params: unknown[] = [];
  readonly joins: string[] = [];
  readonly where: string[] = [];
  add(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }
}

/** Personal lists show everything of theirs; public lists follow the gender switch. */
const PERSONAL_SECTIONS: VideoSection[] = ['user', 'favourites', 'playlist'];

async function applySection(ctx: AppContext, q: VideoListQuery, p: SqlParts): Promise<void> {
  switch (q.section) {
    case 'all':
    case 'search':
      return;
    case 'category': {
      const id = await resolveObject(ctx, 'category', q.objectId);
      p.joins.push(`JOIN video_categories vc ON vc.video_id = v.video_id AND vc.category_id = ${p.add(id)}`);
      return;
    }
    case 'model': {
      const id = await resolveObject(ctx, 'model', q.objectId);
      p.joins.push(`JOIN video_models vm ON vm.video_id = v.video_id AND vm.model_id = ${p.add(id)}`);
      return;
    }
    case 'channel':
      p.where.push(`v.channel_id = ${p.add(await resolveObject(ctx, 'channel', q.objectId))}`);
      return;
    case 'user':
      p.where.push(`v.user_id = ${p.add(await resolveObject(ctx, 'user', q.objectId))}`);
      return;
    case 'favourites':
      p.joins.push(`JOIN favourites f ON f.video_id = v.video_id AND f.user_id = ${p.add(await resolveObject(ctx, 'user', q.objectId))}`);
      return;
    case 'playlist': {
      const id = await resolveObject(ctx, 'playlist', q.objectId);
      const [pl] = await ctx.database.query<{ is_private: boolean }>('SELECT is_private FROM playlists WHERE playlist_id = $1', [id]);
      // Private playlists are their owner's alone.
      if (pl.is_private) throw new ApiHttpError(403, 'no_permission');
      p.joins.push(`JOIN playlist_items pi ON pi.video_id = v.video_id AND pi.playlist_id = ${p.add(id)}`);
      return;
    }
    case 'related':
      throw notFound('use_related_path');
  }
}

function applyFilters(ctx: AppContext, q: VideoListQuery, p: SqlParts): void {
  p.where.push(`v.status_id = ${p.add(STATUS_ACTIVE)}`);
  if (!PERSONAL_SECTIONS.includes(q.section)) p.where.push(`v.gender = ${p.add(q.gender)}`);
  if (q.duration === '1') p.where.push(`v.duration_sec < ${p.add(DURATION_SHORT_MAX_S)}`);
  if (q.duration === '2') p.where.push(`v.duration_sec BETWEEN ${p.add(DURATION_SHORT_MAX_S)} AND ${p.add(DURATION_MEDIUM_MAX_S)}`);
  if (q.duration === '3') p.where.push(`v.duration_sec > ${p.add(DURATION_MEDIUM_MAX_S)}`);
  const span = DATE_SPAN_DAYS[q.date];
  if (span) p.where.push(`v.post_date >= ${p.add(new Date(ctx.now() - span * DAY_MS).toISOString())}::timestamptz`);
  if (q.type === 'public') p.where.push('NOT v.is_private');
  if (q.type === 'private') p.where.push('v.is_private');
  if (q.type === 'hd') p.where.push('v.height >= 720');
  if (q.type === 'fhd') p.where.push(`v.file_formats LIKE '%\\_fhd.mp4%'`);
  if (q.type === 'vr') p.where.push(`v.vr <> ''`);
}

function applyPeriodViews(ctx: AppContext, sort: SortOrSearch, p: SqlParts): void {
  if (sort !== 'most-viewed-week' && sort !== 'most-viewed-day') return;
  const days = sort === 'most-viewed-day' ? 1 : 7;
  const since = new Date(ctx.now() - (days - 1) * DAY_MS).toISOString().slice(0, 10);
  p.joins.push(
    `JOIN (SELECT video_id, sum(views)::int AS period_views FROM video_views_daily WHERE day >= ${p.add(since)}::date GROUP BY video_id) pv ON pv.video_id = v.video_id`,
  );
}

async function pageOfIds(ctx: AppContext, p: SqlParts, order: string, q: VideoListQuery): Promise<{ ids: number[]; total: number }> {
  const from = `FROM videos v ${p.joins.join(' ')} WHERE ${p.where.join(' AND ')}`;
  const limit = p.add(q.count);
  const offset = p.add((q.page - 1) * q.count);
  const params = p.params;
  const [rows, counted] = await Promise.all([
    ctx.database.query<{ video_id: number }>(`SELECT v.video_id ${from} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`, params),
    ctx.database.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, params.slice(0, -2)),
  ]);
  return { ids: rows.map((r) => r.video_id), total: counted[0].n };
}

export async function listVideos(ctx: AppContext, q: VideoListQuery): Promise<VideoList> {
  const p = new SqlParts();
  await applySection(ctx, q, p);
  applyFilters(ctx, q, p);
  if (q.sort === 'relevance') return searchVideos(ctx, q, p);
  applyPeriodViews(ctx, q.sort, p);
  // A playlist keeps its owner's order whatever the sort.
  const order = q.section === 'playlist' ? 'pi.position ASC, v.video_id DESC' : ORDER[q.sort];
  const { ids, total } = await pageOfIds(ctx, p, order, q);
  return { videos: await loadVideos(ctx, ids), total_count: total, page: q.page, count: q.count };
}

/** Full-text match ranked by relevance; when nothing matches, near misses by trigram similarity. */
async function searchVideos(ctx: AppContext, q: VideoListQuery, base: SqlParts): Promise<VideoList> {
  const text = q.text ?? '';
  const fts = cloneParts(base);
  const tsq = `websearch_to_tsquery('english', ${fts.add(text)})`;
  fts.where.push(`v.search @@ ${tsq}`);
  let result = await pageOfIds(ctx, fts, `ts_rank_cd(v.search, ${tsq}) DESC, v.popularity DESC, v.video_id DESC`, q);
  if (result.total === 0) {
    const near = cloneParts(base);
    const s = near.add(text);
    near.where.push(`${s} <% v.title`);
    result = await pageOfIds(ctx, near, `word_similarity(${s}, v.title) DESC, v.popularity DESC, v.video_id DESC`, q);
  }
  return { videos: await loadVideos(ctx, result.ids), total_count: result.total, page: q.page, count: q.count };
}

function cloneParts(src: SqlParts): SqlParts {
  const p = new SqlParts();
  p.params.push(...src.params);
  p.joins.push(...src.joins);
  p.where.push(...src.where);
  return p;
}
