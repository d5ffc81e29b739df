// @vitest-environment jsdom
// What the player does before the first frame, in jsdom: the media element gets its address and
// goes into the page at once, while the control bar and the bars over the picture wait for the
// first frame (the browser's requestVideoFrameCallback, else loadeddata), the viewer's reach, or
// CONTROLS_LATEST_MS; and a VR video makes no WebGL context before it is played. jsdom plays no
// media: the browser's events and callbacks are dispatched here by hand.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { controlsShown, fileList, fillMediaElement, playersDestroyedAfterEach } from '../test/dom.js';
import { CONTROLS_LATEST_MS } from './constants.js';
import { createFakeClock } from './core/fakeClock.js';
import { fromVideoFiles } from './core/fromVideoFiles.js';
import { createPlayer } from './player.js';
import { injectStyles } from './styles.js';
import type { PlayerOptions } from './playerTypes.js';

beforeAll(() => fillMediaElement());

const players = playersDestroyedAfterEach();

function make(options: Partial<PlayerOptions> = {}) {
  const host = document.createElement('div');
  document.body.append(host);
  const player = createPlayer(host, {
    sources: [{ src: '/media/clip.mp4', type: 'video/mp4' }],
    storage: null,
    pageUrl: 'https://page.example/watch',
    ...options,
  });
  players.push(player);
  return { player, root: player.element };
}

const videoOf = (root: HTMLElement) => root.querySelector('video') as HTMLVideoElement;
const microtasks = async (): Promise<void> => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};
const bar = (root: HTMLElement) => root.querySelector('.reel-bar');

describe('before the first frame', () => {
  it('has the element in the page with its address, and no control bar until loadeddata', async () => {
    const { player, root } = make();
    expect(await player.ready).toBe(true);
    const video = videoOf(root);
    expect(video.isConnected).toBe(true);
    expect(video.getAttribute('src')).toBe('/media/clip.mp4');
    expect(bar(root)).toBeNull();
    expect(root.querySelector('.reel-bigplay')).toBeNull();
    video.dispatchEvent(new Event('loadeddata'));
    await controlsShown(root);
    expect(root.querySelector('.reel-bigplay')).not.toBeNull();
    // Drawn when shown: the time of the video the element reports.
    expect(root.querySelector('.reel-time')?.textContent).toBe('0:00 / 0:00');
  });

  it('gives the element its address before putting it in the page', async () => {
    const src = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'src');
    const connectedAtSrc: boolean[] = [];
    Object.defineProperty(HTMLMediaElement.prototype, 'src', {
      configurable: true,
      get: src?.get,
      set(this: HTMLMediaElement, value: string) {
        connectedAtSrc.push(this.isConnected);
        src?.set?.call(this, value);
      },
    });
    try {
      const { player, root } = make({ autoplay: true });
      expect(await player.ready).toBe(true);
      expect(connectedAtSrc).toEqual([false]);
      expect(videoOf(root).isConnected).toBe(true);
      expect(videoOf(root).getAttribute('src')).toBe('/media/clip.mp4');
    } finally {
      if (src) Object.defineProperty(HTMLMediaElement.prototype, 'src', src);
    }
  });

  it('waits for the first frame the browser presents where it can tell (requestVideoFrameCallback)', async () => {
    const frames: (() => void)[] = [];
    Object.defineProperty(HTMLVideoElement.prototype, 'requestVideoFrameCallback', {
      configurable: true,
      value: (fn: () => void) => frames.push(fn),
    });
    try {
      const { player, root } = make();
      await player.ready;
      videoOf(root).dispatchEvent(new Event('loadeddata'));
      expect(bar(root)).toBeNull();
      expect(frames).toHaveLength(1);
      frames[0]();
      // In a task of its own: the frame's rendering, and the page's own frame callbacks, go first.
      expect(bar(root)).toBeNull();
      await controlsShown(root);
    } finally {
      delete (HTMLVideoElement.prototype as { requestVideoFrameCallback?: unknown }).requestVideoFrameCallback;
    }
  });

  it('shows the controls when the viewer reaches for the player, and after CONTROLS_LATEST_MS at the latest', async () => {
    const reached = make();
    await reached.player.ready;
    reached.root.dispatchEvent(new Event('pointerenter'));
    await controlsShown(reached.root);

    const clock = createFakeClock();
    const waited = make({ clock });
    await waited.player.ready;
    clock.advance(CONTROLS_LATEST_MS - 1);
    expect(bar(waited.root)).toBeNull();
    clock.advance(1);
    await controlsShown(waited.root, clock);
  });

  it('shows the bar with the speed menu and picture-in-picture already in it: nothing in it moves after', async () => {
    const { player, root } = make();
    await player.ready;
    const atShow: string[][] = [];
    const observer = new MutationObserver(() => {
      const shown = bar(root);
      if (shown && atShow.length === 0) atShow.push([...shown.querySelectorAll('.reel-btn')].map((b) => b.className));
    });
    observer.observe(root, { childList: true });
    videoOf(root).dispatchEvent(new Event('loadeddata'));
    await controlsShown(root);
    observer.disconnect();
    expect(atShow[0]).toEqual(expect.arrayContaining([expect.stringContaining('reel-speed'), expect.stringContaining('reel-pip')]));
  });

  it('answers the keyboard before the controls are shown', async () => {
    const { player, root } = make();
    await player.ready;
    const video = videoOf(root);
    root.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', bubbles: true }));
    expect(video.paused).toBe(false);
  });
});

