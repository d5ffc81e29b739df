// The counter rows behind total_count, for each list and each static filter value, against count(*)
// over the rows they count in the filters' own terms, the object lists' rows (video_scopes) against
// the videos and links they copy, each live video's words (video_words) against its search vector
// with the keys they copy, and the gender and facets each day's views row copies from its
// video (video_views_daily, read by the period lists), after each step of
// a sequence of changes made through the product's own writes (upload, publish, moderation moves,
// edits of categories and models, delete) and plain SQL (bulk insert, gender change, a channel
// removed, TRUNCATE), on the real engine. Then the signature a search tests on each of
// video_words' index entries before it looks up a row's (video, word) key: a video with a word has
// all of that word's bits, and a video without it has them all seldom enough that few key look-ups
// are made for nothing.
import { DURATION_MEDIUM_MAX_S, DURATION_SHORT_MAX_S, FORMAT_FHD, VideoStatus } from '@reel/api';
import { describe, expect, it } from 'vitest';
import { HD_MIN_HEIGHT_PX } from '../db/schema/facets.js';
import { engineName } from '../testing/database.js';
import { editVideo } from './review.js';
import { deleteUnpublishedVideo, insertUploadRows, markVideoDeleted, submitUpload } from './uploads.js';
import { countedVideos, countUpToCap } from './videoCounts.js';
import { moveVideoStatus } from './videoStatus.js';
import { useTestDatabase } from '../testing/useTestDatabase.js';

const db = useTestDatabase();

/** Each counted facet and its filter in plain terms. */
const FACET_TRUTH: [string, string][] = [
  ['', 'true'],
  ['public', 'NOT v.is_private'],
  ['private', 'v.is_private'],
  ['hd', `v.height >= ${HD_MIN_HEIGHT_PX}`],
  ['fhd', `position('${FORMAT_FHD}' in v.file_formats) > 0`],
  ['vr', `v.vr <> ''`],
  ['short', `v.duration_sec < ${DURATION_SHORT_MAX_S}`],
  ['medium', `v.duration_sec BETWEEN ${DURATION_SHORT_MAX_S} AND ${DURATION_MEDIUM_MAX_S}`],
  ['long', `v.duration_sec > ${DURATION_MEDIUM_MAX_S}`],
];

/** Every scope's live-video count by count(*), as `scope/object/gender/facet` → n. */
async function truth(): Promise<Record<string, number>> {
  const parts = FACET_TRUTH.map(
    ([facet, where]) =>
      `SELECT 'all/0/' || v.gender || '/${facet}' AS k, count(*)::int AS n FROM videos v WHERE v.status_id = 1 AND ${where} GROUP BY v.gender
       UNION ALL SELECT 'channel/' || v.channel_id || '/' || v.gender || '/${facet}', count(*)::int FROM videos v WHERE v.status_id = 1 AND v.channel_id IS NOT NULL AND ${where} GROUP BY v.channel_id, v.gender
       UNION ALL SELECT 'category/' || vc.category_id || '/' || v.gender || '/${facet}', count(*)::int FROM video_categories vc JOIN videos v USING (video_id) WHERE v.status_id = 1 AND ${where} GROUP BY 1
       UNION ALL SELECT 'model/' || vm.model_id || '/' || v.gender || '/${facet}', count(*)::int FROM video_models vm JOIN videos v USING (video_id) WHERE v.status_id = 1 AND ${where} GROUP BY 1`,
  );
  const rows = await db.query<{ k: string; n: number }>(parts.join(' UNION ALL '));
  return Object.fromEntries(rows.map((r) => [r.k, Number(r.n)]));
}

/** The counter rows, zero rows left out (a scope emptied keeps its row at 0). */
async function counters(): Promise<Record<string, number>> {
  const rows = await db.query<{ k: string; n: number }>(
    `SELECT scope || '/' || object_id || '/' || gender || '/' || facet AS k, videos AS n FROM video_counts WHERE videos <> 0`,
  );
  return Object.fromEntries(rows.map((r) => [r.k, Number(r.n)]));
}

