// The one reader of metric batches, as the server and the pages use it, and the pages' queue and
// play tracker: hostile input is refused whole, good batches come back as read, the queue sends at
// most every METRICS_CLIENT_FLUSH_MS and by beacon when the page goes, a play is summed up once.
import { describe, expect, it } from 'vitest';
import {
  createMetricsQueue,
  embedHostOf,
  trackPlays,
  wireRecord,
  type MetricsTransport,
  type TrackedPlayer,
  type TrackedPlayerEvents,
  sendsMetrics,
} from './metricsClient.js';
import {
  histogramPercentile,
  METRICS_BATCH_MAX,
  METRICS_CLIENT_FLUSH_MS,
  readMetricsBatch,
  TTFF_BUCKET_EDGES_MS,
  type MetricsBatch,
  type PlaySummaryRecord,
} from './playerMetrics.js';

const SESSION = 'abcdef0123456789';
const summary = (over: Record<string, unknown> = {}) => ({
  name: 'play_summary',
  video_id: 5,
  ttff_ms: 420,
  watch_ms: 30_000,
  rebuffer_ms: 500,
  rebuffer_count: 1,
  quality: 'Full HD',
  engine: 'hlsjs',
  embed: true,
  embed_host: 'fan.example',
  ad_asked: false,
  ...over,
});
const refusal = (body: unknown) => {
  const r = readMetricsBatch(body);
  return r.ok ? 'accepted' : r.code;
};
const one = (record: unknown) => refusal({ session: SESSION, records: [record] });

describe('readMetricsBatch', () => {
  it('reads a good batch as it came', () => {
    const records = [
      { name: 'player_init', video_id: 5, embed: true, ts: '123', campaign: 'spring' },
      { name: 'player_firstframe', video_id: '5', ms: 420 },
      { name: 'click_Related', video_id: 5, target_id: 6 },
      { name: 'player_vast_error', video_id: 5, total: 2 },
      summary(),
      summary({ ttff_ms: null, engine: '', quality: '', embed: false, embed_host: '' }),
    ];
    const r = readMetricsBatch({ session: SESSION, records });
    expect(r.ok).toBe(true);
    const batch = (r as { batch: MetricsBatch }).batch;
    expect(batch.records[1]).toEqual({ name: 'player_firstframe', video_id: 5, ms: 420 });
    expect(batch.records[4]).toEqual(summary());
  });

  it('refuses hostile records, each refusing the whole batch', () => {
    expect(one({ name: 'rm_rf', video_id: 5 })).toBe('unknown_metric');
    expect(one({ name: '__proto__', video_id: 5 })).toBe('unknown_metric');
    expect(one({ name: 'player_init', video_id: 5, ts: 'x'.repeat(10_000) })).toBe('invalid_metric_field');
    expect(one(summary({ watch_ms: -1 }))).toBe('invalid_metric_field');
    expect(one(summary({ watch_ms: Number.NaN }))).toBe('invalid_metric_field');
    expect(one(summary({ watch_ms: Number.POSITIVE_INFINITY }))).toBe('invalid_metric_field');
    expect(one(summary({ watch_ms: 86_400_001 }))).toBe('invalid_metric_field');
    expect(one(summary({ rebuffer_count: '3' }))).toBe('invalid_metric_field');
    expect(one(summary({ engine: 'flash' }))).toBe('invalid_metric_field');
    expect(one(summary({ quality: '<img src=x>' }))).toBe('invalid_metric_field');
    expect(one(summary({ embed_host: 'evil.example:8080' }))).toBe('invalid_metric_field');
    expect(one(summary({ extra: 1 }))).toBe('invalid_metric_field');
    expect(one({ name: 'player_error', video_id: 5, total: 0 })).toBe('invalid_metric_field');
    expect(one({ name: 'player_error', video_id: 5 })).toBe('invalid_metric_field');
    expect(one({ name: 'player_init', video_id: Number('99999999999999999999') })).toBe('invalid_video_id');
    expect(one({ name: 'player_init', video_id: '99999999999999999999' })).toBe('invalid_video_id');
    expect(one({ name: 'player_init', video_id: 0 })).toBe('invalid_video_id');
    expect(one({ name: 'player_init', video_id: '007' })).toBe('invalid_video_id');
    expect(one({ name: 'player_init', video_id: 1.5 })).toBe('invalid_video_id');
    expect(one({ name: 'player_init' })).toBe('invalid_video_id');
    expect(one('player_init')).toBe('invalid_body');
    expect(one(null)).toBe('invalid_body');
    const good = [summary()];
    expect(refusal({ session: SESSION, records: [...good, { name: 'x', video_id: 1 }] })).toBe('unknown_metric');
  });

  it('refuses a body that is not a batch', () => {
    const many = (n: number) => Array.from({ length: n }, () => ({ name: 'click_logo', video_id: 1 }));
    expect(refusal({ session: SESSION, records: many(METRICS_BATCH_MAX) })).toBe('accepted');
    expect(refusal({ session: SESSION, records: many(METRICS_BATCH_MAX + 1) })).toBe('too_many_records');
    expect(refusal({ session: SESSION, records: many(10_000) })).toBe('too_many_records');
    expect(refusal({ session: SESSION, records: [] })).toBe('invalid_body');
    expect(refusal({ session: SESSION, records: 'x' })).toBe('invalid_body');
    expect(refusal({ session: 'short', records: many(1) })).toBe('invalid_session');
    expect(refusal({ session: 'x'.repeat(65), records: many(1) })).toBe('invalid_session');
    expect(refusal({ session: 42, records: many(1) })).toBe('invalid_session');
    expect(refusal({ session: SESSION, records: many(1), more: true })).toBe('invalid_body');
    expect(refusal([])).toBe('invalid_body');
    expect(refusal(null)).toBe('invalid_body');
  });
});

