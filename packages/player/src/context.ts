// The defaults that touch the host (storage, the page address, navigation, fetch), each guarded:
// a sandboxed iframe throws on localStorage, a worker has no location, tests pass their own.
import type { Chapter } from './core/chapters.js';
import { realClock, type Clock } from './core/clock.js';
import { resolveLabels, type PlayerLabels } from './core/labels.js';
import { createMetrics, type Metrics } from './core/metrics.js';
import { readPlayerQuery, type PlayerQuery } from './core/query.js';
import type { StorageLike } from './core/volume.js';
import { createVttCache, type VttCache } from './core/vtt.js';
import { webAddress } from './webAddress.js';
import type { Emitter } from './core/emitter.js';
import { createBag, type Bag } from './dom/bag.js';
import type { PlayerEvents, PlayerOptions } from './playerTypes.js';

/** What every part of a player shares; one per createPlayer call. */
export interface PlayerContext {
  doc: Document;
  win: (Window & typeof globalThis) | null;
  root: HTMLElement;
  options: PlayerOptions;
  embed: boolean;
  clock: Clock;
  bag: Bag;
  metrics: Metrics;
  emitter: Emitter<PlayerEvents>;
  storage: StorageLike | null;
  query: PlayerQuery;
  vtt: VttCache;
  /** The controls' texts: the defaults with the page's `labels` over them. */
  labels: PlayerLabels;
  fetchText(url: string): Promise<string>;
  navigate(url: string, options: { newTab: boolean }): void;
  /** The chapter playing: set by the chapters chunk once it has read the video's chapters track. */
  chapter?: Chapter | null;
}

function defaultStorage(win: Window | null): StorageLike | null {
  try {
    return win?.localStorage ?? null;
  } catch {
    return null;
  }
}

function pageQuery(options: PlayerOptions, win: Window | null): PlayerQuery {
  try {
    const url = options.pageUrl ?? win?.location?.href;
    return url ? readPlayerQuery(url) : {};
  } catch {
    return {};
  }
}

function defaultNavigate(win: Window | null) {
  return (url: string, { newTab }: { newTab: boolean }): void => {
    // Only to a web page: a `javascript:` address from the data or the options would run in the page.
    if (!win || !webAddress(url, win.location.href)) return;
    if (newTab) win.open(url, '_blank', 'noopener');
    else win.location.assign(url);
  };
}

async function defaultFetchText(url: string): Promise<string> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
  return res.text();
}

export function createContext(root: HTMLElement, options: PlayerOptions, emitter: Emitter<PlayerEvents>): PlayerContext {
  const doc = root.ownerDocument;
  const win = doc.defaultView as (Window & typeof globalThis) | null;
  const clock = options.clock ?? realClock;
  const fetchText = options.fetchText ?? defaultFetchText;
  // Every record also goes out as a 'metric' event, so a page can watch them without a sink.
  const metrics = createMetrics((record) => {
    emitter.emit('metric', record);
    return options.metrics?.(record);
  }, clock);
  return {
    doc,
    win,
    root,
    options,
    embed: Boolean(options.embed),
    clock,
    bag: createBag(clock, win),
    metrics,
    emitter,
    storage: options.storage === undefined ? defaultStorage(win) : options.storage,
    query: pageQuery(options, win),
    vtt: createVttCache({ load: fetchText, clock }),
    labels: resolveLabels(options.labels),
    fetchText,
    navigate: options.navigate ?? defaultNavigate(win),
  };
}
