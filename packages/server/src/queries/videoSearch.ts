// Full-text search of the videos2 list: the page of matches and their count up to
// SEARCH_COUNT_CAP, ranked by relevance up to the cap and by popularity past it, with the near-miss
// search when nothing matches. Which index answers depends on how densely the words match and on a
// date filter's period, as the planner estimates them.
import { VideoStatus } from '@reel/api';
import { type VideoList } from '@reel/api/endpoints';
import type { DataContext } from './dataContext.js';
import { SEARCH_COUNT_CAP, SEARCH_MATCH_COST_ENTRIES, SEARCH_PERIOD_ROW_COST_MATCHES } from '../constants.js';
import { countUpToCap, estimatedRows, type ListTotal } from './videoCounts.js';
import { genderSize } from './genderSizes.js';
import { nearestWords } from './searchWords.js';
import { facetTags } from '../db/schema/facets.js';
import { loadVideos } from './videoRows.js';
import { statusIs } from './statusSql.js';
import { answer, cloneParts, fenceRows, fromClause, ORDER, pageOfIds, SqlParts } from './listSql.js';
import type { VideoListQuery } from './videoList.js';
import { searchedWords, wordMatches, type SearchedWords } from './wordWalk.js';

/** The page of full-text matches of `text` and their count, up to SEARCH_COUNT_CAP. Up to the cap
 * the matches are ranked by relevance (reading them all is cheap); past it, by popularity. A search
 * answers its first SEARCH_COUNT_CAP matches, as many as its count says: a page past them is empty
 * rather than a walk through the catalogue for matches further down.
 * A search whose words are all required reads their rows (wordsPage). The rest ("or", a minus) go
 * to the word index; in a period, they read their matches once for both (periodPage).
 * The most popular matches are found by walking the popularity order (popularMatches). A search
 * the planner expects to match densely walks first, for one more match than the cap: when it finds
 * them, they answer both the count and the page. Any other is counted from the word index, and
 * past the cap walks for its page; a page the walk does not reach reads every match from the word
 * index and sorts them (sparsePage). */
