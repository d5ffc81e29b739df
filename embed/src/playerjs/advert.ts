// A preroll advert as the host sees it through player.js: not at all, but for `adstart` and `adend`.
// Between the player's adstart and adend the element plays the advert, so the getters answer the
// video's (paused, its own duration; the player itself answers the video's start as its time), the
// video's events are not sent, and what the host asks meanwhile is kept for the video: a pause stops
// the video as it starts (the advert plays on), a mute or volume applies to the advert at once and
// to the video after it (the advert hands the element back with the mute it found).
import type { PlayerEvents } from '@reel/player';
import type { PlayerControl } from './receiver';

/** The part of a Player the advert watch listens to. */
export interface AdvertSource {
  on<K extends 'ready' | 'state' | 'adstart' | 'adend'>(name: K, listener: (payload: PlayerEvents[K]) => void): () => void;
}

/** The host's extra events: the advert's length in seconds, and at its end whether it was skipped. */
export interface AdvertEvents {
  adstart: { duration: number };
  adend: { duration: number; skipped: boolean };
}

export interface AdvertWatch {
  /** An advert owns the element now. */
  readonly playing: boolean;
  /** The host's control, with what it asks during an advert kept for the video. */
  readonly control: PlayerControl;
  stop(): void;
}

const finite = (n: number): number => (Number.isFinite(n) && n > 0 ? n : 0);

export function watchAdverts(
  player: AdvertSource,
  control: PlayerControl,
  emit: <K extends keyof AdvertEvents>(event: K, value: AdvertEvents[K]) => void,
): AdvertWatch {
  let advert: { duration: number } | null = null;
  let videoDurationS = 0;
  let pauseKept = false;
  let mutedKept: boolean | null = null;
  // A kept pause outlives the advert until it takes: a stream attached after the advert asks to
  // play only once it is loaded, after the pause made at the advert's end. Once the video has
  // paused, a later play (the viewer's own) is left alone.
  let pauseAtStart = false;

  const offs = [
    player.on('ready', ({ durationS }) => (videoDurationS = finite(durationS))),
    player.on('adstart', ({ durationS }) => {
      advert = { duration: finite(durationS) };
      pauseKept = false;
      mutedKept = null;
      emit('adstart', { duration: advert.duration });
    }),
    // Also sent when no advert played (none found, or it failed before its first frame): nothing to tell.
    player.on('adend', ({ status }) => {
      const ended = advert;
      advert = null;
      if (!ended) return;
      emit('adend', { duration: ended.duration, skipped: status === 'skipped' });
      if (mutedKept !== null) (mutedKept ? control.mute : control.unmute)();
      pauseAtStart = pauseKept;
      if (pauseKept) control.pause();
    }),
    player.on('state', ({ state }) => {
      if (!pauseAtStart || (state !== 'playing' && state !== 'paused')) return;
      pauseAtStart = false;
      if (state === 'playing') control.pause();
    }),
  ];

  const keepMuted = (muted: boolean) => {
    if (advert) mutedKept = muted;
    (muted ? control.mute : control.unmute)();
  };

  return {
    get playing() {
      return advert !== null;
    },
    control: {
      ...control,
      // The advert is not stopped by the host: its play and pause are the video's, after it.
      play: () => {
        pauseAtStart = false;
        if (advert) pauseKept = false;
        else control.play();
      },
      pause: () => (advert ? void (pauseKept = true) : control.pause()),
      mute: () => keepMuted(true),
      unmute: () => keepMuted(false),
      getPaused: () => advert !== null || control.getPaused(),
      getDuration: () => (advert ? videoDurationS : control.getDuration()),
    },
    stop() {
      for (const off of offs) off();
    },
  };
}
