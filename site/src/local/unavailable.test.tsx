// A browser without IndexedDB (jsdom has none, and none is installed here): the pages show their
// empty lists and the button says the list cannot be kept, and nothing throws.
import { cleanup, render as renderInDom, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { notifications } from '../modals/store';
import { testVideo } from '../watch/testVideo';
import { addToHistory } from '../watch/history';
import HistoryPage from './HistoryPage';
import { localStores } from './stores';
import { WatchLaterButton } from './WatchLaterButton';

afterEach(() => {
  cleanup();
  notifications.set([]);
});

function render(element: ReactNode): void {
  renderInDom(
    <MemoryRouter initialEntries={['/members/5/history/']}>
      <Routes>
        <Route path="/members/:id/history/" element={element} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('without a local database', () => {
  it('keeps no history, quietly', async () => {
    expect('indexedDB' in globalThis).toBe(false);
    expect(await addToHistory(testVideo())).toBe(false);
    expect(await localStores().available()).toBe(false);
  });

  it('shows the history page empty', async () => {
    render(<HistoryPage />);
    expect(await screen.findByText('Your watch history is empty.')).toBeDefined();
  });

  it('tells a Watch later click that this browser keeps no list', async () => {
    render(<WatchLaterButton video={testVideo()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Watch later' }));
    await waitFor(() => expect(notifications.get()).toHaveLength(1));
    expect(notifications.get()[0]).toMatchObject({ type: 'error', text: 'This browser does not let the site keep a Watch later list.' });
  });
});
