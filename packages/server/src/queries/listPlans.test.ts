// The lists whose speed rests on one index read that index. The rows they answer are held equal to
// the plain query's elsewhere (listEquivalence.test.ts, searchCap.test.ts); here, the plan of the
// statement the list runs, on a catalogue small enough that only forbidding the other scans keeps
// the planner on the index a large one needs: a list that stopped matching its index's condition word for word
// (a partial index's predicate, a column left out of the word index) would fail here, not only at
// ten million videos.
import { DURATION_MEDIUM_MAX_S, DURATION_SHORT_MAX_S, VideoStatus, type VideoSort } from '@reel/api';
import { PERIOD_COUNT_CAP, SEARCH_COUNT_CAP } from '../constants.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordingDatabase, type RecordedStatement as Statement } from '../testing/recordedStatements.js';
import { startTestApp, type TestApp } from '../testing/app.js';
import { isRefusal } from './refusal.js';
import { listVideos, type VideoListQuery } from './videoList.js';
import { type KeyedSort, ORDER } from './listSql.js';
import { PERIOD_VIEWS_DAY_KEY, periodViewsDay, rollPeriodViews } from './periodViews.js';
import { estimatedRows } from './videoCounts.js';
import { FACET } from '../db/schema/facets.js';

const GENDER_ROWS = 20_000;
/** The large gender's word, on every one of its videos, which are spread over two years of days:
 * a month holds a few percent of them. */
const PLAIN_WORD = 'plain';
const SPREAD_DAYS = 730;
/** The large gender's lengths: one in MEDIUM_EVERY medium, a third short, the rest long. */
const MEDIUM_EVERY = 50;
const SHORT_S = DURATION_SHORT_MAX_S - 60;
const MEDIUM_S = DURATION_SHORT_MAX_S + 60;
const LONG_S = DURATION_MEDIUM_MAX_S + 60;
/** One video in PRIVATE_EVERY of the large gender is private (fewer than the search's cap), one in
 * VR_EVERY is VR (more). */
const PRIVATE_EVERY = 40;
const VR_EVERY = 6;
let t: TestApp;
let word = '';

beforeAll(async () => {
  t = await startTestApp({ videos: 300 });
  const [top] = await t.database.query<{ word: string }>(
    `SELECT word FROM ts_stat($$SELECT to_tsvector('english', title) FROM videos$$) WHERE length(word) > 3 ORDER BY ndoc DESC, word LIMIT 1`,
  );
  word = top.word;
  // One gender as large beside the word's few matches as on a big catalogue: its whole range in a
  // sort index then costs more than the word index's answer, as at a million videos. A third of it
  // is short and one video in MEDIUM_EVERY of medium length (fewer than the search's cap), the
  // rest long.
  await t.database.query(
    `INSERT INTO videos (video_id, dir, title, duration_sec, media_key, status_id, gender, popularity, post_date, is_private, vr)
     SELECT 500000 + i, 'g' || i, '${PLAIN_WORD} clip ' || i,
            CASE WHEN i % ${MEDIUM_EVERY} = 1 THEN ${MEDIUM_S} WHEN i % 3 = 0 THEN ${SHORT_S} ELSE ${LONG_S} END,
            'k', $1, 'gay', i, now() - (i % ${SPREAD_DAYS}) * interval '1 day',
            i % ${PRIVATE_EVERY} = 7, CASE WHEN i % ${VR_EVERY} = 5 THEN '180_sbs' ELSE '' END
       FROM generate_series(1, ${GENDER_ROWS}) AS i`,
    [VideoStatus.Active],
  );
  // The words' indexes built in one pass, as the seeder builds them: these rows came in by
  // popularity, each at the start of its range in the popularity order, which splits its pages
  // half full and makes that order's walk look dearer than reading the date order and sorting.
  await t.database.query('REINDEX TABLE video_words');
  // The planner's statistics and the visibility map (which lets a walk skip the table), as the
  // seeder's ANALYZE and PostgreSQL's autovacuum leave them on a live catalogue.
  await t.database.query('VACUUM ANALYZE videos');
  await t.database.query('VACUUM ANALYZE video_words');
  await t.database.query('VACUUM ANALYZE video_scopes');
}, 300_000);
afterAll(async () => {
  await t?.close();
});

/** The statements a list runs, in order. */
async function statementsOf(q: Partial<VideoListQuery>): Promise<Statement[]> {
  const seen: Statement[] = [];
  const database = recordingDatabase(t.database, seen);
  const list = await listVideos({ ...t.ctx, database }, listQuery(q));
  if (isRefusal(list)) throw new Error(`refused: ${JSON.stringify(list)}`);
  return seen;
}

