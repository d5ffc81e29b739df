// The record of one transcoded media folder, written as `media.json` beside the files.
// Paths are relative to the media root (served at `/media/`), with forward slashes.

export interface MediaFile {
  /** '_sd.mp4' | '.mp4' | '_fhd.mp4' | '_tr.mp4' */
  format: string;
  path: string;
  width: number;
  height: number;
  size_bytes: number;
}

export interface TimelineTile {
  width: number;
  height: number;
  columns: number;
  rows: number;
}

export interface MediaInfo {
  media_key: string;
  duration_sec: number;
  width: number;
  height: number;
  /** '' or e.g. '180_sbs' */
  vr: string;
  files: MediaFile[];
  /** Relative path of `hls/video.m3u8`, or null when the video is served as plain files. */
  hls: string | null;
  thumbs: string[];
  thumb: string;
  scr: string;
  scr1: string;
  img: string;
  preview: string;
  timelines_count: number;
  timelines_interval: number;
  timeline_sprites: string[];
  timeline_tile: TimelineTile;
}

/** What a long-running step reports: the stage it is in and how far it is (0…1). */
export interface MediaProgress {
  stage: 'source' | 'renditions' | 'trailer' | 'hls' | 'screens' | 'preview' | 'timelines' | 'done';
  ratio: number;
}
