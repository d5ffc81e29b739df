// The videos2 list: one WHERE built from section and filters, one ORDER BY per sort, each served by
// an index of the schema ((object,) gender, status, sort key, carrying the filters' facets), so
// that a page is a walk that stops after it. Ids first, then the page's rows in one go.
// total_count comes from a counter row where one counts the list, otherwise it is counted up to a
// cap (videoCounts.ts), so that no page reads every matching row.
import { DURATION_MEDIUM_MAX_S, DURATION_SHORT_MAX_S, VideoStatus, type VideoSection, type VideoSort, type VideoType } from '@reel/api';
import { type VideoList } from '@reel/api/endpoints';
import type { DataContext } from './dataContext.js';
import { LIST_COUNT_CAP, PERIOD_COUNT_CAP, SEARCH_COUNT_CAP, SEARCH_MATCH_COST_ENTRIES } from '../constants.js';
import { countedVideos, countUpToCap, estimatedRows, type CountScope, type ListTotal } from './videoCounts.js';
import { nearestWords } from './searchWords.js';
import { countedFacet, facetConditions, facetTags } from '../db/schema/facets.js';
import { loadVideos } from './videoRows.js';
import { resolveObject } from './objects.js';
import { isRefusal, refusal, type Refusal } from './refusal.js';
import { statusIs } from './statusSql.js';

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
  'most-viewed-week': 'pv.period_views DESC, pv.video_id DESC',
  'most-viewed-day': 'pv.period_views DESC, pv.video_id DESC',
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

/** The live videos of one category, model, channel or member, with their sort keys: each sort's
 * index there starts with the object, so its list is a walk that stops after the page. */
const SCOPED_FROM = 'video_scopes v';

/** Personal lists show everything of theirs; public lists follow the gender switch. */
const PERSONAL_SECTIONS: VideoSection[] = ['user', 'favourites', 'playlist'];

/**
 * Joins and conditions of the list's section; a refusal when its object is unknown or private.
 * Answers the counter scope of the section's videos when one counts them, else null.
 */
async function applySection(ctx: DataContext, q: VideoListQuery, p: SqlParts): Promise<Refusal | CountScope | null> {
  switch (q.section) {
    case 'all':
      return { scope: 'all', objectId: 0 };
    case 'search':
      return null;
    case 'related':
      return refusal('not_found', 'use_related_path');
    case 'playlist': {
      const id = await resolveObject(ctx, 'playlist', q.objectId);
      if (isRefusal(id)) return id;
      const [pl] = await ctx.database.query<{ is_private: boolean }>('SELECT is_private FROM playlists WHERE playlist_id = $1', [id]);
      // Private playlists are their owner's alone: 'You do not have permission to view.'
      if (pl.is_private) return refusal('no_permission', 'no_permission');
      p.joins.push(`JOIN playlist_items pi ON pi.video_id = v.video_id AND pi.playlist_id = ${p.add(id)}`);
      return null;
    }
  }
  const kind = q.section === 'favourites' ? 'user' : q.section;
  const id = await resolveObject(ctx, kind, q.objectId);
  if (isRefusal(id)) return id;
  switch (q.section) {
    case 'category':
    case 'model':
    case 'channel':
    case 'user':
      p.from = SCOPED_FROM;
      p.where.push(`v.scope = ${p.add(q.section)}`, `v.object_id = ${p.add(id)}`);
      return q.section === 'user' ? null : { scope: q.section, objectId: id };
    case 'favourites':
      p.joins.push(`JOIN favourites f ON f.video_id = v.video_id AND f.user_id = ${p.add(id)}`);
      break;
  }
  return null;
}

/** The static filters are bit tests of `facets`, which every sort index carries; a duration filter
 * on the longest-first list stays a range of the sort's own column, where its index seeks. */
