// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fillMediaElement, mountPlayer, settle } from '../../test/dom.js';
import { MEDIA_ACTIONS } from './mediaSession.js';

beforeAll(() => fillMediaElement());

/** The browser's Media Session (jsdom has none): what a page sets is kept for the test to read. */
class FakeMediaSession {
  metadata: MediaMetadata | null = null;
  playbackState: MediaSessionPlaybackState = 'none';
  handlers = new Map<string, MediaSessionActionHandler>();
  positions: (MediaPositionState | undefined)[] = [];
  setActionHandler(action: string, handler: MediaSessionActionHandler | null): void {
    if (handler) this.handlers.set(action, handler);
    else this.handlers.delete(action);
  }
  setPositionState(state?: MediaPositionState): void {
    this.positions.push(state);
  }
  run(action: MediaSessionAction, details: Partial<MediaSessionActionDetails> = {}): void {
    this.handlers.get(action)?.({ action, ...details });
  }
}

/** The browser's MediaMetadata: keeps what it was given. */
class FakeMediaMetadata {
  title: string;
  artist: string;
  artwork: MediaImage[];
  constructor(init: MediaMetadataInit) {
    this.title = init.title ?? '';
    this.artist = init.artist ?? '';
    this.artwork = [...(init.artwork ?? [])];
  }
}

let session: FakeMediaSession;
beforeEach(() => {
  session = new FakeMediaSession();
  Object.defineProperty(navigator, 'mediaSession', { configurable: true, value: session });
  Object.defineProperty(window, 'MediaMetadata', { configurable: true, writable: true, value: FakeMediaMetadata });
});
afterEach(() => {
  document.body.replaceChildren();
  Reflect.deleteProperty(navigator, 'mediaSession');
  Reflect.deleteProperty(window, 'MediaMetadata');
});

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
}

/** Metadata loaded: the element can seek (jsdom's stays at HAVE_NOTHING). */
const haveMetadata = (video: HTMLVideoElement) => Object.defineProperty(video, 'readyState', { configurable: true, value: 1 });

describe('Media Session', () => {
  it('shows the video once it plays: title, channel, poster', async () => {
    const { player } = await mountPlayer({
      video: {
        video_id: 7,
        title: 'Clip seven',
        dir: 'clip-seven',
        duration: 95,
        thumbsrc: '/media/7.jpg',
        channel: { title: 'Channel one' },
      },
    });
    expect(session.metadata).toBeNull();
    await player.play();
    await until(() => session.metadata !== null);
    expect(session.metadata).toMatchObject({
      title: 'Clip seven',
      artist: 'Channel one',
      artwork: [{ src: 'http://localhost:3000/media/7.jpg' }],
    });
    expect(session.playbackState).toBe('playing');
    expect([...session.handlers.keys()].sort()).toEqual([...MEDIA_ACTIONS].sort());
  });

  it('falls back to the site name as the artist', async () => {
    const { player } = await mountPlayer({ siteName: 'Tube' });
    await player.play();
    await until(() => session.metadata !== null);
    expect(session.metadata?.artist).toBe('Tube');
  });

  it('drives the player from the lock screen and the media keys', async () => {
    const { player, video } = await mountPlayer();
    haveMetadata(video);
    await player.play();
    await until(() => session.handlers.size > 0);
    session.run('pause');
    expect(video.paused).toBe(true);
    expect(session.playbackState).toBe('paused');
    session.run('play');
    expect(video.paused).toBe(false);
    session.run('seekto', { seekTime: 30 });
    expect(video.currentTime).toBe(30);
    session.run('seekforward');
    expect(video.currentTime).toBe(40);
    session.run('seekbackward', { seekOffset: 5 });
    expect(video.currentTime).toBe(35);
    session.run('stop');
    expect(video.paused).toBe(true);
    expect(video.currentTime).toBe(0);
  });

  it('keeps the position state up to date on timeupdate and ratechange', async () => {
    const { player, video } = await mountPlayer();
    await player.play();
    await until(() => session.metadata !== null);
    video.currentTime = 12;
    video.dispatchEvent(new Event('timeupdate'));
    expect(session.positions.at(-1)).toEqual({ duration: 95, playbackRate: 1, position: 12 });
    player.setPlaybackRate(1.5);
    expect(session.positions.at(-1)).toEqual({ duration: 95, playbackRate: 1.5, position: 12 });
  });

  it('is cleared on destroy, and a second player takes over and keeps it', async () => {
    const a = await mountPlayer();
    const b = await mountPlayer({ video: { video_id: 8, title: 'Clip eight', dir: 'clip-eight', duration: 60 } });
    await a.player.play();
    await until(() => session.metadata?.title === 'Clip seven');
    await b.player.play();
    await until(() => session.metadata?.title === 'Clip eight');
    // A's destroy must not take B's session away.
    a.player.destroy();
    await settle();
    expect(session.metadata?.title).toBe('Clip eight');
    expect(session.handlers.size).toBe(MEDIA_ACTIONS.length);
    b.player.destroy();
    expect(session.metadata).toBeNull();
    expect(session.handlers.size).toBe(0);
    expect(session.playbackState).toBe('none');
  });
});
