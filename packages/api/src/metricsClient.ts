// The pages' side of POST /api/metrics, shared by the watch page and the embed: a queue that sends
// its records at most every METRICS_CLIENT_FLUSH_MS, and at once with sendBeacon when the page is
// hidden or left (the last moment a browser promises to run our code); the player's records turned
// into wire records; and the play tracker that measures what each play lived through from the
// player's events. Nothing here imports the player: its events are typed by their shape.
import { PLAYER_METRICS_PATH } from './endpoints/playerMetrics.js';
import {
  METRICS_BATCH_MAX,
  METRICS_CLIENT_FLUSH_MS,
  METRICS_HOST_RE,
  METRICS_TEXT_MAX_CHARS,
  PLAY_SUMMARY,
  readMetricRecord,
  type MetricCounterName,
  type PlayerMetricEventName,
  type MetricRecordWire,
  type PlayEngine,
  type PlaySummaryRecord,
} from './playerMetrics.js';

/** A record as the player hands it to its sink (its MetricRecord), named from the contract's lists. */
export type PlayerMetricRecord =
  | { kind: 'event'; name: PlayerMetricEventName; data: Record<string, string | number | boolean | null> }
  | { kind: 'counter'; name: MetricCounterName; total: number };

/** What the queue needs of the browser; the page's own by default. */
export interface MetricsTransport {
  /** navigator.sendBeacon: false when the browser would not queue it. */
  beacon(url: string, body: string): boolean;
  /** A POST that may outlive the page (fetch with keepalive). */
  post(url: string, body: string): void;
  /** Calls `fn` when the page is hidden or left; answers the unsubscribe. */
  onLeave(fn: () => void): () => void;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

type Listening = {
  addEventListener(type: string, fn: () => void): void;
  removeEventListener(type: string, fn: () => void): void;
};
/** The page's globals, typed by what is used: this package is compiled for the server too, which has no DOM. */
interface PageGlobals extends Listening {
  navigator: { sendBeacon?(url: string, body: string): boolean };
  document: Listening & { visibilityState: string };
  /** `'null'` in a sandboxed frame (an opaque origin). */
  origin?: string;
}

/**
 * A page whose origin is opaque (the embed in a `sandbox="allow-scripts"` frame) is cross-site to
 * every server: its POST would be refused as a cross-site request and fail in the host's console,
 * so it sends nothing.
 */
export const sendsMetrics = (origin: string | undefined): boolean => origin !== 'null';

export function browserTransport(): MetricsTransport {
  const page = globalThis as unknown as PageGlobals;
  const sends = sendsMetrics(page.origin);
  return {
    beacon: (url, body) => sends && typeof page.navigator.sendBeacon === 'function' && page.navigator.sendBeacon(url, body),
    post: (url, body) => {
      if (!sends) return;
      fetch(url, { method: 'POST', body, keepalive: true, credentials: 'same-origin', headers: { 'content-type': 'text/plain' } }).catch(
        () => undefined,
      );
    },
    onLeave: (fn) => {
      const onVisibility = () => {
        if (page.document.visibilityState === 'hidden') fn();
      };
      page.document.addEventListener('visibilitychange', onVisibility);
      page.addEventListener('pagehide', fn);
      return () => {
        page.document.removeEventListener('visibilitychange', onVisibility);
        page.removeEventListener('pagehide', fn);
      };
    },
    setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
}

/** A page session id: random, made once per page, never stored. */
export function newMetricsSession(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface MetricsQueue {
  /** Queues a record the server would take (others are dropped here, not sent). */
  add(record: MetricRecordWire): void;
  /** Sends everything queued now, by beacon when `leaving`. */
  flush(leaving: boolean): void;
  /** Called before a leaving flush: a tracker adds its summary then. */
  beforeLeave(fn: () => void): () => void;
  close(): void;
}

export function createMetricsQueue(transport: MetricsTransport = browserTransport(), session = newMetricsSession()): MetricsQueue {
  let queued: MetricRecordWire[] = [];
  let timer: unknown = null;
  const leaving = new Set<() => void>();

  const send = (records: MetricRecordWire[], beacon: boolean) => {
    const body = JSON.stringify({ session, records });
    if (!beacon || !transport.beacon(PLAYER_METRICS_PATH, body)) transport.post(PLAYER_METRICS_PATH, body);
  };
  const flush = (beacon: boolean) => {
    if (timer !== null) transport.clearTimeout(timer);
    timer = null;
    const all = queued;
    queued = [];
    for (let i = 0; i < all.length; i += METRICS_BATCH_MAX) send(all.slice(i, i + METRICS_BATCH_MAX), beacon);
  };
  const onLeave = () => {
    for (const fn of leaving) fn();
    flush(true);
  };
  const stopListening = transport.onLeave(onLeave);

  return {
    add(record) {
      const checked = readMetricRecord(record);
      if (!checked) return;
      queued.push(checked);
      // One timer for the first record waiting: an idle page wakes nobody.
      timer ??= transport.setTimeout(() => flush(false), METRICS_CLIENT_FLUSH_MS);
    },
    flush,
    beforeLeave(fn) {
      leaving.add(fn);
      return () => leaving.delete(fn);
    },
    close() {
      stopListening();
      flush(true);
    },
  };
}

const text = (v: unknown): string | undefined => (typeof v === 'string' ? v.slice(0, METRICS_TEXT_MAX_CHARS) : undefined);
const targetId = (v: unknown): number | undefined => (typeof v === 'string' || typeof v === 'number' ? Number(v) || undefined : undefined);

/** The wire record of a player's record on the page of `videoId`; null for a name the server does not take. */
export function wireRecord(record: PlayerMetricRecord, videoId: number): MetricRecordWire | null {
  if (record.kind === 'counter') return readMetricRecord({ name: record.name, video_id: videoId, total: record.total });
  const d = record.data;
  const fields: Record<string, unknown> = { name: record.name, video_id: videoId };
  if (record.name === 'player_init') Object.assign(fields, { embed: d.embed === true, ts: text(d.ts), campaign: text(d.campaign) });
  if (record.name === 'player_firstframe') fields.ms = d.ms;
  if (record.name === 'fullHDClick') fields.quality = text(d.quality);
  if (record.name === 'click_title' || record.name === 'click_Related') fields.target_id = targetId(d.video_id);
  for (const key of Object.keys(fields)) if (fields[key] === undefined) delete fields[key];
  return readMetricRecord(fields);
}

/** The host of the page that framed the embed, as the browser tells it ('' when it does not). */
export function embedHostOf(referrer: string, ancestorOrigins: readonly string[] = []): string {
  for (const address of [ancestorOrigins[0], referrer]) {
    if (!address) continue;
    try {
      const host = new URL(address).hostname.toLowerCase();
      if (METRICS_HOST_RE.test(host)) return host;
    } catch {
      // Not an address: try the next.
    }
  }
  return '';
}

/** The player's events a play tracker listens to (a subset of its PlayerEvents). */
export interface TrackedPlayerEvents {
  state: { state: string; previous: string };
  ready: { quality: string; engine: string | null; vr: object | null };
  quality: { quality: string };
  metric: PlayerMetricRecord;
  ended: unknown;
}

export interface TrackedPlayer {
  on<K extends keyof TrackedPlayerEvents>(name: K, listener: (payload: TrackedPlayerEvents[K]) => void): () => void;
}

export interface PlayContext {
  videoId: number;
  embed: boolean;
  embedHost: string;
  adAsked: boolean;
  /** Milliseconds from any fixed point (performance.now). */
  now(): number;
}

const ENGINES: Record<string, PlayEngine> = { native: 'native', 'native-hls': 'native-hls', hlsjs: 'hlsjs' };

/**
 * Measures each play of `player` and hands its play_summary to `emit`: when the video ends, when the
 * page is hidden or left (`flushPoint`), and when `stop` is called. A play shown again after the page
 * was hidden sends a further summary without a first-frame time, carrying only the time since, so a
 * play counts once and its times add up.
 */
export function trackPlays(
  player: TrackedPlayer,
  ctx: PlayContext,
  emit: (summary: PlaySummaryRecord) => void,
): { flushPoint: () => void; stop: () => void } {
  let ttff: number | null = null;
  let ttffSent = false;
  let watchMs = 0;
  let rebufferMs = 0;
  let rebuffers = 0;
  let quality = '';
  let engine: PlayEngine | '' = '';
  let state = 'idle';
  let since = ctx.now();
  let played = false;

  /** Adds the time spent in the state being left. */
  const settle = () => {
    const now = ctx.now();
    if (state === 'playing') watchMs += now - since;
    else if (state === 'buffering' && played) rebufferMs += now - since;
    since = now;
  };

  const send = () => {
    settle();
    if (!played && ttff === null) return;
    if (ttffSent && watchMs === 0 && rebufferMs === 0) return;
    emit({
      name: PLAY_SUMMARY,
      video_id: ctx.videoId,
      ttff_ms: ttffSent ? null : ttff,
      watch_ms: Math.round(watchMs),
      rebuffer_ms: Math.round(rebufferMs),
      rebuffer_count: rebuffers,
      quality,
      engine,
      embed: ctx.embed,
      embed_host: ctx.embed ? ctx.embedHost : '',
      ad_asked: ctx.adAsked && !ttffSent,
    });
    ttffSent = ttffSent || ttff !== null;
    watchMs = rebufferMs = rebuffers = 0;
  };

  const offs = [
    player.on('state', (e) => {
      settle();
      if (e.state === 'buffering' && played) rebuffers += 1;
      if (e.state === 'playing') played = true;
      state = e.state;
    }),
    player.on('ready', (e) => {
      quality = e.quality;
      engine = e.vr ? 'vr' : (ENGINES[e.engine ?? ''] ?? '');
    }),
    player.on('quality', (e) => {
      quality = e.quality;
    }),
    player.on('metric', (r) => {
      if (r.kind === 'event' && r.name === 'player_firstframe' && typeof r.data.ms === 'number') ttff = r.data.ms;
    }),
    player.on('ended', () => {
      send();
      // A replay is a new play.
      ttff = null;
      ttffSent = false;
      played = false;
    }),
  ];
  return {
    flushPoint: send,
    stop() {
      send();
      for (const off of offs) off();
    },
  };
}
