// What the player asks the server for, through @reel/api: the file list (as the player's media)
// and the related list.
import { LIFETIME_VIDEOFILE_PLAYER_S, offeredTo, toPlayerVideo, toRelatedVideo, type Video, type VideoFile } from '@reel/api';
import { createApiClient, isApiError } from '@reel/api/endpoints';
import { fromVideoFiles, type PlayerMedia, type PlayerVideo, type RelatedVideo } from '@reel/player';
import { isMember } from './preroll';

export const api = createApiClient();

/** The embed's player links no channel: its title, linking the watch page, leads to the site. */
export const playerVideo = (video: Video): PlayerVideo => toPlayerVideo(video, { channelLink: false });

/** An error answer or a rejection is the player's to show (a setup error): fromVideoFiles rejects with it. */
export function mediaLoader(video: PlayerVideo, files?: VideoFile[]): () => Promise<PlayerMedia> {
  // The page's own file list (written by the server) saves the call.
  return () =>
    fromVideoFiles(files ? Promise.resolve(files) : api.videofile(video.video_id, { lifetime: LIFETIME_VIDEOFILE_PLAYER_S }), {
      durationS: video.duration,
    });
}

/** No related list is shown rather than a broken one; a visitor's leaves out members-only videos. */
export async function loadRelated(videoId: number | string, page: number): Promise<RelatedVideo[]> {
  try {
    const answer = await api.related(videoId, { page });
    if (isApiError(answer)) return [];
    return offeredTo(answer.videos, { member: isMember(document) }).map(toRelatedVideo);
  } catch {
    return [];
  }
}
