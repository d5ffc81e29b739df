// What the watch page hands the player (docs/player.md "createPlayer: options"): the video as the
// player takes it, the file list, the related list and a navigation that stays in the router.
import { isApiError, LIFETIME_VIDEOFILE_PLAYER_S, toPlayerVideo, toRelatedVideo, type Video } from '@reel/api';
import type { PlayerVideo, RelatedVideo } from '@reel/player';
import { api } from '../api';

/** The watch page's player links the channel in its top bar. */
export const playerVideo = (video: Video): PlayerVideo => toPlayerVideo(video, { channelLink: true });

/** The loader's early request serves this video; any other (a rebuild for a new id) asks again. */
export function filesLoader(videoId: number, prefetched: Promise<unknown> | null) {
  return (id: number | string): Promise<unknown> =>
    prefetched && String(id) === String(videoId) ? prefetched : api.videofile(id, { lifetime: LIFETIME_VIDEOFILE_PLAYER_S });
}

/** The player's carousel pages by the API's own count; a failed page is an empty one. */
export async function loadRelated(id: number | string, page: number): Promise<RelatedVideo[]> {
  try {
    const answer = await api.related(id, { page });
    return isApiError(answer) ? [] : answer.videos.map(toRelatedVideo);
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