describe('histogramPercentile', () => {
  it('answers the upper edge of the bucket where the share is reached', () => {
    const counts = new Array<number>(TTFF_BUCKET_EDGES_MS.length + 1).fill(0);
    expect(histogramPercentile(counts, 0.5)).toBeNull();
    counts[1] = 5; // 100–200 ms
    counts[4] = 4; // 500–750 ms
    counts[TTFF_BUCKET_EDGES_MS.length] = 1; // slower than the last edge
    expect(histogramPercentile(counts, 0.5)).toBe(200);
    expect(histogramPercentile(counts, 0.9)).toBe(750);
    expect(histogramPercentile(counts, 0.95)).toBe(TTFF_BUCKET_EDGES_MS[TTFF_BUCKET_EDGES_MS.length - 1]);
  });
});

/** A transport whose timers are run by hand and whose sends are kept. */
function fakeTransport(beaconWorks = true) {
  const sent: { how: 'beacon' | 'post'; body: MetricsBatch }[] = [];
  const timers: { fn: () => void; ms: number; live: boolean }[] = [];
  let leave: () => void = () => undefined;
  const transport: MetricsTransport = {
    beacon: (_url, body) => {
      if (beaconWorks) sent.push({ how: 'beacon', body: JSON.parse(body) as MetricsBatch });
      return beaconWorks;
    },
    post: (_url, body) => void sent.push({ how: 'post', body: JSON.parse(body) as MetricsBatch }),
    onLeave: (fn) => {
      leave = fn;
      return () => (leave = () => undefined);
    },
    setTimeout: (fn, ms) => {
      const timer = { fn, ms, live: true };
      timers.push(timer);
      return timer;
    },
    clearTimeout: (t) => void ((t as { live: boolean }).live = false),
  };
  const runTimers = () => timers.filter((t) => t.live).forEach((t) => ((t.live = false), t.fn()));
  return { transport, sent, timers, runTimers, leave: () => leave() };
}

