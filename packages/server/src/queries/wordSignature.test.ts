// The signature a search tests on each of video_words' index entries before it looks up a row's
// (video, word) key: a video with a word has all of that word's bits, and a video without it has
// them all seldom enough that few key look-ups are made for nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineName, openTestDatabase, type TestDatabase } from '../testing/database.js';

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
}, 120_000);
afterAll(async () => {
  await db?.dispose();
});

/** 2,000 sets of ten words, about a video's count, each from a vocabulary of 2,000, and beside each
 * a word of another vocabulary, so that no set holds its probe. */
const SETS = `SELECT j, ARRAY(SELECT 'w' || ((j * 37 + k * 101) % 2000) FROM generate_series(1, 10) k) AS words, 'p' || j AS probe
  FROM generate_series(1, 2000) j`;

describe(`video_words_signature (${engineName()})`, () => {
  it('holds every bit of each of its words', async () => {
    const rows = await db.query<{ missing: number }>(
      `SELECT count(*)::int AS missing FROM (${SETS}) s, unnest(s.words) w
        WHERE video_words_signature(s.words) & video_words_signature(ARRAY[w]) <> video_words_signature(ARRAY[w])`,
    );
    expect(rows[0].missing).toBe(0);
  });

  it('lets through under one video in ten that lacks a searched word', async () => {
    // One bit per word let through about one in seven of these (1 - (63/64)^10); three bits per
    // word, about one in twenty.
    const rows = await db.query<{ passed: number; bits: number }>(
      `SELECT avg(((video_words_signature(s.words) & m) = m)::int)::float AS passed, avg(bit_count(m::bit(64)))::float AS bits
         FROM (${SETS}) s, LATERAL (SELECT video_words_signature(ARRAY[s.probe]) AS m) p`,
    );
    expect(rows[0].bits).toBeGreaterThan(2.8);
    expect(rows[0].passed).toBeLessThan(0.1);
    expect(rows[0].passed).toBeGreaterThan(0);
  });
});
