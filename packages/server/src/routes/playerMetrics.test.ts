// POST /api/metrics end to end on a real database: hostile and oversized bodies are refused with
// nothing stored, good batches are answered at once and written by the queue, the daily rollups are
// computed from known records (p50/p95 included), raw records are kept METRICS_RAW_DAYS, a page's
// session is limited, and the figures reach the console and a member's own uploads.
import { VideoStatus } from '@reel/api';
import {
  METRICS_BATCH_MAX,
  PLAYER_METRIC_COUNTERS,
  PLAYER_METRIC_EVENTS,
  TTFF_BUCKET_EDGES_MS,
  type AdminStats,
  type MemberViewStats,
} from '@reel/api/metrics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METRICS_BATCHES_PER_SESSION } from '../playerMetrics/constants.js';
import { countMetricRecords } from '../queries/playerMetrics.js';
import { startTestApp, type TestApp } from '../testing/app.js';
import { engineName } from '../testing/database.js';
import { createMember, signIn, TEST_ORIGIN } from '../testing/members.js';

const DAY_MS = 86_400_000;
const START = Date.parse('2026-03-10T12:00:00Z');
let clock = START;
let t: TestApp;
let moderatorCookie = '';
let sessionSeq = 0;

const session = () => `testsession${String(++sessionSeq).padStart(4, '0')}`;

async function send(body: unknown, contentType = 'text/plain;charset=UTF-8', raw?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/metrics',
    headers: { 'content-type': contentType, origin: TEST_ORIGIN },
    payload: raw ?? JSON.stringify(body),
  });
}

const summary = (video_id: number, over: Record<string, unknown> = {}) => ({
  name: 'play_summary',
  video_id,
  ttff_ms: 400,
  watch_ms: 60_000,
  rebuffer_ms: 0,
  rebuffer_count: 0,
  quality: 'HD',
  engine: 'native',
  embed: false,
  embed_host: '',
  ad_asked: false,
  ...over,
});

async function stored(): Promise<number> {
  await t.ctx.playerMetrics.flush();
  return countMetricRecords(t.database);
}

