// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fillMediaElement, lazyElement, mountPlayer, playersDestroyedAfterEach, settle } from '../../test/dom.js';

beforeAll(() => fillMediaElement());
const players = playersDestroyedAfterEach();

/**
 * The Remote Playback API as Chromium has it on a video element (`video.remote`; jsdom has none): the
 * availability callback the page registers is kept so the test can report a device, and `prompt()`
 * opens the browser's device picker (recorded here).
 */
class FakeRemote extends EventTarget {
  state: RemotePlaybackState = 'disconnected';
  callbacks = new Map<number, (available: boolean) => void>();
  cancelled: number[] = [];
  prompt = vi.fn(() => Promise.resolve());
  refuse = false;
  watchAvailability(callback: (available: boolean) => void): Promise<number> {
    if (this.refuse) return Promise.reject(new DOMException('no monitoring here', 'NotSupportedError'));
    const id = this.callbacks.size + 1;
    this.callbacks.set(id, callback);
    return Promise.resolve(id);
  }
  cancelWatchAvailability(id?: number): Promise<void> {
    this.cancelled.push(id ?? -1);
    return Promise.resolve();
  }
  /** What the browser does when a device comes or goes. */
  report(available: boolean): void {
    for (const callback of this.callbacks.values()) callback(available);
  }
  move(state: RemotePlaybackState, event: string): void {
    this.state = state;
    this.dispatchEvent(new Event(event));
  }
}

function grantRemote(): FakeRemote {
  const remote = new FakeRemote();
  Object.defineProperty(HTMLMediaElement.prototype, 'remote', { configurable: true, get: () => remote });
  return remote;
}

/** Safari's AirPlay: its availability event's constructor on window and the picker on the element. */
function grantAirPlay(): { picker: ReturnType<typeof vi.fn> } {
  const picker = vi.fn();
  Object.defineProperty(window, 'WebKitPlaybackTargetAvailabilityEvent', { configurable: true, value: class extends Event {} });
  Object.defineProperty(HTMLVideoElement.prototype, 'webkitShowPlaybackTargetPicker', {
    configurable: true,
    writable: true,
    value: picker,
  });
  return { picker };
}

function availability(video: HTMLVideoElement, value: 'available' | 'not-available'): void {
  video.dispatchEvent(Object.assign(new Event('webkitplaybacktargetavailabilitychanged'), { availability: value }));
}

afterEach(() => {
  Reflect.deleteProperty(HTMLMediaElement.prototype, 'remote');
  Reflect.deleteProperty(HTMLVideoElement.prototype, 'webkitShowPlaybackTargetPicker');
  Reflect.deleteProperty(window, 'WebKitPlaybackTargetAvailabilityEvent');
});

/** A player whose extras (where the cast buttons live) are loaded. */
async function withExtras() {
  const mounted = await mountPlayer();
  players.push(mounted.player);
  mounted.root.dispatchEvent(new PointerEvent('pointerenter'));
  await lazyElement(mounted.root, '.reel-pip');
  return mounted;
}

describe('the Remote Playback button', () => {
  it('is not made where the browser has no Remote Playback API', async () => {
    const { root } = await withExtras();
    expect(root.querySelector('.reel-cast')).toBeNull();
  });

  it('stays hidden while no device is reported, as in a browser with none around', async () => {
    const remote = grantRemote();
    const { root } = await withExtras();
    await settle();
    expect(remote.callbacks.size).toBe(1);
    expect(root.querySelector<HTMLButtonElement>('.reel-cast')?.hidden).toBe(true);
    remote.report(false);
    expect(root.querySelector<HTMLButtonElement>('.reel-cast')?.hidden).toBe(true);
  });

  it('appears when a device is reported, opens the picker, and follows the connection', async () => {
    const remote = grantRemote();
    const { root } = await withExtras();
    const button = await lazyElement<HTMLButtonElement>(root, '.reel-cast');
    remote.report(true);
    expect(button.hidden).toBe(false);
    expect(button.getAttribute('aria-label')).toBe('Cast');
    // Before the picture-in-picture and full-screen buttons.
    expect(button.nextElementSibling?.classList.contains('reel-pip')).toBe(true);

    button.click();
    expect(remote.prompt).toHaveBeenCalledTimes(1);
    remote.move('connecting', 'connecting');
    expect(button.dataset.state).toBe('connecting');
    expect(button.getAttribute('aria-label')).toBe('Connecting');
    remote.move('connected', 'connect');
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(button.getAttribute('aria-label')).toBe('Casting');
    // The device list may empty while the video plays there: the button stays to end it.
    remote.report(false);
    expect(button.hidden).toBe(false);
    remote.move('disconnected', 'disconnect');
    expect(button.hidden).toBe(true);
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });

  it('stays hidden, without an error, where the browser refuses to watch', async () => {
    const remote = grantRemote();
    remote.refuse = true;
    const errors = vi.spyOn(console, 'error');
    const { root } = await withExtras();
    await settle();
    expect(root.querySelector<HTMLButtonElement>('.reel-cast')?.hidden).toBe(true);
    expect(errors).not.toHaveBeenCalled();
  });

  it('stops watching when the player is destroyed', async () => {
    const remote = grantRemote();
    const { player } = await withExtras();
    await settle();
    player.destroy();
    expect(remote.cancelled).toEqual([1]);
  });
});

describe('the AirPlay button', () => {
  it('is not made outside Safari', async () => {
    const { root } = await withExtras();
    expect(root.querySelector('.reel-airplay')).toBeNull();
  });

  it('shows while Safari says a target is available, and opens its picker', async () => {
    const { picker } = grantAirPlay();
    const { root, video } = await withExtras();
    const button = await lazyElement<HTMLButtonElement>(root, '.reel-airplay');
    expect(button.hidden).toBe(true);
    availability(video, 'available');
    expect(button.hidden).toBe(false);
    expect(button.getAttribute('aria-label')).toBe('AirPlay');
    button.click();
    expect(picker).toHaveBeenCalledTimes(1);
    availability(video, 'not-available');
    expect(button.hidden).toBe(true);
  });
});
