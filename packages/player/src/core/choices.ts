// The quality menu's choices and the sources behind each. Files with a label or a height are the
// fixed qualities, lowest first, and files of one label (a WebM and an mp4 of 720p) are one
// choice. 'Auto' is the adaptive stream (HLS or DASH), with the files it falls back to; without a
// stream, 'Auto' stands for the files that have neither label nor height (alternatives of one
// another, like <source> elements). The switch itself follows planQualitySwitch.
import { chooseDefaultQuality, sortByHeight, type QualityRef } from './quality.js';
import type { PlayerSource } from './sources.js';

export const AUTO_QUALITY = 'Auto';
/** 'Auto' or a quality's label (`label`, else `${height}p`). */
export type QualityChoice = string;

export interface QualityOption extends QualityRef {
  sources: PlayerSource[];
}

export interface QualitySet {
  /** What 'Auto' plays: the stream then its fallback files; null when 'Auto' is not offered. */
  auto: PlayerSource[] | null;
  /** The fixed qualities, lowest first. */
  options: QualityOption[];
  /** The default fixed quality (what the stream falls back to); null when there is none. */
  preferred: QualityOption | null;
  initial: QualityChoice;
}

/** The choices of a source list (usableSources' answer); null when nothing can be played. */
export function buildQualitySet(sources: readonly PlayerSource[]): QualitySet | null {
  const byLabel = new Map<string, QualityOption>();
  const unnamed: PlayerSource[] = [];
  for (const s of sources) {
    const label = s.label ?? (s.height ? `${s.height}p` : '');
    if (s.kind !== 'file') continue;
    if (!label) unnamed.push(s);
    else if (byLabel.has(label)) byLabel.get(label)?.sources.push(s);
    else byLabel.set(label, { label, height: s.height ?? null, sources: [s] });
  }
  const options = sortByHeight([...byLabel.values()]);
  const preferred = chooseDefaultQuality(options);
  const stream = sources.find((s) => s.kind !== 'file');
  const auto = stream ? [stream, ...(unnamed.length ? unnamed : (preferred?.sources ?? []))] : unnamed.length ? unnamed : null;
  if (!preferred) return auto && { auto, options, preferred, initial: AUTO_QUALITY };
  return { auto, options, preferred, initial: stream ? AUTO_QUALITY : preferred.label };
}

/** Menu order: 'Auto' first when offered, then lowest to highest. */
export function qualityChoices(set: QualitySet): QualityChoice[] {
  const labels = set.options.map((o) => o.label);
  return set.auto ? [AUTO_QUALITY, ...labels] : labels;
}

/** The quality a choice stands for, for planQualitySwitch: 'Auto' counts as the default quality. */
export function refOf(choice: QualityChoice, set: QualitySet): QualityRef {
  const option = choice === AUTO_QUALITY ? set.preferred : set.options.find((o) => o.label === choice);
  return option ?? { label: choice, height: null };
}

export function sourcesForChoice(set: QualitySet, choice: QualityChoice): PlayerSource[] {
  if (choice === AUTO_QUALITY) return set.auto ?? [];
  return set.options.find((o) => o.label === choice)?.sources ?? [];
}
