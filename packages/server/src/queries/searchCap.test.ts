// A search that matches more than SEARCH_COUNT_CAP videos answers the cap's worth, most popular
// first, as its count says: the page that reaches the cap is cut there and the pages past it are
// empty, instead of walking the catalogue for matches further down.
import { VideoStatus } from '@reel/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_COUNT_CAP, SEARCH_WALK_ENTRIES } from '../constants.js';
import { startTestApp, type TestApp } from '../testing/app.js';
import { isRefusal } from './refusal.js';
import { listVideos } from './videoList.js';

const COUNT = 60;
const WORD = 'zephyrine';
const MATCHES = SEARCH_COUNT_CAP + 100;
/** Matches of the other word sit below as many more popular videos as the walk reads, and more. */
const SPARSE_WORD = 'quillwort';
const ABOVE = SEARCH_WALK_ENTRIES + 500;
/** The first word's matches are the most popular of all, where the walk finds them. */
const WALKED_ABOVE = 20_000_000;
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ videos: 10 });
  // More matches than the cap, each more popular than the one after it, and than every other video.
  await t.database.query(
    `INSERT INTO videos (video_id, dir, title, duration_sec, media_key, status_id, gender, popularity)
     SELECT 100000 + i, 'z' || i, '${WORD} harbour ' || i, 300, 'k', $1, 'str', ${WALKED_ABOVE} + i FROM generate_series(1, ${MATCHES}) AS i`,
    [VideoStatus.Active],
  );
  // The sparse word's matches are as many, but the popularity walk meets none of them.
  await t.database.query(
    `INSERT INTO videos (video_id, dir, title, duration_sec, media_key, status_id, gender, popularity)
     SELECT 200000 + i, 's' || i, '${SPARSE_WORD} meadow ' || i, 300, 'k', $1::smallint, 'str', i FROM generate_series(1, ${MATCHES}) AS i
     UNION ALL
     SELECT 300000 + i, 'a' || i, 'crowded meadow ' || i, 300, 'k', $1::smallint, 'str', 10000000 + i FROM generate_series(1, ${ABOVE}) AS i`,
    [VideoStatus.Active],
  );
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function page(n: number, text = WORD) {
  const list = await listVideos(t.ctx, {
    gender: 'str',
    sort: 'relevance',
    count: COUNT,
    page: n,
    section: 'search',
    objectId: '',
    type: 'all',
    duration: '',
    date: '',
    text,
  });
  if (isRefusal(list)) throw new Error('refused');
  return list;
}

describe('a search past its cap', () => {
  it('cuts the page that reaches the cap and answers nothing after it', async () => {
    const last = Math.ceil(SEARCH_COUNT_CAP / COUNT);
    const cut = await page(last);
    expect(cut.total_count).toBe(SEARCH_COUNT_CAP);
    expect(cut.total_count_capped).toBe(true);
    expect(cut.videos).toHaveLength(SEARCH_COUNT_CAP - (last - 1) * COUNT);
    // The cap-th most popular match is the last one answered.
    expect(Number(cut.videos.at(-1)?.video_id)).toBe(100000 + MATCHES - SEARCH_COUNT_CAP + 1);
    expect((await page(last + 1)).videos).toEqual([]);
    expect((await page(1)).videos.map((v) => Number(v.video_id))).toEqual(Array.from({ length: COUNT }, (_, i) => 100000 + MATCHES - i));
  });

  it('answers the most popular matches when the popularity walk meets none of them', async () => {
    const first = await page(1, SPARSE_WORD);
    expect(first.total_count_capped).toBe(true);
    expect(first.videos.map((v) => Number(v.video_id))).toEqual(Array.from({ length: COUNT }, (_, i) => 200000 + MATCHES - i));
    const third = await page(3, SPARSE_WORD);
    expect(third.videos.map((v) => Number(v.video_id))).toEqual(Array.from({ length: COUNT }, (_, i) => 200000 + MATCHES - 2 * COUNT - i));
  });
});
