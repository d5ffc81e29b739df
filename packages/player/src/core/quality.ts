// The quality rules on picture heights: the default choice (the best at or below 720p, else the
// lowest there is) and what a quality switch must keep.
import { DEFAULT_QUALITY_MAX_HEIGHT_PX, FULL_HD_HEIGHT_PX } from '../constants.js';

/** A quality as the rules see it: its menu name and its height, when known. */
export interface QualityRef {
  label: string;
  height: number | null;
}

/**
 * The quality to start with: the highest at or below 720p; else (only higher ones) the lowest;
 * the first one given when no height is known. Null when there is none.
 */
export function chooseDefaultQuality<T extends QualityRef>(qualities: readonly T[]): T | null {
  const rated = qualities.filter((q): q is T & { height: number } => q.height !== null);
  if (rated.length === 0) return qualities[0] ?? null;
  const pick = (list: typeof rated, better: (a: number, b: number) => boolean) =>
    list.reduce((best, q) => (better(q.height, best.height) ? q : best));
  const atOrBelow = rated.filter((q) => q.height <= DEFAULT_QUALITY_MAX_HEIGHT_PX);
  return atOrBelow.length ? pick(atOrBelow, (a, b) => a > b) : pick(rated, (a, b) => a < b);
}

/** Lowest first when every height is known; the page's order otherwise. */
export function sortByHeight<T extends QualityRef>(qualities: readonly T[]): T[] {
  return qualities.every((q) => q.height !== null)
    ? [...qualities].sort((a, b) => (a.height as number) - (b.height as number))
    : [...qualities];
}

export interface PlaybackSnapshot {
  currentTime: number;
  paused: boolean;
}

export interface QualitySwitchPlan {
  quality: string;
  /** Seek here once the new source has metadata. */
  resumeAt: number;
  /** Call play() after the seek: the element was playing before the switch. */
  play: boolean;
  /** Choosing Full HD (1080p) or more is a metric, sent on every such choice. */
  metric: 'fullHDClick' | null;
  /** False when the chosen quality is already playing: nothing to load. */
  reload: boolean;
}

/** What the DOM layer does when the user picks a quality: keep position and play state. */
export function planQualitySwitch(current: QualityRef, chosen: QualityRef, snapshot: PlaybackSnapshot): QualitySwitchPlan {
  const time = Number.isFinite(snapshot.currentTime) && snapshot.currentTime > 0 ? snapshot.currentTime : 0;
  return {
    quality: chosen.label,
    resumeAt: time,
    play: !snapshot.paused,
    metric: (chosen.height ?? 0) >= FULL_HD_HEIGHT_PX ? 'fullHDClick' : null,
    reload: chosen.label !== current.label,
  };
}
