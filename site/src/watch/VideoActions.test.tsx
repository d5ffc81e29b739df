// A visitor's like, dislike and Favorite ask for a log-in and send nothing; Report opens Contact us.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeModal, modalState, notifications } from '../modals/store';
import { testVideo } from './testVideo';
import { VideoActions } from './VideoActions';

let root: Root | null = null;
let host: HTMLElement;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  host?.remove();
  closeModal();
  notifications.set([]);
  vi.restoreAllMocks();
});

function render(): void {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() => root?.render(<MemoryRouter><VideoActions video={testVideo()} /></MemoryRouter>));
}

const button = (name: RegExp) => [...host.querySelectorAll('button')].find((b) => name.test(b.getAttribute('aria-label') ?? ''));

describe('the actions under the player, for a visitor', () => {
  it('opens the Login modal for like, dislike and Favorite, with the log-in notice, and sends nothing', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    render();
    for (const name of [/^Like/, /^Dislike/, /^Favorite$/]) {
      closeModal();
      act(() => button(name)?.click());
      expect(modalState.get()?.name).toBe('Login');
    }
    expect(notifications.get().map((n) => n.text)).toContain('Please log in to complete this action');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(button(/^Like/)?.getAttribute('aria-label')).toBe('Like: 10 likes');
  });

  it('opens Contact us for Report, naming the video, and links Download to the download page', () => {
    render();
    act(() => button(/^Report$/)?.click());
    expect(modalState.get()).toMatchObject({ name: 'ContactUs', params: { subject: 'Report: Quiet Harbour (video 42)' } });
    expect(host.querySelector('a.watch-action')?.getAttribute('href')).toBe('/download?video=42');
  });
});
