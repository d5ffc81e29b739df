// The member area's titles: the member's name once the page knows it, then the tab, paged; and a
// page's heading, which is its title without the page number or the site's name.
import { describe, expect, it } from 'vitest';
import { pageHeading, pageMeta } from './pageMeta.js';

describe('member page titles', () => {
  it('names the member and the tab, with the page number past the first', () => {
    expect(pageMeta('member_favourite_videos', { id: '7', page: '1' }, { title: 'anna' }).title).toBe('anna - Favourite videos - Reel');
    expect(pageMeta('member_uploaded_videos', { id: '7', page: '3' }, { title: 'anna' }).title).toBe(
      'anna - Uploaded videos - page 3 - Reel',
    );
    expect(pageMeta('member_edit', { id: '7' }).title).toBe('Edit profile - Reel');
    expect(pageMeta('members', { id: '7' }, { title: 'anna' }).title).toBe('anna - Reel');
    expect(pageMeta('members', { id: '7' }).title).toBe('Member - Reel');
  });

  it('keeps member pages and the upload page out of search engines', () => {
    expect(pageMeta('member_info', { id: '7' }).noindex).toBe(true);
    expect(pageMeta('upload').noindex).toBe(true);
    expect(pageMeta('upload').title).toBe('Upload video - Reel');
  });
});

describe('page headings', () => {
  it('are the table’s titles without the page number or the site’s name', () => {
    expect(pageHeading('categories')).toBe('Categories');
    expect(pageHeading('pornsites', { sort: 'most-popular', page: '3' })).toBe('Channels');
    expect(pageMeta('pornsites', { sort: 'most-popular', page: '3' }).title).toBe('Channels - page 3 - Reel');
    expect(pageHeading('videos', { sort: 'top-rated', page: '2' })).toBe('Top rated videos');
    expect(pageHeading('member_uploaded_videos', { id: '7', page: '3' }, { title: 'anna' })).toBe('anna - Uploaded videos');
  });
});
