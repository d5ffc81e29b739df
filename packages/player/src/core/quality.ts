// Quality labels from the file name: `_sd.mp4` → SD, `_fhd.mp4` → Full HD, any
// other `.mp4` → HD; their order; the default choice; and what a quality switch must keep.
import { QUALITY_LABELS } from '../constants.js';

export type QualityLabel = (typeof QUALITY_LABELS)[keyof typeof QUALITY_LABELS];

/** Lowest first: the order of the quality menu. */
export const QUALITY_ORDER: readonly QualityLabel[] = [QUALITY_LABELS.sd, QUALITY_LABELS.hd, QUALITY_LABELS.fhd];

/** The label for a file name or format suffix, or null when it is not an mp4 at all. */
export function qualityFromName(name: string): QualityLabel | null {
  const n = name.toLowerCase();
  if (!n.endsWith('.mp4')) return null;
  if (n.endsWith('_sd.mp4')) return QUALITY_LABELS.sd;
  if (n.endsWith('_fhd.mp4')) return QUALITY_LABELS.fhd;
  return QUALITY_LABELS.hd;
}

export function qualityRank(label: QualityLabel): number {
  return QUALITY_ORDER.indexOf(label);
}

export function compareQuality(a: QualityLabel, b: QualityLabel): number {
  return qualityRank(a) - qualityRank(b);
}

/**
 * The quality to start with: a remembered preference when that file exists; else HD; else the
 * best below HD; else (only Full HD) the lowest there is. Null when nothing is available.
 */
export function chooseDefaultQuality(available: readonly QualityLabel[], preferred?: QualityLabel | null): QualityLabel | null {
  if (preferred && available.includes(preferred)) return preferred;
  const hd = qualityRank(QUALITY_LABELS.hd);
  const sorted = [...available].sort(compareQuality);
  const atOrBelowHd = sorted.filter((l) => qualityRank(l) <= hd);
  return atOrBelowHd.at(-1) ?? sorted[0] ?? null;
}

export interface PlaybackSnapshot {
  currentTime: number;
  paused: boolean;
}

export interface QualitySwitchPlan {
  quality: QualityLabel;
  /** Seek here once the new source has metadata. */
  resumeAt: number;
  /** Call play() after the seek: the element was playing before the switch. */
  play: boolean;
  /** Choosing Full HD is a metric, sent on every such choice. */
  metric: 'fullHDClick' | null;
  /** False when the chosen quality is already playing: nothing to load. */
  reload: boolean;
}

/** What the DOM layer does when the user picks a quality: keep position and play state. */
export function planQualitySwitch(current: QualityLabel, chosen: QualityLabel, snapshot: PlaybackSnapshot): QualitySwitchPlan {
  const time = Number.isFinite(snapshot.currentTime) && snapshot.currentTime > 0 ? snapshot.currentTime : 0;
  return {
    quality: chosen,
    resumeAt: time,
    play: !snapshot.paused,
    metric: chosen === QUALITY_LABELS.fhd ? 'fullHDClick' : null,
    reload: chosen !== current,
  };
}
