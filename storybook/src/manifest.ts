// The shape of media/manifest.json, written by scripts/media.ts and read by the stories. Paths are
// relative to the media folder, which Storybook serves at media/ beside iframe.html.

/** Raised whenever the manifest's shape or the media set changes, so old folders are remade. */
export const MANIFEST_VERSION = 1;

export interface StoryMediaFile {
  /** '_sd.mp4' | '.mp4' | '_fhd.mp4' | '_tr.mp4' */
  format: string;
  path: string;
  width: number;
  height: number;
}

export interface StoryMedia {
  key: string;
  title: string;
  duration_s: number;
  /** '' or a VR layout such as '180_sbs'. */
  vr: string;
  files: StoryMediaFile[];
  /** The HLS playlist, or null when the media has no stream. */
  hls: string | null;
  thumb: string;
  scr: string;
  timelines: { vtt: string | null; count: number; interval: number };
}

export interface StoryAd {
  path: string;
  duration_s: number;
}

export interface MediaManifest {
  version: number;
  videos: StoryMedia[];
  ads: { skippable: StoryAd; backup: StoryAd };
}
