// Adding the watched video to this browser's watch-later list.
import type { Video } from '@reel/api';
import type { WatchLaterItem } from '@reel/storage';
import { localStores } from './stores';

export function watchLaterItem(video: Video): WatchLaterItem {
  return {
    duration: video.duration,
    post_date: video.post_date,
    scr: video.scr || video.thumb,
    title: video.title,
    video_id: video.video_id,
    video_viewed: video.video_viewed,
    sg_id: video.sg_id,
  };
}

/** 'added' now, 'already' in the list, or 'unavailable' where the browser keeps no local database. */
export type WatchLaterResult = 'added' | 'already' | 'unavailable';

export async function addToWatchLater(video: Video): Promise<WatchLaterResult> {
  const { watchLater } = localStores();
  if (await watchLater.add(watchLaterItem(video))) return 'added';
  return (await watchLater.has(video.video_id)) ? 'already' : 'unavailable';
}
