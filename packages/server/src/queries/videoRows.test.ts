// A page of videos is read in one statement, its categories and models beside each row: each
// video's visible ones, by title, and none of a hidden one.
import { VideoStatus } from '@reel/api';
import { expect, it } from 'vitest';
import type { Config } from '../config.js';
import type { DataContext } from './dataContext.js';
import { loadVideos } from './videoRows.js';
import { recordingDatabase, type RecordedStatement } from '../testing/recordedStatements.js';
import { useTestDatabase } from '../testing/useTestDatabase.js';

const db = useTestDatabase();

it("reads each video's visible categories and models by title, in the order asked, in one statement", async () => {
  await db.query(
    `INSERT INTO videos (video_id, dir, title, duration_sec, media_key, status_id)
     SELECT 900000 + i, 'links-' || i, 'Links ' || i, 300, 'k', $1 FROM generate_series(1, 3) AS i`,
    [VideoStatus.Active],
  );
  await db.query(
    `INSERT INTO categories (category_id, dir, title, hidden) VALUES
       (9001, 'zebra', 'Zebra', false), (9002, 'amber', 'Amber', false), (9003, 'gone', 'Gone', true)`,
  );
  await db.query(`INSERT INTO models (model_id, dir, title, hidden) VALUES (9101, 'nina', 'Nina', false), (9102, 'hid', 'Hid', true)`);
  await db.query(
    `INSERT INTO video_categories (video_id, category_id) VALUES (900001, 9001), (900001, 9002), (900001, 9003), (900002, 9001)`,
  );
  await db.query(`INSERT INTO video_models (video_id, model_id) VALUES (900001, 9102), (900002, 9101), (900002, 9102)`);

  const statements: RecordedStatement[] = [];
  const ctx: DataContext = {
    config: { mediaBaseUrl: '' } as Config,
    mediaSecret: '',
    now: () => Date.now(),
    database: recordingDatabase(db, statements),
  };
  const videos = await loadVideos(ctx, [900003, 900001, 999999, 900002]);
  expect(statements).toHaveLength(1);
  expect(videos.map((v) => ({ id: v.video_id, categories: v.categories, models: v.models }))).toEqual([
    { id: 900003, categories: [], models: [] },
    {
      id: 900001,
      categories: [
        { dir: 'amber', title: 'Amber' },
        { dir: 'zebra', title: 'Zebra' },
      ],
      models: [],
    },
    { id: 900002, categories: [{ dir: 'zebra', title: 'Zebra' }], models: [{ dir: 'nina', title: 'Nina' }] },
  ]);
});
