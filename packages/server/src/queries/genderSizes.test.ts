// A gender's size for a search's plan is read from its counter row once, then kept in the process
// for SEARCH_GENDER_SIZE_MAX_AGE_MS: a second search within that age reads no row, and one after it
// sees the videos added since.
import { VideoStatus } from '@reel/api';
import { expect, it } from 'vitest';
import type { Config } from '../config.js';
import { SEARCH_GENDER_SIZE_MAX_AGE_MS } from '../constants.js';
import type { DataContext } from './dataContext.js';
import { genderSize } from './genderSizes.js';
import { recordingDatabase, type RecordedStatement } from '../testing/recordedStatements.js';
import { useTestDatabase } from '../testing/useTestDatabase.js';

const db = useTestDatabase();

const addVideos = (first: number, n: number) =>
  db.query(
    `INSERT INTO videos (video_id, dir, title, duration_sec, media_key, status_id, gender)
     SELECT ${first} + i, 'g' || (${first} + i), 'clip ' || i, 300, 'k', $1, 'str' FROM generate_series(1, ${n}) AS i`,
    [VideoStatus.Active],
  );

it('reads a gender’s size once within its age, and again after it', async () => {
  await addVideos(700_000, 7);
  const read: RecordedStatement[] = [];
  let clock = 1_000_000;
  const ctx: DataContext = {
    config: {} as Config,
    mediaSecret: '',
    now: () => clock,
    database: recordingDatabase(db, read),
  };
  const first = await genderSize(ctx, 'str');
  expect(first).toBeGreaterThanOrEqual(7);
  expect(read).toHaveLength(1);

  await addVideos(800_000, 5);
  clock += SEARCH_GENDER_SIZE_MAX_AGE_MS - 1;
  expect(await genderSize(ctx, 'str')).toBe(first);
  expect(read).toHaveLength(1);

  clock += 1;
  expect(await genderSize(ctx, 'str')).toBe(first + 5);
  expect(read).toHaveLength(2);
  // Another gender has its own size.
  expect(await genderSize(ctx, 'gay')).toBe(0);
  expect(read).toHaveLength(3);
});
