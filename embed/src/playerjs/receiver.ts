// The receiving end of player.js inside the embed: it keeps the host's event listeners, answers
// getters, passes commands to the player and sends events to whoever listens. It knows neither the
// window nor the player: `send` carries a message to the host and `PlayerControl` is the player.
import {
  encodeMessage,
  ERROR_METHOD,
  EVENTS,
  METHODS,
  parseRequest,
  type Command,
  type ErrorValue,
  type EventName,
  type ListenerId,
} from './protocol';

/** Listeners kept per event; past this the oldest goes, so a host that never unsubscribes cannot grow memory. */
export const MAX_LISTENERS_PER_EVENT = 32;

/** The player as player.js sees it: volumes in percent, times in seconds. */
export interface PlayerControl {
  play(): void;
  pause(): void;
  mute(): void;
  unmute(): void;
  setVolume(percent: number): void;
  setCurrentTime(seconds: number): void;
  setLoop(loop: boolean): void;
  getPaused(): boolean;
  getMuted(): boolean;
  getVolume(): number;
  getDuration(): number;
  getCurrentTime(): number;
  getLoop(): boolean;
}

/** What the getters answer while there is no player (still loading, or none could be made). */
export const NO_PLAYER: PlayerControl = {
  play() {},
  pause() {},
  mute() {},
  unmute() {},
  setVolume() {},
  setCurrentTime() {},
  setLoop() {},
  getPaused: () => true,
  getMuted: () => false,
  getVolume: () => 100,
  getDuration: () => 0,
  getCurrentTime: () => 0,
  getLoop: () => false,
};

export interface ReceiverOptions {
  /** Carries one JSON message, an answer or the named event, to the host page. */
  send(message: string, event: string): void;
  /** The embed's own address: ready's `src`, which player.js compares with the iframe's `src`. */
  src(): string;
}

export interface Receiver {
  /** One message event's data, from a source the caller already trusts. Never throws. */
  receive(data: unknown): void;
  setControl(control: PlayerControl | null): void;
  emit(event: EventName, value?: unknown): void;
  /** The player takes commands: `ready` goes to its listeners, or to the host unasked when none listens yet. */
  ready(): void;
  /** The video cannot play: an `error` now, and again for every `error` listener added later. */
  fail(error: ErrorValue): void;
  readonly isReady: boolean;
}

function runCommand(control: PlayerControl, command: Command): void {
  switch (command.method) {
    case 'setVolume':
      return control.setVolume(command.value);
    case 'setCurrentTime':
      return control.setCurrentTime(command.value);
    case 'setLoop':
      return control.setLoop(command.value);
    default:
      return control[command.method]();
  }
}

/** The host's listeners per event, in the order added, at most MAX_LISTENERS_PER_EVENT each. */
function createListeners() {
  const byEvent = new Map<EventName, ListenerId[]>();
  return {
    of: (event: EventName): readonly ListenerId[] => byEvent.get(event) ?? [],
    add(event: EventName, listener: ListenerId): void {
      const list = byEvent.get(event) ?? [];
      if (!list.includes(listener)) list.push(listener);
      if (list.length > MAX_LISTENERS_PER_EVENT) list.shift();
      byEvent.set(event, list);
    },
    remove(event: EventName, listener: ListenerId): void {
      // SPEC.rst: without a listener id, every listener of the event goes.
      const list = listener === null ? [] : (byEvent.get(event) ?? []).filter((l) => l !== listener);
      if (list.length) byEvent.set(event, list);
      else byEvent.delete(event);
    },
  };
}

export function createReceiver(options: ReceiverOptions): Receiver {
  const listeners = createListeners();
  let control: PlayerControl = NO_PLAYER;
  let isReady = false;
  let failure: ErrorValue | null = null;
  // The latest progress: a short file may be loaded whole before the host's listener is added, and
  // it would then never hear how much is buffered.
  let progress: unknown = null;

  const send = (event: string, value: unknown, listener: ListenerId) => options.send(encodeMessage(event, value, listener), event);
  const readyValue = () => ({ src: options.src(), events: [...EVENTS], methods: [...METHODS] });

  function listen(event: EventName, listener: ListenerId): void {
    listeners.add(event, listener);
    // Late listeners still learn what already happened (player.js asks for ready after the fact).
    if (event === 'ready' && isReady) send('ready', readyValue(), listener);
    if (event === 'error' && failure) send('error', failure, listener);
    if (event === 'progress' && progress !== null) send('progress', progress, listener);
  }

  function emit(event: EventName, value?: unknown): void {
    if (event === 'progress') progress = value ?? null;
    for (const listener of listeners.of(event)) send(event, value, listener);
  }

  function receive(data: unknown): void {
    try {
      const request = parseRequest(data);
      if (!request) return;
      if (request.kind === 'listen') listen(request.event, request.listener);
      else if (request.kind === 'unlisten') listeners.remove(request.event, request.listener);
      else if (request.kind === 'get') send(request.method, control[request.method](), request.listener);
      else if (request.kind === 'command') runCommand(control, request.command);
      else emit('error', { code: ERROR_METHOD, msg: 'Method not supported' });
    } catch {
      // A failing player call must not reach the host's message pump; the host sees no answer.
    }
  }

  return {
    receive,
    emit,
    setControl(next) {
      control = next ?? NO_PLAYER;
    },
    ready() {
      isReady = true;
      const value = readyValue();
      const list = listeners.of('ready');
      if (list.length) for (const listener of list) send('ready', value, listener);
      else send('ready', value, null);
    },
    fail(error) {
      failure = error;
      emit('error', error);
    },
    get isReady() {
      return isReady;
    },
  };
}
