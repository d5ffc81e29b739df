// The bounds of anonymous player metrics on a real database: a day's sums past 2^31 roll up whole,
// the dashboard reads what is rolled up and never runs the rollup itself, a failing rollup leaves
// the raw records' retention working, one address and one video store at most their daily caps, and records of
// videos that are not public are dropped without a daily row; a week's views past 2^31 still order a list.
import { METRICS_BATCH_MAX, type AdminStats } from '@reel/api/metrics';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { METRICS_RECORDS_PER_ADDRESS_DAY, METRICS_RECORDS_PER_VIDEO_DAY } from '../playerMetrics/constants.js';
import { countMetricRecords } from '../queries/playerMetrics.js';
import { startTestApp, type TestApp } from '../testing/app.js';
import { engineName } from '../testing/database.js';
import { createMember, signIn, TEST_ORIGIN } from '../testing/members.js';

const DAY_MS = 86_400_000;
const START = Date.parse('2026-05-04T12:00:00Z');
const INT32_MAX = 2 ** 31 - 1;
let clock = START;
let t: TestApp;
let moderatorCookie = '';
let sessionSeq = 0;
let videoIds: number[] = [];

const session = () => `boundsession${String(++sessionSeq).padStart(5, '0')}`;
const today = () => new Date(clock).toISOString().slice(0, 10);

function send(records: unknown[], remoteAddress = '198.51.100.20', s = session()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/metrics',
    remoteAddress,
    headers: { 'content-type': 'text/plain;charset=UTF-8', origin: TEST_ORIGIN },
    payload: JSON.stringify({ session: s, records }),
  });
}

