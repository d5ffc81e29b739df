// Writes the local watch history (spec 000 §3 "Local history record", §4) in the form the history
// page reads (lists/history.ts): one JSON list under HISTORY_STORAGE_KEY, newest first.
import type { Video } from '@reel/api';
import { HISTORY_MAX_RECORDS } from '../constants';
import { HISTORY_STORAGE_KEY, readHistory, type HistoryRecord } from '../lists/history';

/** The spec's record; sg_id, ex_tube and ex_id ride along for the sites that use them. */
export type StoredHistoryRecord = HistoryRecord & Pick<Video, 'sg_id' | 'ex_tube' | 'ex_id'>;

export function historyRecord(video: Video): StoredHistoryRecord {
  return {
    video_id: video.video_id,
    dir: video.dir,
    title: video.title,
    duration: video.duration,
    post_date: video.post_date,
    thumbnail: video.thumb || video.scr,
    views: video.statistics.viewed,
    sg_id: video.sg_id,
    ex_tube: video.ex_tube,
    ex_id: video.ex_id,
  };
}

/** The video moves to the front, replacing an earlier entry for it (spec 001 §9). */
export function withVideo(records: readonly HistoryRecord[], record: HistoryRecord, max = HISTORY_MAX_RECORDS): HistoryRecord[] {
  return [record, ...records.filter((r) => r.video_id !== record.video_id)].slice(0, max);
}

/**
 * A browser that refuses storage (private mode, quota) simply keeps no history: watching must
 * never fail because of it (spec 001 §9: the local stores fail quietly).
 */
export function addToHistory(video: Video, storage?: Pick<Storage, 'getItem' | 'setItem'>): boolean {
  try {
    // Reading localStorage itself throws where the browser forbids it.
    const store = storage ?? globalThis.localStorage;
    if (!store) return false;
    store.setItem(HISTORY_STORAGE_KEY, JSON.stringify(withVideo(readHistory(store), historyRecord(video))));
    return true;
  } catch {
    return false;
  }
}
