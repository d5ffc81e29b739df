// What the playlists and subscriptions lists hold: sections, gender, privacy, sorts and types.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaylistSort } from '@reel/api';
import { orRefuse } from '../../http/refusals.js';
import { engineName } from '../../testing/database.js';
import { listPlaylists, type PlaylistListQuery } from './playlists.js';
import { listSubscriptions, type SubscriptionListQuery, type SubscriptionSort } from './subscriptions.js';
import { startCommunityApp, type CommunityTestApp } from '../../testing/communityFixture.js';

let t: CommunityTestApp;
beforeAll(async () => {
  t = await startCommunityApp();
});
afterAll(async () => {
  await t?.close();
});

const allPlaylists: PlaylistListQuery = { section: 'all', objectId: '', sort: 'latest-updates', gender: 'str', count: 60, page: 1 };

async function playlistIds(q: Partial<PlaylistListQuery>): Promise<number[]> {
  const list = orRefuse(await listPlaylists(t.ctx, { ...allPlaylists, ...q }));
  return list.playlists.map((p) => p.id);
}

describe(`playlists (${engineName()})`, () => {
  it('never lists a private playlist', async () => {
    const everything = [
      ...(await playlistIds({})),
      ...(await playlistIds({ gender: 'gay' })),
      ...(await playlistIds({ section: 'user', objectId: '1' })),
      ...(await playlistIds({ section: 'video', objectId: '1' })),
    ];
    expect(everything).not.toContain(2);
  });

  it('filters by gender', async () => {
    expect(await playlistIds({ gender: 'gay' })).toEqual([3]);
    expect(await playlistIds({ gender: 'she' })).toEqual([]);
    expect(await playlistIds({ section: 'user', objectId: '2', gender: 'gay' })).toEqual([3]);
  });

  it('lists a member’s playlists and the playlists holding a video', async () => {
    expect(await playlistIds({ section: 'user', objectId: '1' })).toEqual([1]);
    expect(await playlistIds({ section: 'user', objectId: '2' })).toEqual([4]);
    expect(await playlistIds({ section: 'video', objectId: '2' })).toEqual([1500, 1]);
    expect(await playlistIds({ section: 'video', objectId: '3' })).toEqual([]);
  });

  it('orders by each sort and pages', async () => {
    const expected: Record<PlaylistSort, number[]> = {
      'latest-updates': [1500, 4, 1],
      alphabetaz: [1, 4, 1500],
      'count-videos': [1, 1500, 4],
      'most-viewed': [1, 4, 1500],
      // All three have the default rating: the id breaks the tie.
      'top-rated': [1500, 4, 1],
      'most-subscribed': [1500, 4, 1],
    };
    for (const [sort, ids] of Object.entries(expected))
      expect({ sort, got: await playlistIds({ sort: sort as PlaylistSort }) }).toEqual({ sort, got: ids });
    const page = orRefuse(await listPlaylists(t.ctx, { ...allPlaylists, count: 1, page: 2 }));
    expect(page.playlists.map((p) => p.id)).toEqual([4]);
    expect(page.total_count).toBe(3);
  });
});

const bobs: SubscriptionListQuery = { userId: 2, sort: 'recent', type: null, count: 60, page: 1 };

async function subscribed(q: Partial<SubscriptionListQuery>): Promise<string[]> {
  const list = await listSubscriptions(t.ctx, { ...bobs, ...q });
  return list.subscriptions.map((s) => `${s.type}:${s.object_id}`);
}

describe(`subscriptions (${engineName()})`, () => {
  it('keeps one type when asked', async () => {
    expect(await subscribed({ type: 'channel' })).toEqual(['channel:1']);
    expect(await subscribed({ type: 'playlist' })).toEqual(['playlist:1']);
    expect(await subscribed({ type: 'user' })).toEqual(['user:1']);
    expect(await subscribed({ userId: 1 })).toEqual(['user:2']);
    expect(await subscribed({ userId: 4 })).toEqual([]);
  });

  it('orders by each sort', async () => {
    const expected: Record<SubscriptionSort, string[]> = {
      recent: ['playlist:1', 'user:1', 'model:1', 'channel:1'],
      // model 9, channel 5, alice 2, playlist 0
      'count-subs': ['model:1', 'channel:1', 'user:1', 'playlist:1'],
      // channel 3 and playlist 3 (newer subscription first), alice 3 (older), model 1
      'count-videos': ['playlist:1', 'user:1', 'channel:1', 'model:1'],
      // channel's newest video 1234567 (May); alice's and the playlist's item adds; the model's only video is from January
      'latest-updates': ['channel:1', 'playlist:1', 'user:1', 'model:1'],
      // alice's videos average 20; the playlist's live ones 15, as the channel's own score; the model 1
      'most-popular-videos': ['user:1', 'playlist:1', 'channel:1', 'model:1'],
    };
    for (const [sort, order] of Object.entries(expected)) {
      expect({ sort, got: await subscribed({ sort: sort as SubscriptionSort }) }).toEqual({ sort, got: order });
    }
  });

  it('carries the statistics of each object', async () => {
    const { subscriptions } = await listSubscriptions(t.ctx, bobs);
    const byType = Object.fromEntries(subscriptions.map((s) => [s.type, s.statistics]));
    expect(byType.channel).toMatchObject({ viewed: 900, videos: 3, subscribers: 5 });
    expect(byType.model).toMatchObject({ videos: 1, subscribers: 9, comments: 1 });
    expect(byType.user).toEqual({ viewed: 100, likes: 1, dislikes: 1, comments: 2, favourites: 2, videos: 3, subscribers: 2 });
    expect(byType.playlist).toMatchObject({ viewed: 40, likes: 1, videos: 3 });
  });

  it('pages with the total of the whole list', async () => {
    const page = await listSubscriptions(t.ctx, { ...bobs, count: 3, page: 2 });
    expect(page.total_count).toBe(4);
    expect(page.subscriptions.map((s) => s.type)).toEqual(['channel']);
  });
});
