// The HTTP contract of the community rows: path shapes, lifetimes and caching, and every refusal.
// What the lists contain (filters, sections, sorts) is tested in queries/community/*.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '@reel/api';
import type { CommentList, MemberAnswer, MemberList, PlaylistAnswer, PlaylistList, SubscriptionList } from '@reel/api/endpoints';
import { commentsPath, memberPath, membersPath, playlistPath, playlistsPath, subscriptionsPath } from '@reel/api/endpoints';
import { engineName } from '../testing/database.js';
import { NASTY_TEXT, SECRET_HASH, startCommunityApp, type CommunityTestApp } from '../testing/communityFixture.js';

let t: CommunityTestApp;
beforeAll(async () => {
  t = await startCommunityApp();
});
afterAll(async () => {
  await t?.close();
});

async function refused(path: string, status: number, code: string): Promise<void> {
  const res = await t.json<ApiError>(path);
  expect({ path, status: res.status, body: res.body }).toEqual({ path, status, body: { error: true, code } });
}

const MEMBERS = '/api/json/members/3600/all/filt......./recent/96/1.json';

describe(`community caching (${engineName()})`, () => {
  it('caches a lifetime > 0 answer in process and for any CDN', async () => {
    const first = await t.get('/api/json/members/3600/all/filt......./alphabetaz/96/1.json');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(first.headers.get('x-cache')).toBe('MISS');
    const second = await t.get('/api/json/members/3600/all/filt......./alphabetaz/96/1.json');
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(await second.text()).toBe(await first.text());
  });

  it('never caches lifetime 0, which must use .jsond', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await t.get('/api/json/comments/0/video/0/0/1.jsond');
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('x-cache')).toBe('MISS');
    }
    await refused('/api/json/comments/0/video/0/0/1.json', 400, 'invalid_extension');
    await refused('/api/json/comments/3600/video/0/0/1.jsond', 400, 'invalid_extension');
    await refused('/api/json/playlist/86400/0/1.xml', 400, 'invalid_extension');
    await refused('/api/json/member/abc/user/0/1.json', 400, 'invalid_lifetime');
  });

  it('answers the paths the @reel/api builders make', async () => {
    const paths = [
      membersPath(),
      membersPath({ filter: { gender: 2 }, sort: 'alphabetaz', search: 'ali' }),
      memberPath(1),
      commentsPath({ section: 'video', object_id: 1 }),
      commentsPath({ section: 'video', object_id: 1, signedIn: true }),
      playlistsPath(),
      playlistsPath({ section: 'user', object_id: 1 }),
      playlistPath(1),
      subscriptionsPath(2),
      subscriptionsPath(2, { lifetime: 0 }),
    ];
    for (const path of paths) expect({ path, status: (await t.get(path)).status }).toEqual({ path, status: 200 });
  });
});

