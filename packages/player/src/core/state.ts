// The player's state machine. The media element is the authority: only its events commit a
// state; the user's intents are remembered as `pending` but never move the state, because a
// play() can be refused (autoplay policy), aborted (a new source) or stall (network).
// The transition table is written out in docs/player.md; keep the two in step.
import { PLAYER_STATES } from '../constants.js';
import { createEmitter } from './emitter.js';

export type PlayerState = (typeof PLAYER_STATES)[number];

/** The media element events the machine listens to (the DOM layer subscribes to exactly these). */
export const MEDIA_EVENTS = [
  'loadstart',
  'play',
  'waiting',
  'playing',
  'pause',
  'ended',
  'seeking',
  'seeked',
  'canplay',
  'emptied',
  'error',
] as const;
export type MediaEventName = (typeof MEDIA_EVENTS)[number];

/** What the user or the page asked for. `play-rejected`: the element's play() promise rejected. */
export const INTENTS = ['play-intent', 'pause-intent', 'seek-intent', 'play-rejected'] as const;
export type IntentInput = (typeof INTENTS)[number];

export type StateInput = MediaEventName | IntentInput;

type Row = Partial<Record<PlayerState, PlayerState>>;
const all = (to: PlayerState): Row => Object.fromEntries(PLAYER_STATES.map((s) => [s, to]));

// Missing cells mean "stay". Intents have no row at all: they never change the state.
const TABLE: Record<MediaEventName, Row> = {
  // A new resource after the end is a fresh start; otherwise `emptied` has already reset us.
  loadstart: { complete: 'idle' },
  // `paused` became false: playback is requested and confirmed, frames are not there yet.
  play: { idle: 'buffering', paused: 'buffering', complete: 'buffering' },
  // Only a playing element can stall; Chrome also fires `waiting` on a paused seek.
  waiting: { playing: 'buffering' },
  playing: all('playing'),
  // The element fires `pause` just before `ended`; `ended` then moves on to complete.
  pause: { buffering: 'paused', playing: 'paused' },
  ended: all('complete'),
  // Seeking back from the end leaves an element that is paused, no longer ended.
  seeking: { complete: 'paused' },
  seeked: {},
  canplay: {},
  emptied: all('idle'),
  error: all('idle'),
};

export function isMediaEvent(input: string): input is MediaEventName {
  return (MEDIA_EVENTS as readonly string[]).includes(input);
}

/** The pure transition: the next state for an input (unknown inputs and intents keep it). */
export function reduce(state: PlayerState, input: StateInput): PlayerState {
  if (!isMediaEvent(input)) return state;
  return TABLE[input][state] ?? state;
}

export type PendingIntent = 'play' | 'pause' | 'seek';

// Which inputs settle a pending intent: the element confirmed it, or told us it will not happen.
const SETTLES: Record<PendingIntent, readonly StateInput[]> = {
  play: ['playing', 'pause', 'play-rejected'],
  pause: ['pause'],
  seek: ['seeked'],
};
const SETTLES_ANY: readonly StateInput[] = ['ended', 'emptied', 'error'];

export function nextPending(pending: PendingIntent | null, input: StateInput): PendingIntent | null {
  if (input === 'play-intent') return 'play';
  if (input === 'pause-intent') return 'pause';
  if (input === 'seek-intent') return 'seek';
  if (!pending) return null;
  return SETTLES[pending].includes(input) || SETTLES_ANY.includes(input) ? null : pending;
}

export interface StateChange {
  state: PlayerState;
  previous: PlayerState;
  input: StateInput;
}

export interface StateMachineEvents {
  state: StateChange;
}

export interface StateMachine {
  readonly state: PlayerState;
  /** The intent still waiting for the element's answer (e.g. to show a spinner on the button). */
  readonly pending: PendingIntent | null;
  /** Feeds one input; returns the (possibly unchanged) state. */
  send(input: StateInput): PlayerState;
  /** 'state' is emitted only when the state actually changes. */
  on<K extends keyof StateMachineEvents>(name: K, listener: (p: StateMachineEvents[K]) => void): () => void;
  destroy(): void;
}

export function createStateMachine(initial: PlayerState = 'idle'): StateMachine {
  const emitter = createEmitter<StateMachineEvents>();
  let state = initial;
  let pending: PendingIntent | null = null;
  return {
    get state() {
      return state;
    },
    get pending() {
      return pending;
    },
    send(input) {
      pending = nextPending(pending, input);
      const previous = state;
      state = reduce(state, input);
      if (state !== previous) emitter.emit('state', { state, previous, input });
      return state;
    },
    on: (name, listener) => emitter.on(name, listener),
    destroy: () => emitter.clear(),
  };
}
