import type { Category } from '@reel/api';
import { describe, expect, it } from 'vitest';
import { addSearchHistory, readSearchHistory } from './searchHistory';
import { isSearchable, searchHref, sliderCategories, trendingCategories } from './searchRules';

const category = (title: string, avg: number, toptn = 1): Category => ({
  category_id: avg,
  title,
  dir: title.toLowerCase().replace(/\s+/g, '-'),
  total_videos: 10,
  avg_videos_popularity: avg,
  key: '',
  toptn,
  thumb: '',
  seo_title: '',
});

describe('search rules', () => {
  it('accepts 3 to 69 characters, spaces around not counted', () => {
    expect(isSearchable('ab')).toBe(false);
    expect(isSearchable('  ab  ')).toBe(false);
    expect(isSearchable('abc')).toBe(true);
    expect(isSearchable('a'.repeat(69))).toBe(true);
    expect(isSearchable('a'.repeat(70))).toBe(false);
  });

  it('builds the results address with the query encoded', () => {
    expect(searchHref(' red & blue ')).toBe('/search/1/?s=red+%26+blue');
  });

  it('lists at most 12 trending categories of the top list by average popularity', () => {
    const all = Array.from({ length: 20 }, (_, i) => category(`C${i}`, i, i % 5 === 0 ? 0 : 1));
    all.push(category('Voyeur', 1000), category('Hidden Cam', 999));
    const trending = trendingCategories(all);
    expect(trending).toHaveLength(12);
    expect(trending[0].title).toBe('C19');
    expect(trending.every((c) => c.toptn > 0)).toBe(true);
    expect(trending.map((c) => c.title)).not.toContain('Voyeur');
  });

  it('sorts the slider chips by title without the hidden categories', () => {
    expect(sliderCategories([category('b', 1), category('Voyeur', 2), category('A', 3)]).map((c) => c.title)).toEqual(['A', 'b']);
  });

  it('keeps each searched title once in the local history', () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
    } as Storage;
    addSearchHistory('blue', storage);
    addSearchHistory('red', storage);
    addSearchHistory('blue', storage);
    expect(readSearchHistory(storage)).toEqual([{ title: 'blue' }, { title: 'red' }]);
    data.set('history_search', '{broken');
    expect(readSearchHistory(storage)).toEqual([]);
  });
});