const listQuery = (q: Partial<VideoListQuery>): VideoListQuery => ({
  gender: 'str',
  sort: 'latest-updates',
  count: 20,
  page: 1,
  section: 'all',
  objectId: '',
  type: 'all',
  duration: '',
  date: '',
  ...q,
});

/** The list's ids and count. */
async function answerOf(q: Partial<VideoListQuery>): Promise<{ ids: number[]; total: number }> {
  const list = await listVideos(t.ctx, listQuery(q));
  if (isRefusal(list)) throw new Error(`refused: ${JSON.stringify(list)}`);
  return { ids: list.videos.map((v) => Number(v.video_id)), total: list.total_count };
}

/** A text the word index answers rather than the words' rows: PLAIN_WORD or a word no video has. */
const PLAIN_OR_NONE = `${PLAIN_WORD} or zzzq`;

/** The plain query of PLAIN_WORD in the large gender's period, under the cap: by relevance, then
 * popularity. */
async function plainSearch(date: string): Promise<{ ids: number[]; total: number }> {
  const days = { day: 1, week: 7, month: 30 }[date] ?? 0;
  const from = `FROM videos v WHERE v.status_id = $1 AND v.gender = 'gay' AND v.post_date >= $2::timestamptz
    AND v.search @@ websearch_to_tsquery('english', $3)`;
  const params = [VideoStatus.Active, new Date(t.ctx.now() - days * 86_400_000).toISOString(), PLAIN_WORD];
  const [{ n }] = await t.database.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, params);
  expect(n).toBeLessThanOrEqual(SEARCH_COUNT_CAP);
  const rows = await t.database.query<{ id: number }>(
    `SELECT v.video_id AS id ${from} ORDER BY ts_rank_cd(v.search, websearch_to_tsquery('english', $3)) DESC, v.popularity DESC, v.video_id DESC LIMIT 20`,
    params,
  );
  return { ids: rows.map((r) => Number(r.id)), total: Number(n) };
}

/** The plan of a statement with the given scans priced out, in one session. */
async function planOf(s: Statement, off: string[] = ['enable_seqscan']): Promise<string> {
  const session = t.database.session ? await t.database.session() : null;
  const run = session ?? t.database;
  try {
    for (const setting of off) await run.query(`SET ${setting} = off`);
    const rows = await run.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${s.text}`, s.params);
    for (const setting of off) await run.query(`RESET ${setting}`);
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  } finally {
    session?.release();
  }
}

/** The partitions' own indexes of one of video_words' indexes (PostgreSQL names them). */
async function partitionIndexes(parent: string): Promise<string[]> {
  const rows = await t.database.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid WHERE i.inhparent = $1::regclass`,
    [parent],
  );
  return rows.map((r) => r.name);
}

/** The category with the most videos, as the list's object id. */
async function largestCategory(): Promise<string> {
  const [top] = await t.database.query<{ id: number }>(
    'SELECT category_id AS id FROM video_categories GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1',
  );
  return String(top.id);
}

/** The indexes a plan walks index-only on video_words' partitions. */
function wordScans(plan: string): { index: string }[] {
  return [...plan.matchAll(/Index Only Scan using (\S+) on video_words_p\d+ /g)].map((m) => ({ index: m[1] }));
}

