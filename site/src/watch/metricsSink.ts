// The watch page's player metrics: one queue for the page (its session lives as long as the page),
// fed by the player's sink and by the play tracker, sent to POST /api/metrics every few seconds and
// by beacon when the page is hidden or left. It lives in the watch page's chunk: no other page
// loads it.
import { createMetricsQueue, trackPlays, wireRecord, type MetricsQueue, type TrackedPlayer } from '@reel/api/metrics';
import type { MetricRecord } from '@reel/player';

let pageQueue: MetricsQueue | null = null;

/** The page's queue, made on first use. */
export function metricsQueue(): MetricsQueue {
  return (pageQueue ??= createMetricsQueue());
}

/** The player's sink on the page of `videoId`. */
export function playerMetricsSink(videoId: number, queue: () => MetricsQueue = metricsQueue) {
  return (record: MetricRecord): void => {
    const wire = wireRecord(record, videoId);
    if (wire) queue().add(wire);
  };
}

/** Measures the plays of `player` on the watch page; answers the stop (the player goes). */
export function trackWatchPlays(
  player: TrackedPlayer,
  videoId: number,
  adAsked: boolean,
  queue: MetricsQueue = metricsQueue(),
): () => void {
  const tracker = trackPlays(player, { videoId, embed: false, embedHost: '', adAsked, now: () => performance.now() }, (s) => queue.add(s));
  const offLeave = queue.beforeLeave(tracker.flushPoint);
  return () => {
    offLeave();
    tracker.stop();
  };
}

/** Closes the page's queue, so the next use makes another (a test's fresh page). */
export function closeMetricsQueue(): void {
  pageQueue?.close();
  pageQueue = null;
}
