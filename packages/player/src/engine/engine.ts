// The media engine: loads a source list into the one <video>, natively or through hls.js, and
// falls back from a failing stream to its mp4. It never drives the state: the element's own
// events do that (see player.ts). Each load() bumps a generation, so an hls.js import that
// resolves after a newer load or after destroy() is dropped instead of attaching.
import type { PlayerSource } from '../core/sources.js';
import type { Bag } from '../dom/bag.js';
import { chooseEngine, fallbackFor, type EngineChoice, type EngineKind, type HlsMode } from './choose.js';
import { attachHls, type HlsHandle } from './hls.js';
import { canPlayNativeHls, hasMediaSource, releaseSource, seekWhenReady } from './native.js';

export interface EngineErrorInfo {
  kind: 'media' | 'hls';
  message: string;
  detail?: unknown;
}

export interface EngineOptions {
  video: HTMLVideoElement;
  bag: Bag;
  mode: HlsMode;
  /** A failure the engine could not fall back from, or a fallback it made (both are counted). */
  onError(info: EngineErrorInfo, fellBack: boolean): void;
}

export interface Engine {
  readonly kind: EngineKind | null;
  /** Plays `sources` from `startAt`; resolves with the engine used (null: destroyed meanwhile). */
  load(sources: readonly PlayerSource[], startAt: number): Promise<EngineKind | null>;
  /** Where to start once metadata is in (a seek made while the source loads). */
  setStartAt(seconds: number): void;
  destroy(): void;
}

export function createEngine(options: EngineOptions): Engine {
  const { video, bag, mode } = options;
  let generation = 0;
  let current: EngineChoice | null = null;
  let sources: readonly PlayerSource[] = [];
  let hls: HlsHandle | null = null;
  let stopMeta: (() => void) | null = null;
  let startAt = 0;

  const teardown = (): void => {
    stopMeta?.();
    stopMeta = null;
    hls?.destroy();
    hls = null;
  };

  const start = async (choice: EngineChoice, gen: number): Promise<EngineKind | null> => {
    current = choice;
    stopMeta = seekWhenReady(video, () => startAt, bag);
    if (choice.kind !== 'hlsjs') {
      video.src = choice.source.src;
      return choice.kind;
    }
    let handle: HlsHandle | null = null;
    let loadError: unknown = null;
    try {
      handle = await attachHls(video, choice.source.src, { startAt, onFatal: (data) => void fallBack(gen, data) });
    } catch (error) {
      loadError = error; // the chunk failed to load (offline, a CDN hiccup): the mp4 still plays
    }
    if (gen !== generation || bag.disposed) {
      handle?.destroy();
      return null;
    }
    if (handle) {
      hls = handle;
      return 'hlsjs';
    }
    const kind = await fallBack(gen, null);
    if (loadError) options.onError({ kind: 'hls', message: 'hls.js could not be loaded; playing the mp4', detail: loadError }, true);
    return kind;
  };

  // Reported after the mp4 is in place, so the listener may call play() on it straight away.
  async function fallBack(gen: number, detail: unknown): Promise<EngineKind | null> {
    if (gen !== generation) return null;
    const next = fallbackFor(current, sources);
    if (!next) return null;
    const from = current?.kind;
    // Resume where the stream stopped: the mp4 is the same video.
    if (video.currentTime > 0) startAt = video.currentTime;
    teardown();
    const kind = await start(next, gen);
    if (detail !== null) options.onError({ kind: from === 'hlsjs' ? 'hls' : 'media', message: `${from} failed; playing the mp4`, detail }, true);
    return kind;
  }

  bag.on(video, 'error', () => {
    if (!current || bag.disposed) return;
    // hls.js reports its own failures through onFatal; the element's error then is a symptom.
    if (current.kind === 'hlsjs') return;
    const detail = video.error ? { code: video.error.code, message: video.error.message } : null;
    if (current.kind === 'native-hls') {
      void fallBack(generation, detail ?? 'native HLS error');
      return;
    }
    options.onError({ kind: 'media', message: video.error?.message || 'the video could not be played', detail }, false);
  });

  return {
    get kind() {
      return current?.kind ?? null;
    },
    async load(list, at) {
      const gen = ++generation;
      teardown();
      sources = list;
      startAt = at;
      const choice = chooseEngine(list, mode, { nativeHls: canPlayNativeHls(video), mediaSource: hasMediaSource(video.ownerDocument.defaultView ?? undefined) });
      if (!choice) {
        options.onError({ kind: 'media', message: 'no playable source' }, false);
        return null;
      }
      return start(choice, gen);
    },
    setStartAt(seconds) {
      startAt = seconds;
    },
    destroy() {
      generation++;
      teardown();
      current = null;
      releaseSource(video);
    },
  };
}