describe('the poster', () => {
  const poster = 'https://cdn.example/poster.jpg';

  it('asked to play, is neither fetched nor drawn before the first frame, and is given to the element after it', async () => {
    const { player, root } = make({ autoplay: true, poster });
    // Synchronously, before any await: nothing with the picture's address is in the player.
    expect(root.querySelector('img')).toBeNull();
    await microtasks();
    const video = videoOf(root);
    expect(video.getAttribute('src')).toBe('/media/clip.mp4');
    expect(video.getAttribute('poster')).toBeNull();
    expect(root.querySelector('img')).toBeNull();
    video.dispatchEvent(new Event('loadeddata'));
    await player.ready;
    await controlsShown(root);
    expect(video.getAttribute('poster')).toBe(poster);
  });

  it('asked to play and refused, is given at once', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(new DOMException('refused', 'NotAllowedError'));
    const { player, root } = make({ autoplay: true, poster });
    const autoplay: unknown[] = [];
    player.on('autoplay', (e) => void autoplay.push(e));
    await player.ready;
    await vi.waitFor(() => expect(autoplay).toEqual([expect.objectContaining({ playing: false })]));
    expect(videoOf(root).getAttribute('poster')).toBe(poster);
    expect(bar(root)).toBeNull();
  });

  it('not asked to play, is shown at once, on the player and on the element', async () => {
    const { player, root } = make({ poster });
    expect(root.querySelector('img.reel-poster')?.getAttribute('src')).toBe(poster);
    await player.ready;
    expect(videoOf(root).getAttribute('poster')).toBe(poster);
  });
});

describe('a VR video', () => {
  it('makes no WebGL context before it is played, and one at the first play', async () => {
    const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const files = fileList(9).map((f) => ({ ...(f as object), vr: '360_mono' }));
    const { player, root } = make({
      sources: undefined,
      video: { video_id: 9, title: 'Nine', dir: 'nine', duration: 95 },
      loadMedia: () => fromVideoFiles(files, { durationS: 95 }),
      // The page's own way to read a text_redirect answer: the signed address itself.
      fetchText: async (url) => url.replace(/[?&]text_redirect=yes$/, ''),
    });
    const errors: unknown[] = [];
    player.on('error', (e) => void errors.push(e));
    expect(await player.ready).toBe(true);
    expect(root.querySelector('.reel-vr-canvas')).toBeNull();
    expect(root.classList.contains('reel-vr')).toBe(false);
    videoOf(root).dispatchEvent(new Event('play'));
    expect(root.querySelector('.reel-vr-canvas')).not.toBeNull();
    await vi.waitFor(() => expect(getContext).toHaveBeenCalledWith('webgl'));
    // jsdom has no WebGL: the flat video stays, and the player says so.
    await vi.waitFor(() => expect(errors).toEqual([expect.objectContaining({ kind: 'vr' })]));
    expect(getContext).toHaveBeenCalledTimes(1);
  });
});

describe("createPlayer's first task", () => {
  const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

  it("sets the element's address and ends: the controls and their rules wait for the first frame", async () => {
    document.head.replaceChildren();
    const { player, root } = make({ autoplay: true });
    await microtasks();
    // A browser asks for the file once the task that set the address is over.
    expect(videoOf(root).getAttribute('src')).toBe('/media/clip.mp4');
    expect(document.getElementById('reel-player-styles')?.textContent).not.toContain('.reel-bar');
    expect(document.getElementById('reel-player-controls-styles')).toBeNull();
    await nextTask();
    await nextTask();
    // Playing, and still nothing of the controls made: no rules, no elements.
    expect(videoOf(root).paused).toBe(false);
    expect(document.getElementById('reel-player-controls-styles')).toBeNull();
    expect(root.querySelector('.reel-bar, .reel-bigplay')).toBeNull();
    videoOf(root).dispatchEvent(new Event('loadeddata'));
    expect(await player.ready).toBe(true);
    await controlsShown(root);
    expect(document.getElementById('reel-player-controls-styles')?.textContent).toContain('.reel-bar{');
  });

  it('makes the controls at once when a method needs them before the first frame', async () => {
    document.head.replaceChildren();
    const { player, root } = make();
    await player.ready;
    expect(document.getElementById('reel-player-controls-styles')).toBeNull();
    expect(player.getCaptions()).toBeNull();
    expect(document.getElementById('reel-player-controls-styles')?.textContent).toContain('.reel-bar{');
    // Made, not yet shown: the bars still wait for the frame.
    expect(bar(root)).toBeNull();
    videoOf(root).dispatchEvent(new Event('loadeddata'));
    await controlsShown(root);
    expect(root.querySelectorAll('.reel-bar')).toHaveLength(1);
  });

  it('gives the controls no second stylesheet when the page injected the whole of PLAYER_CSS itself', async () => {
    document.head.replaceChildren();
    injectStyles(document);
    const { player } = make();
    await player.ready;
    expect([...document.head.querySelectorAll('style')].map((s) => s.id)).toEqual(['reel-player-styles']);
  });

  it('tells the session and its controls what the element did before they existed', async () => {
    const states: string[] = [];
    const { player, root } = make({ autoplay: true });
    player.on('state', (c) => void states.push(c.state));
    await microtasks();
    // The filled-in play() fires play and playing at once: the element plays before the player has
    // a state machine, and so before any state is told.
    expect(videoOf(root).paused).toBe(false);
    expect(states).toEqual([]);
    videoOf(root).dispatchEvent(new Event('loadeddata'));
    await player.ready;
    expect(states.at(-1)).toBe('playing');
    expect(root.dataset.state).toBe('playing');
    await controlsShown(root);
    expect(root.querySelector('.reel-play')?.getAttribute('aria-label')).toBe('Pause');
  });
});