const SCOPE_COLUMNS = 'video_id, facets, post_date, duration_sec, comments_count, popularity, viewed, rating';

/** Each live video's rows in its objects' lists, from the videos and their links. */
const scopesTruth = () =>
  db.query(
    `SELECT * FROM (
       SELECT 'channel' AS scope, channel_id AS object_id, gender, ${SCOPE_COLUMNS} FROM videos WHERE status_id = 1 AND channel_id IS NOT NULL
       UNION ALL SELECT 'user', user_id, '', ${SCOPE_COLUMNS} FROM videos WHERE status_id = 1 AND user_id IS NOT NULL
       UNION ALL SELECT 'category', l.category_id, v.gender, v.${SCOPE_COLUMNS.replace(/, /g, ', v.')} FROM video_categories l JOIN videos v USING (video_id) WHERE v.status_id = 1
       UNION ALL SELECT 'model', l.model_id, v.gender, v.${SCOPE_COLUMNS.replace(/, /g, ', v.')} FROM video_models l JOIN videos v USING (video_id) WHERE v.status_id = 1
     ) t ORDER BY scope, object_id, video_id`,
  );
const scopes = () => db.query(`SELECT scope, object_id, gender, ${SCOPE_COLUMNS} FROM video_scopes ORDER BY scope, object_id, video_id`);

/** Each day's views row with its video's gender and facets, and as the row holds them. */
const viewsTruth = () =>
  db.query(
    `SELECT d.video_id, d.day::text AS day, v.gender, v.facets FROM video_views_daily d JOIN videos v USING (video_id) ORDER BY 1, 2`,
  );
const views = () => db.query(`SELECT video_id, day::text AS day, gender, facets FROM video_views_daily ORDER BY 1, 2`);

/** Each live video's words with the keys a search reads beside them, and as video_words holds them. */
const WORD_COLUMNS = 'video_id, gender, facets, post_date, popularity';
const wordsTruth = () =>
  db.query(
    `SELECT w.word, ${WORD_COLUMNS}, video_words_signature(tsvector_to_array(search))::text AS signature
       FROM videos CROSS JOIN LATERAL unnest(tsvector_to_array(search)) AS w(word)
      WHERE status_id = 1 ORDER BY video_id, word`,
  );
const words = () => db.query(`SELECT word, ${WORD_COLUMNS}, signature::text AS signature FROM video_words ORDER BY video_id, word`);

async function expectInStep(): Promise<void> {
  expect(await counters()).toEqual(await truth());
  expect(await scopes()).toEqual(await scopesTruth());
  expect(await words()).toEqual(await wordsTruth());
  expect(await views()).toEqual(await viewsTruth());
}

