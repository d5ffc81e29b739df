// What kind of media an address is: an HLS or DASH manifest, or a file the <video> element plays
// itself. The MIME rule is @videojs/vhs-utils' media-type helper (its codec helper serves
// canPlayType in engine/native.ts); the one table of our own maps an address's extension to its
// MIME type when a source gives no type.
import { simpleTypeFromSourceType } from './vhsUtils.js';

export type SourceKind = 'hls' | 'dash' | 'file';

export const MP4_TYPE = 'video/mp4';
export const HLS_TYPE = 'application/x-mpegURL';
export const DASH_TYPE = 'application/dash+xml';

/** An address's extension → its MIME type, for a source given without `type`. */
export const EXTENSION_TYPES: Readonly<Record<string, string>> = {
  m3u8: HLS_TYPE,
  mpd: DASH_TYPE,
  mp4: MP4_TYPE,
  m4v: MP4_TYPE,
  webm: 'video/webm',
  mov: 'video/quicktime',
  ogv: 'video/ogg',
};

/** The MIME type of the address's path extension (query and fragment ignored), or null. */
export function typeFromAddress(src: string): string | null {
  const path = src.split(/[?#]/, 1)[0];
  const ext = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase();
  return (ext && EXTENSION_TYPES[ext]) || null;
}

/** The source's own type when it has one, else the one its address implies. */
export function sourceType(source: { src: string; type?: string }): string | null {
  return source.type?.trim() || typeFromAddress(source.src);
}

/** 'hls' or 'dash' for a manifest, 'file' for any video or audio type, null for anything else. */
export function kindOfType(type: string | null): SourceKind | null {
  if (!type) return null;
  const simple = simpleTypeFromSourceType(type);
  if (simple === 'hls' || simple === 'dash') return simple;
  return /^(video|audio)\//i.test(type) ? 'file' : null;
}
