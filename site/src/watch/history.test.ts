import { describe, expect, it } from 'vitest';
import { HISTORY_STORAGE_KEY, readHistory } from '../lists/history';
import { addToHistory, historyRecord, withVideo } from './history';
import { testVideo } from './testVideo';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

describe('local watch history writer', () => {
  it("writes the spec's record in the form the history page reads", () => {
    const storage = memoryStorage();
    expect(addToHistory(testVideo(), storage)).toBe(true);
    expect(readHistory(storage)).toEqual([
      { video_id: 42, dir: 'quiet-harbour-42', title: 'Quiet Harbour', duration: '10:05', post_date: '2026-05-16 10:00:00', thumbnail: '/media/42/thumb.jpg', views: 1200, sg_id: null, ex_tube: '', ex_id: '' },
    ]);
  });

  it('puts the newest first and replaces an earlier entry for the same video', () => {
    const storage = memoryStorage();
    addToHistory(testVideo({ video_id: 1, dir: 'a' }), storage);
    addToHistory(testVideo({ video_id: 2, dir: 'b' }), storage);
    addToHistory(testVideo({ video_id: 1, dir: 'a', title: 'Renamed' }), storage);
    expect(readHistory(storage).map((r) => [r.video_id, r.title])).toEqual([
      [1, 'Renamed'],
      [2, 'Quiet Harbour'],
    ]);
  });

  it('keeps at most the maximum, dropping the oldest', () => {
    const records = [1, 2, 3].map((id) => historyRecord(testVideo({ video_id: id })));
    expect(withVideo(records, historyRecord(testVideo({ video_id: 9 })), 3).map((r) => r.video_id)).toEqual([9, 1, 2]);
  });

  it('starts over from unreadable stored text, and fails quietly where storage refuses', () => {
    const storage = memoryStorage({ [HISTORY_STORAGE_KEY]: '{not json' });
    expect(addToHistory(testVideo(), storage)).toBe(true);
    expect(readHistory(storage)).toHaveLength(1);
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(addToHistory(testVideo(), full)).toBe(false);
  });
});
