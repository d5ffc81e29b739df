// The upload's progress line: percent, speed and time left, worked out from the XHR's progress
// events over a short window, so a stall shows at once and a burst does not promise too much.
import { SPEED_WINDOW_MS } from './constants';

export interface ProgressSample {
  /** Milliseconds, from any steady clock. */
  at: number;
  loaded: number;
}

export interface ProgressView {
  percent: number;
  /** Bytes sent so far. */
  loaded: number;
  /** Bytes per second over the window; 0 until two samples exist. */
  speed: number;
  /** Seconds until done at that speed; null while the speed is unknown. */
  leftS: number | null;
}

/** Keeps the samples within the window (and the one just before it, to span the whole window). */
export function addSample(samples: readonly ProgressSample[], next: ProgressSample, windowMs = SPEED_WINDOW_MS): ProgressSample[] {
  const all = [...samples, next];
  const from = all.findIndex((s) => s.at >= next.at - windowMs);
  return all.slice(Math.max(0, from - 1));
}

export function progressView(samples: readonly ProgressSample[], total: number): ProgressView {
  const last = samples[samples.length - 1];
  if (!last || total <= 0) return { percent: 0, loaded: last?.loaded ?? 0, speed: 0, leftS: null };
  const percent = Math.min(100, Math.floor((last.loaded / total) * 100));
  const first = samples[0];
  const spanMs = last.at - first.at;
  const speed = spanMs > 0 ? ((last.loaded - first.loaded) * 1000) / spanMs : 0;
  const leftS = speed > 0 ? Math.ceil((total - last.loaded) / speed) : null;
  return { percent, loaded: last.loaded, speed, leftS };
}

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** 1536 → '1.5 KB', 3_400_000 → '3.2 MB' (binary steps, one decimal under 10). */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const shown = unit > 0 && value < 10 ? value.toFixed(1) : String(Math.round(value));
  return `${shown} ${UNITS[unit]}`;
}

/** 75 → '1:15', 3700 → '1:01:40'. */
export function formatSeconds(totalS: number): string {
  const s = Math.max(0, Math.round(totalS));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}
