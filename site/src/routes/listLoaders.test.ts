import type { Category, CategoryList } from '@reel/api';
import { describe, expect, it } from 'vitest';
import { playlistLoader, videoSortOf, visibleCategories } from './listLoaders';

const category = (title: string): Category => ({
  category_id: 1,
  title,
  dir: title.toLowerCase().replace(/ /g, '-'),
  total_videos: 1,
  avg_videos_popularity: 0,
  key: '',
  toptn: 1,
  thumb: '',
  seo_title: '',
});

describe('the category index', () => {
  it('leaves out Hidden Cam and Voyeur and sorts by title', () => {
    const answer: CategoryList = { categories: ['Voyeur', 'Milf', 'amateur', 'Hidden Cam', 'Big Tits'].map(category), total_count: 5 };
    expect(visibleCategories(answer).map((c) => c.title)).toEqual(['amateur', 'Big Tits', 'Milf']);
  });
  it('is empty when the server refused the list', () => {
    expect(visibleCategories(null)).toEqual([]);
  });
});

describe('the sort of a model’s or channel’s videos', () => {
  const allowed = ['latest-updates', 'longest', 'most-popular', 'top-rated'];
  it('comes from ?sort= when the list offers it', () => {
    expect(videoSortOf(new URL('http://x/pornstar/a/videos/1/?sort=longest'), allowed)).toBe('longest');
  });
  it('falls back to the default for anything else', () => {
    expect(videoSortOf(new URL('http://x/pornstar/a/videos/1/?sort=most-viewed'), allowed)).toBeUndefined();
    expect(videoSortOf(new URL('http://x/pornstar/a/videos/1/?sort=<b>'), allowed)).toBeUndefined();
    expect(videoSortOf(new URL('http://x/pornstar/a/videos/1/'), allowed)).toBeUndefined();
  });
});

describe('the playlist page', () => {
  it('asks for the playlist with a lifetime of a minute, so an added video shows within about one', async () => {
    const asked: string[] = [];
    const fetchBefore = globalThis.fetch;
    globalThis.fetch = (async (url: string) => {
      asked.push(String(url));
      return new Response(JSON.stringify({ playlist: { playlist_id: 5 }, videos: [] }), { status: 200 });
    }) as typeof fetch;
    try {
      await playlistLoader({ params: { id: '5' } } as unknown as Parameters<typeof playlistLoader>[0]);
    } finally {
      globalThis.fetch = fetchBefore;
    }
    expect(asked).toEqual([expect.stringMatching(/\/api\/json\/playlist\/60\/0\/5\.json$/)]);
  });
});
