// The watch page's metrics in the page's own DOM: the player's records and the play's summary wait
// in one queue, go out by fetch at most every METRICS_CLIENT_FLUSH_MS, and by sendBeacon when the
// page is hidden.
import { METRICS_CLIENT_FLUSH_MS, PLAYER_METRICS_PATH, type MetricsBatch, type TrackedPlayer } from '@reel/api/metrics';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { metricsQueue, playerMetricsSink, trackWatchPlays } from './metricsSink';

const posts: MetricsBatch[] = [];
const beacons: MetricsBatch[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  posts.length = 0;
  beacons.length = 0;
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    expect(url).toBe(PLAYER_METRICS_PATH);
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    posts.push(JSON.parse(String(init.body)) as MetricsBatch);
    return Promise.resolve(new Response(null, { status: 204 }));
  });
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: string) => {
      expect(url).toBe(PLAYER_METRICS_PATH);
      beacons.push(JSON.parse(body) as MetricsBatch);
      return true;
    },
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function hide() {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
}

describe('the watch page metrics', () => {
  it('batches the records every few seconds, and sends the play by beacon when the page is hidden', () => {
    const sink = playerMetricsSink(7);
    sink({ kind: 'event', name: 'player_init', data: { video_id: '7', embed: false } });
    sink({ kind: 'event', name: 'player_firstframe', data: { ms: 640 } });
    vi.advanceTimersByTime(METRICS_CLIENT_FLUSH_MS - 1);
    expect(posts).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(posts).toHaveLength(1);
    expect(posts[0].records).toEqual([
      { name: 'player_init', video_id: 7, embed: false },
      { name: 'player_firstframe', video_id: 7, ms: 640 },
    ]);
    vi.advanceTimersByTime(METRICS_CLIENT_FLUSH_MS * 3);
    expect(posts).toHaveLength(1);

    const listeners = new Map<string, (p: unknown) => void>();
    const player: TrackedPlayer = {
      on: (name, fn) => {
        listeners.set(name, fn as (p: unknown) => void);
        return () => listeners.delete(name);
      },
    };
    const stop = trackWatchPlays(player, 7, true, metricsQueue());
    listeners.get('ready')!({ quality: 'HD', engine: 'native', vr: null });
    listeners.get('metric')!({ kind: 'event', name: 'player_firstframe', data: { ms: 640 } });
    listeners.get('state')!({ state: 'playing', previous: 'buffering' });
    vi.advanceTimersByTime(2_000);
    hide();
    expect(beacons).toHaveLength(1);
    expect(beacons[0].session).toBe(posts[0].session);
    const [summary] = beacons[0].records;
    // The page gave the player a preroll: its first play asked for an advert.
    expect(summary).toMatchObject({
      name: 'play_summary',
      video_id: 7,
      ttff_ms: 640,
      quality: 'HD',
      engine: 'native',
      embed: false,
      ad_asked: true,
    });
    expect((summary as { watch_ms: number }).watch_ms).toBeGreaterThanOrEqual(2_000);
    stop();
  });
});