describe(`members and member (${engineName()})`, () => {
  it('lists members without any private column', async () => {
    const { status, body, text } = await t.json<MemberList>(MEMBERS);
    expect(status).toBe(200);
    expect(body.total_count).toBe(5);
    expect(body.members.map((m) => m.username)).toEqual(['alice', 'bob', 'Carol', 'dan_100%', 'erin']);
    for (const word of ['email', 'password', 'example.com', SECRET_HASH]) expect(text).not.toContain(word);
  });

  it('refuses every bad segment with its own code', async () => {
    await refused('/api/json/members/3600/nobody/filt......./recent/96/1.json', 400, 'invalid_section');
    await refused('/api/json/members/3600/all/filt......./newest/96/1.json', 400, 'invalid_sort');
    await refused('/api/json/members/3600/all/filt......./recent/0/1.json', 400, 'invalid_count');
    await refused('/api/json/members/3600/all/filt......./recent/1001/1.json', 400, 'invalid_count');
    await refused('/api/json/members/3600/all/filt......./recent/96/x.json', 400, 'invalid_page');
    await refused('/api/json/members/3600/all/filt......./recent/96/.json', 400, 'invalid_page');
    await refused('/api/json/members/3600/all/......./recent/96/1.json', 400, 'invalid_filter');
    await refused('/api/json/members/3600/all/filt....../recent/96/1.json', 400, 'invalid_filter');
    await refused('/api/json/members/3600/all/filt4......./recent/96/1.json', 400, 'invalid_filter');
    await refused('/api/json/members/3600/all/filt....US.../recent/96/1.json', 400, 'invalid_filter');
    await refused('/api/json/members/3600/all/filt.......ab/recent/96/1.json', 400, 'invalid_filter');
    await refused('/api/json/members/3600/friends/filt......./recent/96/1.json', 400, 'object_id_required');
    await refused('/api/json/members/3600/friends/filt......./recent/96/1.json?object_id=x', 400, 'invalid_object_id');
    await refused('/api/json/members/3600/all/filt......./recent/96/1.json?object_id=1', 400, 'invalid_object_id');
    await refused('/api/json/members/3600/friends/filt......./recent/96/1.json?object_id=999', 404, 'user_not_found');
    await refused(`${MEMBERS}?search=${'x'.repeat(70)}`, 400, 'invalid_search');
    await refused(`${MEMBERS}?search=a&search=b`, 400, 'invalid_search');
  });

  it('treats SQL in the search as text', async () => {
    const { status, body } = await t.json<MemberList>(`${MEMBERS}?search=${encodeURIComponent("'; DROP TABLE members;--")}`);
    expect(status).toBe(200);
    expect(body).toEqual({ members: [], total_count: 0 });
    const [{ n }] = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM members');
    expect(n).toBe(5);
  });

  it('answers one member with the user record', async () => {
    const { status, body, text } = await t.json<MemberAnswer>('/api/json/member/7200/user/0/1.json');
    expect(status).toBe(200);
    expect(body.user).toEqual({ user_id: 1, username: 'alice' });
    expect(body.member).toMatchObject({
      user_id: 1,
      username: 'alice',
      age: 2,
      birth_date: null,
      avatar: '/media/avatars/1.jpg',
      added_date: '2024-05-01 00:00:00',
    });
    expect(body.member.statistics).toEqual({ viewed: 100, likes: 1, dislikes: 1, comments: 2, favourites: 2, videos: 3, subscribers: 2 });
    for (const word of ['email', 'password', SECRET_HASH]) expect(text).not.toContain(word);
    const info = await t.json<MemberAnswer>('/api/json/member/7200/info/0/1.json');
    expect(info.body.member).toEqual(body.member);
    expect((await t.json<MemberAnswer>('/api/json/member/7200/user/1/1234.json')).body.user.username).toBe('erin');
  });

  it('refuses bad member paths', async () => {
    await refused('/api/json/member/7200/u_ava/0/1.json', 400, 'invalid_section');
    await refused('/api/json/member/7200/u_cover/0/1.json', 400, 'invalid_section');
    await refused('/api/json/member/7200/wall/0/1.json', 400, 'invalid_section');
    await refused('/api/json/member/7200/user/1/1.json', 400, 'invalid_bucket');
    await refused('/api/json/member/7200/user/0/1234.json', 400, 'invalid_bucket');
    await refused('/api/json/member/7200/user/0/0.json', 400, 'invalid_id');
    await refused('/api/json/member/7200/user/0/abc.json', 400, 'invalid_id');
    await refused('/api/json/member/7200/user/0/999.json', 404, 'user_not_found');
  });
});