describe('createMetricsQueue', () => {
  it('sends what it holds once per interval, and nothing when idle', () => {
    const f = fakeTransport();
    const q = createMetricsQueue(f.transport, SESSION);
    q.add({ name: 'click_logo', video_id: 1 });
    q.add({ name: 'click_title', video_id: 1, target_id: 2 });
    expect(f.sent).toEqual([]);
    expect(f.timers.filter((t) => t.live).map((t) => t.ms)).toEqual([METRICS_CLIENT_FLUSH_MS]);
    f.runTimers();
    expect(f.sent).toHaveLength(1);
    expect(f.sent[0]).toMatchObject({ how: 'post', body: { session: SESSION } });
    expect(f.sent[0].body.records.map((r) => r.name)).toEqual(['click_logo', 'click_title']);
    f.runTimers();
    expect(f.sent).toHaveLength(1);
    expect(f.timers.filter((t) => t.live)).toEqual([]);
  });

  it('drops what the server would refuse, and splits a long queue into batches', () => {
    const f = fakeTransport();
    const q = createMetricsQueue(f.transport, SESSION);
    q.add({ name: 'evil', video_id: 1 } as never);
    for (let i = 0; i < METRICS_BATCH_MAX + 3; i++) q.add({ name: 'click_logo', video_id: 1 });
    f.runTimers();
    expect(f.sent.map((s) => s.body.records.length)).toEqual([METRICS_BATCH_MAX, 3]);
    for (const s of f.sent) expect(readMetricsBatch(s.body).ok).toBe(true);
  });

  it('sends by beacon when the page goes, after the tracker adds its summary; by POST if the beacon is refused', () => {
    const f = fakeTransport();
    const q = createMetricsQueue(f.transport, SESSION);
    q.beforeLeave(() => q.add(summary() as PlaySummaryRecord));
    q.add({ name: 'click_logo', video_id: 1 });
    f.leave();
    expect(f.sent).toHaveLength(1);
    expect(f.sent[0].how).toBe('beacon');
    expect(f.sent[0].body.records.map((r) => r.name)).toEqual(['click_logo', 'play_summary']);
    expect(f.timers.filter((t) => t.live)).toEqual([]);

    const g = fakeTransport(false);
    const q2 = createMetricsQueue(g.transport, SESSION);
    q2.add({ name: 'click_logo', video_id: 1 });
    g.leave();
    expect(g.sent.map((s) => s.how)).toEqual(['post']);
  });
});

describe('wireRecord', () => {
  it("turns the player's records into wire records, keeping only what the server takes", () => {
    expect(wireRecord({ kind: 'event', name: 'player_init', data: { video_id: '5', embed: true, ts: 't'.repeat(100) } }, 5)).toEqual({
      name: 'player_init',
      video_id: 5,
      embed: true,
      ts: 't'.repeat(64),
    });
    expect(wireRecord({ kind: 'event', name: 'player_firstframe', data: { ms: 321 } }, 5)).toEqual({
      name: 'player_firstframe',
      video_id: 5,
      ms: 321,
    });
    expect(wireRecord({ kind: 'event', name: 'click_Related', data: { video_id: '9' } }, 5)).toEqual({
      name: 'click_Related',
      video_id: 5,
      target_id: 9,
    });
    expect(wireRecord({ kind: 'counter', name: 'player_error', total: 3 }, 5)).toEqual({ name: 'player_error', video_id: 5, total: 3 });
    // A plain-JavaScript sink bypasses the types: a name outside the lists is still dropped.
    expect(wireRecord({ kind: 'event', name: 'something_else' as never, data: {} }, 5)).toBeNull();
  });
});

describe('embedHostOf', () => {
  it('names the framing page’s host, or nothing', () => {
    expect(embedHostOf('https://Fan.Example:8443/page?x=1')).toBe('fan.example');
    expect(embedHostOf('', ['https://blog.example'])).toBe('blog.example');
    expect(embedHostOf('')).toBe('');
    expect(embedHostOf('not an address')).toBe('');
  });
});

