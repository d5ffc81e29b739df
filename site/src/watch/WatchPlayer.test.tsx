// The watch page's player area: the deleted notice without a player, and words for a failed file list.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testVideo } from './testVideo';
import { WatchPlayer } from './WatchPlayer';

let root: Root | null = null;
let host: HTMLElement;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  host?.remove();
  vi.restoreAllMocks();
});

async function render(element: React.ReactNode): Promise<void> {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => root?.render(<MemoryRouter>{element}</MemoryRouter>));
}

/**
 * Lets time pass inside act until `check` holds (at most 2 s). The player is built once the poster
 * has been painted (a frame, then a task) and its core comes by import: with no gap between the acts,
 * every such update is React's to flush, never one outside act.
 */
async function settleUntil(check: () => boolean): Promise<void> {
  for (let waitedMs = 0; !check() && waitedMs < 2000; waitedMs += 20) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
  }
}

describe('the watch page player area', () => {
  it('shows the deleted notice and makes no player for status 5', async () => {
    await render(<WatchPlayer video={testVideo({ status_id: 5 })} related={[]} files={null} />);
    expect(host.textContent).toContain('Video has been recently deleted');
    expect(host.querySelector('.reel-player, video')).toBeNull();
  });

  it('shows the poster until the player is built', async () => {
    await render(<WatchPlayer video={testVideo({ scr: '/media/1/scr.jpg' })} related={[]} files={new Promise(() => undefined)} />);
    expect(host.querySelector('.watch-player__poster img')?.getAttribute('src')).toBe('/media/1/scr.jpg');
    expect(host.querySelector('.reel-player')).toBeNull();
    await settleUntil(() => host.querySelector('.reel-player') !== null);
    expect(host.querySelector('.reel-player')).not.toBeNull();
    expect(host.querySelector('.watch-player__poster')).toBeNull();
  });

  it('says the video cannot be played when the file list is an error answer', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const files = Promise.resolve({ error: true as const, code: 'video_not_found' });
    await render(<WatchPlayer video={testVideo()} related={[]} files={files} />);
    await settleUntil(() => host.querySelector('.watch-player__failure') !== null);
    expect(host.querySelector('.watch-player__failure')?.textContent).toContain('This video cannot be played right now');
    expect(host.querySelector('video')).toBeNull();
    expect(logged).toHaveBeenCalled();
  });
});
