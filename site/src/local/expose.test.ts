import { installMemoryIndexedDB } from '@reel/storage/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { exposeWatchLater } from './expose';
import { localStores } from './stores';

beforeAll(() => {
  installMemoryIndexedDB();
  exposeWatchLater();
});

describe('window.wls', () => {
  it('is the watch-later store of the site, every operation of it', async () => {
    const wls = window.wls!;
    expect(Object.keys(wls).sort()).toEqual(['add', 'all', 'allVideoIds', 'clear', 'count', 'delete', 'get', 'has']);
    expect(await wls.add({ video_id: 5, title: 'Kept', duration: '', post_date: '', scr: '', video_viewed: 0, sg_id: null })).toBe(true);
    expect(await wls.add({ video_id: 5, title: 'Kept', duration: '', post_date: '', scr: '', video_viewed: 0, sg_id: null })).toBe(false);
    expect(await wls.allVideoIds()).toEqual([5]);
    expect(await localStores().watchLater.has(5)).toBe(true);
    expect(await wls.count()).toBe(1);
    expect(await wls.delete(5)).toBe(true);
    expect(await wls.all()).toEqual([]);
  });
});