function applyFilters(ctx: DataContext, q: VideoListQuery, p: SqlParts): void {
  // An object's rows are its live videos already; a member's own carry no gender.
  if (p.from !== SCOPED_FROM) p.where.push(`v.status_id = ${p.add(VideoStatus.Active)}`);
  if (!PERSONAL_SECTIONS.includes(q.section)) p.where.push(`v.gender = ${p.add(q.gender)}`);
  else if (p.from === SCOPED_FROM) p.where.push(`v.gender = ''`);
  const durationAsRange = q.sort === 'longest';
  if (durationAsRange) {
    if (q.duration === '1') p.where.push(`v.duration_sec < ${p.add(DURATION_SHORT_MAX_S)}`);
    if (q.duration === '2') p.where.push(`v.duration_sec BETWEEN ${p.add(DURATION_SHORT_MAX_S)} AND ${p.add(DURATION_MEDIUM_MAX_S)}`);
    if (q.duration === '3') p.where.push(`v.duration_sec > ${p.add(DURATION_MEDIUM_MAX_S)}`);
  }
  p.where.push(...facetConditions('v', q, durationAsRange));
  const span = DATE_SPAN_DAYS[q.date];
  if (span) p.where.push(`v.post_date >= ${p.add(new Date(ctx.now() - span * DAY_MS).toISOString())}::timestamptz`);
}

function applyPeriodViews(ctx: DataContext, q: VideoListQuery, p: SqlParts): void {
  if (q.sort !== 'most-viewed-week' && q.sort !== 'most-viewed-day') return;
  const days = q.sort === 'most-viewed-day' ? 1 : 7;
  const since = new Date(ctx.now() - (days - 1) * DAY_MS).toISOString().slice(0, 10);
  // Each day's row carries its video's gender and facets (video_views_daily), so the sum reads only
  // the rows of the list's gender (none for a personal list, as in applyFilters) and filters: a rare
  // one no longer probes the period's videos of every other. The conditions on `v` stay; the status
  // is known only there.
  const rows = [`d.day >= ${p.add(since)}::date`];
  if (!PERSONAL_SECTIONS.includes(q.section)) rows.push(`d.gender = ${p.add(q.gender)}`);
  rows.push(...facetConditions('d', q, false));
  // Sorted inside, in the list's order: the join then probes videos in that order and stops after
  // the page, instead of looking up every video viewed in the period and sorting them after.
  p.joins.push(
    `JOIN (SELECT d.video_id, sum(d.views) AS period_views FROM video_views_daily d WHERE ${rows.join(' AND ')} GROUP BY d.video_id ORDER BY 2 DESC, 1 DESC) pv ON pv.video_id = v.video_id`,
  );
}

/** A date filter keeps the period's videos, which sit at the end of every other order (a new video
 * has few views, votes and comments yet), so that order's walk would pass most of the catalogue
 * before the page. Such a list reads the period from the latest index instead and sorts it: as
 * many rows as the period's uploads. */
const readsDateRange = (q: VideoListQuery): boolean =>
  q.date !== '' && q.section !== 'playlist' && q.sort !== 'latest-updates' && q.sort !== 'most-viewed-week' && q.sort !== 'most-viewed-day';

/** The sort keys the fenced rows carry (the latest indexes include them). */
const SORT_KEYS = 'v.video_id, v.post_date, v.duration_sec, v.comments_count, v.popularity, v.viewed, v.rating';

/** Turns the list's rows into a subquery the planner may not reorder (OFFSET 0), so they are read
 * by their own conditions and only then sorted. The parameters keep their numbers. */
function fenceRows(p: SqlParts): void {
  p.from = `(SELECT ${SORT_KEYS} ${fromClause(p)} OFFSET 0) v`;
  p.joins.length = 0;
  p.where.splice(0, p.where.length, 'true');
}

/** The counter row's facet of the list: the counter rows count live videos of a gender by section
 * and by one static filter value; two of them, a date or the period sorts (videos viewed in the
 * period) are counted up to the cap (null). */
function countedFacetOf(q: VideoListQuery): string | null {
  if (q.date !== '' || q.sort === 'most-viewed-week' || q.sort === 'most-viewed-day') return null;
  return countedFacet(q);
}

/** The period sorts join every video viewed in the period: their counts stop sooner. */
const capOf = (q: VideoListQuery) => (q.sort === 'most-viewed-week' || q.sort === 'most-viewed-day' ? PERIOD_COUNT_CAP : LIST_COUNT_CAP);

