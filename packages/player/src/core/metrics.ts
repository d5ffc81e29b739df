// Metrics: named events and error counters, all through one sink function the
// page passes in the options (the site forwards them to POST /api/input.php). Only the spec's
// names compile. A sink that throws or rejects is contained: measuring must never stop playback.
import { ERROR_COUNTERS, METRIC_EVENTS, type ErrorCounterName, type MetricEventName } from '../constants.js';
import type { Clock } from './clock.js';

export type { ErrorCounterName, MetricEventName };
export type MetricData = Record<string, string | number | boolean | null>;

export type MetricRecord =
  | { kind: 'event'; name: MetricEventName; data: MetricData }
  | { kind: 'counter'; name: ErrorCounterName; /** This player's running total. */ total: number };

export type MetricsSink = (record: MetricRecord) => void | Promise<unknown>;

export interface Metrics {
  event(name: MetricEventName, data?: MetricData): void;
  count(name: ErrorCounterName): number;
  /** Sends player_init and starts the first-frame stopwatch. */
  init(data?: MetricData): void;
  /** Sends player_firstframe with `ms` from init to `at` (now, by default), once; later calls return null. */
  firstFrame(at?: number): number | null;
  total(name: ErrorCounterName): number;
}

const isEventName = (n: unknown): n is MetricEventName => (METRIC_EVENTS as readonly unknown[]).includes(n);
const isCounterName = (n: unknown): n is ErrorCounterName => (ERROR_COUNTERS as readonly unknown[]).includes(n);

export function createMetrics(sink: MetricsSink | undefined, clock: Clock): Metrics {
  const totals = new Map<ErrorCounterName, number>();
  // Without an explicit init() the stopwatch runs from the metrics' creation.
  let initAt = clock.now();
  let firstFrameSent = false;

  const send = (record: MetricRecord): void => {
    if (!sink) return;
    try {
      const result = sink(record);
      if (result && typeof (result as Promise<unknown>).catch === 'function') {
        (result as Promise<unknown>).catch(() => undefined);
      }
    } catch {
      // A broken sink loses this record and nothing else.
    }
  };

  const event = (name: MetricEventName, data: MetricData = {}): void => {
    // Plain-JavaScript callers bypass the types; an unknown name is dropped, not forwarded.
    if (isEventName(name)) send({ kind: 'event', name, data: { ...data } });
  };

  return {
    event,
    count(name) {
      if (!isCounterName(name)) return 0;
      const total = (totals.get(name) ?? 0) + 1;
      totals.set(name, total);
      send({ kind: 'counter', name, total });
      return total;
    },
    init(data) {
      initAt = clock.now();
      firstFrameSent = false;
      event('player_init', data);
    },
    firstFrame(at = clock.now()) {
      if (firstFrameSent) return null;
      firstFrameSent = true;
      const ms = Math.max(0, Math.round(at - initAt));
      event('player_firstframe', { ms });
      return ms;
    },
    total: (name) => totals.get(name) ?? 0,
  };
}
