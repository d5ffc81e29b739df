// The member area's social pages on `fetch` test doubles: lists with delete buttons on the member's
// own thumbnails (none on subscriptions, which have Unsubscribe), 'You do not have permission to
// view.' on no_permission, friend requests, wall posts and messages.
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../modals/store';
import { setSession, SIGNED_OUT_SESSION } from '../../shell/session';
import { answerFetch, buttonNamed, cleanUp, click, renderAt, setUpDom, submit, type } from '../../social/testing';
import { testVideo } from '../../watch/testVideo';
import FavouritesPage from './FavouritesPage';
import FriendsPage from './FriendsPage';
import MessagesPage from './MessagesPage';
import PlaylistsPage from './PlaylistsPage';
import SubscriptionsPage from './SubscriptionsPage';
import WallPage from './WallPage';

beforeAll(setUpDom);

afterEach(() => {
  cleanUp();
  notifications.set([]);
  setSession(SIGNED_OUT_SESSION);
});

const ann = { user_id: 7, username: 'ann' };
const bob = { user_id: 8, username: 'bob' };
const shown = () => notifications.get().map((n) => n.text);
const page = (element: ReactNode, path: string, tab: string) => renderAt(element, path, `/members/:id/${tab}/`);
const stats = { viewed: 0, likes: 0, dislikes: 0, comments: 0, favourites: 0, videos: 3 };

describe('favourite videos', () => {
  it("lists the member's own favourites (uncached) with a delete button that unfavourites", async () => {
    setSession({ user: ann });
    let videos = [testVideo({ video_id: 1, title: 'One' }), testVideo({ video_id: 2, title: 'Two' })];
    const server = answerFetch({
      'GET /api/json/videos2/': () => ({ body: { videos, total_count: videos.length, page: 1, count: 24 } }),
      'POST /api/input.php': (sent) => {
        videos = videos.filter((v) => v.video_id !== Number(sent.form.object_id));
        return { body: { ok: true, statistics: { favourites: 0 } } };
      },
    });
    const host = await page(<FavouritesPage />, '/members/7/favourite-videos/1/', 'favourite-videos');
    expect(server.sent[0].url).toBe('/api/json/videos2/0/str/latest-updates/24/favourites.7.1.all...jsond');
    await click(buttonNamed(host, /^Remove One from favourites$/));
    expect(server.posts().map((p) => p.form)).toEqual([{ act: 'unfavourite', section: 'video', object_id: '1' }]);
    expect(shown()).toEqual(['Removed from your favourites']);
    expect([...host.querySelectorAll('.card__title')].map((e) => e.textContent)).toEqual(['Two']);
  });

  it("shows another member's favourites without delete buttons, and the refusal in words", async () => {
    setSession({ user: ann });
    answerFetch({ 'GET /api/json/videos2/': { body: { videos: [testVideo()], total_count: 1, page: 1, count: 24 } } });
    let host = await page(<FavouritesPage />, '/members/8/favourite-videos/1/', 'favourite-videos');
    expect(host.querySelector('.card')).not.toBeNull();
    expect(host.querySelector('.social-deletable__button')).toBeNull();
    cleanUp();
    answerFetch({ 'GET /api/json/videos2/': { status: 403, body: { error: true, code: 'no_permission' } } });
    host = await page(<FavouritesPage />, '/members/8/favourite-videos/1/', 'favourite-videos');
    expect(host.textContent).toContain('You do not have permission to view.');
  });

  it('numbers the pages of a long list', async () => {
    setSession({ user: ann });
    answerFetch({ 'GET /api/json/videos2/': { body: { videos: [testVideo()], total_count: 50, page: 2, count: 24 } } });
    const host = await page(<FavouritesPage />, '/members/7/favourite-videos/2/', 'favourite-videos');
    expect(host.querySelector('.pagination [aria-current=page]')?.textContent).toBe('2');
    expect(host.querySelector('.pagination a[rel=next]')?.getAttribute('href')).toBe('/members/7/favourite-videos/3/');
  });
});

describe('subscriptions', () => {
  it('offers Unsubscribe on each item and no thumbnail delete', async () => {
    setSession({ user: ann });
    const server = answerFetch({
      'GET /api/json/subscriptions/': {
        body: { subscriptions: [{ subscription_id: 4, type: 'channel', object_id: 3, dir: 'harbour-films', title: 'Harbour Films', thumb: '', statistics: stats, added_date: '' }], total_count: 1 },
      },
      'POST /api/input.php': { body: { ok: true, statistics: { subscribers: 0 } } },
    });
    const host = await page(<SubscriptionsPage />, '/members/7/subscriptions/1/', 'subscriptions');
    expect(server.sent[0].url).toBe('/api/json/subscriptions/0/0/7.jsond?page=1&count=60');
    expect(host.querySelector('.social-deletable__button')).toBeNull();
    expect(host.querySelector('a[href="/pornsite/harbour-films/"]')).not.toBeNull();
    await click(buttonNamed(host, /^Unsubscribe from Harbour Films$/));
    expect(server.posts().map((p) => p.form)).toEqual([{ act: 'unsubscribe', section: 'channel', object_id: '3' }]);
    expect(shown()).toEqual(['You are unsubscribed']);
  });
});

