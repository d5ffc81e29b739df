// The watch page's player area: the deleted notice without a player, and words for a failed file list.
import { cleanup, render as renderInDom, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteConfig } from '../config';
import { answerWith, restoreFetch, setCookie } from '../members/testFetch';
import { testProfile } from '../members/testProfile';
import { resetSessionBoot, UID_COOKIE } from '../shell/session';
import { testVideo } from './testVideo';
import { WatchPlayer } from './WatchPlayer';

const realPreroll = siteConfig.preroll;
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  restoreFetch();
  setCookie(UID_COOKIE, null);
  resetSessionBoot();
  siteConfig.preroll = realPreroll;
});

function render(element: React.ReactNode) {
  return renderInDom(<MemoryRouter>{element}</MemoryRouter>);
}

// The player is built once the poster has been painted (a frame, then a task) and its core comes by
// import: a region of its own, named after the video.
const player = () => screen.queryByRole('region', { name: /^Video player: / });

describe('the watch page player area', () => {
  it('shows the deleted notice and makes no player for status 5', () => {
    const { container } = render(<WatchPlayer video={testVideo({ status_id: 5 })} related={[]} files={null} />);
    expect(screen.getByText('Video has been recently deleted')).toBeDefined();
    // The way on: the player's search link for the video's title.
    const search = screen.getByRole('link', { name: 'Search for similar videos' });
    expect(search.getAttribute('href')).toBe(`/search/1/?s=${encodeURIComponent(testVideo({ status_id: 5 }).title)}`);
    expect(player()).toBeNull();
    expect(container.querySelector('video')).toBeNull();
  });

  it('shows the poster until the player is built', async () => {
    render(<WatchPlayer video={testVideo({ scr: '/media/1/scr.jpg' })} related={[]} files={new Promise(() => undefined)} />);
    const area = screen.getByRole('region', { name: 'Video player' });
    expect(within(area).getByRole('presentation').getAttribute('src')).toBe('/media/1/scr.jpg');
    expect(player()).toBeNull();
    await waitFor(() => expect(player()).not.toBeNull());
    // The page's poster is gone: the one picture left is the player's own.
    expect(within(area).getByRole('presentation')).toBe(within(player()!).getByRole('presentation'));
  });

  it('says the video cannot be played when the file list is an error answer', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const files = Promise.resolve({ error: true as const, code: 'video_not_found' });
    const { container } = render(<WatchPlayer video={testVideo()} related={[]} files={files} />);
    expect(await screen.findByText(/This video cannot be played right now/)).toBeDefined();
    expect(container.querySelector('video')).toBeNull();
    expect(logged).toHaveBeenCalled();
  });
});

describe('the preroll on the watch page', () => {
  const PREROLL = { engine: 'vast' as const, tags: ['https://ads.example/vast.xml'], stats_url: '', out_name: 'reel', cisai: '7' };
  // The player's preroll overlay: a layer over the picture that waits for the click.
  const overlay = (container: HTMLElement) => container.querySelector('.reel-ad-overlay');

  // One playable file: the player sets itself up (and its preroll) once it has the file list.
  const FILES = [
    {
      video_url: '/get_file/42/sd.mp4',
      format: '_sd.mp4',
      vr: '',
      timelines_count: 0,
      timelines_interval: 0,
      timelines_url: '',
      duration: 605,
    },
  ];

  async function builtPlayer() {
    const files = Promise.resolve(FILES);
    const view = render(<WatchPlayer video={testVideo()} related={[]} files={files} />);
    await waitFor(() => expect(player()).not.toBeNull());
    await waitFor(() => expect(view.container.querySelector('video')).not.toBeNull());
    return view.container;
  }

  it('gives a visitor the configured preroll and asks for no advert before the click', async () => {
    siteConfig.preroll = PREROLL;
    const seen = answerWith(() => undefined);
    const container = await builtPlayer();
    await waitFor(() => expect(overlay(container)).not.toBeNull());
    expect(seen.filter((r) => r.path.endsWith('vast.xml'))).toEqual([]);
  });

  it('gives a signed-in member no preroll', async () => {
    siteConfig.preroll = PREROLL;
    setCookie(UID_COOKIE, '7');
    answerWith(() => ({ status: 200, body: { user: testProfile({ user_id: 7, username: 'anna' }) } }));
    const container = await builtPlayer();
    expect(overlay(container)).toBeNull();
  });

  it('has no preroll when none is configured', async () => {
    siteConfig.preroll = null;
    const container = await builtPlayer();
    expect(overlay(container)).toBeNull();
  });
});
