// Where api_storage cannot be opened every operation answers false, null or an empty list and
// nothing throws. The refusing factories are test doubles of the browser's IndexedDB.
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { openApiStorage, type ApiStorage } from './apiStorage';
import { API_STORAGE_DB_NAME } from './constants';
import { historyRecord, watchLaterItem } from './testRecords';

async function expectQuietFailure(s: ApiStorage): Promise<void> {
  expect(await s.available()).toBe(false);
  expect(await s.history.add(historyRecord(1))).toBe(false);
  expect(await s.history.get(1)).toBeNull();
  expect(await s.history.delete(1)).toBe(false);
  expect(await s.history.clear()).toBe(false);
  expect(await s.history.all()).toEqual([]);
  expect(await s.watchLater.add(watchLaterItem(1))).toBe(false);
  expect(await s.watchLater.get(1)).toBeNull();
  expect(await s.watchLater.delete(1)).toBe(false);
  expect(await s.watchLater.clear()).toBe(false);
  expect(await s.watchLater.all()).toEqual([]);
  expect(await s.watchLater.allVideoIds()).toEqual([]);
  expect(await s.watchLater.count()).toBeNull();
  expect(await s.watchLater.has(1)).toBe(false);
}

type Handlers = Partial<Record<'onerror' | 'onblocked' | 'onsuccess' | 'onupgradeneeded', (e: { preventDefault(): void }) => void>>;

/** An IndexedDB whose open request answers with `event` (or never, for none). */
function answering(event: 'onerror' | 'onblocked' | null): IDBFactory {
  return {
    open: () => {
      const request: Handlers = {};
      if (event) setTimeout(() => request[event]?.({ preventDefault: () => undefined }), 0);
      return request as unknown as IDBOpenDBRequest;
    },
  } as unknown as IDBFactory;
}

describe('a database that cannot be opened', () => {
  it('where the browser has no IndexedDB', async () => {
    await expectQuietFailure(openApiStorage({ indexedDB: null }));
  });

  it('where opening throws (a private mode, a sandboxed frame)', async () => {
    const throwing = {
      open: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as IDBFactory;
    await expectQuietFailure(openApiStorage({ indexedDB: throwing }));
  });

  it('where the open request fails', async () => {
    await expectQuietFailure(openApiStorage({ indexedDB: answering('onerror') }));
  });

  it('where the open is blocked', async () => {
    await expectQuietFailure(openApiStorage({ indexedDB: answering('onblocked') }));
  });

  it('where the open gets no answer in time', async () => {
    await expectQuietFailure(openApiStorage({ indexedDB: answering(null), openTimeoutMs: 20 }));
  });

  it('where a newer version of api_storage exists already', async () => {
    const factory = new IDBFactory();
    await new Promise<void>((resolve) => {
      const req = factory.open(API_STORAGE_DB_NAME, 2);
      req.onsuccess = () => {
        req.result.close();
        resolve();
      };
    });
    await expectQuietFailure(openApiStorage({ indexedDB: factory }));
  });

  it('after it was closed', async () => {
    const s = openApiStorage({ indexedDB: new IDBFactory() });
    expect(await s.watchLater.add(watchLaterItem(1))).toBe(true);
    await s.close();
    await expectQuietFailure(s);
  });
});
