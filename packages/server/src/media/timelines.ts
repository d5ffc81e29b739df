// Timeline (seek preview) thumbnails: how many tiles a video gets, and the WebVTT file that maps
// each interval of the video to a tile of a sprite sheet (`sprite.jpg#xywh=x,y,w,h`). Pure.
import { TIMELINE_MAX_TILES, TIMELINE_MIN_INTERVAL_S } from './constants.js';

/** Whole seconds between tiles: the minimum, or longer for long videos so the count stays bounded. */
export function timelineInterval(durationS: number): number {
  if (!(durationS > 0)) return TIMELINE_MIN_INTERVAL_S;
  return Math.max(TIMELINE_MIN_INTERVAL_S, Math.ceil(durationS / TIMELINE_MAX_TILES));
}

/** One tile per started interval: tile k shows the first frame at or after k × interval. */
export function timelineCount(durationS: number, intervalS: number): number {
  if (!(durationS > 0) || !(intervalS > 0)) return 0;
  return Math.ceil(durationS / intervalS);
}

/** Sprite sheets needed for `count` tiles. */
export function spriteSheetCount(count: number, columns: number, rows: number): number {
  return Math.ceil(count / (columns * rows));
}

export interface TimelineVttInput {
  timelines_count: number;
  /** Seconds between tiles. */
  timelines_interval: number;
  duration_s: number;
  /** One URL per sprite sheet, in order (sheet 0 first). */
  sprite_urls: readonly string[];
  tile_width: number;
  tile_height: number;
  columns: number;
  rows: number;
}

/** `HH:MM:SS.mmm`, as WebVTT requires (hours always present so players parse it the same way). */
export function formatVttTime(seconds: number): string {
  const totalMs = Math.round(seconds * 1000);
  const ms = totalMs % 1000;
  const totalS = (totalMs - ms) / 1000;
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(Math.floor(totalS / 3600))}:${pad(Math.floor(totalS / 60) % 60)}:${pad(totalS % 60)}.${pad(ms, 3)}`;
}

function validate(input: TimelineVttInput): void {
  const { timelines_count: count, timelines_interval: interval, duration_s: duration } = input;
  const positive = { interval, duration, tile_width: input.tile_width, tile_height: input.tile_height };
  for (const [name, value] of Object.entries(positive)) {
    if (!(value > 0) || !Number.isFinite(value)) throw new RangeError(`timeline ${name} must be a positive number`);
  }
  if (!Number.isInteger(count) || count < 0) throw new RangeError('timelines_count must be a whole number ≥ 0');
  if (!(Number.isInteger(input.columns) && input.columns > 0 && Number.isInteger(input.rows) && input.rows > 0)) {
    throw new RangeError('timeline columns and rows must be whole numbers > 0');
  }
  if (count > 0 && duration <= (count - 1) * interval) {
    throw new RangeError(`timelines_count ${count} × ${interval} s does not fit a ${duration} s video`);
  }
  const sheets = spriteSheetCount(count, input.columns, input.rows);
  if (input.sprite_urls.length < sheets) {
    throw new RangeError(`${count} tiles need ${sheets} sprite sheets, got ${input.sprite_urls.length}`);
  }
}

/**
 * The WebVTT text: one cue per interval, the last one ending at the duration, each pointing at its
 * tile (row-major within a sheet, sheets in order).
 */
export function buildTimelineVtt(input: TimelineVttInput): string {
  validate(input);
  const { timelines_count: count, timelines_interval: interval, tile_width: w, tile_height: h, columns } = input;
  const perSheet = columns * input.rows;
  const cues: string[] = [];
  for (let k = 0; k < count; k++) {
    const start = k * interval;
    const end = k === count - 1 ? input.duration_s : (k + 1) * interval;
    const within = k % perSheet;
    const x = (within % columns) * w;
    const y = Math.floor(within / columns) * h;
    const url = input.sprite_urls[Math.floor(k / perSheet)];
    cues.push(`${formatVttTime(start)} --> ${formatVttTime(end)}\n${url}#xywh=${x},${y},${w},${h}`);
  }
  return `WEBVTT\n\n${cues.map((c) => `${c}\n`).join('\n')}`;
}
