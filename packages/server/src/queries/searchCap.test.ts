// A search that matches more than SEARCH_COUNT_CAP videos answers the cap's worth, most popular
// first, as its count says: the page that reaches the cap is cut there and the pages past it are
// empty, instead of walking the catalogue for matches further down. Its answer is the plain
// query's, whichever way it was found: a search of plain words from the words' rows (video_words),
// anything else (a phrase, "or", a minus) from the word index.
import { VideoStatus } from '@reel/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_COUNT_CAP } from '../constants.js';
import { HD_MIN_HEIGHT_PX } from '../db/schema/facets.js';
import { startTestApp, type TestApp } from '../testing/app.js';
import { recordingDatabase, type RecordedStatement } from '../testing/recordedStatements.js';
import { isRefusal } from './refusal.js';
import { listVideos, type VideoListQuery } from './videoList.js';

const COUNT = 60;
const MATCHES = SEARCH_COUNT_CAP + 100;
/** Its matches are the most popular videos of all, where the walk finds more than the cap, and a
 * quarter of the catalogue: dense enough that the search walks before it counts. */
const DENSE = 'zephyrine';
const DENSE_MATCHES = 3 * SEARCH_COUNT_CAP;
/** Its matches sit below all the crowd's videos, further down than the walk goes. */
const SPARSE = 'quillwort';
/** A page and a half of its matches lie among the walk's entries; the rest below the crowd. */
const SPLIT = 'marigold';
const SPLIT_TOP = COUNT + COUNT / 2;
/** Few enough matches to be ranked by relevance, in any period. */
const FEW = 'lowland';
const FEW_MATCHES = 50;
/** Popular videos that match none of the words: more than the walk reads past the dense word's. */
const CROWD = 6_000;
let t: TestApp;

/** One video in twenty is below HD, so that every word keeps more HD matches than the cap. */
const insert = (first: number, rows: number, title: string, popularity: string) =>
  t.database.query(
    `INSERT INTO videos (video_id, dir, title, duration_sec, media_key, status_id, gender, popularity, height)
     SELECT ${first} + i, 'x' || (${first} + i), '${title} ' || i, 300, 'k', $1, 'str', ${popularity}, CASE WHEN i % 20 = 0 THEN ${HD_MIN_HEIGHT_PX - 1} ELSE ${HD_MIN_HEIGHT_PX} END
       FROM generate_series(1, ${rows}) AS i`,
    [VideoStatus.Active],
  );

