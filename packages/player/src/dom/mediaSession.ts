// Media Session: the lock screen, the notification shade and the media keys show this video and
// drive this player. A page has one media session, so the player that last started playing owns it;
// destroying that player clears it, and destroying another one leaves the owner's in place.
import { SKIP_S } from '../constants.js';
import type { PlayerContext } from '../context.js';
import type { Playback } from '../engine/playback.js';
import { DEFAULT_SITE_NAME } from './header.js';

/** The actions the player answers; 'stop' pauses and goes back to the start. */
export const MEDIA_ACTIONS = ['play', 'pause', 'seekbackward', 'seekforward', 'seekto', 'stop'] as const;

let owner: object | null = null;

function metadata(ctx: PlayerContext): MediaMetadataInit {
  const { video, siteName, title, poster } = ctx.options;
  const picture = video?.thumbsrc || poster;
  let artwork: MediaImage[] = [];
  try {
    if (picture) artwork = [{ src: new URL(picture, ctx.doc.baseURI).href }];
  } catch {
    // An address that is not one: no picture rather than no session.
  }
  return { title: video?.title ?? title ?? '', artist: video?.channel?.title || siteName || DEFAULT_SITE_NAME, artwork };
}

function handlers(video: HTMLVideoElement, playback: Playback): Record<(typeof MEDIA_ACTIONS)[number], MediaSessionActionHandler> {
  return {
    play: () => void playback.play(),
    pause: () => playback.pause(),
    seekbackward: (d) => playback.seek(video.currentTime - (d.seekOffset ?? SKIP_S)),
    seekforward: (d) => playback.seek(video.currentTime + (d.seekOffset ?? SKIP_S)),
    seekto: (d) => d.seekTime !== undefined && playback.seek(d.seekTime),
    stop: () => {
      playback.pause();
      playback.seek(0);
    },
  };
}

/** Each action on its own: a browser without one of them (an older 'stop' or 'seekto') throws. */
function setHandlers(session: MediaSession, list: Partial<Record<MediaSessionAction, MediaSessionActionHandler | null>>): void {
  for (const [action, handler] of Object.entries(list)) {
    try {
      session.setActionHandler(action as MediaSessionAction, handler);
    } catch {
      // Not supported here: the other actions still work.
    }
  }
}

/** `isAdvert()`: while the preroll owns the element, its playing is not the video's. */
export function wireMediaSession(ctx: PlayerContext, video: HTMLVideoElement, playback: Playback, isAdvert: () => boolean): void {
  const session = ctx.win?.navigator.mediaSession;
  if (!session) return;
  const me = {};
  const Metadata = ctx.win?.MediaMetadata;

  const position = (): void => {
    const duration = playback.duration();
    if (owner !== me || !(duration > 0) || !Number.isFinite(duration)) return;
    try {
      session.setPositionState?.({ duration, playbackRate: video.playbackRate, position: Math.min(video.currentTime, duration) });
    } catch {
      // A state the browser finds inconsistent (a rate it refuses): the next update tries again.
    }
  };
  const claim = (): void => {
    if (isAdvert()) return;
    owner = me;
    if (Metadata) session.metadata = new Metadata(metadata(ctx));
    setHandlers(session, handlers(video, playback));
    session.playbackState = 'playing';
    position();
  };

  ctx.bag.on(video, 'playing', claim);
  ctx.bag.on(video, 'pause', () => owner === me && !isAdvert() && (session.playbackState = 'paused'));
  for (const name of ['timeupdate', 'ratechange', 'durationchange', 'seeked']) ctx.bag.on(video, name, position);
  if (!video.paused) claim();
  ctx.bag.add(() => {
    if (owner !== me) return;
    owner = null;
    session.metadata = null;
    session.playbackState = 'none';
    setHandlers(session, Object.fromEntries(MEDIA_ACTIONS.map((a) => [a, null])));
    try {
      session.setPositionState?.();
    } catch {
      // Nothing to clear.
    }
  });
}
