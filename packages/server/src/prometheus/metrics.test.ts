// `/metrics` on a real server over a seeded PGlite: after some traffic it holds the request
// histograms by route pattern, the response cache's counters, the upload jobs, the database
// statements and Node's own numbers; only the token's holder, or this machine without a token,
// may read it. And the standalone worker's own metrics port.
import { videoPath } from '@reel/api/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementKind } from '../db/client.js';
import { registeredRoutes } from '../http/routeList.js';
import { openTestDatabase, type TestDatabase } from '../testing/database.js';
import { startTestApp, type TestApp } from '../testing/app.js';
import { promtoolCheckMetrics, promtoolMissing } from '../testing/promtool.js';
import { MAIL_MAX_ATTEMPTS } from '../mail/constants.js';
import { isLoopbackPeer } from './access.js';
import { processMetrics, type ProcessMetrics } from './registry.js';
import { startMetricsServer, type MetricsServer } from './server.js';
import { UNMATCHED_ROUTE } from './http.js';

/** An id no seeded video has, distinctive enough to be found in the text if it leaked into a label. */
const ABSENT_ID = 987_654_321;
const TOKEN = 'metrics-token-for-the-tests-0123456789';
const noPromtool = promtoolMissing();
if (noPromtool) console.log(`[metrics] promtool check skipped: ${noPromtool}`);

/** The value of one sample line, `name{labels} value`, or undefined when absent. */
function sample(text: string, name: string, labels = ''): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}${labels} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