describe(`comments (${engineName()})`, () => {
  it('pages comments newest first, 20 by default', async () => {
    const { body } = await t.json<CommentList>('/api/json/comments/3600/video/0/0/1.json');
    expect(body.total_count).toBe(25);
    expect(body.comments).toHaveLength(20);
    expect(body.comments[0].text).toBe(NASTY_TEXT);
    expect(body.comments[1]).toMatchObject({
      text: 'comment 24',
      section: 'video',
      object_id: 1,
      user: { user_id: 2, username: 'bob' },
      avatar: '',
    });
    const page2 = await t.json<CommentList>('/api/json/comments/3600/video/0/0/1.json?page=2');
    expect(page2.body.comments.map((c) => c.text)).toEqual(['comment 5', 'comment 4', 'comment 3', 'comment 2', 'comment 1']);
    const small = await t.json<CommentList>('/api/json/comments/3600/video/0/0/1.json?count=3&page=3');
    expect(small.body.comments.map((c) => c.text)).toEqual(['comment 19', 'comment 18', 'comment 17']);
  });

  it('keeps any comment text valid JSON', async () => {
    const { text } = await t.json('/api/json/comments/3600/video/0/0/1.json?count=1');
    expect(text).not.toContain('\n');
    expect((JSON.parse(text) as CommentList).comments[0].text).toBe(NASTY_TEXT);
  });

  it('uses both buckets and every section', async () => {
    const big = await t.json<CommentList>('/api/json/comments/3600/video/1/1234/1234567.json');
    expect(big.body.comments.map((c) => c.text)).toEqual(['on video 1234567']);
    expect((await t.json<CommentList>('/api/json/comments/3600/user/0/0/1.json')).body.total_count).toBe(1);
    expect((await t.json<CommentList>('/api/json/comments/3600/model/0/0/1.json')).body.total_count).toBe(1);
    expect((await t.json<CommentList>('/api/json/comments/3600/channel/0/0/1.json')).body).toEqual({ comments: [], total_count: 0 });
    expect((await t.json<CommentList>('/api/json/comments/3600/playlist/0/0/1.json')).status).toBe(200);
  });

  it('refuses bad comment paths and hidden objects', async () => {
    await refused('/api/json/comments/3600/video/0/1234/1234567.json', 400, 'invalid_bucket');
    await refused('/api/json/comments/3600/video/1/1/1234567.json', 400, 'invalid_bucket');
    await refused('/api/json/comments/3600/video/0/1/1.json', 400, 'invalid_bucket');
    await refused('/api/json/comments/3600/photo/0/0/1.json', 400, 'invalid_section');
    await refused('/api/json/comments/3600/video/0/0/1.json?count=101', 400, 'invalid_count');
    await refused('/api/json/comments/3600/video/0/0/1.json?count=0', 400, 'invalid_count');
    await refused('/api/json/comments/3600/video/0/0/1.json?page=0', 400, 'invalid_page');
    await refused('/api/json/comments/3600/video/0/0/1.json?page=1&page=2', 400, 'invalid_page');
    await refused('/api/json/comments/3600/video/0/0/999.json', 404, 'video_not_found');
    await refused('/api/json/comments/3600/model/0/0/999.json', 404, 'model_not_found');
    await refused('/api/json/comments/3600/channel/0/0/999.json', 404, 'channel_not_found');
    await refused('/api/json/comments/3600/user/0/0/999.json', 404, 'user_not_found');
    await refused('/api/json/comments/3600/playlist/0/0/999.json', 404, 'playlist_not_found');
    await refused('/api/json/comments/3600/playlist/0/0/2.json', 403, 'no_permission');
  });
});

