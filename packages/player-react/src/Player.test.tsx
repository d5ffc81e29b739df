import { StrictMode, createRef } from 'react';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MetricRecord, PlayerVideo } from '@reel/player';
import { Player, PlayerProvider, usePlayer, usePlayerState, type PlayerHandle } from './index.js';
import { loadMedia, fillMediaElement } from './test/setup.js';

beforeAll(fillMediaElement);
afterEach(cleanup);

const video = (id: number, extra: Partial<PlayerVideo> = {}): PlayerVideo => ({
  video_id: id,
  title: `Video ${id}`,
  dir: `video-${id}`,
  duration: 95,
  ...extra,
});
// No host storage or page address: the test owns every input.
const base = { loadMedia, storage: null, pageUrl: 'https://reel.example.test/videos/1/video-1/' };

const videos = (root: ParentNode) => root.querySelectorAll('video');
async function oneVideo(root: ParentNode): Promise<HTMLVideoElement> {
  await waitFor(() => expect(videos(root)).toHaveLength(1));
  return videos(root)[0];
}

function StateLabel() {
  const state = usePlayerState();
  const player = usePlayer();
  return (
    <output data-testid="state" data-has-player={String(player !== null)}>
      {state}
    </output>
  );
}

describe('<Player>', () => {
  it('renders its container and the core creates a <video> inside after effects', async () => {
    const { container } = render(<Player {...base} video={video(1)} className="watch" />);
    const outer = container.querySelector('.reel-player-react.watch');
    expect(outer).not.toBeNull();
    const el = await oneVideo(container);
    expect(outer!.querySelector('.reel-player-host .reel-player')!.contains(el)).toBe(true);
    // The placeholder is gone once the player exists.
    expect(container.querySelector('.reel-player-placeholder')).toBeNull();
  });

  it('StrictMode double mount ends with exactly one live player; the first is destroyed', async () => {
    const { createPlayer } = await import('@reel/player');
    expect(typeof createPlayer).toBe('function');
    const ref = createRef<PlayerHandle>();
    const seen: string[] = [];
    const { container } = render(
      <StrictMode>
        <Player {...base} ref={ref} video={video(1)} metrics={(r: MetricRecord) => void seen.push(r.name)} />
      </StrictMode>,
    );
    await oneVideo(container);
    // Exactly one core root: the first player's root was removed by its destroy().
    expect(container.querySelectorAll('.reel-player')).toHaveLength(1);
    expect(ref.current).not.toBeNull();
    expect(typeof ref.current!.getState()).toBe('string');
    expect(ref.current!.player).not.toBeNull();
    expect(ref.current!.player!.element.isConnected).toBe(true);
    // Let a setup still in flight finish: a destroyed first player must not add a second <video>.
    await new Promise((r) => setTimeout(r, 20));
    expect(videos(container)).toHaveLength(1);
  });

  it("destroys the first StrictMode player: two cores made, the first one's root removed", async () => {
    // Watch the core's own roots come and go (destroy() removes its root from the container).
    const added: Element[] = [];
    const removed: Element[] = [];
    const observer = new MutationObserver((records) => {
      for (const r of records) {
        for (const n of r.addedNodes) if (n instanceof Element && n.classList.contains('reel-player')) added.push(n);
        for (const n of r.removedNodes) if (n instanceof Element && n.classList.contains('reel-player')) removed.push(n);
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const ref = createRef<PlayerHandle>();
    const { container } = render(
      <StrictMode>
        <Player {...base} ref={ref} video={video(1)} />
      </StrictMode>,
    );
    await oneVideo(container);
    await new Promise((r) => setTimeout(r, 0));
    observer.disconnect();
    expect(added).toHaveLength(2);
    expect(removed).toEqual([added[0]]);
    expect(added[0].isConnected).toBe(false);
    expect(ref.current!.player!.element).toBe(added[1]);
    expect(container.querySelectorAll('.reel-player')).toHaveLength(1);
    expect(await ref.current!.ready).toBe(true);
  });

  it('unmount removes the <video> and the ref answers idle', async () => {
    const ref = createRef<PlayerHandle>();
    const { container, unmount } = render(<Player {...base} ref={ref} video={video(1)} />);
    const el = await oneVideo(container);
    const handle = ref.current!;
    unmount();
    expect(el.isConnected).toBe(false);
    expect(videos(document)).toHaveLength(0);
    expect(handle.player).toBeNull();
    expect(handle.getState()).toBe('idle');
    expect(handle.getPlaybackRate()).toBe(1);
    expect(handle.getCaptions()).toBeNull();
  });

  it('forwards the speed to the live player', async () => {
    const ref = createRef<PlayerHandle>();
    const { container } = render(<Player {...base} ref={ref} video={video(1)} />);
    const el = await oneVideo(container);
    await ref.current!.ready;
    ref.current!.setPlaybackRate(1.5);
    expect(ref.current!.getPlaybackRate()).toBe(1.5);
    expect(ref.current!.player!.getPlaybackRate()).toBe(1.5);
    expect(el.playbackRate).toBe(1.5);
  });

  it('rebuilds on a new video_id but not on an unrelated prop change', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const { container, rerender } = render(<Player {...base} video={video(1)} metrics={first} />);
    const el1 = await oneVideo(container);

    // A new metrics sink (and a new video object with the same id): same player, same element.
    rerender(<Player {...base} video={video(1, { title: 'Video 1 renamed' })} metrics={second} />);
    await new Promise((r) => setTimeout(r, 20));
    expect(videos(container)[0]).toBe(el1);
    // ...and the new sink is the one in use (read through a ref).
    const calls = first.mock.calls.length;
    act(() => void el1.dispatchEvent(new Event('playing')));
    expect(second).toHaveBeenCalled();
    expect(first.mock.calls.length).toBe(calls);

    rerender(<Player {...base} video={video(2)} metrics={second} />);
    await waitFor(() => expect(videos(container)[0]).toBeDefined());
    await waitFor(() => expect(videos(container)[0]).not.toBe(el1));
    expect(videos(container)).toHaveLength(1);
    expect(el1.isConnected).toBe(false);
  });

  it('rebuilds when embed changes', async () => {
    const { container, rerender } = render(<Player {...base} video={video(1)} />);
    const el1 = await oneVideo(container);
    rerender(<Player {...base} video={video(1)} embed />);
    await waitFor(() => expect(container.querySelector('.reel-player.reel-embed video')).not.toBeNull());
    expect(videos(container)).toHaveLength(1);
    expect(videos(container)[0]).not.toBe(el1);
  });

  it("shows the core's deleted notice for status_id 5, with no <video>", async () => {
    const files = vi.fn(loadMedia);
    const { container } = render(<Player {...base} loadMedia={files} video={video(9, { status_id: 5 })} />);
    await screen.findByText('Video has been recently deleted');
    expect(videos(container)).toHaveLength(0);
    expect(files).not.toHaveBeenCalled();
  });
});

describe('hooks', () => {
  it('usePlayer is null outside a player; usePlayerState is idle', () => {
    render(<StateLabel />);
    expect(screen.getByTestId('state').textContent).toBe('idle');
    expect(screen.getByTestId('state').dataset.hasPlayer).toBe('false');
  });

  it('children of <Player> get the instance and the state the core emits', async () => {
    const { container } = render(
      <StrictMode>
        <Player {...base} video={video(1)}>
          <StateLabel />
        </Player>
      </StrictMode>,
    );
    const el = await oneVideo(container);
    await waitFor(() => expect(screen.getByTestId('state').dataset.hasPlayer).toBe('true'));
    expect(screen.getByTestId('state').textContent).toBe('idle');
    act(() => void el.dispatchEvent(new Event('playing')));
    expect(screen.getByTestId('state').textContent).toBe('playing');
    act(() => void el.dispatchEvent(new Event('pause')));
    expect(screen.getByTestId('state').textContent).toBe('paused');
  });

  it('a <PlayerProvider> shares the player with siblings of <Player>', async () => {
    const { container } = render(
      <PlayerProvider>
        <Player {...base} video={video(1)} />
        <StateLabel />
      </PlayerProvider>,
    );
    const el = await oneVideo(container);
    await waitFor(() => expect(screen.getByTestId('state').dataset.hasPlayer).toBe('true'));
    act(() => void el.dispatchEvent(new Event('playing')));
    expect(screen.getByTestId('state').textContent).toBe('playing');
  });
});
