import { COUNT_CHANNELS, COUNT_MEMBERS, type Category } from '@reel/api';
import { LIST_LIFETIME_S, listDataPaths } from '@reel/api/pages';
import { categoriesPath, channelsPath, membersPath, type CategoryList } from '@reel/api/endpoints';
import { describe, expect, it } from 'vitest';
import { setGender } from '../shell/gender';
import type { PageArgs } from './guard';
import {
  categoriesLoader,
  categoryVideosLoader,
  communityLoader,
  homeLoader,
  playlistLoader,
  channelsLoader,
  videosLoader,
  videoSortOf,
  visibleCategories,
} from './listLoaders';

/** The paths `load` asks for, each answered with an empty list. */
async function askedBy(load: () => Promise<unknown>): Promise<string[]> {
  const asked: string[] = [];
  const fetchBefore = globalThis.fetch;
  globalThis.fetch = (async (url: string) => {
    asked.push(String(url));
    return new Response(JSON.stringify({ videos: [], categories: [], total_count: 0 }), { status: 200 });
  }) as typeof fetch;
  try {
    await load();
  } finally {
    globalThis.fetch = fetchBefore;
  }
  return asked;
}

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

describe('the list pages’ first calls', () => {
  // The server preloads these paths from the page's head: a loader asking for any other path would
  // fetch its list a second time.
  const args = (params: Record<string, string>) => ({ params }) as unknown as PageArgs;
  it('are the paths the server preloads, for the gender chosen', async () => {
    setGender('gay');
    try {
      expect(await askedBy(() => homeLoader())).toEqual(listDataPaths('index', {}, 'gay'));
      const videos = { sort: 'top-rated', page: '3' };
      expect(await askedBy(() => videosLoader(args(videos)))).toEqual(listDataPaths('videos', videos, 'gay'));
      const category = { object_id: 'casting', page: '2' };
      expect((await askedBy(() => categoryVideosLoader(args(category)))).sort()).toEqual(
        listDataPaths('videos-categories', category, 'gay')?.sort(),
      );
    } finally {
      setGender('str');
    }
  });
});

describe('the directory pages’ page sizes', () => {
  const args = (params: Record<string, string>) => ({ params }) as unknown as PageArgs;
  it('ask for the API’s page size of each list: 60 channels, 96 members', async () => {
    const channels = await askedBy(() => channelsLoader(args({ sort: 'count-videos', page: '2' })));
    expect(channels).toEqual([
      channelsPath({ lifetime: LIST_LIFETIME_S, gender: 'str', sort: 'count-videos', page: 2, count: COUNT_CHANNELS }),
    ]);
    expect(channels[0]).toContain(`/count-videos-toptn/${COUNT_CHANNELS}/`);
    const members = await askedBy(() => communityLoader(args({ sort: 'recent', page: '1' })));
    expect(members).toEqual([membersPath({ lifetime: LIST_LIFETIME_S, sort: 'recent', page: 1, count: COUNT_MEMBERS })]);
    expect(members[0]).toContain(`/recent/${COUNT_MEMBERS}/`);
  });
});

describe('the category index’s call', () => {
  it('asks for every category of the gender, not only the top list', async () => {
    setGender('gay');
    try {
      expect(await askedBy(() => categoriesLoader())).toEqual([
        categoriesPath({ lifetime: LIST_LIFETIME_S, gender: 'gay', section: 'all' }),
      ]);
    } finally {
      setGender('str');
    }
  });
});
