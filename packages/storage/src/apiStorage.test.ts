import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { openApiStorage, type ApiStorage } from './apiStorage';
import { API_STORAGE_DB_NAME, API_STORAGE_DB_VERSION, WATCH_HISTORY_STORE, WATCH_LATER_STORE } from './constants';
import { historyRecord, watchLaterItem } from './testRecords';

let opened: ApiStorage[] = [];
function storage(factory = new IDBFactory(), historyMaxRecords?: number): ApiStorage {
  const s = openApiStorage({ indexedDB: factory, historyMaxRecords });
  opened.push(s);
  return s;
}
afterEach(async () => {
  await Promise.all(opened.map((s) => s.close()));
  opened = [];
});

function rawOpen(factory: IDBFactory, version?: number): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = factory.open(API_STORAGE_DB_NAME, version);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

describe('the api_storage database', () => {
  it('is version 1 with watch_history and watch_later, each keyed by an auto-increment id and indexed by video_id', async () => {
    const factory = new IDBFactory();
    const s = storage(factory);
    expect(await s.available()).toBe(true);
    await s.close();
    const db = await rawOpen(factory);
    expect(db.version).toBe(API_STORAGE_DB_VERSION);
    expect([...db.objectStoreNames].sort()).toEqual([WATCH_HISTORY_STORE, WATCH_LATER_STORE]);
    const tx = db.transaction([WATCH_HISTORY_STORE, WATCH_LATER_STORE]);
    for (const name of [WATCH_HISTORY_STORE, WATCH_LATER_STORE]) {
      const store = tx.objectStore(name);
      expect([store.keyPath, store.autoIncrement, [...store.indexNames]]).toEqual(['id', true, ['video_id']]);
      expect(store.index('video_id').keyPath).toBe('video_id');
    }
    db.close();
  });

  it('does not open it before the first operation', async () => {
    const factory = new IDBFactory();
    storage(factory);
    expect(await factory.databases()).toEqual([]);
  });
});

describe('the watch history', () => {
  it('lists newest first, and a re-watched video replaces its earlier entry as the newest', async () => {
    const { history } = storage();
    for (const id of [1, 2, 3]) expect(await history.add(historyRecord(id))).toBe(true);
    expect(await history.add(historyRecord(1, { title: 'Renamed' }))).toBe(true);
    const all = await history.all();
    expect(all.map((r) => [r.video_id, r.title])).toEqual([
      [1, 'Renamed'],
      [3, 'Video 3'],
      [2, 'Video 2'],
    ]);
    expect(all[0].id).toBeGreaterThan(all[1].id);
  });

  it('stores exactly the fields of the local history record, with its key', async () => {
    const { history } = storage();
    await history.add({ ...historyRecord(7), id: 99, extra: 'x' } as never);
    const { id, ...rest } = (await history.get(7))!;
    expect(typeof id).toBe('number');
    expect(id).not.toBe(99);
    expect(rest).toEqual(historyRecord(7));
  });

  it('gets, deletes and clears by video id', async () => {
    const { history } = storage();
    await history.add(historyRecord(1));
    await history.add(historyRecord(2));
    expect((await history.get(2))?.title).toBe('Video 2');
    expect(await history.get(5)).toBeNull();
    expect(await history.delete(2)).toBe(true);
    expect(await history.delete(2)).toBe(false);
    expect((await history.all()).map((r) => r.video_id)).toEqual([1]);
    expect(await history.clear()).toBe(true);
    expect(await history.all()).toEqual([]);
  });

  it('keeps the newest records up to its maximum', async () => {
    const { history } = storage(new IDBFactory(), 3);
    for (const id of [1, 2, 3, 4, 5]) await history.add(historyRecord(id));
    expect((await history.all()).map((r) => r.video_id)).toEqual([5, 4, 3]);
  });

  it('refuses a record without a usable video id', async () => {
    const { history } = storage();
    expect(await history.add({ ...historyRecord(1), video_id: 'abc' } as never)).toBe(false);
    expect(await history.add(null as never)).toBe(false);
    // The id rule of every address: no leading zero, nothing past the largest id.
    for (const video_id of ['042', 0, 2 ** 31, 1.5]) expect(await history.add({ ...historyRecord(1), video_id } as never)).toBe(false);
    expect(await history.all()).toEqual([]);
    expect(await history.add({ ...historyRecord(1), video_id: ' 42 ' } as never)).toBe(true);
    expect((await history.all()).map((r) => r.video_id)).toEqual([42]);
  });
});

describe('watch later', () => {
  it('adds a video only when it is absent, and says whether it did', async () => {
    const { watchLater } = storage();
    expect(await watchLater.add(watchLaterItem(4))).toBe(true);
    expect(await watchLater.add(watchLaterItem(4, { title: 'Again' }))).toBe(false);
    expect((await watchLater.all()).map((i) => i.title)).toEqual(['Video 4']);
  });

  it('adds a video once when two adds race', async () => {
    const { watchLater } = storage();
    expect(await Promise.all([watchLater.add(watchLaterItem(4)), watchLater.add(watchLaterItem(4))])).toEqual([true, false]);
    expect(await watchLater.count()).toBe(1);
  });

  it('lists items newest first with their video ids, counts and checks them', async () => {
    const { watchLater } = storage();
    for (const id of [3, 1, 2]) await watchLater.add(watchLaterItem(id));
    expect((await watchLater.all()).map((i) => i.video_id)).toEqual([2, 1, 3]);
    expect(await watchLater.allVideoIds()).toEqual([2, 1, 3]);
    expect(await watchLater.count()).toBe(3);
    expect(await watchLater.has(1)).toBe(true);
    expect(await watchLater.has(9)).toBe(false);
    expect(await watchLater.has('1' as never)).toBe(true);
  });

  it('stores exactly the watch-later fields, the picture falling back to thumb', async () => {
    const { watchLater } = storage();
    const { scr: _scr, ...noScr } = watchLaterItem(5);
    await watchLater.add({ ...noScr, thumb: '/t.jpg', dir: 'x' } as never);
    const { id: _id, ...item } = (await watchLater.get(5))!;
    expect(item).toEqual({ ...watchLaterItem(5), scr: '/t.jpg' });
  });

  it('deletes by video id and clears', async () => {
    const { watchLater } = storage();
    await watchLater.add(watchLaterItem(1));
    await watchLater.add(watchLaterItem(2));
    expect(await watchLater.delete(1)).toBe(true);
    expect(await watchLater.delete(1)).toBe(false);
    expect(await watchLater.allVideoIds()).toEqual([2]);
    expect(await watchLater.clear()).toBe(true);
    expect(await watchLater.count()).toBe(0);
  });

  it('keeps its list apart from the history', async () => {
    const s = storage();
    await s.watchLater.add(watchLaterItem(1));
    expect(await s.history.all()).toEqual([]);
  });
});
