// Joins the player core to the player.js receiver: the core's methods become the protocol's
// (volume in percent, numbers that JSON can carry), and its events become the protocol's events.
import type { Player, PlayerEvents } from '@reel/player';
import { watchAdverts } from './advert';
import { ERROR_NOT_SUPPORTED, ERROR_UNDEFINED, VOLUME_MAX_PERCENT, type ErrorValue } from './protocol';
import type { PlayerControl, Receiver } from './receiver';

/** The part of a Player the bridge uses. */
export type BridgedPlayer = Pick<
  Player,
  | 'play'
  | 'pause'
  | 'seek'
  | 'setVolume'
  | 'getVolume'
  | 'mute'
  | 'unmute'
  | 'isMuted'
  | 'isPaused'
  | 'setLoop'
  | 'getLoop'
  | 'getCurrentTime'
  | 'getDuration'
  | 'on'
>;

/** JSON turns NaN and Infinity into null, which player.js callers do not expect from a number. */
const finite = (n: number): number => (Number.isFinite(n) ? n : 0);

/** A fraction as a percentage with two decimals, so 0.87 reads back as 87 and not 87.00000000000001. */
export const toPercent = (fraction: number): number => Math.round(finite(fraction) * VOLUME_MAX_PERCENT * 100) / 100;

export function controlOf(player: BridgedPlayer): PlayerControl {
  return {
    play: () => void player.play().catch(() => undefined),
    pause: () => player.pause(),
    mute: () => player.mute(),
    unmute: () => player.unmute(),
    // Divided here: the core reads values above 1 as percentages, so 1 % would become full volume.
    setVolume: (percent) => player.setVolume(percent / VOLUME_MAX_PERCENT),
    setCurrentTime: (seconds) => player.seek(seconds),
    setLoop: (loop) => player.setLoop(loop),
    getPaused: () => player.isPaused(),
    getMuted: () => player.isMuted(),
    getVolume: () => toPercent(player.getVolume()),
    getDuration: () => finite(player.getDuration()),
    getCurrentTime: () => finite(player.getCurrentTime()),
    getLoop: () => player.getLoop(),
  };
}

/** The core's error kinds: setup and media leave nothing to play; the others are recovered from. */
export function errorValue(error: PlayerEvents['error']): ErrorValue {
  const fatal = error.kind === 'setup' || error.kind === 'media';
  return { code: fatal ? ERROR_NOT_SUPPORTED : ERROR_UNDEFINED, msg: error.message };
}

/** Wires `player` to `receiver`; returns the function that unwires it. */
export function bridgePlayer(player: BridgedPlayer, receiver: Receiver): () => void {
  const advert = watchAdverts(player, controlOf(player), (event, value) => receiver.emit(event, value));
  receiver.setControl(advert.control);
  const position = (seconds: number) => ({ seconds: finite(seconds), duration: finite(player.getDuration()) });
  // The video's events only: during an advert the element's playing, time and end are the advert's.
  const video =
    <T>(fn: (payload: T) => void) =>
    (payload: T): void => {
      if (!advert.playing) fn(payload);
    };
  // `play` once per start from a stop: a rebuffer (playing → buffering → playing) is not a new play.
  let announced = false;
  const offs = [
    advert.stop,
    player.on(
      'state',
      video(({ state, input }) => {
        if (state === 'playing' && !announced) {
          announced = true;
          receiver.emit('play');
        } else if (state === 'paused' || state === 'complete' || state === 'idle') {
          announced = false;
          // Only the element's own pause: a seek back from the end also lands in `paused`.
          if (state === 'paused' && input === 'pause') receiver.emit('pause');
        }
      }),
    ),
    player.on(
      'timeupdate',
      video(({ currentTime }) => receiver.emit('timeupdate', position(currentTime))),
    ),
    player.on(
      'seeked',
      video(({ currentTime }) => receiver.emit('seeked', position(currentTime))),
    ),
    player.on(
      'progress',
      video(({ bufferedS, percent }) => receiver.emit('progress', { ...position(bufferedS), percent: finite(percent) })),
    ),
    player.on(
      'ended',
      video(() => receiver.emit('ended')),
    ),
    // The volume in percent, as getVolume answers it, with the mute state beside it.
    player.on('volume', ({ volume, muted }) => receiver.emit('volumechange', { volume: toPercent(volume), muted })),
    player.on('quality', ({ quality }) => receiver.emit('qualitychange', { quality })),
    // A setup error comes before ready; the page reports it after ready, through receiver.fail.
    player.on('error', (error) => error.kind === 'setup' || receiver.emit('error', errorValue(error))),
  ];
  return () => {
    for (const off of offs) off();
    receiver.setControl(null);
  };
}