/** A player that emits what the test says, at the time the test sets. */
function fakePlayer() {
  const listeners = new Map<string, ((p: unknown) => void)[]>();
  const player: TrackedPlayer = {
    on(name, fn) {
      const list = listeners.get(name) ?? [];
      list.push(fn as (p: unknown) => void);
      listeners.set(name, list);
      return () =>
        listeners.set(
          name,
          (listeners.get(name) ?? []).filter((f) => f !== fn),
        );
    },
  };
  const emit = <K extends keyof TrackedPlayerEvents>(name: K, payload: TrackedPlayerEvents[K]) =>
    (listeners.get(name) ?? []).forEach((f) => f(payload));
  return { player, emit };
}

describe('trackPlays', () => {
  it('sums up a play: first frame, watch time, stalls, quality and engine; later summaries only add time', () => {
    let now = 0;
    const { player, emit } = fakePlayer();
    const out: PlaySummaryRecord[] = [];
    const tracker = trackPlays(player, { videoId: 5, embed: true, embedHost: 'fan.example', adAsked: false, now: () => now }, (s) =>
      out.push(s),
    );
    emit('ready', { quality: 'HD', engine: 'hlsjs', vr: null });
    emit('state', { state: 'buffering', previous: 'idle' });
    now = 800;
    emit('metric', { kind: 'event', name: 'player_firstframe', data: { ms: 800 } });
    emit('state', { state: 'playing', previous: 'buffering' });
    now = 10_800;
    emit('state', { state: 'buffering', previous: 'playing' });
    now = 12_800;
    emit('quality', { quality: 'SD' });
    emit('state', { state: 'playing', previous: 'buffering' });
    now = 20_800;
    emit('state', { state: 'paused', previous: 'playing' });
    now = 99_000;
    tracker.flushPoint();
    expect(out).toEqual([
      {
        name: 'play_summary',
        video_id: 5,
        ttff_ms: 800,
        watch_ms: 18_000,
        rebuffer_ms: 2_000,
        rebuffer_count: 1,
        quality: 'SD',
        engine: 'hlsjs',
        embed: true,
        embed_host: 'fan.example',
        ad_asked: false,
      },
    ]);
    for (const s of out) expect(readMetricsBatch({ session: SESSION, records: [s] }).ok).toBe(true);
    // Nothing new since: no second summary.
    tracker.flushPoint();
    expect(out).toHaveLength(1);
    emit('state', { state: 'playing', previous: 'paused' });
    now = 104_000;
    tracker.stop();
    expect(out[1]).toMatchObject({ ttff_ms: null, watch_ms: 5_000, rebuffer_count: 0 });
  });

  it('sends nothing for a player that never played, and names the VR view', () => {
    const { player, emit } = fakePlayer();
    const out: PlaySummaryRecord[] = [];
    const tracker = trackPlays(player, { videoId: 5, embed: false, embedHost: 'x.example', adAsked: true, now: () => 0 }, (s) =>
      out.push(s),
    );
    emit('ready', { quality: 'HD', engine: 'native', vr: { angle: 180 } });
    tracker.flushPoint();
    expect(out).toEqual([]);
    emit('metric', { kind: 'event', name: 'player_firstframe', data: { ms: 90 } });
    emit('state', { state: 'playing', previous: 'idle' });
    tracker.stop();
    // Outside an embed no host is sent, whatever the page was given.
    expect(out).toMatchObject([{ engine: 'vr', ttff_ms: 90, embed: false, embed_host: '', ad_asked: true }]);
  });
});

describe('sendsMetrics', () => {
  it('sends from any page but one with an opaque origin (a sandboxed frame), whose POST is refused as cross-site', () => {
    expect(sendsMetrics('null')).toBe(false);
    expect(sendsMetrics('https://reel.example')).toBe(true);
    expect(sendsMetrics(undefined)).toBe(true);
  });
});
