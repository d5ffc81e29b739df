// What the watch page and the embed page need to show a video before their scripts have run: the
// player's data (the video and its file list with signed addresses) in a JSON block the page's
// code reads instead of asking the API, and a `<video>` that starts loading the file straight
// from the HTML, which the player then adopts. Only for a live, public video: a private one's
// files are for members, and these pages are cached publicly.
import {
  FORMAT_HD,
  FORMAT_TRAILER,
  HLS_THRESHOLD_S,
  PLAYER_BOOT_ELEMENT_ID,
  PLAYER_BOOT_VIDEO_ID,
  VideoStatus,
  type Video,
  type VideoFile,
} from '@reel/api';
import { PAGE_MAX_AGE_S } from '../constants.js';
import type { AppContext } from '../context.js';
import type { PublicSettings } from '@reel/api/settings';
import type { PageAudience } from './pageCache.js';
import { videoFiles } from '../queries/files.js';
import { tag } from './html.js';
import { insertAfterMatch, insertBefore } from './insert.js';
import { scriptJson } from './jsonLd.js';

export interface PlayerBoot {
  video: Video;
  files: VideoFile[];
}

/** The boot data of `video`, or null when the page must not carry its files. */
export async function playerBoot(ctx: AppContext, video: Video): Promise<PlayerBoot | null> {
  if (video.status_id !== VideoStatus.Active || video.is_private) return null;
  // The page is kept by browsers and caches for PAGE_MAX_AGE_S: its addresses must live that much
  // longer for a copy served at its last second to be worth what the file-list answer is.
  const files = await videoFiles(ctx, video.video_id, ctx.config.signedUrlTtlS + PAGE_MAX_AGE_S);
  return Array.isArray(files) ? { video, files } : null;
}

/** The video's own mp4 file: the plain rendition, else the first one (never the trailer). */
export function mainMp4(files: readonly VideoFile[]): VideoFile | undefined {
  const renditions = files.filter((f) => f.format.endsWith('.mp4') && f.format !== FORMAT_TRAILER);
  return renditions.find((f) => f.format === FORMAT_HD) ?? renditions[0];
}

/** The file the player plays first when nothing is saved: the main mp4, unless it streams or is VR. */
function firstFile(boot: PlayerBoot): VideoFile | undefined {
  if (boot.video.duration_sec > HLS_THRESHOLD_S || boot.files.some((f) => f.vr)) return undefined;
  return mainMp4(boot.files);
}

export interface BootOptions {
  /** The page's address asks to play (autostart/autoplay=1). */
  autostart: boolean;
  /** An advert goes first for some visitors: the advert takes the player's element then. */
  preroll: boolean;
}

/**
 * The data block, and the element when the page's address asks to play: it plays on its own
 * (muted, as browsers allow) as soon as its data arrives, before the scripts. A page that waits
 * for a click gains nothing from it and would only fetch the file sooner. No element either when
 * an advert may have to go first (the advert plays in the player's element).
 */
export function bootTags(boot: PlayerBoot, o: BootOptions): { data: string; video: string } {
  const data = `<script type="application/json" id="${PLAYER_BOOT_ELEMENT_ID}">${scriptJson(boot)}</script>`;
  const file = o.autostart && !o.preroll ? firstFile(boot) : undefined;
  if (!file) return { data, video: '' };
  const video = tag(
    'video',
    {
      id: PLAYER_BOOT_VIDEO_ID,
      src: file.video_url,
      // No poster: asked for beside the file, the picture held the first frame back by about a
      // tenth of a page's time to it, and a video that starts at once shows it for no longer than
      // that. The player gives the element its poster when it adopts it.
      preload: 'auto',
      playsinline: true,
      autoplay: true,
      muted: true,
      style: 'display:block;width:100%;aspect-ratio:16/9;background:#000',
    },
    true,
  );
  return { data, video };
}

/** Whether an advert may go before the video for `audience` under `settings`: never for a member. */
export function prerollFor(settings: Pick<PublicSettings, 'preroll'>, audience: PageAudience): boolean {
  return audience !== 'member' && settings.preroll !== null;
}

/** The page address asks the player to play (the player's own reading of autostart/autoplay). */
export function asksToPlay(url: URL): boolean {
  const flag = (name: string) => ['1', 'true', 'yes'].includes((url.searchParams.get(name) ?? '').trim().toLowerCase());
  return flag('autostart') || flag('autoplay');
}

/** `html` with the data block at the end of its head and the element just inside `where`. */
export function withBoot(html: string, tags: { data: string; video: string }, where: RegExp): string {
  const withData = insertBefore(html, '</head>', `  ${tags.data}\n  `);
  return tags.video ? insertAfterMatch(withData, where, tags.video) : withData;
}