describe('playlists', () => {
  it('lists the own playlists (private ones too), makes a new one and deletes one', async () => {
    setSession({ user: ann });
    const playlist = { playlist_id: 5, id: 5, title: 'Evening', description: '', user: ann, total_videos: 2, thumb: '', post_date: '', statistics: stats, is_private: true };
    const server = answerFetch({
      'GET /api/playlist.php': { body: { playlists: [playlist], total_count: 1 } },
      'POST /api/playlist.php': { body: { ok: true, playlist_id: 6 } },
    });
    const host = await page(<PlaylistsPage />, '/members/7/playlists/1/', 'playlists');
    expect(server.sent[0].url).toBe('/api/playlist.php?page=1');
    expect(host.querySelector('a[href="/playlist/5"]')).not.toBeNull();
    await type(host.querySelector('form input'), 'Late');
    await submit(host.querySelector('form'));
    await click(buttonNamed(host, /^Delete Evening$/));
    expect(server.posts().map((p) => p.form)).toEqual([{ act: 'create', title: 'Late' }, { act: 'delete', playlist_id: '5' }]);
    expect(shown()).toEqual(['Playlist “Late” created', 'Playlist deleted']);
  });

  it("reads another member's public playlists from the catalogue call, without edit controls", async () => {
    setSession({ user: ann });
    const server = answerFetch({ 'GET /api/json/playlists/': { body: { playlists: [], total_count: 0 } } });
    const host = await page(<PlaylistsPage />, '/members/8/playlists/1/', 'playlists');
    expect(server.sent[0].url).toBe('/api/json/playlists/0/latest-updates/60/user.1.str.8.jsond');
    expect(host.querySelector('form')).toBeNull();
    expect(host.textContent).toContain('There is no data in this list.');
  });
});

describe('friends', () => {
  it("sends a friend request from another member's page once", async () => {
    setSession({ user: ann });
    const server = answerFetch({ 'GET /api/json/members/': { body: { members: [], total_count: 0 } }, 'POST /api/friends.php': { body: { ok: true, status: 'pending' } } });
    const host = await page(<FriendsPage />, '/members/8/friends/1/', 'friends');
    await click(buttonNamed(host, /^Add to friends$/));
    expect(server.posts().map((p) => p.form)).toEqual([{ act: 'request', user_id: '8' }]);
    expect(buttonNamed(host, /^Friend request sent$/)?.hasAttribute('disabled')).toBe(true);
  });

  it('accepts a received request and removes a friend on the own page', async () => {
    setSession({ user: ann });
    const friend = { ...bob, about_me: '', description: '', country: '', city: '', gender: null, age: null, birth_date: null, relationship: null, orientation: null, education: '', website: '', occupation: '', interests: '', avatar: '', cover: '', added_date: '', statistics: stats };
    const server = answerFetch({
      'GET /api/friends.php': { body: { requests: [{ user: { user_id: 9, username: 'cy' }, avatar: '', direction: 'in', post_date: '' }], total_count: 1 } },
      'GET /api/json/members/': { body: { members: [friend], total_count: 1 } },
      'POST /api/friends.php': { body: { ok: true, status: 'accepted' } },
    });
    const host = await page(<FriendsPage />, '/members/7/friends/1/', 'friends');
    expect(buttonNamed(host, /^Add to friends$/)).toBeUndefined();
    await click(buttonNamed(host, /^Accept cy$/));
    await click(buttonNamed(host, /^Remove bob from friends$/));
    expect(server.posts().map((p) => p.form)).toEqual([{ act: 'accept', user_id: '9' }, { act: 'remove', user_id: '8' }]);
    expect(shown()).toEqual(['You are now friends', 'Removed from friends']);
  });
});

describe('wall and messages', () => {
  it('posts on a wall and deletes a post there', async () => {
    setSession({ user: ann });
    const post = { post_id: 3, wall_user_id: 7, user: bob, avatar: '', text: '<script>x</script>', post_date: '2026-05-16 10:00:00' };
    const server = answerFetch({ 'GET /api/wall.php': { body: { posts: [post], total_count: 1 } }, 'POST /api/wall.php': { body: { ok: true } } });
    const host = await page(<WallPage />, '/members/7/wall/1/', 'wall');
    expect(server.sent[0].url).toBe('/api/wall.php?user_id=7&page=1');
    expect(host.querySelector('.social-post__text')?.textContent).toBe('<script>x</script>');
    await type(host.querySelector('textarea'), 'Hello');
    await submit(host.querySelector('form'));
    await click(buttonNamed(host, /^Delete this post$/));
    expect(server.posts().map((p) => p.form)).toEqual([{ user_id: '7', text: 'Hello' }, { act: 'delete', post_id: '3' }]);
  });

  it('lists conversations, opens one and sends a message', async () => {
    setSession({ user: ann });
    const message = { message_id: 1, user: bob, to_user_id: 7, text: 'Hi ann', post_date: '2026-05-16 10:00:00', read_date: '' };
    const server = answerFetch({
      'GET /api/messages.php?user_id=8': { body: { user: bob, messages: [message], total_count: 1 } },
      'GET /api/messages.php': { body: { conversations: [{ user: bob, avatar: '', text: 'Hi ann', post_date: message.post_date, from_me: false, unread: 1 }], total_count: 1 } },
      'POST /api/messages.php': { body: { ok: true, message } },
    });
    const host = await page(<MessagesPage />, '/members/7/messages/', 'messages');
    await click(buttonNamed(host, /^bob/));
    expect(host.textContent).toContain('Conversation with bob');
    expect(host.textContent).toContain('Hi ann');
    await type(host.querySelector('textarea'), 'Hi bob');
    await submit(host.querySelector('form'));
    expect(server.posts().map((p) => p.form)).toEqual([{ to_user_id: '8', text: 'Hi bob' }]);
    expect(shown()).toEqual(['Message sent']);
  });

  it("says another member's messages are not for the viewer", async () => {
    setSession({ user: ann });
    answerFetch({ 'GET /api/messages.php': { status: 403, body: { error: true, code: 'no_permission' } } });
    const host = await page(<MessagesPage />, '/members/8/messages/', 'messages');
    expect(host.textContent).toContain('You do not have permission to view.');
  });
});
