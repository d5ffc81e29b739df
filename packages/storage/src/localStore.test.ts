import { describe, expect, it } from 'vitest';
import { SEARCH_HISTORY_KEY } from './constants';
import { addSearchHistory, readSearchHistory, type StorageLike } from './localStore';

function memoryStorage(initial: Record<string, string> = {}): StorageLike & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

const refusing: StorageLike = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
};

describe('the search history (history_search)', () => {
  it('stores a list of {title}, each title once, oldest first', () => {
    const storage = memoryStorage();
    expect(addSearchHistory('blue', storage)).toBe(true);
    expect(addSearchHistory(' red ', storage)).toBe(true);
    expect(addSearchHistory('blue', storage)).toBe(false);
    expect(storage.data.get(SEARCH_HISTORY_KEY)).toBe('[{"title":"blue"},{"title":"red"}]');
    expect(readSearchHistory(storage)).toEqual([{ title: 'blue' }, { title: 'red' }]);
  });

  it('reads broken or foreign entries as none, and adds nothing empty', () => {
    expect(readSearchHistory(memoryStorage({ [SEARCH_HISTORY_KEY]: '{not json' }))).toEqual([]);
    expect(readSearchHistory(memoryStorage({ [SEARCH_HISTORY_KEY]: '[{"title":"a","x":1},{"title":2},null]' }))).toEqual([{ title: 'a' }]);
    expect(addSearchHistory('   ', memoryStorage())).toBe(false);
  });

  it('fails quietly where storage refuses or is missing', () => {
    expect(readSearchHistory(refusing)).toEqual([]);
    expect(addSearchHistory('blue', refusing)).toBe(false);
    expect(addSearchHistory('blue', null)).toBe(false);
  });

  it('uses the browser localStorage by default', () => {
    localStorage.clear();
    addSearchHistory('green');
    expect(localStorage.getItem(SEARCH_HISTORY_KEY)).toBe('[{"title":"green"}]');
  });
});
