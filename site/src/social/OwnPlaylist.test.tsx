// The playlist page: a visitor sees the loader's videos; the owner gets the uncached list (a
// private playlist too) and can remove videos and move them up and down.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../modals/store';
import { Playlist, type PlaylistData } from '../routes/Playlist';
import { setSession, SIGNED_OUT_SESSION } from '../shell/session';
import { testVideo } from '../watch/testVideo';
import { moved } from './OwnPlaylist';
import { answerFetch, restoreFetch, setUpDom } from './testing';

beforeAll(setUpDom);

afterEach(() => {
  cleanup();
  restoreFetch();
  notifications.set([]);
  setSession(SIGNED_OUT_SESSION);
});

const ann = { user_id: 7, username: 'ann' };
const stats = { viewed: 0, likes: 0, dislikes: 0, comments: 0, favourites: 0 };
const playlist = {
  playlist_id: 5,
  id: 5,
  title: 'Evening',
  description: '',
  user: ann,
  total_videos: 3,
  thumb: '',
  post_date: '',
  statistics: stats,
  is_private: false,
};
const videos = [
  testVideo({ video_id: 1, title: 'One' }),
  testVideo({ video_id: 2, title: 'Two' }),
  testVideo({ video_id: 3, title: 'Three' }),
];
/** The titles of the video cards, in order. */
const titles = () =>
  screen.queryAllByRole('article').flatMap((card) =>
    within(card)
      .queryAllByRole('heading')
      .map((h) => h.textContent),
  );

function open(data: PlaylistData): void {
  const router = createMemoryRouter([{ path: '/playlist/:id', loader: () => data, Component: Playlist, hydrateFallbackElement: <p /> }], {
    initialEntries: ['/playlist/5'],
  });
  render(<RouterProvider router={router} />);
}

describe('the playlist page', () => {
  it("shows a visitor the playlist's videos in order, without edit buttons", async () => {
    answerFetch({ 'GET /api/json/comments/': { body: { comments: [], total_count: 0 } } });
    open({ playlist, videos });
    await waitFor(() => expect(titles()).toEqual(['One', 'Two', 'Three']));
    expect(screen.queryByRole('button', { name: /from this playlist$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Move / })).toBeNull();
  });

  it("subscribes a member to someone else's playlist", async () => {
    setSession({ user: { user_id: 8, username: 'bob' } });
    const server = answerFetch({
      'GET /api/json/comments/': { body: { comments: [], total_count: 0 } },
      'POST /api/input.php': { body: { ok: true, statistics: { subscribers: 1 } } },
    });
    open({ playlist, videos });
    await userEvent.click(await screen.findByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('1 subscribers')).toBeDefined();
    expect(server.posts().map((p) => p.form)).toEqual([{ act: 'subscribe', section: 'playlist', object_id: '5' }]);
  });

  it('lets the owner move a video and remove one, each sent to the server', async () => {
    setSession({ user: ann });
    const server = answerFetch({
      'GET /api/playlist.php?playlist_id=5': { body: { playlist: { ...playlist, is_private: true }, videos } },
      'GET /api/json/comments/': { body: { comments: [], total_count: 0 } },
      'POST /api/playlist.php': { body: { ok: true, playlist_id: 5 } },
    });
    open({ playlist: null, videos: [] });
    await waitFor(() => expect(titles()).toEqual(['One', 'Two', 'Three']));
    await userEvent.click(screen.getByRole('button', { name: 'Move Three up' }));
    await waitFor(() => expect(titles()).toEqual(['One', 'Three', 'Two']));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove One from this playlist' })).toHaveProperty('disabled', false));
    await userEvent.click(screen.getByRole('button', { name: 'Remove One from this playlist' }));
    await waitFor(() => expect(titles()).toEqual(['Three', 'Two']));
    expect(server.posts().map((p) => p.form)).toEqual([
      { act: 'order', playlist_id: '5', order: '1,3,2' },
      { act: 'remove', playlist_id: '5', video_id: '1' },
    ]);
    expect(notifications.get().map((n) => n.text)).toEqual(['Playlist order saved', 'Removed from the playlist']);
  });

  it("says a private playlist is not a visitor's to view", async () => {
    open({ playlist: null, videos: [] });
    expect(await screen.findByText(/You do not have permission to view\./)).toBeDefined();
  });

  it('moves within the list only', () => {
    expect(moved(videos, 0, -1)).toBe(videos);
    expect(moved(videos, 0, 1).map((v) => v.video_id)).toEqual([2, 1, 3]);
  });
});
