// Route loaders: what each page needs before it renders.
import { isId, LIFETIME_VIDEOFILE_PLAYER_S, offeredTo, type Video, VideoStatus, takePlayerBoot, bootVideo } from '@reel/api';
import { ApiRequestError, isApiError, type VideoFileAnswer } from '@reel/api/endpoints';
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { api, AnswerError, unwrap } from '../api';
import { WATCH_RELATED_COUNT } from '../constants';
import { videoHref } from '../format';
import { readCookie } from '../shell/cookies';
import { UID_COOKIE } from '../shell/session';
import { viewer } from '../shell/viewer';

export const NOT_FOUND_PATH = '/404/';

function isMissing(err: unknown): boolean {
  return (err instanceof ApiRequestError && err.status === 404) || (err instanceof AnswerError && err.code === 'video_not_found');
}

/** No related videos is shown rather than a failed page: the list is an extra, the video is not. */
async function relatedVideos(videoId: string): Promise<RelatedPage> {
  try {
    const answer = await api.related(videoId, { page: 1, count: WATCH_RELATED_COUNT });
    return isApiError(answer) ? NO_RELATED : { videos: offeredTo(answer.videos, viewer()), total: answer.total_count };
  } catch {
    return NO_RELATED;
  }
}

export interface RelatedPage {
  videos: Video[];
  /** How many related videos there are in all, for Show more. */
  total: number;
}

const NO_RELATED: RelatedPage = { videos: [], total: 0 };

export interface WatchData {
  video: Video;
  /** The first page of related videos: the player's up-next card and the page's suggested list. */
  related: RelatedPage;
  /**
   * The file list, asked for with the video so the player need not wait for the page to render;
   * null for a deleted video (no player, so no files). An error answer or a rejection is the
   * player's to show.
   */
  files: Promise<VideoFileAnswer> | null;
  /** The server's `<video>` of the page as first loaded, already loading: the player adopts it. */
  adopt: HTMLVideoElement | null;
}

/** A video that cannot be found goes to /404/; a wrong dir goes to the right one. */
export async function watchLoader({ params }: LoaderFunctionArgs): Promise<WatchData> {
  const id = params.id ?? '';
  if (!isId(id)) throw redirect(NOT_FOUND_PATH);
  const related = relatedVideos(id);
  // The first page's video and files come written into it by the server (a live public video only).
  const boot = takePlayerBoot(document, Number(id));
  // Taken here, once, and not while rendering: a render React throws away and redoes (a part of
  // the page suspending) would take it and leave the redone render without it.
  const adopt = boot ? (bootVideo(document) as HTMLVideoElement | null) : null;
  let video: Video;
  try {
    video = boot?.video ?? unwrap(await api.video(id)).video;
  } catch (err) {
    if (isMissing(err)) throw redirect(NOT_FOUND_PATH);
    throw err;
  }
  if (params.dir !== video.dir) throw redirect(videoHref(video));
  if (video.status_id === VideoStatus.Deleted) return { video, related: await related, files: null, adopt: null };
  // A private video's files are for members: a visitor (no session hint) does not ask for them.
  if (video.is_private && !readCookie(UID_COOKIE)) return { video, related: await related, files: null, adopt: null };
  const files = boot ? Promise.resolve(boot.files) : api.videofile(video.video_id, { lifetime: LIFETIME_VIDEOFILE_PLAYER_S });
  // The player reports a failure itself; until it asks, the rejection is not left unhandled.
  files.catch(() => undefined);
  return { video, related: await related, files, adopt };
}
