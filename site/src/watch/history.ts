// Writes the local watch history when a video is viewed:
// the watch_history store of api_storage, where a re-watched video replaces its earlier entry.
import type { Video } from '@reel/api';
import type { LocalHistoryRecord } from '@reel/storage';
import { watchHistory } from '../lists/history';

export function historyRecord(video: Video): LocalHistoryRecord {
  return {
    duration: video.duration,
    post_date: video.post_date,
    thumbnail: video.thumb || video.scr,
    dir: video.dir,
    title: video.title,
    video_id: video.video_id,
    views: video.statistics.viewed,
    sg_id: video.sg_id,
    ex_tube: video.ex_tube,
    ex_id: video.ex_id,
  };
}

/**
 * True once stored. A browser that refuses storage (private mode, quota) simply keeps no history:
 * watching never fails because of it, and the promise never rejects.
 */
export async function addToHistory(video: Video): Promise<boolean> {
  return (await watchHistory()).add(historyRecord(video));
}
