// A tile's count is the number of videos the list it links to holds: the list follows the visitor's
// gender, so the count does too. Checked for every gender, on the category index, the channel
// directory and the home page's blocks, against the linked list's own total_count.
import { CLIENT_HIDDEN_CATEGORIES, GENDERS } from '@reel/api';
import {
  categoriesPath,
  channelsPath,
  mainPath,
  videosPath,
  type CategoryList,
  type ChannelList,
  type MainAnswer,
  type VideoList,
} from '@reel/api/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ videos: 120 });
});
afterAll(async () => {
  await t?.close();
});

const LIFETIME_S = 0;

/** Every channel of the gender's directory, page after page. */
async function allChannels(gender: (typeof GENDERS)[number], sort: 'alphabetaz' | 'count-videos'): Promise<ChannelList['channels']> {
  const out: ChannelList['channels'] = [];
  for (let page = 1; ; page += 1) {
    const answer = await t.json<ChannelList>(channelsPath({ lifetime: LIFETIME_S, gender, sort, page }));
    expect(answer.status).toBe(200);
    out.push(...answer.body.channels);
    if (out.length >= answer.body.total_count || answer.body.channels.length === 0) return out;
  }
}

async function listTotal(gender: (typeof GENDERS)[number], section: 'category' | 'channel', dir: string): Promise<number> {
  const list = await t.json<VideoList>(videosPath({ lifetime: LIFETIME_S, gender, section, object_id: dir }));
  expect(list.status).toBe(200);
  return list.body.total_count;
}

/** Each tile's [dir, count] against [dir, the linked list's total_count]. */
async function compare(
  gender: (typeof GENDERS)[number],
  section: 'category' | 'channel',
  tiles: { dir: string; count: number }[],
): Promise<void> {
  const shown = tiles.map((c) => [c.dir, c.count]);
  const listed = await Promise.all(tiles.map(async (c) => [c.dir, await listTotal(gender, section, c.dir)]));
  expect(shown).toEqual(listed);
}

describe('the count on a category or channel tile', () => {
  it('is the total of the category’s list for the visitor’s gender', async () => {
    for (const gender of GENDERS) {
      const all = await t.json<CategoryList>(categoriesPath({ lifetime: LIFETIME_S, gender, section: 'all' }));
      expect(all.body.categories.length).toBeGreaterThan(0);
      await compare(
        gender,
        'category',
        all.body.categories.map((c) => ({ dir: c.dir, count: c.total_videos })),
      );
    }
  });

  it('is the total of the channel’s list for the visitor’s gender', async () => {
    for (const gender of GENDERS) {
      const channels = await allChannels(gender, 'alphabetaz');
      expect(channels.length).toBeGreaterThan(0);
      await compare(
        gender,
        'channel',
        channels.map((c) => ({ dir: c.dir, count: c.statistics.videos ?? -1 })),
      );
    }
  });

  it('is the same on the home page’s blocks', async () => {
    for (const gender of GENDERS) {
      const main = await t.json<MainAnswer>(mainPath({ lifetime: LIFETIME_S, gender }));
      await compare(
        gender,
        'category',
        main.body.categories.map((c) => ({ dir: c.dir, count: c.total_videos })),
      );
      await compare(
        gender,
        'channel',
        main.body.channels.map((c) => ({ dir: c.dir, count: c.statistics.videos ?? -1 })),
      );
    }
  });

  it('orders the channel directory’s count-videos sort by the count it shows', async () => {
    for (const gender of GENDERS) {
      const counts = (await allChannels(gender, 'count-videos')).map((c) => c.statistics.videos ?? -1);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
    }
  });
});

describe('the category index', () => {
  it('reaches every category that has a video of the gender, not only the top list', async () => {
    for (const gender of GENDERS) {
      const all = await t.json<CategoryList>(categoriesPath({ lifetime: LIFETIME_S, gender, section: 'all' }));
      const top = await t.json<CategoryList>(categoriesPath({ lifetime: LIFETIME_S, gender, section: 'toptn' }));
      const withVideos = await t.database.query<{ dir: string }>(
        `SELECT DISTINCT c.dir FROM categories c JOIN video_categories vc USING (category_id) JOIN videos v USING (video_id)
          WHERE v.status_id = 1 AND v.gender = $1 AND NOT c.hidden ORDER BY c.dir`,
        [gender],
      );
      expect(all.body.categories.map((c) => c.dir).sort()).toEqual(withVideos.map((r) => r.dir));
      expect(all.body.total_count).toBe(withVideos.length);
      expect(all.body.categories.length).toBeGreaterThanOrEqual(top.body.categories.length);
    }
    const str = await t.json<CategoryList>(categoriesPath({ lifetime: LIFETIME_S, gender: 'str', section: 'all' }));
    const titles = str.body.categories.map((c) => c.title);
    expect(titles).toEqual(expect.arrayContaining(['Asian', 'Latina']));
    expect(titles).toEqual(expect.arrayContaining([...CLIENT_HIDDEN_CATEGORIES]));
  });
});