describe('the plans of the lists that rest on one index', () => {
  it('the longest VR videos walk the VR videos’ own longest-first index', async () => {
    const page = (await statementsOf({ sort: 'longest', type: 'vr' })).find((s) => s.text.includes('ORDER BY v.duration_sec DESC'));
    expect(page).toBeDefined();
    expect(await planOf(page!)).toContain('videos_longest_vr_idx');
  });

  // An object's few rows of a filter are cheaper to sort than to walk on a catalogue this small.
  const ORDERED_WALK = ['enable_seqscan', 'enable_bitmapscan', 'enable_sort'];

  // The private videos are a few percent of any list: each order's walk of them all would pass some
  // 24 others per page entry, in the catalogue and in an object's lists.
  const PRIVATE_ORDERS: [KeyedSort, string][] = [
    ['latest-updates', 'latest'],
    ['longest', 'longest'],
    ['most-commented', 'commented'],
    ['most-popular', 'popular'],
    ['most-viewed', 'viewed'],
    ['top-rated', 'rated'],
  ];
  for (const [sort, name] of PRIVATE_ORDERS)
    it(`the private videos sorted ${sort} walk their own order, in the catalogue and in a category`, async () => {
      const category = await largestCategory();
      for (const [section, index] of [
        ['all', `videos_${name}_private_idx`],
        ['category', `video_scopes_${name}_private_idx`],
      ] as const) {
        const q: Partial<VideoListQuery> = { sort, type: 'private', page: 3, section, objectId: category };
        const page = (await statementsOf(q)).find((s) => s.text.includes(`ORDER BY ${ORDER[sort]}`));
        expect(page, section).toBeDefined();
        expect(await planOf(page!, ORDERED_WALK), section).toContain(index);
      }
    });

  // Public is the private bit clear: without the bits' statistics the planner takes that test to
  // keep one row in two hundred, and sorts an object's whole list instead of walking its order.
  it('the planner sees what share of the objects’ list rows each filter bit keeps', async () => {
    await expectBitSharesSeen('FROM video_scopes v', 'WHERE');
  });

  // A search names its word, so the planner reads the statistics of the word's partition alone.
  it('the planner sees what share of a word’s rows each filter bit keeps', async () => {
    await expectBitSharesSeen(`FROM video_words v WHERE v.word = '${PLAIN_WORD}'`, 'AND');
  });

  /** Holds the planner's share of the rows `from` names that each filter bit keeps, set and clear,
   * within 0.1 of the rows' own; `join` adds a bit's test to `from`'s conditions. */
  async function expectBitSharesSeen(from: string, join: 'WHERE' | 'AND'): Promise<void> {
    const all = await estimatedRows(t.database, from, []);
    for (const bit of Object.values(FACET))
      for (const test of [`= 0`, `<> 0`]) {
        const condition = `(v.facets & ${bit}) ${test}`;
        const [{ share }] = await t.database.query<{ share: number }>(`SELECT avg((${condition})::int)::float8 AS share ${from}`);
        const estimated = (await estimatedRows(t.database, `${from} ${join} ${condition}`, [])) / all;
        expect(Math.abs(estimated - Number(share)), `${condition}: estimated ${estimated}, actual ${share}`).toBeLessThan(0.1);
      }
  }

  it('the longest VR videos of a category walk the VR videos’ own longest-first order of its list', async () => {
    const category = await largestCategory();
    const q: Partial<VideoListQuery> = { sort: 'longest', type: 'vr', section: 'category', objectId: category };
    const page = (await statementsOf(q)).find((s) => s.text.includes('ORDER BY v.duration_sec DESC'));
    expect(page).toBeDefined();
    expect(await planOf(page!, ORDERED_WALK)).toContain('video_scopes_longest_vr_idx');
  });

  it('a search with "or" of one gender reads the word index with the gender in its condition, ANDing no other index', async () => {
    const statements = await statementsOf({ section: 'search', sort: 'relevance', gender: 'gay', text: `${word} or zzzq` });
    const count = statements.find((s) => s.text.startsWith('SELECT count(*)') && s.text.includes('websearch_to_tsquery'));
    expect(count).toBeDefined();
    // Bitmap scans only: the word index alone, or ANDed with a sort index's gender range.
    const plan = await planOf(count!, ['enable_seqscan', 'enable_indexscan', 'enable_indexonlyscan']);
    expect(plan).toMatch(/Bitmap Index Scan on videos_search_idx[^\n]*\n\s*Index Cond: [^\n]*gender = 'gay'::text/);
    expect(plan).not.toContain('BitmapAnd');
  });

  it('a search walks its word’s rows in popularity order index-only in the word’s own partition, and looks up another word by its key in that word’s', async () => {
    for (const text of [PLAIN_WORD, `${PLAIN_WORD} clip`]) {
      const statements = await statementsOf({ section: 'search', sort: 'relevance', gender: 'gay', text });
      const walk = statements.find((s) => s.text.includes('FROM video_words v') && s.text.includes('ORDER BY v.popularity DESC'));
      expect(walk, text).toBeDefined();
      const plan = await planOf(walk!, ['enable_seqscan', 'enable_bitmapscan', 'enable_hashjoin', 'enable_mergejoin']);
      // The word's own partition only: one index of the popularity order, one of the keys.
      const scans = wordScans(plan);
      const popular = await partitionIndexes('video_words_popular_idx');
      const keys = await partitionIndexes('video_words_video_id_word_pk');
      expect(
        scans.filter((s) => popular.includes(s.index)),
        text,
      ).toHaveLength(1);
      expect(
        scans.filter((s) => keys.includes(s.index)),
        text,
      ).toHaveLength(text === PLAIN_WORD ? 0 : 1);
      expect(scans, text).toHaveLength(text === PLAIN_WORD ? 1 : 2);
      expect(plan, text).not.toMatch(/Seq Scan|on videos /);
    }
  });

  // Two words whose matches of one length or type are fewer than the cap walk all of the rarer
  // word's rows in the gender, and with more they walk until the cap: those of the length or type
  // only, from its own order.
  for (const [filter, index] of [
    [{ duration: '1' }, 'video_words_popular_short_idx'],
    [{ duration: '2' }, 'video_words_popular_medium_idx'],
    [{ type: 'private' }, 'video_words_popular_private_idx'],
    [{ type: 'vr' }, 'video_words_popular_vr_idx'],
  ] as const) {
    it(`a search of two words with ${JSON.stringify(filter)} walks its own popularity order in the word's partition`, async () => {
      const q: Partial<VideoListQuery> = { section: 'search', sort: 'relevance', gender: 'gay', text: `${PLAIN_WORD} clip`, ...filter };
      const statements = await statementsOf(q);
      const walk = statements.find((s) => s.text.includes('FROM video_words v') && s.text.includes('ORDER BY v.popularity DESC'));
      expect(walk).toBeDefined();
      const plan = await planOf(walk!, ['enable_seqscan', 'enable_bitmapscan', 'enable_hashjoin', 'enable_mergejoin']);
      const own = await partitionIndexes(index);
      expect(
        wordScans(plan).filter((s) => own.includes(s.index)),
        plan,
      ).toHaveLength(1);
      expect(plan).not.toMatch(/Seq Scan|on videos /);
    });
  }

  it('a search of two words with duration=2 under the cap answers as the plain query', async () => {
    const q: Partial<VideoListQuery> = { section: 'search', sort: 'relevance', gender: 'gay', text: `${PLAIN_WORD} clip`, duration: '2' };
    const from = `FROM videos v WHERE v.status_id = $1 AND v.gender = 'gay'
      AND v.duration_sec BETWEEN ${DURATION_SHORT_MAX_S} AND ${DURATION_MEDIUM_MAX_S} AND v.search @@ websearch_to_tsquery('english', $2)`;
    const params = [VideoStatus.Active, `${PLAIN_WORD} clip`];
    const [{ n }] = await t.database.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, params);
    expect(n).toBe(GENDER_ROWS / MEDIUM_EVERY);
    expect(n).toBeLessThan(SEARCH_COUNT_CAP);
    const rows = await t.database.query<{ id: number }>(
      `SELECT v.video_id AS id ${from} ORDER BY ts_rank_cd(v.search, websearch_to_tsquery('english', $2)) DESC, v.popularity DESC, v.video_id DESC LIMIT 20`,
      params,
    );
    expect(await answerOf(q)).toEqual({ ids: rows.map((r) => Number(r.id)), total: n });
  });

  it('a search with "or" walks the popularity order index-only, reading no row of the table', async () => {
    const statements = await statementsOf({ section: 'search', sort: 'relevance', gender: 'gay', text: PLAIN_OR_NONE });
    const walk = statements.find((s) => s.text.includes('websearch_to_tsquery') && s.text.includes('ORDER BY v.popularity DESC'));
    expect(walk).toBeDefined();
    const plan = await planOf(walk!, ['enable_seqscan', 'enable_bitmapscan']);
    expect(plan).toContain('Index Only Scan using videos_search_popular_idx');
  });

  // The word is on every video of the gender; a period holds a few percent of them, so the period
  // is read, from the word's rows or (for "or") from the index that carries every video's words.
  for (const date of ['day', 'week', 'month']) {
    it(`a search in a period (${date}) reads the word's rows of the period index-only, from the word's partition`, async () => {
      const q: Partial<VideoListQuery> = { section: 'search', sort: 'relevance', gender: 'gay', text: PLAIN_WORD, date };
      const statements = await statementsOf(q);
      const walk = statements.find((s) => s.text.includes('FROM video_words v'));
      expect(walk).toBeDefined();
      const plan = await planOf(walk!, ['enable_seqscan', 'enable_bitmapscan']);
      const latest = await partitionIndexes('video_words_latest_idx');
      const scan = /Index Only Scan using (\S+) on video_words_p\d+ v[^\n]*\n\s*Index Cond: [^\n]*post_date >=/.exec(plan);
      expect(latest, plan).toContain(scan?.[1]);
      expect(wordScans(plan), plan).toHaveLength(1);
      expect(await answerOf(q)).toEqual(await plainSearch(date));
    });

    it(`a search with "or" in a period (${date}) reads the period index-only from the index that carries the words`, async () => {
      const q: Partial<VideoListQuery> = { section: 'search', sort: 'relevance', gender: 'gay', text: PLAIN_OR_NONE, date };
      const statements = await statementsOf(q);
      const matches = statements.find((s) => s.text.startsWith('WITH matches') && s.text.includes('websearch_to_tsquery'));
      expect(matches).toBeDefined();
      const plan = await planOf(matches!, ['enable_seqscan', 'enable_bitmapscan']);
      expect(plan).toContain('Index Only Scan using videos_search_latest_idx');
      expect(plan).not.toContain('videos_search_idx');
      // The words are tested on the period's rows, which the planner may not AND with the word index.
      expect(plan).toMatch(/Subquery Scan on v[^\n]*\n\s*Filter: \(v\.search @@/);
      expect(await answerOf(q)).toEqual(await plainSearch(date));
    });
  }
});

