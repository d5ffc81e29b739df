// @vitest-environment jsdom
// The adopt option: a page's own <video> (the server renders one that starts loading before the
// scripts) taken over by the player. jsdom loads no media, so the element's network and ready
// states a browser would report are set on it here; what is checked is what the player does with
// them: the same element in the player, its address left alone when it is the one chosen (setting
// it again would start the download over), a different one loaded, and a playing element's state.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fillMediaElement, playersDestroyedAfterEach } from '../test/dom.js';
import { createPlayer } from './player.js';
import type { PlayerOptions } from './playerTypes.js';

const NETWORK_LOADING = 2;
const HAVE_METADATA = 1;
const HAVE_ENOUGH_DATA = 4;
const SRC = '/get_file/1/abc/9.mp4';

beforeAll(() => fillMediaElement());

const players = playersDestroyedAfterEach();

/** A server-rendered element as the browser has it after parsing: its address set, loading. */
function pageVideo(o: { src?: string; readyState?: number; playing?: boolean; autoplay?: boolean } = {}) {
  const video = document.createElement('video');
  video.setAttribute('src', o.src ?? SRC);
  if (o.autoplay) video.setAttribute('autoplay', '');
  video.setAttribute('style', 'position:absolute');
  Object.defineProperty(video, 'networkState', { configurable: true, value: NETWORK_LOADING });
  Object.defineProperty(video, 'readyState', { configurable: true, value: o.readyState ?? HAVE_METADATA });
  Object.defineProperty(video, 'paused', { configurable: true, value: !o.playing });
  document.body.append(video);
  const sets = vi.fn();
  const loads = vi.fn();
  // Every write of the address and every load() after this point: a reload of the file.
  const proto = Object.getPrototypeOf(video) as HTMLMediaElement;
  const srcProp = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'src')!;
  Object.defineProperty(video, 'src', {
    configurable: true,
    get: () => srcProp.get!.call(video),
    set: (value: string) => (sets(value), srcProp.set!.call(video, value)),
  });
  video.load = () => (loads(), proto.load.call(video));
  return { video, sets, loads };
}

function make(adopt: HTMLVideoElement, options: Partial<PlayerOptions> = {}) {
  const host = document.createElement('div');
  document.body.append(host);
  const player = createPlayer(host, { storage: null, pageUrl: 'https://page.example/watch', sources: [{ src: SRC }], adopt, ...options });
  players.push(player);
  return { player, root: player.element };
}

describe('createPlayer with adopt', () => {
  it('plays through the page’s element, moved into the player, without loading its file again', async () => {
    const { video, sets, loads } = pageVideo();
    const { player, root } = make(video);
    expect(await player.ready).toBe(true);
    expect(root.querySelectorAll('video')).toHaveLength(1);
    expect(root.querySelector('video')).toBe(video);
    expect(video.classList.contains('reel-video')).toBe(true);
    expect(video.hasAttribute('style')).toBe(false);
    expect(sets).not.toHaveBeenCalled();
    expect(loads).not.toHaveBeenCalled();
    expect(video.getAttribute('src')).toBe(SRC);
  });

  it("gives an element without a poster the player's, and keeps one the page gave", async () => {
    const bare = pageVideo().video;
    await make(bare, { poster: '/media/a/scr.jpg' }).player.ready;
    expect(bare.getAttribute('poster')).toBe('/media/a/scr.jpg');
    const own = pageVideo().video;
    own.setAttribute('poster', '/media/own.jpg');
    await make(own, { poster: '/media/a/scr.jpg' }).player.ready;
    expect(own.getAttribute('poster')).toBe('/media/own.jpg');
  });

  it('leaves an element alone that has not yet read its metadata but is fetching the chosen file', async () => {
    const { video, sets, loads } = pageVideo({ readyState: 0 });
    const { player } = make(video);
    await player.ready;
    expect(sets).not.toHaveBeenCalled();
    expect(loads).not.toHaveBeenCalled();
  });

  it('loads the chosen file when the element holds another one', async () => {
    const { video, sets } = pageVideo({ src: '/get_file/1/abc/9_sd.mp4' });
    const { player, root } = make(video);
    await player.ready;
    expect(root.querySelector('video')).toBe(video);
    expect(sets).toHaveBeenCalledWith(SRC);
    expect(video.getAttribute('src')).toBe(SRC);
  });

  it('shows its controls at once on an element that already has a frame, without waiting for the next one', async () => {
    const frames = vi.fn();
    const { video } = pageVideo({ playing: true, readyState: HAVE_ENOUGH_DATA, autoplay: true });
    Object.defineProperty(video, 'requestVideoFrameCallback', { configurable: true, value: frames });
    const { player, root } = make(video, { pageUrl: 'https://page.example/watch?autostart=1' });
    await player.ready;
    // The frame callback is never answered here: a player waiting for the next frame would never
    // draw its bar, however long the wait. The time allowed is only a busy machine's margin.
    await vi.waitFor(() => expect(root.querySelector('.reel-bar')).not.toBeNull(), { timeout: 5_000 });
    expect(frames).not.toHaveBeenCalled();
  });

  it('takes up an element already playing: the player says it plays', async () => {
    const { video } = pageVideo({ playing: true, readyState: HAVE_ENOUGH_DATA, autoplay: true });
    const { player, root } = make(video, { pageUrl: 'https://page.example/watch?autostart=1' });
    await player.ready;
    expect(root.dataset.state).toBe('playing');
  });

  it('keeps the element playing on its own only when the player would start it too', async () => {
    const asked = pageVideo({ autoplay: true }).video;
    await make(asked, { pageUrl: 'https://page.example/watch?autostart=1' }).player.ready;
    expect(asked.autoplay).toBe(true);
    const notAsked = pageVideo({ autoplay: true }).video;
    await make(notAsked).player.ready;
    expect(notAsked.autoplay).toBe(false);
  });
});
