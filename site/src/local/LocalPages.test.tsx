// The member area's history and watch-later pages and the watch page's Watch later button, on an
// in-memory IndexedDB (fake-indexeddb stands in for the browser's).
import { installMemoryIndexedDB } from '@reel/storage/testing';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications } from '../modals/store';
import { testVideo } from '../watch/testVideo';
import { addToHistory } from '../watch/history';
import { History } from '../routes/History';
import HistoryPage from './HistoryPage';
import { localStores } from './stores';
import WatchLaterPage from './WatchLaterPage';
import { WatchLaterButton } from './WatchLaterButton';
import { watchLaterItem } from './watchLater';

let root: Root | null = null;
let host: HTMLElement;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  window.matchMedia ??= ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
  installMemoryIndexedDB();
});

beforeEach(async () => {
  await localStores().history.clear();
  await localStores().watchLater.clear();
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  host?.remove();
  notifications.set([]);
});

function render(path: string, element: ReactNode, pattern: string): void {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() =>
    root?.render(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={element} />
          <Route path={`${pattern}:page/`} element={element} />
        </Routes>
      </MemoryRouter>,
    ),
  );
}

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    if (check()) return;
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  throw new Error(`not reached: ${host.innerHTML.slice(0, 500)}`);
}

const titles = () => [...host.querySelectorAll('.card__title a')].map((a) => a.textContent);
const button = (name: string) => [...host.querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent) === name);
const click = (name: string) => act(() => button(name)?.click());

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
    expect(host.querySelector('.card__title a')?.getAttribute('href')).toBe('/video/30/video-30/');
    expect(host.querySelector('.pagination a[aria-label="Page 2"]')?.getAttribute('href')).toBe('/members/5/history/2/');
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
    click('Remove “Video 2”');
    await until(() => titles().length === 2);
    expect(titles()).toEqual(['Video 3', 'Video 1']);
    expect((await localStores().history.all()).map((r) => r.video_id)).toEqual([3, 1]);
  });

  it('clears the whole history after asking, then says it is empty', async () => {
    await watch([1, 2]);
    render('/members/5/history/', <HistoryPage />, '/members/:id/history/');
    await until(() => titles().length === 2);
    click('Clear history');
    expect(host.textContent).toContain('Remove every video from this list?');
    click('Yes, clear');
    await until(() => host.textContent?.includes('Your watch history is empty.') ?? false);
    expect(await localStores().history.all()).toEqual([]);
  });

  it('says an empty history is empty', async () => {
    render('/members/5/history/', <HistoryPage />, '/members/:id/history/');
    await until(() => host.textContent?.includes('Your watch history is empty.') ?? false);
    expect(host.querySelector('.local-list__clear')).toBeNull();
  });
});

describe('the /history/ route', () => {
  it('pages with ?page=, under its heading', async () => {
    await watch(Array.from({ length: 26 }, (_, i) => i + 1));
    render('/history/?page=2', <History />, '/history/');
    await until(() => titles().length > 0);
    expect(host.querySelector('h1')?.textContent).toBe('Watch history');
    expect(titles()).toEqual(['Video 2', 'Video 1']);
    expect(host.querySelector('.pagination a[aria-label="Page 1"]')?.getAttribute('href')).toBe('/history/');
    expect(host.querySelector('.pagination a[rel="prev"]')?.getAttribute('href')).toBe('/history/');
  });
});

describe('the watch-later page', () => {
  it('lists the kept videos newest first, each linked to its watch page, and removes one', async () => {
    for (const id of [7, 8]) await localStores().watchLater.add(watchLaterItem(testVideo({ video_id: id, title: `Late Night ${id}` })));
    render('/members/5/watch_later_videos/1/', <WatchLaterPage />, '/members/:id/watch_later_videos/');
    await until(() => titles().length === 2);
    expect(titles()).toEqual(['Late Night 8', 'Late Night 7']);
    expect(host.querySelector('.card__title a')?.getAttribute('href')).toBe('/video/8/late-night-8/');
    expect(host.querySelector('.card__thumb img')?.getAttribute('src')).toBe('/media/42/scr.jpg');
    click('Remove “Late Night 8”');
    await until(() => titles().length === 1);
    expect(await localStores().watchLater.allVideoIds()).toEqual([7]);
  });

  it('says an empty list has no data', async () => {
    render('/members/5/watch_later_videos/', <WatchLaterPage />, '/members/:id/watch_later_videos/');
    await until(() => host.textContent?.includes('There is no data in this list.') ?? false);
  });
});

describe('the Watch later button', () => {
  it('adds the video with a success notice, and a second click says it is already there', async () => {
    render('/video/42/quiet-harbour-42/', <WatchLaterButton video={testVideo()} />, '/video/:id/:dir/');
    click('Watch later');
    await until(() => notifications.get().length === 1);
    expect(notifications.get()[0]).toMatchObject({ type: 'success', text: 'Added to Watch later' });
    await until(() => !button('Watch later')?.disabled);
    click('Watch later');
    await until(() => notifications.get().length === 2);
    expect(notifications.get()[1]).toMatchObject({ type: 'error', text: 'This video is already in Watch later' });
    const [{ id: _id, ...item }] = await localStores().watchLater.all();
    expect(item).toEqual({ duration: '10:05', post_date: '2026-05-16 10:00:00', scr: '/media/42/scr.jpg', title: 'Quiet Harbour', video_id: 42, video_viewed: 1200, sg_id: null });
  });
});
