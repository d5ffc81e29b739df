// What the player asks the server for, through @reel/api: the file list and the related list.
import { createApiClient, isApiError, LIFETIME_VIDEOFILE_PLAYER_S, toPlayerVideo, toRelatedVideo, type Video } from '@reel/api';
import type { PlayerVideo, RelatedVideo } from '@reel/player';

export const api = createApiClient();

/** The embed's player links no channel: its title, linking the watch page, leads to the site. */
export const playerVideo = (video: Video): PlayerVideo => toPlayerVideo(video, { channelLink: false });

/** An error answer or a rejection is the player's to show (a setup error), so both pass through. */
export function loadFiles(videoId: number | string): Promise<unknown> {
  return api.videofile(videoId, { lifetime: LIFETIME_VIDEOFILE_PLAYER_S });
}

/** No related list is shown rather than a broken one. */
export async function loadRelated(videoId: number | string, page: number): Promise<RelatedVideo[]> {
  try {
    const answer = await api.related(videoId, { page });
    if (isApiError(answer)) return [];
    return answer.videos.map(toRelatedVideo);
  } catch {
    return [];
  }
}