beforeAll(async () => {
  t = await startTestApp({ videos: 10 });
  await insert(100_000, DENSE_MATCHES, `${DENSE} harbour`, '40000000 + i');
  await insert(400_000, SPLIT_TOP, `${SPLIT} field`, '30000000 + i');
  await insert(300_000, CROWD, 'crowded meadow', '10000000 + i');
  await insert(200_000, MATCHES, `${SPARSE} meadow`, 'i');
  await insert(500_000, MATCHES - SPLIT_TOP, `${SPLIT} field`, '2000 + i');
  await insert(600_000, FEW_MATCHES, `${FEW} ${FEW} track`, 'i');
  // The planner's statistics, whose estimate of a search's matches decides whether it walks first.
  await t.database.query('ANALYZE videos');
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const query = (text: string, page: number, type: VideoListQuery['type'] = 'all', date = ''): VideoListQuery => ({
  gender: 'str',
  sort: 'relevance',
  count: COUNT,
  page,
  section: 'search',
  objectId: '',
  type,
  duration: '',
  date,
  text,
});

/** The list's answer and the statements it ran. */
async function search(q: VideoListQuery) {
  const seen: RecordedStatement[] = [];
  const database = recordingDatabase(t.database, seen);
  const list = await listVideos({ ...t.ctx, database }, q);
  if (isRefusal(list)) throw new Error('refused');
  const statements = seen.map((s) => s.text);
  return {
    list,
    ids: list.videos.map((v) => Number(v.video_id)),
    counted: statements.some((s) => s.startsWith('SELECT count(*)')),
    wordIndexReads: statements.filter((s) => s.includes('@@') && !s.includes('FROM video_words v') && !s.startsWith('EXPLAIN')).length,
    wordRowReads: statements.filter((s) => s.includes('FROM video_words v') && !s.startsWith('EXPLAIN')).length,
  };
}

/** The plain query: the live matches of the gender, most popular first, the cap's worth at most;
 * in a period, the week's (every video here was posted today). */
async function plain(q: VideoListQuery, order = 'v.popularity DESC, v.video_id DESC'): Promise<number[]> {
  const hd = q.type === 'hd' ? `AND v.height >= ${HD_MIN_HEIGHT_PX}` : '';
  const period = q.date === 'week' ? `AND v.post_date >= now() - interval '7 days'` : '';
  const offset = (q.page - 1) * COUNT;
  const rows = await t.database.query<{ id: number }>(
    `SELECT video_id AS id FROM videos v
      WHERE v.status_id = $1 AND v.gender = 'str' AND v.search @@ websearch_to_tsquery('english', $2) ${hd} ${period}
      ORDER BY ${order} LIMIT $3 OFFSET $4`,
    [VideoStatus.Active, q.text, Math.max(0, Math.min(COUNT, SEARCH_COUNT_CAP - offset)), offset],
  );
  return rows.map((r) => Number(r.id));
}

describe('a search past its cap', () => {
  it('cuts the page that reaches the cap and answers nothing after it', async () => {
    const last = Math.ceil(SEARCH_COUNT_CAP / COUNT);
    const cut = (await search(query(DENSE, last))).list;
    expect(cut.total_count).toBe(SEARCH_COUNT_CAP);
    expect(cut.total_count_capped).toBe(true);
    expect(cut.videos).toHaveLength(SEARCH_COUNT_CAP - (last - 1) * COUNT);
    // The cap-th most popular match is the last one answered.
    expect(Number(cut.videos.at(-1)?.video_id)).toBe(100_000 + DENSE_MATCHES - SEARCH_COUNT_CAP + 1);
    expect((await search(query(DENSE, last + 1))).ids).toEqual([]);
    expect((await search(query(DENSE, 1))).ids).toEqual(Array.from({ length: COUNT }, (_, i) => 100_000 + DENSE_MATCHES - i));
  });

  it('reads a search whose words are all required from their rows in one walk, and anything else from the word index', async () => {
    // One word or several, a phrase too (whose candidates are also tested against the whole query).
    for (const text of [DENSE, SPARSE, FEW, `${SPLIT} field`, `"${SPLIT} field"`, `${FEW} track`]) {
      const got = await search(query(text, 2));
      expect(got.wordIndexReads, text).toBe(0);
      expect(got.wordRowReads, text).toBe(1);
      expect(got.counted, text).toBe(false);
    }
    for (const text of [`${SPARSE} or ${FEW}`, `meadow -${SPARSE}`]) {
      const got = await search(query(text, 1));
      expect(got.wordIndexReads, text).toBeGreaterThan(0);
      expect(got.wordRowReads, text).toBe(0);
    }
  });

  it("answers the plain query from the words' rows and from the word index", async () => {
    const pages = [1, 2, 3, 5, Math.ceil(SEARCH_COUNT_CAP / COUNT)];
    // Each search of required words on every page; the word index's ("or", a minus) on two.
    const searches: [string, number[]][] = [
      ...[DENSE, SPLIT, SPARSE, `meadow ${SPARSE}`, `${SPLIT} field`, `"${SPLIT} field"`].map((text): [string, number[]] => [text, pages]),
      ...[`${SPARSE} or ${SPLIT}`, `meadow -${SPARSE}`].map((text): [string, number[]] => [text, [1, 3]]),
    ];
    for (const [text, textPages] of searches)
      for (const type of ['all', 'hd'] as const)
        for (const page of textPages) {
          const q = query(text, page, type);
          const got = await search(q);
          expect(got.ids, `${text}/${type}/p${page}`).toEqual(await plain(q));
          expect(got.ids.length, `${text}/${type}/p${page}`).toBeGreaterThan(0);
          expect(got.list.total_count_capped, `${text}/${type}/p${page}`).toBe(true);
        }
  });

  it('answers the plain query in a period, past the cap by popularity and under it by relevance', async () => {
    for (const text of [DENSE, SPARSE, `meadow ${SPARSE}`, `"${SPLIT} field"`])
      for (const page of [1, 2, Math.ceil(SEARCH_COUNT_CAP / COUNT)]) {
        const q = query(text, page, 'all', 'week');
        const got = await search(q);
        expect(got.list.total_count_capped, `${text}/p${page}`).toBe(true);
        expect(got.ids, `${text}/p${page}`).toEqual(await plain(q));
      }
    // Below the cap, ranked by relevance: the word twice in every title ties them, popularity decides.
    const few = await search(query(FEW, 1, 'hd', 'week'));
    expect(few.wordIndexReads).toBe(0);
    expect(few.list.total_count).toBe(FEW_MATCHES - Math.floor(FEW_MATCHES / 20));
    expect(few.list.total_count_capped).toBeUndefined();
    const ranked = `ts_rank_cd(v.search, websearch_to_tsquery('english', '${FEW}')) DESC, v.popularity DESC, v.video_id DESC`;
    expect(few.ids).toEqual(await plain(query(FEW, 1, 'hd', 'week'), ranked));
  });
});
