import { describe, expect, it } from 'vitest';
import { hasText, t, textIn, type KeyNames } from './text';
import { LIST_TEXT } from './text/lists';
import { SITE_TEXT } from './text/site';
import { WATCH_TEXT } from './text/watch';

describe('t', () => {
  it('gives the text of a key of the catalogue it is handed', () => {
    expect(t(SITE_TEXT, 'site.name')).toBe('Reel');
    expect(t(WATCH_TEXT, 'watch.like')).toBe('Like');
  });

  it('fills `{name}` placeholders from info and leaves the ones info lacks', () => {
    expect(t(LIST_TEXT, 'listing.page_n', { n: 3 })).toBe('Page 3');
    expect(t(LIST_TEXT, 'info.career_years', { start: 2010 })).toBe('2010–{end}');
  });

  it('refuses, at compile time, a key the catalogue does not have', () => {
    // @ts-expect-error watch.like is in the watch catalogue, not in the site-wide one.
    expect(() => t(SITE_TEXT, 'watch.like')).toThrow();
  });
});

describe('the names under a key prefix', () => {
  it('are the names the catalogue has a text for, and no other', () => {
    const sort: KeyNames<typeof LIST_TEXT, 'sort.'> = 'longest';
    // @ts-expect-error the list catalogue has no sort.shortest.
    const unknown: KeyNames<typeof LIST_TEXT, 'sort.'> = 'shortest';
    expect(t(LIST_TEXT, `sort.${sort}`)).toBe('Longest');
    expect(hasText(LIST_TEXT, `sort.${unknown}`)).toBe(false);
  });
});

describe('text of a key built at run time', () => {
  it('comes from the first catalogue that has the key', () => {
    expect(textIn([SITE_TEXT, LIST_TEXT], 'listing.videos_n', { n: 2 })).toBe('2 videos');
    expect(textIn([LIST_TEXT, SITE_TEXT], 'list.empty')).toBe('There is no data in this list.');
  });

  it('is null for a key no catalogue has, the properties every object inherits included', () => {
    expect(textIn([SITE_TEXT, LIST_TEXT], 'listing.nothing')).toBeNull();
    expect(hasText(SITE_TEXT, 'toString')).toBe(false);
    expect(hasText(SITE_TEXT, 'constructor')).toBe(false);
  });
});
