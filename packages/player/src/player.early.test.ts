// @vitest-environment jsdom
// A player asked to play a file at once starts its element in the call, as a bare <video> would,
// and makes its session (state machine, engine, listeners, controls) after the first frame, or
// sooner when a method, a refused play, the viewer or an error needs it. jsdom plays no media: the
// browser's events are dispatched by hand (loadeddata stands for the first frame, since jsdom has
// no requestVideoFrameCallback).
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { controlsShown, fileList, fillMediaElement, playersDestroyedAfterEach } from '../test/dom.js';
import { createFakeClock } from './core/fakeClock.js';
import { fromVideoFiles } from './core/fromVideoFiles.js';
import type { MetricRecord } from './core/metrics.js';
import { createPlayer } from './player.js';
import type { PlayerOptions } from './playerTypes.js';

beforeAll(() => fillMediaElement());

const players = playersDestroyedAfterEach();

const FILE = '/media/clip.mp4';

function make(options: Partial<PlayerOptions> = {}) {
  const host = document.createElement('div');
  document.body.append(host);
  const player = createPlayer(host, {
    sources: [{ src: FILE, type: 'video/mp4' }],
    autoplay: true,
    storage: null,
    pageUrl: 'https://page.example/watch',
    ...options,
  });
  players.push(player);
  const states: string[] = [];
  player.on('state', (c) => void states.push(c.state));
  let set = false;
  void player.ready.then(() => (set = true));
  return { player, root: player.element, states, isSet: () => set };
}

const videoOf = (root: HTMLElement) => root.querySelector('video') as HTMLVideoElement;
const microtasks = async (): Promise<void> => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
const frame = (root: HTMLElement) => videoOf(root).dispatchEvent(new Event('loadeddata'));

describe('a player asked to play a file at once', () => {
  it('starts its element in the call, and makes its session once the first frame is out', async () => {
    const { player, root, states, isSet } = make();
    await microtasks();
    const video = videoOf(root);
    expect(video.getAttribute('src')).toBe(FILE);
    expect(video.paused).toBe(false);
    expect(video.isConnected).toBe(true);
    await nextTask();
    // No session yet: no state told, none on the root, not ready.
    expect(states).toEqual([]);
    expect(root.dataset.state).toBeUndefined();
    expect(isSet()).toBe(false);
    frame(root);
    expect(await player.ready).toBe(true);
    expect(videoOf(root)).toBe(video);
    expect(states.at(-1)).toBe('playing');
    expect(root.dataset.state).toBe('playing');
    // The frame is out: the controls come with the session.
    await controlsShown(root);
  });

  it('does the same with the file list in the page, on the file the session would pick', async () => {
    const { player, root, states } = make({
      sources: undefined,
      video: { video_id: 7, title: 'Seven', dir: 'seven', duration: 95 },
      loadMedia: () => fromVideoFiles(fileList(7), { durationS: 95 }),
    });
    await microtasks();
    const src = videoOf(root).getAttribute('src');
    expect(src).toMatch(/7/);
    expect(states).toEqual([]);
    frame(root);
    expect(await player.ready).toBe(true);
    expect(player.getState()).toBe('playing');
    expect(videoOf(root).getAttribute('src')).toBe(src);
  });

  it('makes the session at once for a method, which then applies: pause() stops the element', async () => {
    const { player, root, isSet } = make();
    await microtasks();
    player.pause();
    expect(await player.ready).toBe(true);
    expect(isSet()).toBe(true);
    expect(videoOf(root).paused).toBe(true);
    expect(player.getState()).toBe('paused');
  });

  it('makes the session at once when the play is refused, which retries it muted', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play');
    play.mockRejectedValueOnce(new DOMException('refused', 'NotAllowedError'));
    play.mockRejectedValueOnce(new DOMException('refused', 'NotAllowedError'));
    const { player, root } = make();
    const autoplay: unknown[] = [];
    player.on('autoplay', (e) => void autoplay.push(e));
    expect(await player.ready).toBe(true);
    await vi.waitFor(() => expect(autoplay).toEqual([{ muted: true, playing: true }]));
    expect(videoOf(root).muted).toBe(true);
  });

  it('makes the session with its controls when the viewer reaches for the player', async () => {
    const { player, root } = make();
    await microtasks();
    root.dispatchEvent(new Event('pointerenter'));
    expect(await player.ready).toBe(true);
    await controlsShown(root);
  });

  it('times its first frame to the element’s first playing, not to the session', async () => {
    const clock = createFakeClock();
    const records: MetricRecord[] = [];
    const { player, root } = make({ clock, metrics: (r) => void records.push(r) });
    await microtasks();
    clock.advance(300);
    frame(root);
    await player.ready;
    const firstFrame = records.filter((r) => r.kind === 'event' && r.name === 'player_firstframe');
    // The filled-in play() fires playing in the call itself.
    expect(firstFrame).toEqual([expect.objectContaining({ data: { ms: 0 } })]);
  });

  it('destroyed before its first frame, stops the element fetching and makes no session', async () => {
    const { player, root, states } = make();
    await microtasks();
    const video = videoOf(root);
    player.destroy();
    expect(video.getAttribute('src')).toBeNull();
    expect(video.isConnected).toBe(false);
    expect(await player.ready).toBe(false);
    expect(states).toEqual([]);
  });
});

describe('what makes its session in the call, as before', () => {
  const cases: [string, Partial<PlayerOptions>][] = [
    ['not asked to play', { autoplay: false }],
    ['asked to start later in the video', { startTime: 30 }],
    [
      'a VR video',
      {
        sources: undefined,
        loadMedia: () =>
          fromVideoFiles(
            fileList(9).map((f) => ({ ...(f as object), vr: '360_mono' })),
            { durationS: 95 },
          ),
        fetchText: async (url) => url.replace(/[?&]text_redirect=yes$/, ''),
      },
    ],
  ];
  it.each(cases)('%s', async (_, options) => {
    const { player, root, isSet } = make(options);
    await microtasks();
    expect(root.dataset.state).toBeDefined();
    await nextTask();
    expect(isSet()).toBe(true);
    expect(await player.ready).toBe(true);
  });
});
