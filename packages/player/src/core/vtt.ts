// Timeline thumbnails: the timeline WebVTT maps time ranges to tiles of a
// sprite image (`sprite.jpg#xywh=x,y,w,h`). Sprite addresses are relative to the VTT file; the
// parsed cues are cached per VTT address; a long file is parsed in chunks that yield to the event
// loop, so 10,000 cues do not freeze the page.
import { VTT_CACHE_MAX_ENTRIES, VTT_CUES_PER_CHUNK } from '../constants.js';
import { realClock, type Clock } from './clock.js';

export interface SpriteBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface TimelineCue {
  /** Seconds. */
  start: number;
  end: number;
  /** The sprite image, absolute or resolved against the VTT address, without the #fragment. */
  url: string;
  /** The tile in the sprite; null when the cue shows the whole image. */
  box: SpriteBox | null;
}

const TIMESTAMP = /^(?:(\d+):)?([0-5]\d):([0-5]\d)[.,](\d{3})$/;

/** `HH:MM:SS.mmm` or `MM:SS.mmm` → seconds; anything else → undefined. */
export function parseVttTimestamp(text: string): number | undefined {
  const m = TIMESTAMP.exec(text.trim());
  if (!m) return undefined;
  return Number(m[1] ?? 0) * 3600 + Number(m[2]) * 60 + Number(m[3]) + Number(m[4]) / 1000;
}

const DUMMY_ORIGIN = 'http://relative.invalid';

/**
 * `ref` resolved against `base` like a browser would, also when `base` is itself relative
 * (`/timelines/…` or a token prefix): the answer then stays relative in the same way.
 */
export function resolveUrl(ref: string, base: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(ref)) return ref;
  if (/^[a-z][a-z\d+.-]*:/i.test(base)) return new URL(ref, base).href;
  const rootRelative = base.startsWith('/');
  const resolved = new URL(ref, `${DUMMY_ORIGIN}${rootRelative ? '' : '/'}${base}`);
  if (resolved.origin !== DUMMY_ORIGIN) return resolved.href; // a protocol-relative `//host/…` ref
  const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  return rootRelative || ref.startsWith('/') ? path : path.slice(1);
}

/** `sprite.jpg#xywh=0,0,160,90` → address and tile; null for an empty line. */
export function parseCuePayload(line: string, vttUrl: string): Pick<TimelineCue, 'url' | 'box'> | null {
  const text = line.trim();
  if (text === '') return null;
  const hashAt = text.indexOf('#');
  const ref = hashAt < 0 ? text : text.slice(0, hashAt);
  const xywh = /(?:^|&)xywh=(?:pixel:)?(\d+),(\d+),(\d+),(\d+)/.exec(hashAt < 0 ? '' : text.slice(hashAt + 1));
  const box = xywh ? { x: Number(xywh[1]), y: Number(xywh[2]), w: Number(xywh[3]), h: Number(xywh[4]) } : null;
  return { url: resolveUrl(ref, vttUrl), box };
}

/** A cue block of a WebVTT file: its times and its payload's lines (up to the blank line). */
export interface VttBlock {
  start: number;
  end: number;
  lines: string[];
}

// One pass over the lines, shared by every WebVTT file the player reads (timeline thumbnails,
// chapters). Blocks without a valid timing line (the header, NOTE, STYLE) are skipped, as is a cue
// with a bad timing.
export function* vttBlocks(text: string): Generator<VttBlock> {
  const lines = text.split(/\r\n|\r|\n/);
  for (let i = 0; i < lines.length; i++) {
    const arrow = lines[i].indexOf('-->');
    if (arrow < 0) continue;
    const start = parseVttTimestamp(lines[i].slice(0, arrow));
    const end = parseVttTimestamp(
      lines[i]
        .slice(arrow + 3)
        .trim()
        .split(/\s+/, 1)[0] ?? '',
    );
    const payload: string[] = [];
    while (i + 1 < lines.length && lines[i + 1].trim() !== '' && !lines[i + 1].includes('-->')) payload.push(lines[++i]);
    if (start !== undefined && end !== undefined) yield { start, end, lines: payload };
  }
}

// A timeline cue without a payload names no tile: skipped.
function* cues(text: string, vttUrl: string): Generator<TimelineCue> {
  for (const { start, end, lines } of vttBlocks(text)) {
    const payload = parseCuePayload(lines[0] ?? '', vttUrl);
    if (payload) yield { start, end, ...payload };
  }
}

// Sprite files are written in time order; sorting only when they are not keeps the common case linear.
function inTimeOrder(list: TimelineCue[]): TimelineCue[] {
  for (let i = 1; i < list.length; i++) {
    if (list[i].start < list[i - 1].start) return list.sort((a, b) => a.start - b.start);
  }
  return list;
}

export function parseTimelineVtt(text: string, vttUrl: string): TimelineCue[] {
  return inTimeOrder([...cues(text, vttUrl)]);
}

export interface ChunkOptions {
  cuesPerChunk?: number;
  /** Gives the event loop a turn; by default a zero timeout on `clock`. */
  yieldFn?: () => Promise<void>;
  clock?: Clock;
}

export async function parseTimelineVttChunked(text: string, vttUrl: string, options: ChunkOptions = {}): Promise<TimelineCue[]> {
  const { cuesPerChunk = VTT_CUES_PER_CHUNK, clock = realClock } = options;
  const yieldFn = options.yieldFn ?? (() => new Promise<void>((resolve) => clock.setTimeout(resolve, 0)));
  const list: TimelineCue[] = [];
  for (const cue of cues(text, vttUrl)) {
    list.push(cue);
    if (list.length % cuesPerChunk === 0) await yieldFn();
  }
  return inTimeOrder(list);
}

/** The cue showing at `timeS`: the last one starting at or before it (a gap keeps the previous tile). */
export function findCue<C extends { start: number }>(list: readonly C[], timeS: number): C | null {
  let lo = 0;
  let hi = list.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid].start <= timeS) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found < 0 ? null : list[found];
}

export interface VttCache {
  /** Cues of the VTT at `url`: loaded and parsed once, the same promise for concurrent callers. */
  get(url: string): Promise<TimelineCue[]>;
  has(url: string): boolean;
  clear(): void;
}

export interface VttCacheOptions extends ChunkOptions {
  /** Fetches the VTT text (the page's function: the core does no network itself). */
  load: (url: string) => Promise<string>;
  maxEntries?: number;
}

export function createVttCache(options: VttCacheOptions): VttCache {
  const { load, maxEntries = VTT_CACHE_MAX_ENTRIES } = options;
  const entries = new Map<string, Promise<TimelineCue[]>>();
  return {
    get(url) {
      const hit = entries.get(url);
      if (hit) return hit;
      const pending = load(url).then((text) => parseTimelineVttChunked(text, url, options));
      // A failed load is forgotten, so hovering again retries instead of failing forever.
      pending.catch(() => entries.get(url) === pending && entries.delete(url));
      entries.set(url, pending);
      // A Map iterates in insertion order: the first key is the oldest entry.
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return pending;
    },
    has: (url) => entries.has(url),
    clear: () => entries.clear(),
  };
}
