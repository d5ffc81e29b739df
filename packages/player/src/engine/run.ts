// One load() of the engine: puts a choice on the element, falls back from it to the list's file,
// and ends for good when a newer load or destroy() stops it, so an hls.js import that resolves
// afterwards is dropped instead of attaching.
import type { PlayerSource } from '../core/sources.js';
import { fallbackFor, type EngineChoice, type EngineKind } from './choose.js';
import type { EngineOptions } from './engine.js';
import { attachHls } from './hls.js';
import { seekWhenReady } from './native.js';
import { SEEK_EPSILON_S } from '../constants.js';
import type { StreamAttachOptions, StreamHandle } from './stream.js';

export interface Run {
  /** The choice on the element; until this run starts one, the one the previous run left there. */
  current(): EngineChoice | null;
  start(choice: EngineChoice): Promise<EngineKind | null>;
  /** Plays the list's file instead of the failing choice; null when there is none or the run has stopped. */
  fallBack(detail: unknown): Promise<EngineKind | null>;
  /** Where to start once metadata is in (a seek made while the source loads). */
  setStartAt(seconds: number): void;
  stop(): void;
}

// HTMLMediaElement's NETWORK_EMPTY and HAVE_METADATA, written out: no DOM globals are assumed.
const NETWORK_EMPTY = 0;
const HAVE_METADATA = 1;

function seekTo(video: HTMLVideoElement, at: number): void {
  if (at > 0 && Math.abs(video.currentTime - at) > SEEK_EPSILON_S) video.currentTime = at;
}

function isLoading(video: HTMLVideoElement, src: string): boolean {
  const current = typeof video.getAttribute === 'function' ? video.getAttribute('src') : video.src;
  return current === src && video.networkState !== NETWORK_EMPTY && !video.error;
}

export function createRun(options: EngineOptions, sources: readonly PlayerSource[], startAt: number, current: EngineChoice | null): Run {
  const { video, bag } = options;
  let live = true;
  // What the choice on the element leaves to undo: its metadata seek, then its hls.js instance.
  const undo: (() => void)[] = [];
  const teardown = (): void => undo.splice(0).forEach((fn) => fn());

  const start = async (choice: EngineChoice): Promise<EngineKind | null> => {
    current = choice;
    if (choice.kind !== 'hlsjs' && choice.kind !== 'dash') {
      // An adopted element already loading this very address keeps what it has: setting src,
      // even to the same value, would start the download again.
      if (isLoading(video, choice.source.src) && video.readyState >= HAVE_METADATA) {
        seekTo(video, startAt);
        return choice.kind;
      }
      undo.push(seekWhenReady(video, () => startAt, bag));
      if (!isLoading(video, choice.source.src)) video.src = choice.source.src;
      return choice.kind;
    }
    undo.push(seekWhenReady(video, () => startAt, bag));
    let handle: StreamHandle | null = null;
    let loadError: unknown = null;
    try {
      handle = await attachStream(choice.kind, choice.source.src, { startAt, onFatal: (data) => void fallBack(data) });
    } catch (error) {
      loadError = error; // the chunk failed to load (offline, a CDN hiccup): the file still plays
    }
    if (!live || bag.disposed) {
      handle?.destroy();
      return null;
    }
    if (handle) {
      undo.push(() => handle.destroy());
      return choice.kind;
    }
    const kind = await fallBack(null);
    const dash = choice.kind === 'dash';
    const message = `${dash ? 'the DASH engine' : 'hls.js'} could not be loaded; playing the file`;
    if (loadError) options.onError({ kind: dash ? 'media' : 'hls', message, detail: loadError }, true);
    return kind;
  };

  // hls.js answers null where it cannot run (no MediaSource): the file plays, without a word. A
  // DASH source reaches here only with an engine (planMedia refuses it otherwise).
  async function attachStream(kind: 'hlsjs' | 'dash', src: string, o: StreamAttachOptions): Promise<StreamHandle | null> {
    return kind === 'hlsjs' || !options.dash ? attachHls(video, src, o) : (await options.dash()).attach(video, src, o);
  }

  // Reported after the mp4 is in place, so the listener may call play() on it straight away.
  async function fallBack(detail: unknown): Promise<EngineKind | null> {
    if (!live) return null;
    const next = fallbackFor(current, sources);
    if (!next) return null;
    const from = current?.kind;
    // Resume where the stream stopped: the file is the same video.
    if (video.currentTime > 0) startAt = video.currentTime;
    teardown();
    const kind = await start(next);
    if (detail !== null)
      options.onError({ kind: from === 'hlsjs' ? 'hls' : 'media', message: `${from} failed; playing the file`, detail }, true);
    return kind;
  }

  return {
    current: () => current,
    start,
    fallBack,
    setStartAt: (seconds) => void (startAt = seconds),
    stop() {
      live = false;
      teardown();
    },
  };
}
