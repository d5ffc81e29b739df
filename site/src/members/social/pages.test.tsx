// The member area's social pages on `fetch` test doubles: lists with delete buttons on the member's
// own thumbnails (none on subscriptions, which have Unsubscribe), 'You do not have permission to
// view.' on no_permission, friend requests, wall posts and messages.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../modals/store';
import { setSession, SIGNED_OUT_SESSION } from '../../shell/session';
import { stubDialog } from '../../report/testing';
import { answerFetch, cleanUp, renderAt, setUpDom } from '../../social/testing';
import { testVideo } from '../../watch/testVideo';
import FavouritesPage from './FavouritesPage';
import FriendsPage from './FriendsPage';
import MessagesPage from './MessagesPage';
import PlaylistsPage from './PlaylistsPage';
import SubscriptionsPage from './SubscriptionsPage';
import WallPage from './WallPage';

beforeAll(() => {
  setUpDom();
  stubDialog();
});

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
/** The titles of the video cards, in order. */
const titles = () =>
  screen.queryAllByRole('article').flatMap((card) =>
    within(card)
      .queryAllByRole('heading')
      .map((h) => h.textContent),
  );
const press = async (name: string | RegExp) => userEvent.click(await screen.findByRole('button', { name }));
/** Types into the labelled field and presses the form's button, as a member does. */
async function fill(label: string, text: string, button: string): Promise<void> {
  await userEvent.type(screen.getByRole('textbox', { name: label }), text);
  await userEvent.click(screen.getByRole('button', { name: button }));
}

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
    await page(<FavouritesPage />, '/members/7/favourite-videos/1/', 'favourite-videos');
    expect(server.sent[0].url).toBe('/api/json/videos2/0/str/latest-updates/24/favourites.7.1.all...jsond');
    await press('Remove One from favourites');
    await waitFor(() => expect(titles()).toEqual(['Two']));
    expect(server.posts().map((p) => p.form)).toEqual([{ act: 'unfavourite', section: 'video', object_id: '1' }]);
    expect(shown()).toEqual(['Removed from your favourites']);
  });

  it("shows another member's favourites without delete buttons, and the refusal in words", async () => {
    setSession({ user: ann });
    answerFetch({ 'GET /api/json/videos2/': { body: { videos: [testVideo()], total_count: 1, page: 1, count: 24 } } });
    await page(<FavouritesPage />, '/members/8/favourite-videos/1/', 'favourite-videos');
    expect(await screen.findByRole('heading', { name: 'Quiet Harbour' })).toBeDefined();
    expect(screen.queryByRole('button', { name: /^Remove .* from favourites$/ })).toBeNull();
    cleanUp();
    answerFetch({ 'GET /api/json/videos2/': { status: 403, body: { error: true, code: 'no_permission' } } });
    await page(<FavouritesPage />, '/members/8/favourite-videos/1/', 'favourite-videos');
    expect(await screen.findByText(/You do not have permission to view\./)).toBeDefined();
  });

  it('numbers the pages of a long list', async () => {
    setSession({ user: ann });
    answerFetch({ 'GET /api/json/videos2/': { body: { videos: [testVideo()], total_count: 50, page: 2, count: 24 } } });
    await page(<FavouritesPage />, '/members/7/favourite-videos/2/', 'favourite-videos');
    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByText('2').getAttribute('aria-current')).toBe('page');
    expect(within(pages).getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/members/7/favourite-videos/3/');
  });
});

describe('subscriptions', () => {
  it('offers Unsubscribe on each item and no thumbnail delete', async () => {
    setSession({ user: ann });
    const server = answerFetch({
      'GET /api/json/subscriptions/': {
        body: {
          subscriptions: [
            {
              subscription_id: 4,
              type: 'channel',
              object_id: 3,
              dir: 'harbour-films',
              title: 'Harbour Films',
              thumb: '',
              statistics: stats,
              added_date: '',
            },
          ],
          total_count: 1,
        },
      },
      'POST /api/input.php': { body: { ok: true, statistics: { subscribers: 0 } } },
    });
    await page(<SubscriptionsPage />, '/members/7/subscriptions/1/', 'subscriptions');
    expect(server.sent[0].url).toBe('/api/json/subscriptions/0/0/7.jsond?page=1&count=60');
    expect((await screen.findByRole('link', { name: 'Harbour Films' })).getAttribute('href')).toBe('/pornsite/harbour-films/');
    expect(screen.queryByRole('button', { name: /^(Remove|Delete) / })).toBeNull();
    await press('Unsubscribe from Harbour Films');
    await waitFor(() => expect(shown()).toEqual(['You are unsubscribed']));
    expect(server.posts().map((p) => p.form)).toEqual([{ act: 'unsubscribe', section: 'channel', object_id: '3' }]);
  });
});

