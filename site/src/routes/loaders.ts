// Route loaders: what each page needs before it renders.
import { ApiRequestError, isApiError, STATUS_DELETED, type Video, type VideoFile } from '@reel/api';
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { api, AnswerError, unwrap } from '../api';
import { HOME_VIDEO_COUNT } from '../constants';
import { videoHref } from '../format';

export const NOT_FOUND_PATH = '/404/';

export async function homeLoader() {
  return unwrap(await api.videos({ count: HOME_VIDEO_COUNT }));
}

/** The file list never rejects: the page shows its failure in the player area instead. */
export type FilesResult = { ok: true; files: VideoFile[] } | { ok: false; code: string };

export async function loadFiles(videoId: number): Promise<FilesResult> {
  try {
    const answer = await api.videofile(videoId);
    return isApiError(answer) ? { ok: false, code: answer.code } : { ok: true, files: answer };
  } catch (err) {
    return { ok: false, code: err instanceof ApiRequestError ? `http_${err.status}` : 'network_error' };
  }
}

function isMissing(err: unknown): boolean {
  return (err instanceof ApiRequestError && err.status === 404) || (err instanceof AnswerError && err.code === 'video_not_found');
}

export interface WatchData {
  video: Video;
  /** Null for a deleted video: no player, so no file list either. */
  files: Promise<FilesResult> | null;
}

/** A video that cannot be found goes to /404/ (spec 000 §2); a wrong dir goes to the right one. */
export async function watchLoader({ params }: LoaderFunctionArgs): Promise<WatchData> {
  const id = params.id ?? '';
  if (!/^\d+$/.test(id)) throw redirect(NOT_FOUND_PATH);
  let video: Video;
  try {
    video = unwrap(await api.video(id)).video;
  } catch (err) {
    if (isMissing(err)) throw redirect(NOT_FOUND_PATH);
    throw err;
  }
  if (params.dir !== video.dir) throw redirect(videoHref(video));
  return { video, files: video.status_id === STATUS_DELETED ? null : loadFiles(video.video_id) };
}
