// Whether and how a player is made: a recently deleted video shows a notice and no player; media
// with nothing the player can play, or DASH without an engine, is a setup error (logged, counted
// as player_setup_error, no player); otherwise the quality choices, the duration, the VR layout,
// the timeline thumbnails, the text tracks and the chapters track.
import { STATUS_DELETED } from '../constants.js';
import { buildQualitySet, type QualitySet } from './choices.js';
import type { PlayerMedia, TextTrackSource } from './media.js';
import { usableSources, type VrMode } from './sources.js';

/** Status 5 (recently deleted): do not even ask for the files. */
export function isDeletedStatus(statusId: number | string | null | undefined): boolean {
  return Number(statusId) === STATUS_DELETED;
}

export interface MediaSupport {
  /** The browser's canPlayType answer for a file's MIME type (empty string: no). */
  canPlay(type: string): boolean;
  /** The page gave a DASH engine. */
  dash: boolean;
}

export type MediaPlan =
  | { kind: 'error'; message: string; detail: unknown }
  | {
      kind: 'ready';
      qualities: QualitySet;
      /** Until the element knows its own; 0 when nobody said. */
      durationS: number;
      vr: VrMode | null;
      thumbnails: string | null;
      textTracks: TextTrackSource[];
      /** The chapters track's WebVTT address (the first track of kind `chapters`), or null. */
      chapters: string | null;
      resolveSource: PlayerMedia['resolveSource'] | null;
    };

const isText = (v: unknown): v is string => typeof v === 'string' && v !== '';

/** Tracks with an address and a language; the label defaults to the language. */
export function usableTracks(list: unknown): TextTrackSource[] {
  if (!Array.isArray(list)) return [];
  return list
    .filter((t: Partial<TextTrackSource> | null) => isText(t?.src) && isText(t?.srclang))
    .map((t: TextTrackSource) => ({ ...t, label: isText(t.label) ? t.label : t.srclang }));
}

export function planMedia(media: PlayerMedia, support: MediaSupport): MediaPlan {
  const given: unknown = media?.sources;
  if (!Array.isArray(given)) return { kind: 'error', message: 'no media: pass sources or loadMedia', detail: media };
  const sources = usableSources(given, support.canPlay);
  if (!support.dash && sources.some((s) => s.kind === 'dash')) {
    return { kind: 'error', message: 'DASH needs an engine: pass engines.dash', detail: media };
  }
  const qualities = buildQualitySet(sources);
  if (!qualities) return { kind: 'error', message: 'no playable source (mp4, WebM or HLS, by type or extension)', detail: media };
  const durationS = Number(media.durationS);
  const tracks = usableTracks(media.textTracks);
  return {
    kind: 'ready',
    qualities,
    durationS: durationS > 0 ? durationS : 0,
    vr: media.vr ?? null,
    thumbnails: isText(media.thumbnails) ? media.thumbnails : null,
    textTracks: tracks.filter((t) => t.kind !== 'chapters'),
    chapters: tracks.find((t) => t.kind === 'chapters')?.src ?? null,
    resolveSource: typeof media.resolveSource === 'function' ? media.resolveSource : null,
  };
}