describe('playlists', () => {
  it('lists the own playlists (private ones too), makes a new one and deletes one', async () => {
    setSession({ user: ann });
    const playlist = {
      playlist_id: 5,
      id: 5,
      title: 'Evening',
      description: '',
      user: ann,
      total_videos: 2,
      thumb: '',
      post_date: '',
      statistics: stats,
      is_private: true,
    };
    const server = answerFetch({
      'GET /api/playlist.php': { body: { playlists: [playlist], total_count: 1 } },
      'POST /api/playlist.php': { body: { ok: true, playlist_id: 6 } },
    });
    await page(<PlaylistsPage />, '/members/7/playlists/1/', 'playlists');
    expect(server.sent[0].url).toBe('/api/playlist.php?page=1');
    expect((await screen.findByRole('link', { name: /Evening/ })).getAttribute('href')).toBe('/playlist/5');
    await fill('Title of a new playlist', 'Late', 'Create playlist');
    await waitFor(() => expect(shown()).toEqual(['Playlist “Late” created']));
    await press('Delete Evening');
    await waitFor(() => expect(shown()).toEqual(['Playlist “Late” created', 'Playlist deleted']));
    expect(server.posts().map((p) => p.form)).toEqual([
      { act: 'create', title: 'Late' },
      { act: 'delete', playlist_id: '5' },
    ]);
  });

  it("reads another member's public playlists from the catalogue call, without edit controls", async () => {
    setSession({ user: ann });
    const server = answerFetch({ 'GET /api/json/playlists/': { body: { playlists: [], total_count: 0 } } });
    await page(<PlaylistsPage />, '/members/8/playlists/1/', 'playlists');
    expect(server.sent[0].url).toBe('/api/json/playlists/0/latest-updates/60/user.1.str.8.jsond');
    expect(await screen.findByText('There is no data in this list.')).toBeDefined();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('friends', () => {
  it("sends a friend request from another member's page once", async () => {
    setSession({ user: ann });
    const server = answerFetch({
      'GET /api/json/members/': { body: { members: [], total_count: 0 } },
      'POST /api/friends.php': { body: { ok: true, status: 'pending' } },
    });
    await page(<FriendsPage />, '/members/8/friends/1/', 'friends');
    await press('Add to friends');
    expect((await screen.findByRole('button', { name: 'Friend request sent' })).hasAttribute('disabled')).toBe(true);
    expect(server.posts().map((p) => p.form)).toEqual([{ act: 'request', user_id: '8' }]);
  });

  it('accepts a received request and removes a friend on the own page', async () => {
    setSession({ user: ann });
    const friend = {
      ...bob,
      about_me: '',
      description: '',
      country: '',
      city: '',
      gender: null,
      age: null,
      birth_date: null,
      relationship: null,
      orientation: null,
      education: '',
      website: '',
      occupation: '',
      interests: '',
      avatar: '',
      cover: '',
      added_date: '',
      statistics: stats,
    };
    const server = answerFetch({
      'GET /api/friends.php': {
        body: { requests: [{ user: { user_id: 9, username: 'cy' }, avatar: '', direction: 'in', post_date: '' }], total_count: 1 },
      },
      'GET /api/json/members/': { body: { members: [friend], total_count: 1 } },
      'POST /api/friends.php': { body: { ok: true, status: 'accepted' } },
    });
    await page(<FriendsPage />, '/members/7/friends/1/', 'friends');
    await press('Accept cy');
    await waitFor(() => expect(shown()).toEqual(['You are now friends']));
    expect(screen.queryByRole('button', { name: 'Add to friends' })).toBeNull();
    await press('Remove bob from friends');
    await waitFor(() => expect(shown()).toEqual(['You are now friends', 'Removed from friends']));
    expect(server.posts().map((p) => p.form)).toEqual([
      { act: 'accept', user_id: '9' },
      { act: 'remove', user_id: '8' },
    ]);
  });
});

describe('wall and messages', () => {
  it('posts on a wall and deletes a post there', async () => {
    setSession({ user: ann });
    const post = { post_id: 3, wall_user_id: 7, user: bob, avatar: '', text: '<script>x</script>', post_date: '2026-05-16 10:00:00' };
    const server = answerFetch({
      'GET /api/wall.php': { body: { posts: [post], total_count: 1 } },
      'POST /api/wall.php': { body: { ok: true } },
    });
    await page(<WallPage />, '/members/7/wall/1/', 'wall');
    expect(server.sent[0].url).toBe('/api/wall.php?user_id=7&page=1');
    expect(await screen.findByText('<script>x</script>')).toBeDefined();
    await fill('Write on the wall', 'Hello', 'Post');
    await waitFor(() => expect(server.posts()).toHaveLength(1));
    await press('Delete this post');
    await waitFor(() =>
      expect(server.posts().map((p) => p.form)).toEqual([
        { user_id: '7', text: 'Hello' },
        { act: 'delete', post_id: '3' },
      ]),
    );
  });

  it("offers Report on others' wall posts, not the reader's own, and reports the post by its id", async () => {
    setSession({ user: ann });
    const theirs = { post_id: 3, wall_user_id: 7, user: bob, avatar: '', text: 'Buy now', post_date: '2026-05-16 10:00:00' };
    const mine = { ...theirs, post_id: 4, user: ann, text: 'My own words' };
    const server = answerFetch({
      'GET /api/wall.php': { body: { posts: [theirs, mine], total_count: 2 } },
      'POST /api/report.php': { body: { ok: true, report_id: 1 } },
    });
    await page(<WallPage />, '/members/7/wall/1/', 'wall');
    await screen.findByText('Buy now');
    expect(screen.getAllByRole('button', { name: /^Report/ }).map((b) => b.getAttribute('aria-label'))).toEqual(['Report the post by bob']);
    await press('Report the post by bob');
    const dialog = await screen.findByRole('dialog', { name: 'Report this wall post' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Spam or scam' }));
    await userEvent.type(within(dialog).getByLabelText('Details (optional)'), 'Advert');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Thank you. A moderator will look at it.')).toBeDefined();
    expect(server.posts().map((p) => p.form)).toEqual([
      { target_type: 'wall', target_id: '3', reason: 'spam', details: 'Advert', email: '' },
    ]);
  });

  it('lists conversations, opens one and sends a message', async () => {
    setSession({ user: ann });
    const message = { message_id: 1, user: bob, to_user_id: 7, text: 'Hi ann', post_date: '2026-05-16 10:00:00', read_date: '' };
    const server = answerFetch({
      'GET /api/messages.php?user_id=8': { body: { user: bob, messages: [message], total_count: 1 } },
      'GET /api/messages.php': {
        body: {
          conversations: [{ user: bob, avatar: '', text: 'Hi ann', post_date: message.post_date, from_me: false, unread: 1 }],
          total_count: 1,
        },
      },
      'POST /api/messages.php': { body: { ok: true, message } },
    });
    await page(<MessagesPage />, '/members/7/messages/', 'messages');
    await press(/^bob/);
    const conversation = await screen.findByRole('region', { name: 'Conversation with bob' });
    expect(await within(conversation).findByText('Hi ann')).toBeDefined();
    await fill('Your message', 'Hi bob', 'Send');
    await waitFor(() => expect(shown()).toEqual(['Message sent']));
    expect(server.posts().map((p) => p.form)).toEqual([{ to_user_id: '8', text: 'Hi bob' }]);
  });

  it("says another member's messages are not for the viewer", async () => {
    setSession({ user: ann });
    answerFetch({ 'GET /api/messages.php': { status: 403, body: { error: true, code: 'no_permission' } } });
    await page(<MessagesPage />, '/members/8/messages/', 'messages');
    expect(await screen.findByText(/You do not have permission to view\./)).toBeDefined();
  });
});
