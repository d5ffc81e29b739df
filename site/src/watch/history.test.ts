import { installMemoryIndexedDB } from '@reel/storage/testing';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { localHistory, watchHistory } from '../lists/history';
import { addToHistory } from './history';
import { testVideo } from './testVideo';

beforeAll(() => {
  installMemoryIndexedDB();
});

beforeEach(async () => {
  await (await watchHistory()).clear();
});

describe('local watch history writer', () => {
  it("stores the spec's local history record in watch_history", async () => {
    expect(await addToHistory(testVideo())).toBe(true);
    const [{ id, ...record }] = await localHistory();
    expect(typeof id).toBe('number');
    expect(record).toEqual({
      video_id: 42,
      dir: 'quiet-harbour-42',
      title: 'Quiet Harbour',
      duration: '10:05',
      post_date: '2026-05-16 10:00:00',
      thumbnail: '/media/42/thumb.jpg',
      views: 1200,
      sg_id: null,
      ex_tube: '',
      ex_id: '',
    });
  });

  it('puts the newest first and replaces an earlier entry for the same video', async () => {
    await addToHistory(testVideo({ video_id: 1, dir: 'a' }));
    await addToHistory(testVideo({ video_id: 2, dir: 'b' }));
    await addToHistory(testVideo({ video_id: 1, dir: 'a', title: 'Renamed' }));
    expect((await localHistory()).map((r) => [r.video_id, r.title])).toEqual([
      [1, 'Renamed'],
      [2, 'Quiet Harbour'],
    ]);
  });

  it('takes the screenshot where a video has no thumb', async () => {
    await addToHistory(testVideo({ thumb: '' }));
    expect((await localHistory())[0].thumbnail).toBe('/media/42/scr.jpg');
  });
});
