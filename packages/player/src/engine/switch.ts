// The quality menu's choices and the sources behind each. A streamed video (HLS) offers 'Auto',
// the adaptive stream where the browser or hls.js picks the rendition, and each fixed quality as
// its mp4 file; a plain video offers its files. The switch itself follows planQualitySwitch.
import { QUALITY_LABELS } from '../constants.js';
import type { QualityLabel } from '../core/quality.js';
import { buildSources, MP4_TYPE, usesHls, type PlayerSource, type QualityFile } from '../core/sources.js';

export const AUTO_QUALITY = 'Auto';
export type QualityChoice = QualityLabel | typeof AUTO_QUALITY;

export interface QualitySet {
  files: readonly QualityFile[];
  /** The duration the source rules see (forceHls raises it above the threshold). */
  streamDurationS: number;
  /** The file whose stream 'Auto' plays: the default quality from planSetup. */
  autoQuality: QualityLabel;
}

export function isStreamed(set: QualitySet): boolean {
  return usesHls(set.streamDurationS);
}

/** Menu order: 'Auto' first when streamed, then lowest to highest. */
export function qualityChoices(set: QualitySet): QualityChoice[] {
  const labels = set.files.map((f) => f.quality);
  return isStreamed(set) ? [AUTO_QUALITY, ...labels] : labels;
}

export function initialChoice(set: QualitySet): QualityChoice {
  return isStreamed(set) ? AUTO_QUALITY : set.autoQuality;
}

/** The label a choice stands for, for planQualitySwitch and the Full HD metric. */
export function labelOf(choice: QualityChoice, set: QualitySet): QualityLabel {
  return choice === AUTO_QUALITY ? set.autoQuality : choice;
}

export function isFullHd(choice: QualityChoice): boolean {
  return choice === QUALITY_LABELS.fhd;
}

/** Sources for a choice: 'Auto' is the stream with its mp4 fallback; a fixed quality its mp4 only. */
export function sourcesForChoice(set: QualitySet, choice: QualityChoice): PlayerSource[] {
  const file = set.files.find((f) => f.quality === labelOf(choice, set));
  if (!file) return [];
  const sources = buildSources(file, set.streamDurationS);
  return choice === AUTO_QUALITY ? sources : sources.filter((s) => s.type === MP4_TYPE);
}
