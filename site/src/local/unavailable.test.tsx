// A browser without IndexedDB (jsdom has none, and none is installed here): the pages show their
// empty lists and the button says the list cannot be kept, and nothing throws.
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../modals/store';
import { testVideo } from '../watch/testVideo';
import { addToHistory } from '../watch/history';
import HistoryPage from './HistoryPage';
import { localStores } from './stores';
import { WatchLaterButton } from './WatchLaterButton';

let root: Root | null = null;
let host: HTMLElement;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
  notifications.set([]);
});

function render(element: ReactNode): void {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() =>
    root?.render(
      <MemoryRouter initialEntries={['/members/5/history/']}>
        <Routes>
          <Route path="/members/:id/history/" element={element} />
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
  throw new Error(`not reached: ${host.innerHTML.slice(0, 300)}`);
}

describe('without a local database', () => {
  it('keeps no history, quietly', async () => {
    expect('indexedDB' in globalThis).toBe(false);
    expect(await addToHistory(testVideo())).toBe(false);
    expect(await localStores().available()).toBe(false);
  });

  it('shows the history page empty', async () => {
    render(<HistoryPage />);
    await until(() => host.textContent?.includes('Your watch history is empty.') ?? false);
  });

  it('tells a Watch later click that this browser keeps no list', async () => {
    render(<WatchLaterButton video={testVideo()} />);
    act(() => host.querySelector('button')?.click());
    await until(() => notifications.get().length === 1);
    expect(notifications.get()[0]).toMatchObject({ type: 'error', text: 'This browser does not let the site keep a Watch later list.' });
  });
});
