// `node --import tsx bench/api/periodRecount.ts <postgres address of a kept scale database>`: what
// the period views' recount (queries/periodViews.ts) costs there. Clears every kept count as the
// migration leaves them, times the first recount, the recounts of the next two days and the one
// back to today, then checks that no video's counts differ from its day rows. Leaves the database
// counting today, as the server would.
import { openDatabase, PERIOD_VIEWS_DAY_KEY, rollPeriodViews } from '@reel/server/testing';

const DAY_MS = 86_400_000;
const url = process.argv[2];
if (!url?.startsWith('postgres://')) throw new Error('usage: periodRecount.ts postgres://user@host:port/database');
const db = await openDatabase({ databaseUrl: url, poolSize: 2 });
const time = async (label: string, run: () => Promise<unknown>) => {
  const started = performance.now();
  const answer = await run();
  console.log(
    `${label}: ${(performance.now() - started).toFixed(0)} ms${answer === undefined ? '' : `, ${JSON.stringify(answer)} video(s)`}`,
  );
};
await time('counts cleared, as after the migration', async () => {
  await db.query('UPDATE videos SET views_week = 0, views_day = 0, period_day = NULL WHERE views_week > 0 OR period_day IS NOT NULL');
  await db.query('DELETE FROM settings WHERE key = $1', [PERIOD_VIEWS_DAY_KEY]);
});
await time('first recount', () => rollPeriodViews(db, Date.now()));
for (const days of [1, 2]) await time(`recount of day +${days}`, () => rollPeriodViews(db, Date.now() + days * DAY_MS));
await time('recount back to today', () => rollPeriodViews(db, Date.now()));
const [{ n }] = await db.query<{ n: number }>(
  `SELECT count(*)::int AS n FROM videos v
    WHERE (views_week, views_day) <> (
      coalesce((SELECT sum(views) FROM video_views_daily d WHERE d.video_id = v.video_id AND d.day >= $1::date - 6), 0),
      coalesce((SELECT sum(views) FROM video_views_daily d WHERE d.video_id = v.video_id AND d.day >= $1::date), 0))`,
  [new Date().toISOString().slice(0, 10)],
);
console.log(`videos whose counts differ from their day rows: ${n}`);
await db.close();
if (n > 0) process.exitCode = 1;
