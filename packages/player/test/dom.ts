// A player in jsdom for the controls' tests. jsdom has no media playback: the few browser
// behaviours the player relies on are filled in here (never our own code) so its real logic runs.
import { afterEach, vi } from 'vitest';
import type { FakeClock } from '../src/core/fakeClock.js';
import { fromVideoFiles } from '../src/core/fromVideoFiles.js';
import type { FromVideoFilesOptions } from '../src/core/videoFiles.js';
import { createPlayer } from '../src/player.js';
import type { Player, PlayerOptions } from '../src/playerTypes.js';

/**
 * play/pause/load report "not implemented" in jsdom; a browser also runs the load algorithm when
 * `src` is set, which puts playbackRate back to defaultPlaybackRate (HTML, "media element load
 * algorithm"). The filled play() also fires play/playing, as the element would once frames flow.
 * An element with an address reports NETWORK_LOADING, as a browser's does while it fetches.
 */
export function fillMediaElement(win: Window & typeof globalThis = window): void {
  const proto = win.HTMLMediaElement.prototype;
  const resetRate = (el: HTMLMediaElement) => {
    el.playbackRate = el.defaultPlaybackRate;
  };
  Object.defineProperty(proto, 'play', {
    configurable: true,
    writable: true,
    value(this: HTMLMediaElement) {
      Object.defineProperty(this, 'paused', { configurable: true, value: false });
      this.dispatchEvent(new win.Event('play'));
      this.dispatchEvent(new win.Event('playing'));
      return Promise.resolve();
    },
  });
  Object.defineProperty(proto, 'pause', {
    configurable: true,
    writable: true,
    value(this: HTMLMediaElement) {
      Object.defineProperty(this, 'paused', { configurable: true, value: true });
      this.dispatchEvent(new win.Event('pause'));
    },
  });
  Object.defineProperty(proto, 'load', {
    configurable: true,
    writable: true,
    value(this: HTMLMediaElement) {
      resetRate(this);
    },
  });
  Object.defineProperty(proto, 'networkState', {
    configurable: true,
    get(this: HTMLMediaElement) {
      return this.getAttribute('src') ? 2 : 0;
    },
  });
  Object.defineProperty(proto, 'src', {
    configurable: true,
    get(this: HTMLMediaElement) {
      return this.getAttribute('src') ?? '';
    },
    set(this: HTMLMediaElement, value: string) {
      this.setAttribute('src', value);
      resetRate(this);
    },
  });
}

/** A file list as GET /api/videofile.php answers it: SD and HD mp4s of a 95 s video. */
export function fileList(videoId: number | string): unknown[] {
  const file = (name: string) => ({
    video_url: `https://cdn.example.test/videos/${videoId}/${name}`,
    format: name.replace(String(videoId), ''),
    vr: '',
    timelines_count: 0,
    timelines_interval: 0,
    timelines_url: '',
    duration: 95,
  });
  return [file(`${videoId}_sd.mp4`), file(`${videoId}.mp4`)];
}

/** The list a test file keeps its players in: after each test they are destroyed, the page is
 * emptied and every spy is restored, so no test sees another's player or mock. */
export function playersDestroyedAfterEach(): Player[] {
  const players: Player[] = [];
  afterEach(() => {
    players.splice(0).forEach((p) => p.destroy());
    document.body.replaceChildren();
    vi.restoreAllMocks();
  });
  return players;
}

export interface Mounted {
  player: Player;
  root: HTMLElement;
  video: HTMLVideoElement;
  /** Every event of the player, in order. */
  events: { name: string; payload: unknown }[];
}

const EVENTS = ['ratechange', 'pip', 'quality', 'state'] as const;

/** A set-up player in a fresh container; no storage and no page address of the host. */
export async function mountPlayer(options: Partial<PlayerOptions> = {}, files: FromVideoFilesOptions = {}): Promise<Mounted> {
  const container = document.createElement('div');
  document.body.append(container);
  const player = createPlayer(container, {
    video: { video_id: 7, title: 'Clip seven', dir: 'clip-seven', duration: 95, thumbsrc: '/media/7.jpg' },
    loadMedia: () => fromVideoFiles(fileList(7), { durationS: 95, ...files }),
    storage: null,
    pageUrl: 'https://reel.example.test/video/7/clip-seven/',
    ...options,
  });
  const events: Mounted['events'] = [];
  for (const name of EVENTS) player.on(name, (payload) => events.push({ name, payload }));
  await player.ready;
  const video = player.element.querySelector('video');
  if (!video) throw new Error('no <video> after setup');
  // jsdom loads no media: this is the browser's word that the first frame's data is in, after
  // which the player puts its controls on the picture.
  video.dispatchEvent(new Event('loadeddata'));
  const fake = options.clock && 'advance' in options.clock ? (options.clock as FakeClock) : undefined;
  await controlsShown(player.element, fake);
  return { player, root: player.element, video, events };
}

/** Resolves once the player's controls are on screen (they come in a task after the first frame,
 * with the extras' chunk). */
export async function controlsShown(root: HTMLElement, clock?: Pick<FakeClock, 'advance'>, timeoutMs = 2000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!root.querySelector('.reel-bar')) {
    if (Date.now() > until) throw new Error('the controls were not shown');
    // The player's own zero timeouts between the steps, on a fake clock.
    clock?.advance(0);
    await new Promise((r) => setTimeout(r, 0));
  }
}

/** Lets dynamic imports and promise chains settle. */
export async function settle(rounds = 5): Promise<void> {
  for (let i = 0; i < rounds; i++) await new Promise((r) => setTimeout(r, 0));
}

/** Waits for an element of the player that a lazy chunk adds. */
export async function lazyElement<E extends Element>(root: ParentNode, selector: string, timeoutMs = 5000): Promise<E> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = root.querySelector<E>(selector);
    if (found) return found;
    if (Date.now() > until) throw new Error(`${selector} never appeared`);
    await new Promise((r) => setTimeout(r, 10));
  }
}
