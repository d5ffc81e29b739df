// <Player>'s event props and the ref's listeners: called with the player's events, kept from before
// the player exists, and read through a ref so a new callback does not rebuild the player.
import { createRef, useLayoutEffect, useRef } from 'react';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PlayerVideo, StateChange } from '@reel/player';
import { Player, type PlayerHandle, type PlayerProps } from './index.js';
import { eventOfProp } from './eventProps.js';
import { fillMediaElement, loadMedia } from './test/setup.js';

beforeAll(fillMediaElement);
afterEach(cleanup);

const video: PlayerVideo = { video_id: 1, title: 'Video 1', dir: 'video-1', duration: 95 };
const base = { loadMedia, storage: null, pageUrl: 'https://reel.example.test/videos/1/video-1/', video };

async function oneVideo(root: ParentNode): Promise<HTMLVideoElement> {
  await waitFor(() => expect(root.querySelectorAll('video')).toHaveLength(1));
  return root.querySelector('video')!;
}

describe('event props', () => {
  it("calls onPlay, onPause, onTimeUpdate and onReady with the player's payloads", async () => {
    const onPlay = vi.fn();
    const onPause = vi.fn();
    const onTimeUpdate = vi.fn();
    const onReady = vi.fn();
    const { container } = render(<Player {...base} onPlay={onPlay} onPause={onPause} onTimeUpdate={onTimeUpdate} onReady={onReady} />);
    const el = await oneVideo(container);
    await waitFor(() => expect(onReady).toHaveBeenCalledTimes(1));
    expect(onReady.mock.calls[0][0]).toMatchObject({ durationS: expect.any(Number) });
    act(() => void el.dispatchEvent(new Event('play')));
    expect(onPlay).toHaveBeenCalledTimes(1);
    expect(onPlay.mock.calls[0][0]).toMatchObject({ input: 'play', state: 'buffering' });
    act(() => void el.dispatchEvent(new Event('timeupdate')));
    expect(onTimeUpdate).toHaveBeenCalledWith(expect.objectContaining({ currentTime: expect.any(Number) }));
    act(() => void el.dispatchEvent(new Event('playing')));
    act(() => void el.dispatchEvent(new Event('pause')));
    expect(onPause).toHaveBeenCalledTimes(1);
    expect(onPlay).toHaveBeenCalledTimes(1);
  });

  it('a new callback is called instead of the old one, and the player is not rebuilt', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const ref = createRef<PlayerHandle>();
    const { container, rerender } = render(<Player {...base} ref={ref} onPlay={first} />);
    const el = await oneVideo(container);
    const player = ref.current!.player;
    rerender(<Player {...base} ref={ref} onPlay={second} />);
    await new Promise((r) => setTimeout(r, 20));
    expect(container.querySelector('video')).toBe(el);
    expect(ref.current!.player).toBe(player);
    act(() => void el.dispatchEvent(new Event('play')));
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
  });

  it('an event prop given after the first render listens from then on', async () => {
    const onEnded = vi.fn();
    const { container, rerender } = render(<Player {...base} />);
    const el = await oneVideo(container);
    rerender(<Player {...base} onEnded={onEnded} />);
    act(() => void el.dispatchEvent(new Event('ended')));
    expect(onEnded).toHaveBeenCalledWith({ video_id: 1 });
  });

  it('derives the prop names from the event map, both ways', () => {
    expect(eventOfProp('onPlay')).toBe('play');
    expect(eventOfProp('onTimeUpdate')).toBe('timeupdate');
    expect(eventOfProp('onQualityChange')).toBe('quality');
    expect(eventOfProp('onTimeupdate')).toBeNull();
    expect(eventOfProp('loadMedia')).toBeNull();
    expect(eventOfProp('onQuality')).toBeNull();
  });

  it('types each prop with its event payload', () => {
    const props: PlayerProps = {
      onPlay: (change: StateChange) => void change.previous,
      onTimeUpdate: ({ currentTime, duration }) => void (currentTime + duration),
      onQualityChange: ({ quality, previous }) => void [quality, previous],
      // @ts-expect-error onEnded's payload is { video_id }, not a number
      onEnded: (seconds: number) => void seconds.toFixed(),
    };
    expect(Object.keys(props)).toHaveLength(4);
  });
});

describe("the ref's on()", () => {
  it('keeps a listener added before the player exists and attaches it when the player is made', async () => {
    const played: string[] = [];
    // A layout effect of the parent runs once the ref is set and before <Player>'s effects make the
    // core player.
    function Page() {
      const ref = useRef<PlayerHandle>(null);
      useLayoutEffect(() => {
        expect(ref.current!.player).toBeNull();
        return ref.current!.on('play', (change) => void played.push(change.state));
      }, []);
      return <Player {...base} ref={ref} />;
    }
    const { container } = render(<Page />);
    const el = await oneVideo(container);
    act(() => void el.dispatchEvent(new Event('play')));
    expect(played).toEqual(['buffering']);
  });

  it('keeps its listeners across a rebuild for a new video, until unsubscribed', async () => {
    const ref = createRef<PlayerHandle>();
    const ended = vi.fn();
    const { container, rerender } = render(<Player {...base} ref={ref} />);
    const el1 = await oneVideo(container);
    const off = ref.current!.on('ended', ended);
    rerender(<Player {...base} ref={ref} video={{ ...video, video_id: 2 }} />);
    await waitFor(() => expect(container.querySelector('video')).not.toBe(el1));
    const el2 = await oneVideo(container);
    act(() => void el2.dispatchEvent(new Event('ended')));
    expect(ended).toHaveBeenCalledWith({ video_id: 2 });
    off();
    act(() => void el2.dispatchEvent(new Event('ended')));
    expect(ended).toHaveBeenCalledTimes(1);
  });
});
