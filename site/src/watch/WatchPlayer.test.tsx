// The watch page's player area: the deleted notice without a player, and words for a failed file list.
import { cleanup, render as renderInDom, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testVideo } from './testVideo';
import { WatchPlayer } from './WatchPlayer';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function render(element: React.ReactNode) {
  return renderInDom(<MemoryRouter>{element}</MemoryRouter>);
}

// The player is built once the poster has been painted (a frame, then a task) and its core comes by
// import: a region of its own, named after the video.
const player = () => screen.queryByRole('region', { name: /^Video player: / });
const WITHIN_2_S = { timeout: 2000 };

describe('the watch page player area', () => {
  it('shows the deleted notice and makes no player for status 5', () => {
    const { container } = render(<WatchPlayer video={testVideo({ status_id: 5 })} related={[]} files={null} />);
    expect(screen.getByText('Video has been recently deleted')).toBeDefined();
    expect(player()).toBeNull();
    expect(container.querySelector('video')).toBeNull();
  });

  it('shows the poster until the player is built', async () => {
    render(<WatchPlayer video={testVideo({ scr: '/media/1/scr.jpg' })} related={[]} files={new Promise(() => undefined)} />);
    const area = screen.getByRole('region', { name: 'Video player' });
    expect(within(area).getByRole('presentation').getAttribute('src')).toBe('/media/1/scr.jpg');
    expect(player()).toBeNull();
    await waitFor(() => expect(player()).not.toBeNull(), WITHIN_2_S);
    // The page's poster is gone: the one picture left is the player's own.
    expect(within(area).getByRole('presentation')).toBe(within(player()!).getByRole('presentation'));
  });

  it('says the video cannot be played when the file list is an error answer', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const files = Promise.resolve({ error: true as const, code: 'video_not_found' });
    const { container } = render(<WatchPlayer video={testVideo()} related={[]} files={files} />);
    expect(await screen.findByText(/This video cannot be played right now/, undefined, WITHIN_2_S)).toBeDefined();
    expect(container.querySelector('video')).toBeNull();
    expect(logged).toHaveBeenCalled();
  });
});