const fromClause = (p: SqlParts) => `FROM ${p.from} ${p.joins.join(' ')} WHERE ${p.where.join(' AND ')}`;

/** The page's ids in `order`, at most `limit` of them; the parts' parameters are copied, not changed. */
async function pageOfIds(ctx: DataContext, p: SqlParts, order: string, q: VideoListQuery, limit = q.count): Promise<number[]> {
  const params = [...p.params, limit, (q.page - 1) * q.count];
  const n = p.params.length;
  const rows = await ctx.database.query<{ video_id: number }>(
    `SELECT v.video_id ${fromClause(p)} ORDER BY ${order} LIMIT $${n + 1} OFFSET $${n + 2}`,
    params,
  );
  return rows.map((r) => r.video_id);
}

function answer(q: VideoListQuery, videos: VideoList['videos'], total: ListTotal): VideoList {
  const list: VideoList = { videos, total_count: total.total, page: q.page, count: q.count };
  if (total.capped) list.total_count_capped = true;
  return list;
}

export async function listVideos(ctx: DataContext, q: VideoListQuery): Promise<VideoList | Refusal> {
  const p = new SqlParts();
  const scope = await applySection(ctx, q, p);
  if (isRefusal(scope)) return scope;
  applyFilters(ctx, q, p);
  if (q.sort === 'relevance') return searchVideos(ctx, q, p);
  applyPeriodViews(ctx, q, p);
  if (readsDateRange(q)) fenceRows(p);
  // A playlist keeps its owner's order whatever the sort.
  const order = q.section === 'playlist' ? 'pi.position ASC, v.video_id DESC' : ORDER[q.sort];
  const facet = countedFacetOf(q);
  const [ids, total] = await Promise.all([
    pageOfIds(ctx, p, order, q),
    scope && facet !== null
      ? countedVideos(ctx.database, scope, q.gender, facet)
      : countUpToCap(ctx.database, fromClause(p), p.params, capOf(q)),
  ]);
  return answer(q, await loadVideos(ctx, ids), total);
}

/** The page of full-text matches of `text` and their count, up to SEARCH_COUNT_CAP. Up to the cap
 * the matches are ranked by relevance (reading them all is cheap); past it, by popularity. A search
 * answers its first SEARCH_COUNT_CAP matches, as many as its count says: a page past them is empty
 * rather than a walk through the catalogue for matches further down.
 * The most popular matches are found by walking the popularity order (popularMatches). A search
 * the planner expects to match densely walks first, for one more match than the cap: when it finds
 * them, they answer both the count and the page. Any other is counted from the word index, and
 * past the cap walks for its page; a page the walk does not reach reads every match from the word
 * index and sorts them (sparsePage). */
async function fullText(ctx: DataContext, q: VideoListQuery, base: SqlParts, text: string): Promise<{ ids: number[]; total: ListTotal }> {
  const fts = cloneParts(base);
  const tsq = `websearch_to_tsquery('english', ${fts.add(text)})`;
  fts.where.push(`v.search @@ ${tsq}`);
  const tags = facetTags(q);
  if (tags.length) fts.where.push(`v.facet_tags @> ARRAY[${tags.join(', ')}]::smallint[]`);
  const offset = (q.page - 1) * q.count;
  const limit = Math.max(0, Math.min(q.count, SEARCH_COUNT_CAP - offset));
  const walk = await walkPlan(ctx, q, fts);
  let walked: number[] | null = null;
  if (walk.dense) {
    walked = await popularMatches(ctx, q, base, text, walk.entries, SEARCH_COUNT_CAP + 1);
    if (walked.length > SEARCH_COUNT_CAP)
      return { ids: walked.slice(offset, offset + limit), total: { total: SEARCH_COUNT_CAP, capped: true } };
  }
  const total = await countUpToCap(ctx.database, fromClause(fts), fts.params, SEARCH_COUNT_CAP);
  if (total.total === 0 || limit === 0) return { ids: [], total };
  if (!total.capped)
    return { ids: await pageOfIds(ctx, fts, `ts_rank_cd(v.search, ${tsq}) DESC, ${ORDER['most-popular']}`, q, limit), total };
  walked ??= await popularMatches(ctx, q, base, text, walk.entries, offset + limit);
  // Every match the walk met is more popular than every match past it.
  if (walked.length >= offset + limit) return { ids: walked.slice(offset, offset + limit), total };
  return { ids: await sparsePage(ctx, q, fts, limit), total };
}

