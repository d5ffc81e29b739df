// One load() of the engine: puts a choice on the element, falls back from it to the list's mp4,
// and ends for good when a newer load or destroy() stops it, so an hls.js import that resolves
// afterwards is dropped instead of attaching.
import type { PlayerSource } from '../core/sources.js';
import { fallbackFor, type EngineChoice, type EngineKind } from './choose.js';
import type { EngineOptions } from './engine.js';
import { attachHls, type HlsHandle } from './hls.js';
import { seekWhenReady } from './native.js';

export interface Run {
  /** The choice on the element; until this run starts one, the one the previous run left there. */
  current(): EngineChoice | null;
  start(choice: EngineChoice): Promise<EngineKind | null>;
  /** Plays the list's mp4 instead of the failing choice; null when there is none or the run has stopped. */
  fallBack(detail: unknown): Promise<EngineKind | null>;
  /** Where to start once metadata is in (a seek made while the source loads). */
  setStartAt(seconds: number): void;
  stop(): void;
}

export function createRun(options: EngineOptions, sources: readonly PlayerSource[], startAt: number, current: EngineChoice | null): Run {
  const { video, bag } = options;
  let live = true;
  // What the choice on the element leaves to undo: its metadata seek, then its hls.js instance.
  const undo: (() => void)[] = [];
  const teardown = (): void => undo.splice(0).forEach((fn) => fn());

  const start = async (choice: EngineChoice): Promise<EngineKind | null> => {
    current = choice;
    undo.push(seekWhenReady(video, () => startAt, bag));
    if (choice.kind !== 'hlsjs') {
      video.src = choice.source.src;
      return choice.kind;
    }
    let handle: HlsHandle | null = null;
    let loadError: unknown = null;
    try {
      handle = await attachHls(video, choice.source.src, { startAt, onFatal: (data) => void fallBack(data) });
    } catch (error) {
      loadError = error; // the chunk failed to load (offline, a CDN hiccup): the mp4 still plays
    }
    if (!live || bag.disposed) {
      handle?.destroy();
      return null;
    }
    if (handle) {
      undo.push(() => handle.destroy());
      return 'hlsjs';
    }
    const kind = await fallBack(null);
    if (loadError) options.onError({ kind: 'hls', message: 'hls.js could not be loaded; playing the mp4', detail: loadError }, true);
    return kind;
  };

  // Reported after the mp4 is in place, so the listener may call play() on it straight away.
  async function fallBack(detail: unknown): Promise<EngineKind | null> {
    if (!live) return null;
    const next = fallbackFor(current, sources);
    if (!next) return null;
    const from = current?.kind;
    // Resume where the stream stopped: the mp4 is the same video.
    if (video.currentTime > 0) startAt = video.currentTime;
    teardown();
    const kind = await start(next);
    if (detail !== null)
      options.onError({ kind: from === 'hlsjs' ? 'hls' : 'media', message: `${from} failed; playing the mp4`, detail }, true);
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
