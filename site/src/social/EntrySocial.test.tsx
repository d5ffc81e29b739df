// A model's and a channel's page: Subscribe in the header (by dir, the count moving on
// success), the model's comments tab and the channel's comments under its info.
import type { Channel, Model } from '@reel/api';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../modals/store';
import type { EntryData } from '../routes/entryLoaders';
import { ChannelPage, ModelPage } from '../routes/Entry';
import { setSession, SIGNED_OUT_SESSION } from '../shell/session';
import { answerFetch, restoreFetch, setUpDom } from './testing';

beforeAll(setUpDom);

afterEach(() => {
  cleanup();
  restoreFetch();
  notifications.set([]);
  setSession(SIGNED_OUT_SESSION);
});

const stats = { viewed: 100, likes: 0, dislikes: 0, comments: 0, favourites: 0, videos: 4, subscribers: 9 };
const career = { start: null, debut_age: null, status: '', end: null };
const info = {
  alias: '',
  age: null,
  birth_date: null,
  race: '',
  career,
  zodiac: '',
  hair: null,
  eye: '',
  tattoo: '',
  piercing: '',
  size_tits: '',
  measurements: '',
  height: null,
  weight: null,
  added_date: '',
};
const model: Model = {
  model_id: 12,
  dir: 'mia-stone',
  title: 'Mia Stone',
  gender: 2,
  description: '',
  thumb: '',
  statistics: stats,
  info,
  toptn: 0,
};
const channel: Channel = {
  channel_id: 3,
  dir: 'harbour-films',
  title: 'Harbour Films',
  title2: '',
  url: '',
  description: '',
  logo: '',
  thumb: '',
  statistics: stats,
  post_date: '',
  toptn: 0,
};

function open<T>(Component: () => React.JSX.Element, path: string, data: EntryData<T>) {
  const router = createMemoryRouter([{ path: '/:kind/:dir/*', loader: () => data, Component, hydrateFallbackElement: <p /> }], {
    initialEntries: [path],
  });
  return render(<RouterProvider router={router} />);
}

const tabData = <T,>(entry: T, tab: EntryData<T>['tab']): EntryData<T> => ({ entry, tab, sort: 'latest-updates', videos: null });

describe('model and channel pages', () => {
  it("subscribes a member to a model by dir and moves the header's count", async () => {
    setSession({ user: { user_id: 7, username: 'ann' } });
    const server = answerFetch({ 'POST /api/input.php': { body: { ok: true, statistics: { subscribers: 10 } } } });
    open(ModelPage, '/pornstar/mia-stone/info/', tabData(model, 'info'));
    expect(await screen.findByText('9 subscribers')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('10 subscribers')).toBeDefined();
    expect(server.posts().map((p) => p.form)).toEqual([{ act: 'subscribe', section: 'model', object_id: 'mia-stone' }]);
  });

  it("shows a member's subscription as the page opens, with the count of their own uncached list", async () => {
    setSession({ user: { user_id: 7, username: 'ann' } });
    const subscription = {
      subscription_id: 1,
      type: 'channel',
      object_id: 3,
      dir: 'harbour-films',
      title: 'Harbour Films',
      thumb: '',
      statistics: { ...stats, subscribers: 10 },
      added_date: '',
    };
    const server = answerFetch({ 'GET /api/json/subscriptions/0/': { body: { subscriptions: [subscription], total_count: 1 } } });
    // The channel's own answer is cached from before the member subscribed: 9.
    open(ChannelPage, '/pornsite/harbour-films/info/', tabData(channel, 'info'));
    expect(await screen.findByRole('button', { name: 'Subscribed', pressed: true })).toBeDefined();
    expect(await screen.findByText('10 subscribers')).toBeDefined();
    expect(server.sent[0].url).toBe('/api/json/subscriptions/0/0/7.jsond?type=channel&page=1&count=60');
    expect(server.posts()).toEqual([]);
  });

  it("shows the model's comments on the comments tab and a channel's under its info", async () => {
    const comment = {
      comment_id: 1,
      object_id: 12,
      section: 'model',
      user: { user_id: 8, username: 'bob' },
      avatar: '',
      text: 'Great',
      post_date: '2026-05-16 10:00:00',
      likes: 0,
      dislikes: 0,
    };
    const server = answerFetch({ 'GET /api/json/comments/': { body: { comments: [comment], total_count: 1 } } });
    const performer = open(ModelPage, '/pornstar/mia-stone/comments/', tabData(model, 'comments'));
    expect(await screen.findByText('Great')).toBeDefined();
    expect(screen.getByText('Please login or register to post comments')).toBeDefined();
    performer.unmount();
    open(ChannelPage, '/pornsite/harbour-films/info/', tabData(channel, 'info'));
    expect(await screen.findByRole('region', { name: /^Comments/ })).toBeDefined();
    await waitFor(() =>
      expect(server.sent.map((s) => s.url)).toEqual([
        '/api/json/comments/3600/model/0/0/12.json',
        '/api/json/comments/3600/channel/0/0/3.json',
      ]),
    );
  });
});
