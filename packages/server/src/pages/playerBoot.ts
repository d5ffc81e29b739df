// What the watch page and the embed page need to show a video before their scripts have run: the
// player's data (the video and its file list with signed addresses) in a JSON block the page's
// code reads instead of asking the API, and a `<video>` that starts loading the file straight
// from the HTML, which the player then adopts. Only for a live, public video: a private one's
// files are for members, and these pages are cached publicly.
import { PLAYER_BOOT_ELEMENT_ID, PLAYER_BOOT_VIDEO_ID, VideoStatus, type Video, type VideoFile } from '@reel/api';
import type { AppContext } from '../context.js';
import { videoFiles } from '../queries/files.js';
import { tag } from './html.js';
import { scriptJson } from './jsonLd.js';

/** Above this the player streams (HLS) rather than playing a file: no file is started then. */
const HLS_THRESHOLD_S = 1800;
const PLAIN_MP4 = '.mp4';

export interface PlayerBoot {
  video: Video;
  files: VideoFile[];
}

/** The boot data of `video`, or null when the page must not carry its files. */
export async function playerBoot(ctx: AppContext, video: Video): Promise<PlayerBoot | null> {
  if (video.status_id !== VideoStatus.Active || video.is_private) return null;
  const files = await videoFiles(ctx, video.video_id, ctx.config.signedUrlTtlS);
  return Array.isArray(files) ? { video, files } : null;
}

/** The file the player plays first when nothing is saved: the plain mp4, else the first rendition. */
function firstFile(boot: PlayerBoot): VideoFile | undefined {
  if (boot.video.duration_sec > HLS_THRESHOLD_S || boot.files.some((f) => f.vr)) return undefined;
  const renditions = boot.files.filter((f) => f.format.endsWith('.mp4') && f.format !== '_tr.mp4');
  return renditions.find((f) => f.format === PLAIN_MP4) ?? renditions[0];
}

export interface BootOptions {
  /** The page's address asks to play (autostart/autoplay=1). */
  autostart: boolean;
  /** An advert goes first for some visitors: the content must not start on its own. */
  preroll: boolean;
}

/**
 * The data block and the element. The element plays on its own (muted, as browsers allow) only
 * when the address asks and no advert may have to go first; otherwise it only loads.
 */
export function bootTags(boot: PlayerBoot, o: BootOptions): { data: string; video: string } {
  const data = `<script type="application/json" id="${PLAYER_BOOT_ELEMENT_ID}">${scriptJson(boot)}</script>`;
  const file = firstFile(boot);
  if (!file) return { data, video: '' };
  const play = o.autostart && !o.preroll;
  const video = tag(
    'video',
    {
      id: PLAYER_BOOT_VIDEO_ID,
      src: file.video_url,
      poster: boot.video.thumbsrc || boot.video.scr || null,
      preload: o.preroll ? 'metadata' : 'auto',
      playsinline: true,
      autoplay: play,
      muted: play,
      style: 'display:block;width:100%;aspect-ratio:16/9;background:#000',
    },
    true,
  );
  return { data, video };
}

/** The page address asks the player to play (the player's own reading of autostart/autoplay). */
export function asksToPlay(url: URL): boolean {
  const flag = (name: string) => ['1', 'true', 'yes'].includes((url.searchParams.get(name) ?? '').trim().toLowerCase());
  return flag('autostart') || flag('autoplay');
}

/** `html` with the data block at the end of its head and the element just inside `where`. */
export function withBoot(html: string, tags: { data: string; video: string }, where: RegExp): string {
  const withData = html.replace('</head>', `  ${tags.data}\n  </head>`);
  return tags.video ? withData.replace(where, (open) => `${open}${tags.video}`) : withData;
}