/**
 * How far a search walks the popularity order of its gender's G live videos, and whether it walks
 * before counting. A search that one video in s matches passes the cap after about cap × s entries
 * of the walk, whatever the catalogue's size, where counting it from the word index reads all of
 * its M = G ÷ s matches. The two cost the same at M = √(cap × G ÷ SEARCH_MATCH_COST_ENTRIES): a
 * search the planner expects to match more walks first, and the walk stops after the entries that
 * would hold the cap at that density. A date filter keeps new videos, the least popular, so such a
 * search never walks.
 */
async function walkPlan(ctx: DataContext, q: VideoListQuery, fts: SqlParts): Promise<{ entries: number; dense: boolean }> {
  if (q.date !== '') return { entries: 0, dense: false };
  const [videos, expected] = await Promise.all([
    countedVideos(ctx.database, { scope: 'all', objectId: 0 }, q.gender).then((c) => c.total),
    estimatedRows(ctx.database, fromClause(fts), fts.params),
  ]);
  return {
    entries: Math.ceil(Math.sqrt(SEARCH_COUNT_CAP * videos * SEARCH_MATCH_COST_ENTRIES)),
    dense: expected * expected * SEARCH_MATCH_COST_ENTRIES >= SEARCH_COUNT_CAP * videos,
  };
}

/** What the popularity walk reads of each entry: the columns of videos_search_popular_idx, which
 * carries them beside the order, so the walk never fetches a row. */
const WALK_COLUMNS = 'v.video_id, v.gender, v.status_id, v.popularity, v.facets, v.post_date, v.search';

/** The first `matches` matches of a search in popularity order among the first `entries` entries
 * of its gender's live videos (all of them that are there). */
async function popularMatches(
  ctx: DataContext,
  q: VideoListQuery,
  base: SqlParts,
  text: string,
  entries: number,
  matches: number,
): Promise<number[]> {
  if (entries === 0) return [];
  const walk = cloneParts(base);
  // The filters' tags are the facets' bits again, which the walk tests on the entry instead.
  walk.where.push(`v.search @@ websearch_to_tsquery('english', ${walk.add(text)})`);
  walk.from =
    `(SELECT ${WALK_COLUMNS} FROM videos v WHERE ${statusIs('v.status_id', VideoStatus.Active)} AND v.gender = ${walk.add(q.gender)}` +
    ` ORDER BY ${ORDER['most-popular']} LIMIT ${walk.add(entries)}) v`;
  return pageOfIds(ctx, walk, ORDER['most-popular'], { ...q, page: 1 }, matches);
}

/** A page of the most popular matches read from the word index: all of them, sorted. */
function sparsePage(ctx: DataContext, q: VideoListQuery, fts: SqlParts, limit: number): Promise<number[]> {
  const sparse = cloneParts(fts);
  fenceRows(sparse);
  return pageOfIds(ctx, sparse, ORDER['most-popular'], q, limit);
}

/** Full-text search; when nothing matches, the same search with each word replaced by the nearest
 * word of the catalogue's titles (a misspelling), found by trigram in the short word list. */
async function searchVideos(ctx: DataContext, q: VideoListQuery, base: SqlParts): Promise<VideoList> {
  const text = q.text ?? '';
  let found = await fullText(ctx, q, base, text);
  if (found.total.total === 0) {
    const near = await nearestWords(ctx.database, text);
    if (near && near !== text.toLowerCase()) found = await fullText(ctx, q, base, near);
  }
  return answer(q, await loadVideos(ctx, found.ids), found.total);
}

function cloneParts(src: SqlParts): SqlParts {
  const p = new SqlParts();
  p.from = src.from;
  p.params.push(...src.params);
  p.joins.push(...src.joins);
  p.where.push(...src.where);
  return p;
}