/** Every value the `route` label takes in the text. */
const routeLabels = (text: string): string[] => [...new Set([...text.matchAll(/\broute="([^"]*)"/g)].map((m) => m[1]))];

describe('/metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  let videoId = 0;
  let text = '';

  beforeAll(async () => {
    t = await startTestApp({ videos: 5 });
    const [video] = await t.database.query<{ video_id: number }>(
      'SELECT video_id FROM videos WHERE status_id = 1 ORDER BY video_id DESC LIMIT 1',
    );
    videoId = Number(video.video_id);
    await t.database.query(
      `INSERT INTO upload_jobs (video_id, source_path, content_hash, created_at) VALUES ($1, '/nowhere.mp4', 'metrics-test', now() - interval '90 seconds')`,
      [videoId],
    );
    // The mail queue: two messages still to be sent (the older stored 300 s ago), one given up
    // after its last attempt (older still, and not what the age reports) and one sent. None is due,
    // so no deliverer takes them during the test.
    await t.database.query(
      `INSERT INTO mail_queue (to_addr, subject, body, attempts, next_at, sent_at, created_at) VALUES
         ('a@reel.test', 's', 'b', 0, now() + interval '1 hour', NULL, now() - interval '300 seconds'),
         ('b@reel.test', 's', 'b', 3, now() + interval '1 hour', NULL, now() - interval '20 seconds'),
         ('c@reel.test', 's', 'b', $1, now() + interval '1 hour', NULL, now() - interval '2 days'),
         ('d@reel.test', 's', '', 1, now() - interval '1 day', now() - interval '1 day', now() - interval '3 days')`,
      [MAIL_MAX_ATTEMPTS],
    );
    // A miss and then a hit of the same cached data call, a video that does not exist, a refused
    // address and one no route matches.
    for (let i = 0; i < 2; i++) expect((await t.get(videoPath(videoId))).status).toBe(200);
    expect((await t.get(videoPath(ABSENT_ID))).status).toBe(404);
    expect((await t.get(videoPath(ABSENT_ID).replace('.json', '.xml'))).status).toBe(400);
    expect((await t.get(`/api/json/nothing-here/${ABSENT_ID}`)).status).toBe(404);
    const res = await t.get('/metrics');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    text = await res.text();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('times each answer by route pattern, method and status', () => {
    const route = '/api/json/video/:lifetime/:b1/:b2/:file';
    expect(text).toContain(`http_request_duration_seconds_bucket{le="0.005",method="GET",route="${route}",status="200"}`);
    expect(sample(text, 'http_request_duration_seconds_count', `{method="GET",route="${route}",status="200"}`)).toBe(2);
    expect(sample(text, 'http_request_duration_seconds_count', `{method="GET",route="${route}",status="404"}`)).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count', `{method="GET",route="${route}",status="400"}`)).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count', `{method="GET",route="${UNMATCHED_ROUTE}",status="404"}`)).toBe(1);
  });

  it('labels routes only with registered patterns, never an address or an id', () => {
    const patterns = new Set([...registeredRoutes(t.app).map((r) => r.url), UNMATCHED_ROUTE]);
    const routes = routeLabels(text);
    expect(routes.length).toBeGreaterThan(1);
    expect(routes.filter((r) => !patterns.has(r))).toEqual([]);
    expect(routes.filter((r) => r.includes(String(videoId)))).toEqual([]);
    expect(text).not.toContain(String(ABSENT_ID));
    expect(text).not.toContain('nothing-here');
  });

  it('counts the response cache’s hits and misses and reports its size', () => {
    expect(sample(text, 'reel_response_cache_hits_total')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'reel_response_cache_misses_total')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'reel_response_cache_entries')).toBe(t.ctx.cache.size);
    expect(sample(text, 'reel_response_cache_bytes')).toBe(t.ctx.cache.bytes);
    expect(t.ctx.cache.size).toBeGreaterThan(0);
  });

  it('reports the upload jobs by state and how long the oldest queued one has waited', () => {
    expect(sample(text, 'reel_upload_jobs', '{state="queued"}')).toBe(1);
    expect(sample(text, 'reel_upload_jobs', '{state="failed"}')).toBe(0);
    const oldest = sample(text, 'reel_upload_oldest_queued_seconds');
    expect(oldest).toBeGreaterThanOrEqual(90);
    expect(oldest).toBeLessThan(600);
  });

  it('reports the mail queue by state and how long the oldest queued message has waited', () => {
    expect(sample(text, 'reel_mail_queue_messages', '{state="queued"}')).toBe(2);
    expect(sample(text, 'reel_mail_queue_messages', '{state="failed"}')).toBe(1);
    const oldest = sample(text, 'reel_mail_queue_oldest_age_seconds');
    expect(oldest).toBeGreaterThanOrEqual(300);
    expect(oldest).toBeLessThan(900);
  });

  it('times database statements by engine and kind, and has Node’s own numbers', () => {
    expect(sample(text, 'reel_db_query_duration_seconds_count', `{engine="${t.ctx.database.kind}",kind="select"}`)).toBeGreaterThan(0);
    for (const name of [
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_eventloop_lag_p99_seconds',
    ])
      expect(sample(text, name), name).toBeGreaterThanOrEqual(0);
  });

  it.skipIf(noPromtool !== null)('passes `promtool check metrics` with no finding', () => {
    expect(promtoolCheckMetrics(text)).toEqual({ status: 0, findings: [] });
    // Node's active handles, requests and resources by type stay; their `_total` gauges are gone.
    for (const name of ['nodejs_active_handles', 'nodejs_active_requests', 'nodejs_active_resources']) {
      expect(text).toContain(`# TYPE ${name} gauge`);
      expect(text).not.toContain(`${name}_total`);
    }
  });

  it('answers this machine only, and not a request relayed by a proxy', async () => {
    const local = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(local.statusCode).toBe(200);
    const remote = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.0.0.5' });
    expect([remote.statusCode, remote.json()]).toEqual([403, { error: true, code: 'loopback_only' }]);
    expect(remote.headers['cache-control']).toBe('no-store');
    const relayed = await t.app.inject({ method: 'GET', url: '/metrics', headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(relayed.statusCode).toBe(403);
    const ipv6 = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '::1' });
    expect(ipv6.statusCode).toBe(200);
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  let other: TestApp;
  beforeAll(async () => {
    // Two apps in one process: each has its own registry, as tests and bench harnesses need.
    t = await startTestApp({ videos: 3, env: { METRICS_TOKEN: TOKEN, TRUST_PROXY: 'true' } });
    other = await startTestApp({ videos: 3 });
  });
  afterAll(async () => {
    await t?.close();
    await other?.close();
  });

  it('asks for the token as a bearer token, and compares it whole', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN.slice(0, -1)}`, `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, TOKEN]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect([authorization, res.statusCode, res.json()]).toEqual([authorization, 401, { error: true, code: 'need_token' }]);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers the token from anywhere, through a proxy too', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '10.0.0.5',
      headers: { authorization: `Bearer ${TOKEN}`, 'x-forwarded-for': '203.0.113.7' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('# TYPE http_request_duration_seconds histogram');
  });

  it('keeps each app’s numbers apart', async () => {
    await other.get('/api/json/nothing-here/1');
    const mine = await (await fetch(`${t.base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
    const theirs = await (await other.get('/metrics')).text();
    expect(sample(theirs, 'http_request_duration_seconds_count', `{method="GET",route="${UNMATCHED_ROUTE}",status="404"}`)).toBe(1);
    expect(sample(mine, 'http_request_duration_seconds_count', `{method="GET",route="${UNMATCHED_ROUTE}",status="404"}`)).toBeUndefined();
  });
});

describe('the standalone worker’s metrics port', () => {
  let database: TestDatabase;
  let metrics: ProcessMetrics;
  let server: MetricsServer;
  let open: MetricsServer;
  beforeAll(async () => {
    database = await openTestDatabase();
    metrics = processMetrics(database);
    server = await startMetricsServer({ register: metrics.register, token: TOKEN, port: 0, host: '127.0.0.1' });
    open = await startMetricsServer({ register: metrics.register, token: '', port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await server?.close();
    await open?.close();
    metrics?.stop();
    await database?.dispose();
  });

  it('serves the jobs, the statements and Node’s numbers to the token’s holder', async () => {
    await database.query('SELECT 1');
    const base = `http://127.0.0.1:${server.port}`;
    const refused = await fetch(`${base}/metrics`);
    expect([refused.status, refused.headers.get('www-authenticate'), await refused.json()]).toEqual([
      401,
      'Bearer',
      { error: true, code: 'need_token' },
    ]);
    const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    expect(sample(text, 'reel_upload_jobs', '{state="queued"}')).toBe(0);
    expect(sample(text, 'reel_upload_oldest_queued_seconds')).toBe(0);
    expect(sample(text, 'reel_mail_queue_messages', '{state="queued"}')).toBe(0);
    expect(sample(text, 'reel_mail_queue_oldest_age_seconds')).toBe(0);
    expect(sample(text, 'reel_db_query_duration_seconds_count', `{engine="${database.kind}",kind="select"}`)).toBeGreaterThan(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(text).not.toContain('http_request_duration_seconds');
    expect((await fetch(`${base}/other`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
  });

  it('without a token answers this machine', async () => {
    const res = await fetch(`http://127.0.0.1:${open.port}/metrics`);
    expect(res.status).toBe(200);
    const relayed = await fetch(`http://127.0.0.1:${open.port}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(relayed.status).toBe(403);
  });
});

describe('the bounded labels', () => {
  it('reads a statement’s kind from its first word, anything else as other', () => {
    const kinds = [
      'SELECT 1',
      '  select *',
      '(SELECT 1) UNION (SELECT 2)',
      'WITH x AS (SELECT 1) UPDATE t SET a = 1',
      'insert into t',
      'DELETE FROM t',
      'BEGIN',
      'vacuum',
      '',
    ];
    expect(kinds.map(statementKind)).toEqual(['select', 'select', 'select', 'with', 'insert', 'delete', 'other', 'other', 'other']);
  });

  it('takes only loopback peers for this machine', () => {
    const peers = [
      '127.0.0.1',
      '127.8.9.10',
      '::1',
      '::ffff:127.0.0.1',
      '10.0.0.5',
      '::ffff:10.0.0.5',
      '127.0.0.1.example',
      '::2',
      undefined,
    ];
    expect(peers.map(isLoopbackPeer)).toEqual([true, true, true, true, false, false, false, false, false]);
  });
});
