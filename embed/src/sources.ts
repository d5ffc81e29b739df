// Which file the embed plays (spec 001 §3): the trailer is dropped, HD is preferred, else the
// lowest quality there is. The full player (@reel/player) takes this over later.
import { FORMAT_FHD, FORMAT_HD, FORMAT_SD, type VideoFile } from '@reel/api';

const ORDER = [FORMAT_SD, FORMAT_HD, FORMAT_FHD];

export function pickFile(files: readonly VideoFile[]): VideoFile | undefined {
  const playable = files.filter((f) => ORDER.includes(f.format) && f.video_url);
  playable.sort((a, b) => ORDER.indexOf(a.format) - ORDER.indexOf(b.format));
  return playable.find((f) => f.format === FORMAT_HD) ?? playable[0];
}

/** `/embed/{video_id}/` → the id, or null when the path holds none. */
export function videoIdFromPath(pathname: string): number | null {
  const match = /^\/embed\/(\d+)\/?$/.exec(pathname);
  return match ? Number(match[1]) : null;
}