describe(`playlists and playlist (${engineName()})`, () => {
  it('lists public playlists of the gender', async () => {
    const { body, headers } = await t.json<PlaylistList>('/api/json/playlists/86400/latest-updates/60/all.1.str..json');
    expect(headers.get('cache-control')).toBe('public, max-age=86400');
    expect(body.playlists.map((p) => p.id)).toEqual([1500, 4, 1]);
    expect(body.total_count).toBe(3);
    const alpha = body.playlists[2];
    expect(alpha).toMatchObject({
      playlist_id: 1,
      title: 'Alpha mix',
      user: { user_id: 1, username: 'alice' },
      total_videos: 3,
      is_private: false,
    });
    expect(alpha.thumb).toBe('/media/k2/thumb.jpg');
    expect(alpha.statistics).toMatchObject({ viewed: 40, likes: 1, dislikes: 0, videos: 3 });
    expect(body.playlists[1].thumb).toBe('');
  });

  it('refuses bad playlist list paths', async () => {
    await refused('/api/json/playlists/86400/newest/60/all.1.str..json', 400, 'invalid_sort');
    await refused('/api/json/playlists/86400/latest-updates/5000/all.1.str..json', 400, 'invalid_count');
    await refused('/api/json/playlists/86400/latest-updates/60/all.1.str.json', 400, 'invalid_path');
    await refused('/api/json/playlists/86400/latest-updates/60/mine.1.str..json', 400, 'invalid_section');
    await refused('/api/json/playlists/86400/latest-updates/60/all.1.lesbian..json', 400, 'invalid_gender');
    await refused('/api/json/playlists/86400/latest-updates/60/all.x.str..json', 400, 'invalid_page');
    await refused('/api/json/playlists/86400/latest-updates/60/all.1.str.1.json', 400, 'invalid_object_id');
    await refused('/api/json/playlists/86400/latest-updates/60/user.1.str..json', 400, 'object_id_required');
    await refused('/api/json/playlists/86400/latest-updates/60/user.1.str.bob.json', 400, 'invalid_object_id');
    await refused('/api/json/playlists/86400/latest-updates/60/user.1.str.999.json', 404, 'user_not_found');
    await refused('/api/json/playlists/86400/latest-updates/60/video.1.str.999.json', 404, 'video_not_found');
  });

  it('answers a playlist with its live videos in position order', async () => {
    const { status, body } = await t.json<PlaylistAnswer>('/api/json/playlist/86400/0/1.json');
    expect(status).toBe(200);
    expect(body.playlist.title).toBe('Alpha mix');
    expect(body.videos.map((v) => v.video_id)).toEqual([2, 1]);
    expect(body.videos[0].url).toBe('/video/2/video-2/');
    expect((await t.json<PlaylistAnswer>('/api/json/playlist/86400/1/1500.json')).body.playlist.id).toBe(1500);
  });

  it('refuses private, unknown and misplaced playlists', async () => {
    await refused('/api/json/playlist/86400/0/2.json', 403, 'no_permission');
    await refused('/api/json/playlist/86400/0/999.json', 404, 'playlist_not_found');
    await refused('/api/json/playlist/86400/0/1500.json', 400, 'invalid_bucket');
    await refused('/api/json/playlist/86400/00/1.json', 400, 'invalid_bucket');
  });
});

describe(`subscriptions (${engineName()})`, () => {
  it('resolves each subscription to its object, newest first', async () => {
    const { status, body, headers } = await t.json<SubscriptionList>('/api/json/subscriptions/14400/0/2.json');
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('public, max-age=14400');
    // The private playlist and the missing channel are left out.
    expect(body.total_count).toBe(4);
    expect(body.subscriptions.map((s) => [s.type, s.dir, s.title])).toEqual([
      ['playlist', '1', 'Alpha mix'],
      ['user', '1', 'alice'],
      ['model', 'jane-doe', 'Jane Doe'],
      ['channel', 'acme-studio', 'Acme Studio'],
    ]);
    expect(body.subscriptions[1]).toMatchObject({ object_id: 1, thumb: '/media/avatars/1.jpg', added_date: '2025-03-01 00:00:00' });
  });

  it('refuses bad subscription paths and queries', async () => {
    await refused('/api/json/subscriptions/14400/0/2.json?sort=newest', 400, 'invalid_sort');
    await refused('/api/json/subscriptions/14400/0/2.json?type=video', 400, 'invalid_type');
    await refused('/api/json/subscriptions/14400/1/2.json', 400, 'invalid_bucket');
    await refused('/api/json/subscriptions/14400/0/999.json', 404, 'user_not_found');
    await refused('/api/json/subscriptions/14400/0/2.jsond', 400, 'invalid_extension');
  });

  it('cannot hold a self-subscription: the database refuses it', async () => {
    await expect(t.database.query(`INSERT INTO subscriptions (user_id, type, object_id) VALUES (1, 'user', 1)`)).rejects.toThrow(
      /subscriptions_not_self_ck/,
    );
  });
});
