import { describe, expect, it } from 'vitest';
import { lastPage, pageWindow, showsLoadMore, showsPagination, withPage } from './paging';

describe('pageWindow', () => {
  it('centres the current page', () => {
    expect(pageWindow(5, 10, 5)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(5, 10, 3)).toEqual([4, 5, 6]);
  });
  it('stays within the first and last page', () => {
    expect(pageWindow(1, 10, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(10, 10, 5)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(2, 3, 5)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 1, 5)).toEqual([1]);
  });
});

describe('Load more', () => {
  it('shows from 24 items on every page but the last', () => {
    expect(showsLoadMore(23, 1, 24)).toBe(false);
    expect(showsLoadMore(24, 1, 24)).toBe(false);
    expect(showsLoadMore(25, 1, 24)).toBe(true);
    expect(showsLoadMore(48, 2, 24)).toBe(false);
    expect(showsLoadMore(100, 4, 24)).toBe(true);
    expect(lastPage(0, 24)).toBe(1);
  });
});

describe('numbered pagination', () => {
  it('shows for models once the total passes 24, though 30 fit on one page', () => {
    expect(showsPagination(24, 30)).toBe(false);
    expect(showsPagination(25, 30)).toBe(true);
    expect(showsPagination(30, 30)).toBe(true);
  });
  it('shows for videos whenever there is a second page', () => {
    expect(showsPagination(24, 24)).toBe(false);
    expect(showsPagination(25, 24)).toBe(true);
    expect(showsPagination(0, 24)).toBe(false);
  });
  it('shows for short pages with more than one page', () => {
    expect(showsPagination(15, 10)).toBe(true);
  });
});

describe('withPage', () => {
  it('replaces the last path segment and keeps the query', () => {
    expect(withPage('/videos/top-rated/3/', 4)).toBe('/videos/top-rated/4/');
    expect(withPage('/search/1/', 2, '?s=beach')).toBe('/search/2/?s=beach');
    expect(withPage('/pornstar/anna/videos/1/', 2, '?sort=longest')).toBe('/pornstar/anna/videos/2/?sort=longest');
  });
});
