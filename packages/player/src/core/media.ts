// The page's description of what to play, whatever its backend: sources, text tracks, and what
// the player shows around them. Plain data, so the core reads it without a DOM.
import type { VrMode } from './sources.js';

/** A media address: mp4, WebM or HLS from any host (DASH with `engines.dash`). */
export interface VideoSource {
  src: string;
  /** Its MIME type, codecs allowed (`video/webm; codecs="vp9,opus"`); left out, the address's extension says. */
  type?: string;
  /** The quality menu's name for it; without one, `${height}p`. */
  label?: string;
  /** The picture's height in pixels: orders the quality menu and picks the default quality. */
  height?: number;
}

/** A WebVTT text track: captions or subtitles, or the video's chapters (`kind: 'chapters'`). */
export interface TextTrackSource {
  src: string;
  srclang: string;
  label: string;
  kind?: 'captions' | 'subtitles' | 'chapters';
  /** Shown from the start when the viewer has not chosen before. */
  default?: boolean;
}

/** Everything the player needs to play one video. */
export interface PlayerMedia {
  sources: VideoSource[];
  textTracks?: TextTrackSource[];
  /** The timeline thumbnails' WebVTT file (sprite cues) for the seek bar's preview. */
  thumbnails?: string;
  vr?: VrMode | null;
  /** Shown until the media knows its own duration. */
  durationS?: number;
  /**
   * For addresses that are not the media itself (Reel's VR files answer with the real address as
   * text): called once per address, just before it plays, with the player's `fetchText`.
   */
  resolveSource?(src: string, fetchText: (url: string) => Promise<string>): Promise<string>;
}
