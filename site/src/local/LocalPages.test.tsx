// The member area's history and watch-later pages and the watch page's Watch later button, on an
// in-memory IndexedDB (fake-indexeddb stands in for the browser's).
import { installMemoryIndexedDB } from '@reel/storage/testing';
import { cleanup, render as renderInDom, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications } from '../modals/store';
import { testVideo } from '../watch/testVideo';
import { addToHistory } from '../watch/history';
import { History } from '../routes/History';
import { WatchLater } from '../routes/WatchLater';
import HistoryPage from './HistoryPage';
import { localStores } from './stores';
import WatchLaterPage from './WatchLaterPage';
import { WatchLaterButton } from './WatchLaterButton';
import { watchLaterItem } from './watchLater';

beforeAll(() => {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
  installMemoryIndexedDB();
});

beforeEach(async () => {
  await localStores().history.clear();
  await localStores().watchLater.clear();
});

afterEach(() => {
  cleanup();
  notifications.set([]);
});

function render(path: string, element: ReactNode, pattern: string): void {
  renderInDom(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={pattern} element={element} />
        <Route path={`${pattern}:page/`} element={element} />
      </Routes>
    </MemoryRouter>,
  );
}

/** Waits (the local database answers asynchronously) until `check` holds. */
const until = (check: () => boolean) => waitFor(() => expect(check()).toBe(true));

const cards = () => screen.queryAllByRole('article');
// Card titles by their words (every test's videos are named so): a role query per card is slow.
const titles = () => screen.queryAllByText(/^(Video|Late Night) \d+$/).map((title) => title.textContent);
const titleLink = (card: HTMLElement) => within(within(card).getByRole('heading')).getByRole('link');
const button = (name: string) => screen.queryByRole<HTMLButtonElement>('button', { name });
const click = (name: string) => userEvent.click(button(name)!);
const pageLink = (name: string) => within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('link', { name });

async function watch(ids: number[]): Promise<void> {
  for (const id of ids) await addToHistory(testVideo({ video_id: id, dir: `video-${id}`, title: `Video ${id}` }));
}

describe('the history page', () => {
  it('shows 24 videos a page, newest first, with numbered pages', async () => {
    await watch(Array.from({ length: 30 }, (_, i) => i + 1));
    render('/members/5/history/', <HistoryPage />, '/members/:id/history/');
    await until(() => titles().length > 0);
    expect(titles()).toHaveLength(24);
    expect(titles().slice(0, 2)).toEqual(['Video 30', 'Video 29']);
    expect(titleLink(cards()[0]).getAttribute('href')).toBe('/video/30/video-30/');
    expect(pageLink('Page 2').getAttribute('href')).toBe('/members/5/history/2/');
  });

  it('shows the rest on page 2', async () => {
    await watch(Array.from({ length: 30 }, (_, i) => i + 1));
    render('/members/5/history/2/', <HistoryPage />, '/members/:id/history/');
    await until(() => titles().length > 0);
    expect(titles()).toEqual(['Video 6', 'Video 5', 'Video 4', 'Video 3', 'Video 2', 'Video 1']);
  });

  it('removes one video with its delete button', async () => {
    await watch([1, 2, 3]);
    render('/members/5/history/', <HistoryPage />, '/members/:id/history/');
    await until(() => titles().length === 3);
    await click('Remove “Video 2”');
    await until(() => titles().length === 2);
    expect(titles()).toEqual(['Video 3', 'Video 1']);
    expect((await localStores().history.all()).map((r) => r.video_id)).toEqual([3, 1]);
  });

  it('clears the whole history after asking, then says it is empty', async () => {
    await watch([1, 2]);
    render('/members/5/history/', <HistoryPage />, '/members/:id/history/');
    await until(() => titles().length === 2);
    await click('Clear history');
    expect(within(screen.getByRole('group', { name: 'Clear history' })).getByText('Remove every video from this list?')).toBeDefined();
    await click('Yes, clear');
    expect(await screen.findByText('Your watch history is empty.')).toBeDefined();
    expect(await localStores().history.all()).toEqual([]);
  });

  it('says an empty history is empty', async () => {
    render('/members/5/history/', <HistoryPage />, '/members/:id/history/');
    expect(await screen.findByText('Your watch history is empty.')).toBeDefined();
    expect(button('Clear history')).toBeNull();
  });
});

describe('the /history/ route', () => {
  it('pages with ?page=, under its heading', async () => {
    await watch(Array.from({ length: 26 }, (_, i) => i + 1));
    render('/history/?page=2', <History />, '/history/');
    await until(() => titles().length > 0);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Watch history');
    expect(titles()).toEqual(['Video 2', 'Video 1']);
    expect(pageLink('Page 1').getAttribute('href')).toBe('/history/');
    expect(pageLink('Back').getAttribute('href')).toBe('/history/');
  });
});

describe('the /watch-later/ route', () => {
  it('lists what this browser keeps under its heading, with no sign-in, paging with ?page=', async () => {
    for (let id = 1; id <= 26; id++)
      await localStores().watchLater.add(watchLaterItem(testVideo({ video_id: id, title: `Late Night ${id}` })));
    render('/watch-later/?page=2', <WatchLater />, '/watch-later/');
    await until(() => titles().length > 0);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Watch later');
    expect(titles()).toEqual(['Late Night 2', 'Late Night 1']);
    expect(pageLink('Page 1').getAttribute('href')).toBe('/watch-later/');
  });
});

describe('the watch-later page', () => {
  it('lists the kept videos newest first, each linked to its watch page, and removes one', async () => {
    for (const id of [7, 8]) await localStores().watchLater.add(watchLaterItem(testVideo({ video_id: id, title: `Late Night ${id}` })));
    render('/members/5/watch_later_videos/1/', <WatchLaterPage />, '/members/:id/watch_later_videos/');
    await until(() => titles().length === 2);
    expect(titles()).toEqual(['Late Night 8', 'Late Night 7']);
    expect(titleLink(cards()[0]).getAttribute('href')).toBe('/video/8/late-night-8/');
    // The thumbnail repeats the title link for the pointer only, hidden from assistive technology.
    expect(within(cards()[0]).getByRole('presentation', { hidden: true }).getAttribute('src')).toBe('/media/42/scr.jpg');
    await click('Remove “Late Night 8”');
    await until(() => titles().length === 1);
    expect(await localStores().watchLater.allVideoIds()).toEqual([7]);
  });

  it('says an empty list has no data', async () => {
    render('/members/5/watch_later_videos/', <WatchLaterPage />, '/members/:id/watch_later_videos/');
    expect(await screen.findByText('There is no data in this list.')).toBeDefined();
  });
});

describe('the Watch later button', () => {
  it('adds the video with a success notice, and a second click says it is already there', async () => {
    render('/video/42/quiet-harbour-42/', <WatchLaterButton video={testVideo()} />, '/video/:id/:dir/');
    await click('Watch later');
    await until(() => notifications.get().length === 1);
    expect(notifications.get()[0]).toMatchObject({ type: 'success', text: 'Added to Watch later' });
    await until(() => !button('Watch later')?.disabled);
    await click('Watch later');
    await until(() => notifications.get().length === 2);
    expect(notifications.get()[1]).toMatchObject({ type: 'error', text: 'This video is already in Watch later' });
    const [{ id: _id, ...item }] = await localStores().watchLater.all();
    expect(item).toEqual({
      duration: '10:05',
      post_date: '2026-05-16 10:00:00',
      scr: '/media/42/scr.jpg',
      title: 'Quiet Harbour',
      video_id: 42,
      video_viewed: 1200,
      sg_id: null,
    });
  });
});