describe(`player metrics (${engineName()})`, () => {
  beforeAll(async () => {
    t = await startTestApp({ videos: 4, now: () => clock });
    // Records are kept for published videos only; the seed deletes one of its videos.
    await t.database.query('UPDATE videos SET status_id = $1 WHERE video_id <= 3', [VideoStatus.Active]);
    const moderator = await createMember(t.database, { role: 'moderator' });
    moderatorCookie = await signIn(t.app, moderator.username, moderator.password);
  }, 60_000);
  afterAll(() => t?.close());

  it('refuses hostile and oversized bodies with a 4xx and stores nothing', async () => {
    const s = session();
    const cases: [string, () => ReturnType<typeof send>, number, string][] = [
      ['unknown event', () => send({ session: s, records: [{ name: 'drop_table', video_id: 1 }] }), 400, 'unknown_metric'],
      [
        'one bad record spoils the batch',
        () => send({ session: s, records: [summary(1), { name: 'nope', video_id: 1 }] }),
        400,
        'unknown_metric',
      ],
      [
        '10 KB string',
        () => send({ session: s, records: [{ name: 'player_init', video_id: 1, ts: 'x'.repeat(10_000) }] }),
        400,
        'invalid_metric_field',
      ],
      ['negative time', () => send({ session: s, records: [summary(1, { watch_ms: -5 })] }), 400, 'invalid_metric_field'],
      [
        'NaN',
        () => send(null, 'text/plain', `{"session":"${s}","records":[{"name":"player_firstframe","video_id":1,"ms":NaN}]}`),
        400,
        'invalid_body',
      ],
      [
        'Infinity as a huge number',
        () => send(null, 'application/json', `{"session":"${s}","records":[{"name":"player_firstframe","video_id":1,"ms":1e999}]}`),
        400,
        'invalid_metric_field',
      ],
      ['fraction', () => send({ session: s, records: [summary(1, { rebuffer_count: 1.5 })] }), 400, 'invalid_metric_field'],
      ['wrong type', () => send({ session: s, records: [summary(1, { embed: 'yes' })] }), 400, 'invalid_metric_field'],
      ['unknown field', () => send({ session: s, records: [summary(1, { sql: 'x' })] }), 400, 'invalid_metric_field'],
      ['missing figure', () => send({ session: s, records: [{ name: 'play_summary', video_id: 1 }] }), 400, 'invalid_metric_field'],
      [
        'huge video id',
        () => send(null, 'text/plain', `{"session":"${s}","records":[{"name":"player_init","video_id":99999999999999999999}]}`),
        400,
        'invalid_video_id',
      ],
      ['bad host', () => send({ session: s, records: [summary(1, { embed: true, embed_host: '<script>' })] }), 400, 'invalid_metric_field'],
      ['bad session', () => send({ session: '../../x', records: [summary(1)] }), 400, 'invalid_session'],
      ['not JSON', () => send(null, 'text/plain', 'player_init'), 400, 'invalid_body'],
      ['a list, not an object', () => send([summary(1)]), 400, 'invalid_body'],
      [
        'too many records',
        () => send({ session: s, records: Array.from({ length: METRICS_BATCH_MAX + 1 }, () => ({ name: 'click_logo', video_id: 1 })) }),
        400,
        'too_many_records',
      ],
      [
        '10,000 records',
        () => send({ session: s, records: Array.from({ length: 10_000 }, () => ({ name: 'click_logo', video_id: 1 })) }),
        413,
        'fst_err_ctp_body_too_large',
      ],
      ['another content type', () => send(null, 'application/x-www-form-urlencoded', 'session=x'), 415, 'fst_err_ctp_invalid_media_type'],
    ];
    for (const [label, run, status, code] of cases) {
      const res = await run();
      expect(res.statusCode, label).toBe(status);
      expect(res.json(), label).toMatchObject({ error: true, code });
    }
    expect(t.ctx.playerMetrics.size).toBe(0);
    expect(await stored()).toBe(0);
  });

  it('answers a good batch 204 at once and writes it with the queue', async () => {
    const res = await send({ session: session(), records: [{ name: 'player_init', video_id: 1, embed: false }, summary(1)] });
    expect(res.statusCode).toBe(204);
    expect(t.ctx.playerMetrics.size).toBe(2);
    expect(await stored()).toBe(2);
    expect(t.ctx.playerMetrics.size).toBe(0);
    // JSON from fetch is read the same.
    expect((await send({ session: session(), records: [{ name: 'click_logo', video_id: '2' }] }, 'application/json')).statusCode).toBe(204);
    expect(await stored()).toBe(3);
  });

  it("takes a record of every name in the contract's lists (the player's are held to them by the site's contract test)", async () => {
    const records = [
      ...PLAYER_METRIC_EVENTS.map((name) => ({ name, video_id: 1 })),
      ...PLAYER_METRIC_COUNTERS.map((name) => ({ name, video_id: 1, total: 1 })),
    ];
    const before = await stored();
    expect((await send({ session: session(), records })).statusCode).toBe(204);
    expect(await stored()).toBe(before + records.length);
  });

  it('rolls known records up into the day, per video and for the site', async () => {
    await t.database.query('DELETE FROM metric_records');
    // Ten plays of video 2: first frames 150 ms ×5, 700 ms ×4, 2500 ms ×1.
    const ttffs = [150, 150, 150, 150, 150, 700, 700, 700, 700, 2500];
    const records = ttffs.map((ttff_ms, i) =>
      summary(2, {
        ttff_ms,
        watch_ms: 9_000,
        rebuffer_ms: 1_000,
        rebuffer_count: 1,
        ad_asked: i < 4,
        embed: i < 3,
        embed_host: i < 3 ? 'fan.example' : '',
      }),
    );
    const s = session();
    expect((await send({ session: s, records })).statusCode).toBe(204);
    const more = [
      ...Array.from({ length: 12 }, () => ({ name: 'player_init', video_id: 2 })),
      { name: 'player_adplay', video_id: 2 },
      { name: 'player_vast_error', video_id: 2, total: 1 },
      { name: 'player_error', video_id: 2, total: 1 },
      { name: 'player_error', video_id: 2, total: 2 },
      summary(3, { ttff_ms: null, watch_ms: 0 }),
      { name: 'player_init', video_id: 3 },
    ];
    expect((await send({ session: s, records: more })).statusCode).toBe(204);
    await t.ctx.playerMetrics.rollup();

    const day = new Date(clock).toISOString().slice(0, 10);
    const res = await t.app.inject({ url: `/api/admin/stats?from=${day}&to=${day}&video_id=2`, headers: { cookie: moderatorCookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const one = res.json<AdminStats>();
    expect(one.totals).toMatchObject({
      views: 12,
      plays: 10,
      watch_ms: 90_000,
      rebuffer_ms: 10_000,
      rebuffer_count: 10,
      rebuffer_ratio: 0.1,
      ads_asked: 4,
      ads_played: 1,
      ad_errors: 1,
      ad_fill_rate: 0.25,
      embeds: 3,
    });
    // p50: the 5th of ten samples is in the 100–200 ms bucket; p95: the 10th in 2000–3000 ms.
    expect(one.totals.ttff_p50_ms).toBe(200);
    expect(one.totals.ttff_p95_ms).toBe(3000);
    expect(TTFF_BUCKET_EDGES_MS).toContain(3000);
    expect(one.totals.errors).toEqual([
      { kind: 'player_error', count: 2, per_view: 2 / 12 },
      { kind: 'player_setup_error', count: 0, per_view: 0 },
      { kind: 'player_vast_error', count: 1, per_view: 1 / 12 },
    ]);
    expect(one.hosts).toEqual([{ host: 'fan.example', plays: 3 }]);
    expect(one.top_videos).toEqual([]);

    const site = (
      await t.app.inject({ url: `/api/admin/stats?from=${day}&to=${day}`, headers: { cookie: moderatorCookie } })
    ).json<AdminStats>();
    // The site counts video 3's view and its play that never showed a frame (not a play).
    expect(site.totals).toMatchObject({ views: 13, plays: 10 });
    expect(site.days).toHaveLength(1);
    expect(site.top_videos.map((v) => [v.video_id, v.views, v.plays])).toEqual([
      [2, 12, 10],
      [3, 1, 0],
    ]);
    expect(site.top_videos[0].title).not.toBe('');

    // Running the rollup again changes nothing.
    await t.ctx.playerMetrics.rollup();
    const again = (
      await t.app.inject({ url: `/api/admin/stats?from=${day}&to=${day}`, headers: { cookie: moderatorCookie } })
    ).json<AdminStats>();
    expect(again.totals).toEqual(site.totals);
  });

  it('refuses a bad period and keeps the dashboard to staff', async () => {
    const bad = await t.app.inject({ url: '/api/admin/stats?from=2026-03-10&to=2026-03-01', headers: { cookie: moderatorCookie } });
    expect(bad.json()).toMatchObject({ code: 'invalid_period' });
    expect(
      (await t.app.inject({ url: '/api/admin/stats?from=2026-02-30&to=2026-03-01', headers: { cookie: moderatorCookie } })).statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ url: '/api/admin/stats?from=2020-01-01&to=2026-03-01', headers: { cookie: moderatorCookie } })).statusCode,
    ).toBe(400);
    expect((await t.app.inject({ url: '/api/admin/stats?from=2026-03-01&to=2026-03-01' })).statusCode).toBe(401);
  });

  it('removes raw records older than METRICS_RAW_DAYS and keeps the daily figures', async () => {
    const before = await stored();
    expect(before).toBeGreaterThan(0);
    const day = new Date(clock).toISOString().slice(0, 10);
    clock += 6 * DAY_MS;
    await t.ctx.playerMetrics.rollup();
    expect(await stored()).toBe(before);
    clock += 2 * DAY_MS;
    const { removed } = await t.ctx.playerMetrics.rollup();
    expect(removed).toBe(before);
    expect(await stored()).toBe(0);
    const kept = (
      await t.app.inject({ url: `/api/admin/stats?from=${day}&to=${day}&video_id=2`, headers: { cookie: moderatorCookie } })
    ).json<AdminStats>();
    expect(kept.totals.plays).toBe(10);
  });

  it('limits a page session to its batches per window, and counts the address', async () => {
    const s = session();
    const batch = { session: s, records: [{ name: 'click_logo', video_id: 1 }] };
    for (let i = 0; i < METRICS_BATCHES_PER_SESSION; i++) expect((await send(batch)).statusCode).toBe(204);
    const over = await send(batch);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'too_many' });
    expect((await send({ ...batch, session: session() })).statusCode).toBe(204);
    const fromAddress = await t.app.inject({
      method: 'POST',
      url: '/api/metrics',
      remoteAddress: '203.0.113.7',
      headers: { 'content-type': 'text/plain', origin: TEST_ORIGIN },
      payload: JSON.stringify({ session: session(), records: [{ name: 'click_logo', video_id: 1 }] }),
    });
    expect(fromAddress.statusCode).toBe(204);
    const [row] = await t.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM limit_counts WHERE name = 'write_metrics_ip' AND key = '203.0.113.7'",
    );
    expect(row.n).toBe(1);
  }, 60_000);

  it("gives a member their own uploads' daily views, and nobody else's", async () => {
    const owner = await createMember(t.database);
    const other = await createMember(t.database);
    const day = new Date(clock).toISOString().slice(0, 10);
    const yesterday = new Date(clock - DAY_MS).toISOString().slice(0, 10);
    await t.database.query('UPDATE videos SET user_id = $1 WHERE video_id IN (1, 2)', [owner.user_id]);
    await t.database.query(
      `INSERT INTO video_views_daily (video_id, day, views) VALUES (1, $1::date, 3), (2, $1::date, 4), (3, $1::date, 50), (1, $2::date, 1)
       ON CONFLICT (video_id, day) DO UPDATE SET views = excluded.views`,
      [day, yesterday],
    );
    const ask = (cookie: string) => t.app.inject({ url: `/api/member/stats?from=${yesterday}&to=${day}`, headers: { cookie } });
    const mine = (await ask(await signIn(t.app, owner.username, owner.password))).json<MemberViewStats>();
    expect(mine.days).toEqual([
      { day: yesterday, views: 1 },
      { day, views: 7 },
    ]);
    const theirs = (await ask(await signIn(t.app, other.username, other.password))).json<MemberViewStats>();
    expect(theirs.days.map((d) => d.views)).toEqual([0, 0]);
    expect((await ask('')).statusCode).toBe(401);
  });
});
