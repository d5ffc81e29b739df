// What the watch page hands the player (docs/player.md "createPlayer: options"): the video as the
// player takes it, its media from the file list, the related list and a navigation that stays in
// the router.
import { LIFETIME_VIDEOFILE_PLAYER_S, offeredTo, toPlayerVideo, toRelatedVideo, type Video } from '@reel/api';
import { isApiError } from '@reel/api/endpoints';
import { fromVideoFiles, type PlayerMedia, type PlayerVideo, type RelatedVideo } from '@reel/player';
import { api } from '../api';
import { viewer } from '../shell/viewer';

/** The watch page's player links the channel in its top bar. */
export const playerVideo = (video: Video): PlayerVideo => toPlayerVideo(video, { channelLink: true });

/**
 * The player's media: the file list of the loader's early request (or a new one), read by
 * fromVideoFiles with the video's duration, which decides HLS above 1800 s.
 */
export function mediaLoader(video: PlayerVideo, prefetched: Promise<unknown> | null) {
  return (): Promise<PlayerMedia> =>
    fromVideoFiles(prefetched ?? api.videofile(video.video_id, { lifetime: LIFETIME_VIDEOFILE_PLAYER_S }), { durationS: video.duration });
}

/** The player's carousel and up-next pages by the API's own count, less what the viewer is not
 * offered (offeredTo); a failed page is an empty one. */
export async function loadRelated(id: number | string, page: number): Promise<RelatedVideo[]> {
  try {
    const answer = await api.related(id, { page });
    return isApiError(answer) ? [] : offeredTo(answer.videos, viewer()).map(toRelatedVideo);
  } catch {
    return [];
  }
}

/** Same-site links go through the router (no reload); others leave the site as links do. */
export function playerNavigate(routerNavigate: (to: string) => void, here: Location = window.location) {
  return (url: string, { newTab }: { newTab: boolean }): void => {
    if (newTab) {
      window.open(url, '_blank', 'noopener');
      return;
    }
    const target = new URL(url, here.href);
    if (target.origin === here.origin) routerNavigate(`${target.pathname}${target.search}${target.hash}`);
    else here.assign(target.href);
  };
}
