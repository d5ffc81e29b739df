// What the embed's own address says: the video id in the path, and the webmaster's choices in the
// query. autoplay/autostart and start_time/seek_time are read the same way the player reads them;
// an invalid value falls back to the default rather than being guessed at.
import { videoIdOfAddress } from '@reel/api/pages';
import { parseFlag, parseTimeText, readPlayerQuery } from '@reel/player';

/** `color`: three or six hex digits and nothing else, so no other text ever reaches a style. */
const COLOR_RE = /^[0-9a-fA-F]{3}([0-9a-fA-F]{3})?$/;

export interface EmbedOptions {
  autoplay: boolean;
  muted: boolean;
  loop: boolean;
  /** Seconds. */
  startTime: number;
  /** `title=0` hides the title line; the logo stays. */
  showTitle: boolean;
  /** `end`: seconds where playback pauses; null plays to the end (also when it is not after the start). */
  endTime: number | null;
  /** `controls=0` hides the control bar; a click on the picture still plays and pauses. */
  controls: boolean;
  /** `color`: the controls' accent as `#rgb` or `#rrggbb`; null keeps the player's own. */
  accent: string | null;
}

/** The accent colour of a `color` value, or null for anything but bare hex digits. */
export function readAccent(value: string | null): string | null {
  return value !== null && COLOR_RE.test(value) ? `#${value.toLowerCase()}` : null;
}

/** `/embed/{video_id}/` → the id, or null when the path holds none. */
export function videoIdFromPath(pathname: string): number | null {
  return videoIdOfAddress(pathname, ['embed']);
}

export function readEmbedOptions(search: string): EmbedOptions {
  const params = new URLSearchParams(search);
  const query = readPlayerQuery(params);
  const flag = (name: string, fallback: boolean) => parseFlag(params.get(name)) ?? fallback;
  const startTime = query.start_time ?? query.seek_time ?? 0;
  const end = parseTimeText(params.get('end'));
  return {
    autoplay: query.autoplay ?? query.autostart ?? false,
    muted: flag('muted', false),
    loop: flag('loop', false),
    startTime,
    showTitle: flag('title', true),
    endTime: end !== undefined && end > startTime ? end : null,
    controls: flag('controls', true),
    accent: readAccent(params.get('color')),
  };
}
