// The member area's titles: the member's name once the page knows it, then the tab, paged.
import { describe, expect, it } from 'vitest';
import { pageMeta } from './pageMeta.js';

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