describe(`video counters (${engineName()})`, () => {
  it('equal count(*) after every kind of change', async () => {
    await db.query(`INSERT INTO categories (category_id, dir, title) VALUES (1, 'c1', 'C1'), (2, 'c2', 'C2'), (3, 'c3', 'C3')`);
    await db.query(`INSERT INTO models (model_id, dir, title) VALUES (1, 'm1', 'M1'), (2, 'm2', 'M2')`);
    await db.query(`INSERT INTO channels (channel_id, dir, title) VALUES (1, 'h1', 'H1'), (2, 'h2', 'H2')`);
    await db.query(`INSERT INTO members (user_id, username, email, password_hash) VALUES (1, 'u1', 'u1@example.com', 'x')`);
    // A bulk insert of every status and gender, as the seeder does, then its links.
    await db.query(
      `INSERT INTO videos (video_id, dir, title, duration_sec, media_key, status_id, gender, channel_id)
       SELECT i, 'v' || i, 'Beach day ' || i, (ARRAY[300, 600, 1800, 2400, 2401])[1 + i % 5], 'k', (ARRAY[1, 1, 1, 2, 5])[1 + i % 5], (ARRAY['str', 'gay', 'she'])[1 + i % 3],
              CASE WHEN i % 4 = 0 THEN NULL ELSE 1 + i % 2 END
         FROM generate_series(1, 60) AS i`,
    );
    // Their views, as the view counter and the seeder write them (video, day, views), on two days;
    // one writer also names a gender and facets, which the video's own replace.
    await db.query(
      `INSERT INTO video_views_daily (video_id, day, views) SELECT i, d, i FROM generate_series(1, 60) AS i, (VALUES ('2026-01-01'::date), ('2026-01-02')) AS t(d)`,
    );
    await db.query(`INSERT INTO video_views_daily (video_id, day, views, gender, facets) VALUES (7, '2026-01-03', 1, 'she', 127)`);
    await expectInStep();
    // Every facet in the mix: private ones, heights either side of HD, a full-HD file, VR.
    await db.query(
      `UPDATE videos SET is_private = (video_id % 7 = 0), height = (ARRAY[360, 719, 720, 1080])[1 + video_id % 4],
              file_formats = CASE WHEN video_id % 3 = 0 THEN '_sd.mp4,.mp4,_fhd.mp4' ELSE '_sd.mp4,.mp4' END,
              vr = CASE WHEN video_id % 8 = 0 THEN '180_sbs' ELSE '' END`,
    );
    await db.query(`INSERT INTO video_categories (video_id, category_id) SELECT i, 1 + i % 3 FROM generate_series(1, 60) AS i`);
    await db.query(`INSERT INTO video_categories (video_id, category_id) SELECT i, 1 + (i + 1) % 3 FROM generate_series(1, 60, 2) AS i`);
    await db.query(`INSERT INTO video_models (video_id, model_id) SELECT i, 1 + i % 2 FROM generate_series(1, 60, 3) AS i`);
    await expectInStep();
    expect((await countedVideos(db, { scope: 'all', objectId: 0 }, 'str')).total).toBe((await truth())['all/0/str/']);
    const hd = (await truth())['all/0/gay/hd'];
    expect(hd).toBeGreaterThan(0);
    expect((await countedVideos(db, { scope: 'all', objectId: 0 }, 'gay', 'hd')).total).toBe(hd);

    // An upload: unpublished with its links, then published live; then deleted by its owner.
    const upload = { dir: 'up', title: 'Up', description: '', durationS: 300, mediaKey: 'k', width: 1280, height: 720, userId: 1 };
    await insertUploadRows(db, { ...upload, videoId: 100, tags: [], categoryIds: [1, 2], models: ['m1'], sourcePath: '/s', sha256: 'a' });
    await expectInStep();
    await submitUpload(db, 100, VideoStatus.Active, {});
    for (let i = 0; i < 2; i++)
      await db.query(
        `INSERT INTO video_views_daily (video_id, day, views) VALUES (100, '2026-01-02', 1)
         ON CONFLICT (video_id, day) DO UPDATE SET views = video_views_daily.views + 1`,
      );
    await expectInStep();
    await editVideo(db, 100, { categories: [2, 3], models: [2] }, true);
    await expectInStep();
    expect(await markVideoDeleted(db, 100)).toBe(true);
    await expectInStep();

    // Moderation moves: a hold and its release, a take-down, a live video back from deleted.
    await moveVideoStatus(db, 3, [VideoStatus.Active], VideoStatus.Held, { held_from: 'current' });
    await expectInStep();
    await moveVideoStatus(db, 3, [VideoStatus.Held], 'held_from');
    await expectInStep();
    await moveVideoStatus(db, 6, [VideoStatus.Active], VideoStatus.Deleted);
    await moveVideoStatus(db, 5, [VideoStatus.Deleted], VideoStatus.Active);
    await expectInStep();

    // An unpublished upload removed entirely; a live video's row deleted (its links cascade).
    await insertUploadRows(db, {
      ...upload,
      videoId: 101,
      dir: 'up2',
      tags: [],
      categoryIds: [1],
      models: [],
      sourcePath: '/t',
      sha256: 'b',
    });
    expect(await deleteUnpublishedVideo(db, 101)).toBe(true);
    await db.query('DELETE FROM videos WHERE video_id IN (1, 2, 4)');
    await expectInStep();

    // A live video's facets change: made private, cut shorter, its full-HD file dropped, VR no more.
    await db.query(`UPDATE videos SET is_private = true, duration_sec = 200 WHERE video_id IN (9, 10, 11)`);
    await db.query(`UPDATE videos SET file_formats = '_sd.mp4', vr = '' WHERE video_id % 24 = 0`);
    await expectInStep();

    // Titles and descriptions edited: the words change, for some videos to none at all.
    await db.query(`UPDATE videos SET title = 'Harbour evening ' || video_id, description = 'A quiet walk' WHERE video_id % 5 = 0`);
    await db.query(`UPDATE videos SET title = '', description = '' WHERE video_id = 15`);
    expect(await db.query(`SELECT 1 FROM video_words WHERE word = 'harbour'`)).not.toEqual([]);
    await expectInStep();

    // Views, votes and comments move a video's sort keys; its uploader changes. Neither is copied
    // to its views rows, which are not written.
    const untouched = () =>
      db.query(`SELECT xmin::text AS x FROM video_views_daily WHERE video_id BETWEEN 12 AND 15 ORDER BY video_id, day`);
    const before = await untouched();
    await db.query(
      `UPDATE videos SET viewed = viewed + 5, popularity = popularity + 7, rating = 0.9, comments_count = 3 WHERE video_id = 12`,
    );
    await db.query(`UPDATE videos SET user_id = 1 WHERE video_id BETWEEN 12 AND 15`);
    await db.query(`UPDATE videos SET user_id = NULL WHERE video_id = 13`);
    await expectInStep();
    expect(await untouched()).toEqual(before);

    // Gender and channel changes, a channel removed (its videos keep going, without a channel), a
    // category removed (its links cascade), links changed in place.
    await db.query(`UPDATE videos SET gender = 'gay' WHERE video_id BETWEEN 7 AND 20`);
    await db.query(`UPDATE videos SET channel_id = 2 WHERE video_id BETWEEN 21 AND 30`);
    await db.query('DELETE FROM channels WHERE channel_id = 1');
    await db.query('DELETE FROM categories WHERE category_id = 3');
    await db.query('UPDATE video_models SET model_id = 1 WHERE model_id = 2');
    await expectInStep();
    expect(await db.query(`SELECT 1 FROM video_counts WHERE videos < 0`)).toEqual([]);

    // Emptied as the seeder empties the catalogue.
    await db.query('TRUNCATE videos, video_categories, video_models CASCADE');
    await expectInStep();
    expect(await counters()).toEqual({});
  });

  it('counts up to the cap and says when it stopped there', async () => {
    await db.query(
      `INSERT INTO videos (video_id, dir, title, duration_sec, media_key, status_id) SELECT i, 'w' || i, 't', 300, 'k', 1 FROM generate_series(1, 25) AS i`,
    );
    expect(await countUpToCap(db, 'FROM videos v WHERE v.status_id = $1', [VideoStatus.Active], 10)).toEqual({ total: 10, capped: true });
    expect(await countUpToCap(db, 'FROM videos v WHERE v.status_id = $1', [VideoStatus.Active], 25)).toEqual({ total: 25, capped: false });
    expect(await countUpToCap(db, 'FROM videos v WHERE v.status_id = $1', [VideoStatus.Unpublished], 10)).toEqual({
      total: 0,
      capped: false,
    });
  });
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
