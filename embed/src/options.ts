// What the embed's own address says: the video id in the path, and the webmaster's choices in the
// query. autoplay/autostart and start_time/seek_time are read the same way the player reads them;
// an invalid value falls back to the default rather than being guessed at.
import { idOf } from '@reel/api';
import { parseFlag, readPlayerQuery } from '@reel/player';

export interface EmbedOptions {
  autoplay: boolean;
  muted: boolean;
  loop: boolean;
  /** Seconds. */
  startTime: number;
  /** `title=0` hides the title line; the logo stays. */
  showTitle: boolean;
}

/** `/embed/{video_id}/` → the id, or null when the path holds none. */
export function videoIdFromPath(pathname: string): number | null {
  return idOf(/^\/embed\/([^/]+)\/?$/.exec(pathname)?.[1]);
}

export function readEmbedOptions(search: string): EmbedOptions {
  const params = new URLSearchParams(search);
  const query = readPlayerQuery(params);
  const flag = (name: string, fallback: boolean) => parseFlag(params.get(name)) ?? fallback;
  return {
    autoplay: query.autoplay ?? query.autostart ?? false,
    muted: flag('muted', false),
    loop: flag('loop', false),
    startTime: query.start_time ?? query.seek_time ?? 0,
    showTitle: flag('title', true),
  };
}