describe('a period sort past its count cap', () => {
  // More videos of the large gender viewed this week than the cap counts: the page and the count
  // come from one walk of the period's order, which must still answer both as apart, whether the
  // walk sums the day rows (before the day's recount) or reads the kept counts (after it).
  const VIEWED = PERIOD_COUNT_CAP + 250;

  it('answers the plain query’s pages, and its count capped, summed and kept alike', async () => {
    const today = new Date(t.ctx.now()).toISOString().slice(0, 10);
    // Day rows written as a seed writes them, around the views' own statement: the kept counts
    // learn of them only from the day's recount.
    await t.database.query('DELETE FROM settings WHERE key = $1', [PERIOD_VIEWS_DAY_KEY]);
    await t.database.query(
      `INSERT INTO video_views_daily (video_id, day, views)
       SELECT 500000 + i, $1::date - (i % 3), 1 + (i * 7919) % 500 FROM generate_series(1, ${VIEWED}) AS i`,
      [today],
    );
    const since = new Date(t.ctx.now() - 6 * 86_400_000).toISOString().slice(0, 10);
    const plain = await t.database.query<{ id: number }>(
      `SELECT d.video_id AS id FROM video_views_daily d JOIN videos v USING (video_id)
        WHERE d.day >= $1::date AND v.gender = 'gay' AND v.status_id = $2
        GROUP BY d.video_id ORDER BY sum(d.views) DESC, d.video_id DESC`,
      [since, VideoStatus.Active],
    );
    // The demo catalogue's own views of the gender come on top.
    expect(plain.length).toBeGreaterThanOrEqual(VIEWED);
    const count = 20;
    const pagesEqual = async (path: string) => {
      for (const page of [1, 30, Math.ceil(plain.length / count)]) {
        const list = await listVideos(t.ctx, listQuery({ gender: 'gay', sort: 'most-viewed-week', page, count }));
        if (isRefusal(list)) throw new Error(`refused: ${JSON.stringify(list)}`);
        const ids = plain.slice((page - 1) * count, page * count).map((r) => Number(r.id));
        expect(
          list.videos.map((v) => Number(v.video_id)),
          `${path}, page ${page}`,
        ).toEqual(ids);
        expect([list.total_count, list.total_count_capped], `${path}, page ${page}`).toEqual([PERIOD_COUNT_CAP, true]);
        expect(ids.length, `${path}, page ${page}`).toBeGreaterThan(0);
      }
    };
    await pagesEqual('summed');
    expect(await rollPeriodViews(t.database, t.ctx.now())).toBeGreaterThanOrEqual(VIEWED);
    expect(await periodViewsDay(t.database)).toBe(today);
    await pagesEqual('kept');
  });

  // The page walks the kept counts' own index, which holds the period's videos alone: the cost of
  // a page does not grow with the catalogue nor, past the page, with the period's traffic.
  const PERIOD_INDEXES: [VideoSort, string][] = [
    ['most-viewed-week', 'week'],
    ['most-viewed-day', 'day'],
  ];
  for (const [sort, name] of PERIOD_INDEXES)
    it(`${sort} walks the period's own index, in the catalogue and in a category`, async () => {
      await rollPeriodViews(t.database, t.ctx.now());
      const category = await largestCategory();
      for (const [section, index] of [
        ['all', `videos_${name}_idx`],
        ['category', `video_scopes_${name}_idx`],
      ] as const) {
        const q: Partial<VideoListQuery> = { sort, type: 'public', page: 2, section, objectId: category };
        const page = (await statementsOf(q)).find((s) => s.text.includes(`ORDER BY v.views_${name} DESC`));
        expect(page, section).toBeDefined();
        expect(await planOf(page!, ['enable_seqscan', 'enable_bitmapscan']), section).toContain(index);
      }
    });
});