async function fullText(
  ctx: DataContext,
  q: VideoListQuery,
  base: SqlParts,
  wordRows: SqlParts,
  text: string,
): Promise<{ ids: number[]; total: ListTotal }> {
  const searched = await searchedWords(ctx.database, text);
  if (searched) return wordsPage(ctx, q, wordRows, { ...searched, text });
  const fts = cloneParts(base);
  // The period's videos, read first, carry their words; the tags only serve the word index.
  if (await readsPeriodFirst(ctx, q, base, text)) fenceRows(fts, PERIOD_COLUMNS);
  else {
    const tags = facetTags(q);
    if (tags.length) fts.where.push(`v.facet_tags @> ARRAY[${tags.join(', ')}]::smallint[]`);
  }
  const tsq = `websearch_to_tsquery('english', ${fts.add(text)})`;
  fts.where.push(`v.search @@ ${tsq}`);
  const offset = (q.page - 1) * q.count;
  const limit = Math.max(0, Math.min(q.count, SEARCH_COUNT_CAP - offset));
  if (q.date !== '') return periodPage(ctx, fts, tsq, offset, limit);
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
 * would hold the cap at that density.
 */
async function walkPlan(ctx: DataContext, q: VideoListQuery, fts: SqlParts): Promise<{ entries: number; dense: boolean }> {
  const [videos, expected] = await Promise.all([genderSize(ctx, q.gender), estimatedRows(ctx.database, fromClause(fts), fts.params)]);
  return {
    entries: Math.ceil(Math.sqrt(SEARCH_COUNT_CAP * videos * SEARCH_MATCH_COST_ENTRIES)),
    dense: expected * expected * SEARCH_MATCH_COST_ENTRIES >= SEARCH_COUNT_CAP * videos,
  };
}

/** What a search reads of a period's videos, all of them columns of videos_search_latest_idx, which
 * carries them beside the newest-first order: the period is read without a row of the table. */
const PERIOD_COLUMNS = 'v.video_id, v.popularity, v.search';

/**
 * Whether a search with a date filter reads the period's videos and tests their words, rather than
 * the word's matches from the word index. The planner would AND the two indexes, and so read every
 * match of a common word (33,000 at a million videos) to keep the few of one day; it prices the
 * word index too low to see that. The period is read first when the planner's estimates make it
 * cheaper by SEARCH_PERIOD_ROW_COST_MATCHES: for all but a word much rarer than the period.
 */
async function readsPeriodFirst(ctx: DataContext, q: VideoListQuery, base: SqlParts, text: string): Promise<boolean> {
  if (q.date === '') return false;
  const word = new SqlParts();
  word.where.push(
    statusIs('v.status_id', VideoStatus.Active),
    `v.gender = ${word.add(q.gender)}`,
    `v.search @@ websearch_to_tsquery('english', ${word.add(text)})`,
  );
  const [period, matches] = await Promise.all([
    estimatedRows(ctx.database, fromClause(base), base.params),
    estimatedRows(ctx.database, fromClause(word), word.params),
  ]);
  return period * SEARCH_PERIOD_ROW_COST_MATCHES < matches;
}

/**
 * A search with a date filter, in one statement that reads its matches once: their count, and the
 * page in relevance order up to the cap or in popularity order past it. A period keeps new videos,
 * the least popular, so no walk of the popularity order finds its page sooner; counting first and
 * then reading the page would read every match twice.
 */
async function periodPage(
  ctx: DataContext,
  fts: SqlParts,
  tsq: string,
  offset: number,
  limit: number,
): Promise<{ ids: number[]; total: ListTotal }> {
  const n = fts.params.length;
  const params = [...fts.params, SEARCH_COUNT_CAP, limit, offset];
  const [cap, pageSize, skip] = [`$${n + 1}`, `$${n + 2}`, `$${n + 3}`];
  const page = (when: string, order: string) =>
    `ARRAY(SELECT v.video_id FROM matches v WHERE (SELECT n FROM counted) ${when} ${cap} ORDER BY ${order} LIMIT ${pageSize} OFFSET ${skip})`;
  // Each page is read only when the count calls for its order.
  const [row] = await ctx.database.query<{ n: number; relevant: number[]; popular: number[] }>(
    `WITH matches AS MATERIALIZED (SELECT v.video_id, v.popularity, ts_rank_cd(v.search, ${tsq}) AS rank ${fromClause(fts)}),
       counted AS (SELECT count(*)::int AS n FROM matches)
     SELECT (SELECT n FROM counted) AS n,
       ${page('<=', `v.rank DESC, ${ORDER['most-popular']}`)} AS relevant,
       ${page('>', ORDER['most-popular'])} AS popular`,
    params,
  );
  const matched = Number(row.n);
  if (matched > SEARCH_COUNT_CAP) return { ids: row.popular.map(Number), total: { total: SEARCH_COUNT_CAP, capped: true } };
  return { ids: row.relevant.map(Number), total: { total: matched, capped: false } };
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

/** A search whose words are all required, from video_words: its first SEARCH_COUNT_CAP + 1 matches
 * in popularity order answer both the count and, past the cap, the page; up to it, the matches are
 * ranked by relevance from their rows. */
async function wordsPage(
  ctx: DataContext,
  q: VideoListQuery,
  wordRows: SqlParts,
  searched: SearchedWords & { text: string },
): Promise<{ ids: number[]; total: ListTotal }> {
  const offset = (q.page - 1) * q.count;
  const limit = Math.max(0, Math.min(q.count, SEARCH_COUNT_CAP - offset));
  const matches = await wordMatches(ctx, wordRows, searched, q.date !== '', SEARCH_COUNT_CAP + 1);
  if (matches.length > SEARCH_COUNT_CAP)
    return { ids: matches.slice(offset, offset + limit), total: { total: SEARCH_COUNT_CAP, capped: true } };
  const total = { total: matches.length, capped: false };
  if (matches.length === 0 || limit === 0) return { ids: [], total };
  const rows = await ctx.database.query<{ video_id: number }>(
    `SELECT v.video_id FROM videos v WHERE v.video_id = ANY($1::int[])
      ORDER BY ts_rank_cd(v.search, websearch_to_tsquery('english', $2)) DESC, ${ORDER['most-popular']} LIMIT $3 OFFSET $4`,
    [matches, searched.text, limit, offset],
  );
  return { ids: rows.map((r) => Number(r.video_id)), total };
}

/** Full-text search; when nothing matches, the same search with each word replaced by the nearest
 * word of the catalogue's titles (a misspelling), found by trigram in the short word list. */
export async function searchVideos(ctx: DataContext, q: VideoListQuery, base: SqlParts, wordRows: SqlParts): Promise<VideoList> {
  const text = q.text ?? '';
  let found = await fullText(ctx, q, base, wordRows, text);
  if (found.total.total === 0) {
    const near = await nearestWords(ctx.database, text);
    if (near && near !== text.toLowerCase()) found = await fullText(ctx, q, base, wordRows, near);
  }
  return answer(q, await loadVideos(ctx, found.ids), found.total);
}
