// The watch page's playable sources from a file list (spec 001 §3): the trailer is dropped and each
// rendition gets its quality label. The full player (@reel/player) takes this over later.
import { FORMAT_FHD, FORMAT_HD, FORMAT_SD, type VideoFile } from '@reel/api';
import { t, type TextKey } from './text';

export interface Source {
  format: string;
  label: string;
  url: string;
}

const LABELS: Record<string, TextKey> = { [FORMAT_SD]: 'quality.sd', [FORMAT_HD]: 'quality.hd', [FORMAT_FHD]: 'quality.fhd' };
const ORDER = [FORMAT_SD, FORMAT_HD, FORMAT_FHD];
export const DEFAULT_FORMAT = FORMAT_HD;

/** SD, HD, Full HD in that order; anything else (the `_tr.mp4` trailer) is left out. */
export function toSources(files: readonly VideoFile[]): Source[] {
  return files
    .filter((f) => ORDER.includes(f.format) && f.video_url)
    .sort((a, b) => ORDER.indexOf(a.format) - ORDER.indexOf(b.format))
    .map((f) => ({ format: f.format, label: t(LABELS[f.format]), url: f.video_url }));
}

/** HD when there is one, else the lowest quality there is. */
export function defaultSource(sources: readonly Source[]): Source | undefined {
  return sources.find((s) => s.format === DEFAULT_FORMAT) ?? sources[0];
}
