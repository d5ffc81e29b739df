// What the player asks the server for, through @reel/api: the file list and the related list.
import { createApiClient, isApiError, LIFETIME_VIDEOFILE_PLAYER_S, type Video } from '@reel/api';
import type { PlayerVideo, RelatedVideo } from '@reel/player';

export const api = createApiClient();

/** The video record as the player takes it; the larger screenshot is the poster. */
export function playerVideo(video: Video): PlayerVideo {
  return {
    video_id: video.video_id,
    title: video.title,
    dir: video.dir,
    duration: video.duration_sec || video.duration,
    status_id: video.status_id,
    thumbsrc: video.scr || video.thumbsrc,
    url: video.url || undefined,
  };
}

/** An error answer or a rejection is the player's to show (a setup error), so both pass through. */
export function loadFiles(videoId: number | string): Promise<unknown> {
  return api.videofile(videoId, { lifetime: LIFETIME_VIDEOFILE_PLAYER_S });
}

/** No related list is shown rather than a broken one. */
export async function loadRelated(videoId: number | string, page: number): Promise<RelatedVideo[]> {
  try {
    const answer = await api.related(videoId, { page });
    if (isApiError(answer)) return [];
    return answer.videos.map((v) => ({ video_id: v.video_id, dir: v.dir, title: v.title, duration: v.duration, scr: v.scr || v.thumbsrc }));
  } catch {
    return [];
  }
}
