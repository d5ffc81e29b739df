// Records for the tests of this package.
import type { LocalHistoryRecord, WatchLaterItem } from './records';

export function historyRecord(video_id: number, extra: Partial<LocalHistoryRecord> = {}): LocalHistoryRecord {
  return {
    duration: '10:05',
    post_date: '2026-05-16 10:00:00',
    thumbnail: `/media/${video_id}/thumb.jpg`,
    dir: `video-${video_id}`,
    title: `Video ${video_id}`,
    video_id,
    views: 1200,
    sg_id: null,
    ex_tube: '',
    ex_id: '',
    ...extra,
  };
}

export function watchLaterItem(video_id: number, extra: Partial<WatchLaterItem> = {}): WatchLaterItem {
  return {
    duration: '10:05',
    post_date: '2026-05-16 10:00:00',
    scr: `/media/${video_id}/scr.jpg`,
    title: `Video ${video_id}`,
    video_id,
    video_viewed: 1200,
    sg_id: null,
    ...extra,
  };
}
