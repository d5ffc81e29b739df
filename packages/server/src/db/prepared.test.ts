// A fixed statement the hot paths run is prepared on each PostgreSQL connection, so it is planned
// there a few times and then runs its kept plan: the page's videos took longer to plan than to run.
// A text statement is planned on every run. PGlite runs a prepared statement's text (every test of
// the lists reads their pages through it there).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VideoStatus } from '@reel/api';
import { openDatabase, type Database } from './client.js';
import { engineName } from '../testing/database.js';
import { startTestApp, type TestApp } from '../testing/app.js';
import { loadVideos } from '../queries/videoRows.js';
import { prepared } from './prepared.js';

/** PostgreSQL tries a generic plan after five custom ones. */
const RUNS = 8;

interface PreparedRow {
  name: string;
  statement: string;
  generic_plans: string;
}

describe.skipIf(engineName() !== 'postgres')('prepared statements on PostgreSQL', () => {
  let t: TestApp;
  // One connection, so that what it has prepared is what pg_prepared_statements shows.
  let one: Database;
  beforeAll(async () => {
    t = await startTestApp({ videos: 40 });
    one = await openDatabase({ databaseUrl: t.database.url, poolSize: 1 });
  }, 120_000);
  afterAll(async () => {
    await one?.close();
    await t?.close();
  });

  const preparedOn = (db: Database) => db.query<PreparedRow>('SELECT name, statement, generic_plans::text FROM pg_prepared_statements');

  it("reads a page's videos with a plan kept on the connection", async () => {
    const live = await one.query<{ video_id: number }>('SELECT video_id FROM videos WHERE status_id = $1 ORDER BY video_id LIMIT 30', [
      VideoStatus.Active,
    ]);
    const ids = live.map((r) => r.video_id);
    expect(ids.length).toBe(30);
    for (let i = 0; i < RUNS; i++) expect((await loadVideos({ ...t.ctx, database: one }, ids)).map((v) => v.video_id)).toEqual(ids);
    const pages = (await preparedOn(one)).filter((r) => r.statement.includes('category_links'));
    expect(pages).toHaveLength(1);
    expect(Number(pages[0].generic_plans)).toBeGreaterThan(0);
  });

  it('prepares a statement under a name its text gives, and a text not at all', async () => {
    const statement = prepared('SELECT $1::int + 1 AS n');
    expect(prepared(statement.text).name).toBe(statement.name);
    expect(prepared('SELECT $1::int + 2 AS n').name).not.toBe(statement.name);
    for (let i = 0; i < RUNS; i++) expect(await one.query(statement, [i])).toEqual([{ n: i + 1 }]);
    await one.query('SELECT $1::int + 3 AS n', [1]);
    const rows = await preparedOn(one);
    expect(rows.filter((r) => r.name === statement.name).map((r) => r.statement)).toEqual([statement.text]);
    expect(rows.some((r) => r.statement.includes('+ 3'))).toBe(false);
  });
});
