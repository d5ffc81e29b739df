// The videos2 list: one WHERE built from section and filters, one ORDER BY per sort, each served by
// an index of the schema ((object,) gender, status, sort key, carrying the filters' facets), so
// that a page is a walk that stops after it. Ids first, then the page's rows in one go.
// total_count comes from a counter row where one counts the list, otherwise it is counted up to a
// cap (videoCounts.ts), so that no page reads every matching row.
import { DURATION_MEDIUM_MAX_S, DURATION_SHORT_MAX_S, VideoStatus, type VideoSection, type VideoSort, type VideoType } from '@reel/api';
import { type VideoList } from '@reel/api/endpoints';
import type { DataContext } from './dataContext.js';
import { DAY_MS, PERIOD_COUNT_CAP } from '../constants.js';
import { cappedTotal, countedVideos, countUpToCap, type CountScope, type ListTotal } from './videoCounts.js';
import { countedFacet, facetConditions } from '../db/schema/facets.js';
import { loadVideos } from './videoRows.js';
import { resolveObject } from './objects.js';
import { isRefusal, refusal, type Refusal } from './refusal.js';
import { answer, fenceRows, fromClause, type KeyedSort, ORDER, pageOfIds, SqlParts } from './listSql.js';
import { applyPeriodOrder, periodOfSort } from './periodViews.js';
import { pageByPostedDay } from './postedDays.js';
import { searchVideos } from './videoSearch.js';
import { WORD_ROWS } from './wordWalk.js';

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

const DATE_SPAN_DAYS: Record<string, number> = { day: 1, week: 7, month: 30 };

/** The live videos of one category, model, channel or member, with their sort keys: each sort's
 * index there starts with the object, so its list is a walk that stops after the page. */
const SCOPED_FROM = 'video_scopes v';

/** Rows of live videos only: their status is not tested. */
const LIVE_ROWS = [SCOPED_FROM, WORD_ROWS];

const PLAYLIST_ORDER = 'pi.position ASC, v.video_id DESC';

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
function applyFilters(q: VideoListQuery, p: SqlParts, sinceMs: number | null): void {
  // An object's rows and a word's are live videos already; a member's own carry no gender.
  if (!LIVE_ROWS.includes(p.from)) p.where.push(`v.status_id = ${p.add(VideoStatus.Active)}`);
  if (!PERSONAL_SECTIONS.includes(q.section)) p.where.push(`v.gender = ${p.add(q.gender)}`);
  else if (p.from === SCOPED_FROM) p.where.push(`v.gender = ''`);
  const durationAsRange = q.sort === 'longest';
  if (durationAsRange) {
    if (q.duration === '1') p.where.push(`v.duration_sec < ${p.add(DURATION_SHORT_MAX_S)}`);
    if (q.duration === '2') p.where.push(`v.duration_sec BETWEEN ${p.add(DURATION_SHORT_MAX_S)} AND ${p.add(DURATION_MEDIUM_MAX_S)}`);
    if (q.duration === '3') p.where.push(`v.duration_sec > ${p.add(DURATION_MEDIUM_MAX_S)}`);
  }
  p.where.push(...facetConditions('v', q, durationAsRange));
  if (sinceMs !== null) p.where.push(`v.post_date >= ${p.add(new Date(sinceMs).toISOString())}::timestamptz`);
}

/** When a date filter's period starts, or null without one. */
function periodStart(ctx: DataContext, q: VideoListQuery): number | null {
  const span = DATE_SPAN_DAYS[q.date];
  return span ? ctx.now() - span * DAY_MS : null;
}

/** A date filter keeps the period's videos, which sit at the end of every other order (a new video
 * has few views, votes and comments yet), so that order's walk would pass most of the catalogue
 * before the page. Every video's list merges the order's walks of each day of the period
 * (postedDays.ts); an object's or a member's reads its period from the latest index and sorts it:
 * as many rows as the object's uploads in the period. */
const readsDateRange = (q: VideoListQuery): boolean =>
  q.date !== '' && q.section !== 'playlist' && q.sort !== 'latest-updates' && periodOfSort(q.sort) === null;

/** The counter row's facet of a list not sorted by a period's views: the counter rows count live
 * videos of a gender by section and by one static filter value; two of them or a date are counted
 * up to the cap (null). */
function countedFacetOf(q: VideoListQuery): string | null {
  if (q.date !== '') return null;
  return countedFacet(q);
}

/**
 * The page and the count of a period sort from one walk: its first ids, up to one more than
 * PERIOD_COUNT_CAP or to the page's end when that is further. Whichever its rows (the kept counts'
 * index, or the period's day rows summed before the first row), one statement answers both.
 */
async function periodPageAndCount(
  ctx: DataContext,
  p: SqlParts,
  order: string,
  q: VideoListQuery,
): Promise<{ ids: number[]; total: ListTotal }> {
  const offset = (q.page - 1) * q.count;
  const walked = await pageOfIds(ctx, p, order, { ...q, page: 1 }, Math.max(PERIOD_COUNT_CAP + 1, offset + q.count));
  return { ids: walked.slice(offset, offset + q.count), total: cappedTotal(walked.length, PERIOD_COUNT_CAP) };
}

export async function listVideos(ctx: DataContext, q: VideoListQuery): Promise<VideoList | Refusal> {
  const p = new SqlParts();
  const scope = await applySection(ctx, q, p);
  if (isRefusal(scope)) return scope;
  const since = periodStart(ctx, q);
  applyFilters(q, p, since);
  if (q.sort === 'relevance') {
    const words = new SqlParts();
    words.from = WORD_ROWS;
    applyFilters(q, words, since);
    return searchVideos(ctx, q, p, words);
  }
  const period = periodOfSort(q.sort);
  if (period) {
    const periodOrder = await applyPeriodOrder(ctx.database, ctx.now(), period, q, p, PERSONAL_SECTIONS.includes(q.section));
    // A playlist keeps its owner's order whatever the sort.
    const { ids, total } = await periodPageAndCount(ctx, p, q.section === 'playlist' ? PLAYLIST_ORDER : periodOrder, q);
    return answer(q, await loadVideos(ctx, ids), total);
  }
  const order = q.section === 'playlist' ? PLAYLIST_ORDER : ORDER[q.sort as KeyedSort];
  const byDay = since !== null && readsDateRange(q) && q.section === 'all';
  if (!byDay && readsDateRange(q)) fenceRows(p);
  const facet = countedFacetOf(q);
  const [ids, total] = await Promise.all([
    byDay ? pageByPostedDay(ctx, { ...q, sort: q.sort as KeyedSort }, since) : pageOfIds(ctx, p, order, q),
    scope && facet !== null ? countedVideos(ctx.database, scope, q.gender, facet) : countUpToCap(ctx.database, fromClause(p), p.params),
  ]);
  return answer(q, await loadVideos(ctx, ids), total);
}