async function stored(where = 'TRUE'): Promise<number> {
  await t.ctx.playerMetrics.flush();
  const [row] = await t.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM metric_records WHERE ${where}`);
  return row.n;
}

async function stats(day: string, videoId?: number): Promise<AdminStats> {
  const video = videoId === undefined ? '' : `&video_id=${videoId}`;
  const res = await t.app.inject({ url: `/api/admin/stats?from=${day}&to=${day}${video}`, headers: { cookie: moderatorCookie } });
  expect(res.statusCode).toBe(200);
  return res.json<AdminStats>();
}

/** Play summaries of `videoId` received at `at`, written straight into the raw table in one statement. */
async function insertSummaries(count: number, videoId: number, at: string, rebufferCount: number): Promise<void> {
  await t.database.query(
    `INSERT INTO metric_records (received_at, session, name, video_id, ttff_ms, watch_ms, rebuffer_ms, rebuffer_count,
                                 quality, engine, embed, embed_host, ad_asked)
     SELECT $1::timestamptz, 'bulkinsert', 'play_summary', $2, 400, 1000, 1000, $3, 'HD', 'native', false, '', false
     FROM generate_series(1, $4::int)`,
    [at, videoId, rebufferCount, count],
  );
}

describe(`player metrics bounds (${engineName()})`, () => {
  beforeAll(async () => {
    t = await startTestApp({ videos: 30, now: () => clock });
    const moderator = await createMember(t.database, { role: 'moderator' });
    moderatorCookie = await signIn(t.app, moderator.username, moderator.password);
    const rows = await t.database.query<{ video_id: number }>('SELECT video_id FROM videos WHERE status_id = 1 ORDER BY video_id');
    videoIds = rows.map((r) => r.video_id);
    expect(videoIds.length).toBeGreaterThan(3);
  }, 60_000);
  afterAll(() => t?.close());
  afterEach(async () => {
    await t.ctx.playerMetrics.flush();
    await t.database.query('DELETE FROM metric_records');
  });

  it('rolls up a day whose stall count passes 2^31 and shows the whole sum', async () => {
    const video = videoIds[0];
    const rows = 220_000;
    const stalls = 10_000;
    await insertSummaries(rows, video, new Date(clock).toISOString(), stalls);
    const result = await t.ctx.playerMetrics.rollup();
    expect(result.failed).toEqual([]);
    const one = await stats(today(), video);
    expect(rows * stalls).toBeGreaterThan(INT32_MAX);
    expect(one.totals.rebuffer_count).toBe(rows * stalls);
    expect(one.totals.plays).toBe(rows);
    expect(one.days[0].rebuffer_count).toBe(rows * stalls);
    const site = await stats(today());
    expect(site.totals.rebuffer_count).toBe(rows * stalls);
    expect(site.top_videos[0]).toMatchObject({ video_id: video, plays: rows });
  }, 120_000);

  it('answers the dashboard from what is rolled up, without running the rollup', async () => {
    clock += DAY_MS;
    const video = videoIds[1];
    const before = await stats(today(), video);
    expect(before.totals.views).toBe(0);
    expect((await send([{ name: 'player_init', video_id: video }])).statusCode).toBe(204);
    expect(await stored()).toBe(1);
    // A minute and more later the record waits for the background rollup; the dashboard does not do it.
    clock += 5 * 60_000;
    const pending = await stats(today(), video);
    expect(pending.totals.views).toBe(0);
    const [daily] = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM metric_daily WHERE day = $1::date', [today()]);
    expect(daily.n).toBe(0);
    await t.ctx.playerMetrics.rollup();
    expect((await stats(today(), video)).totals.views).toBe(1);
  });

  it('removes raw records past their retention even when the rollup fails', async () => {
    const old = new Date(clock - 10 * DAY_MS).toISOString();
    await insertSummaries(3, videoIds[2], old, 1);
    await insertSummaries(2, videoIds[2], new Date(clock).toISOString(), 1);
    // A real failure of the rollup's writes: the daily table refuses every new row.
    await t.database.query('ALTER TABLE metric_daily ADD CONSTRAINT metric_daily_refuse_all CHECK (false) NOT VALID');
    try {
      const result = await t.ctx.playerMetrics.rollup();
      expect(result.failed.length).toBeGreaterThan(0);
      expect(result.removed).toBe(3);
    } finally {
      await t.database.query('ALTER TABLE metric_daily DROP CONSTRAINT metric_daily_refuse_all');
    }
    expect(await countMetricRecords(t.database)).toBe(2);
    // The next rollup picks the day up again.
    expect((await t.ctx.playerMetrics.rollup()).failed).toEqual([]);
    expect((await stats(today(), videoIds[2])).totals.plays).toBe(2);
  });

  it("stores at most an address's daily cap, and at most a video's daily cap from everyone", async () => {
    clock += DAY_MS;
    const address = '198.51.100.77';
    const full = (video: number) => Array.from({ length: METRICS_BATCH_MAX }, () => ({ name: 'click_logo', video_id: video }));
    let s = session();
    let batches = 0;
    const post = async (records: unknown[], from = address) => {
      if (++batches % 200 === 0) s = session();
      expect((await send(records, from, s)).statusCode).toBe(204);
    };
    // One address over many videos: past its daily cap nothing more is kept.
    const perAddress = Math.ceil(METRICS_RECORDS_PER_ADDRESS_DAY / METRICS_BATCH_MAX) + 20;
    for (let i = 0; i < perAddress; i++) await post(full(videoIds[i % videoIds.length]));
    expect(await stored()).toBe(METRICS_RECORDS_PER_ADDRESS_DAY);
    // Another address is counted on its own.
    await post([{ name: 'click_logo', video_id: videoIds[0] }], '198.51.100.78');
    expect(await stored()).toBe(METRICS_RECORDS_PER_ADDRESS_DAY + 1);
    // The next day the address starts again.
    clock += DAY_MS;
    await post([{ name: 'click_logo', video_id: videoIds[0] }]);
    expect(await stored()).toBe(METRICS_RECORDS_PER_ADDRESS_DAY + 2);

    // One video that has gathered all but 10 of its day's records from other addresses keeps 10 more.
    const video = videoIds[1];
    await post([{ name: 'click_logo', video_id: video }], '198.51.100.79');
    await t.database.query("UPDATE limit_counts SET hits = $1 WHERE name = 'metrics_day_video' AND key = $2", [
      METRICS_RECORDS_PER_VIDEO_DAY - 10,
      `${today()}:${video}`,
    ]);
    const before = await stored();
    await post(full(video), '198.51.100.80');
    await post(full(video), '198.51.100.81');
    expect(await stored()).toBe(before + 10);
  }, 180_000);

  it('drops records of videos that do not exist or are not public, and keeps no daily row for them', async () => {
    clock += DAY_MS;
    const [hidden] = await t.database.query<{ video_id: number }>(
      'UPDATE videos SET status_id = 5 WHERE video_id = $1 RETURNING video_id',
      [videoIds[videoIds.length - 1]],
    );
    const random = [987_654, 2_000_000_001, 31_337, hidden.video_id];
    const res = await send([
      ...random.map((video_id) => ({ name: 'player_init', video_id })),
      { name: 'player_init', video_id: videoIds[0] },
    ]);
    expect(res.statusCode).toBe(204);
    expect(await stored()).toBe(1);
    expect(await stored(`video_id = ${videoIds[0]}`)).toBe(1);
    await t.ctx.playerMetrics.rollup();
    const rows = await t.database.query<{ video_id: number }>('SELECT video_id FROM metric_daily WHERE day = $1::date ORDER BY video_id', [
      today(),
    ]);
    expect(rows.map((r) => r.video_id)).toEqual([0, videoIds[0]]);
  });

  it("orders the week's most viewed videos when a video's week passes 2^31 views", async () => {
    const video = videoIds[0];
    const days = [0, 1].map((d) => new Date(clock - d * DAY_MS).toISOString().slice(0, 10));
    await t.database.query(
      `INSERT INTO video_views_daily (video_id, day, views) SELECT $1, d::date, 2000000000 FROM unnest($2::text[]) AS d
       ON CONFLICT (video_id, day) DO UPDATE SET views = excluded.views`,
      [video, days],
    );
    const res = await t.json<{ videos: { video_id: number }[] }>('/api/json/videos2/86400/str/most-viewed-week/20/all..1.all...json');
    expect(res.status).toBe(200);
    expect(res.body.videos[0].video_id).toBe(video);
  });
});
