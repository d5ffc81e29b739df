// The media engine: loads a source list into the one <video>, natively or through hls.js, and
// falls back from a failing stream to its file. It never drives the state: the element's own
// events do that (see player.ts). Each load() is a run of its own (run.ts) that the next load or
// destroy() stops, so an hls.js import that resolves after either is dropped instead of attaching.
import type { PlayerSource } from '../core/sources.js';
import type { Bag } from '../dom/bag.js';
import { chooseEngine, type EngineKind, type HlsMode } from './choose.js';
import { canPlayNativeHls, hasMediaSource, releaseSource } from './native.js';
import { createRun, type Run } from './run.js';
import type { DashEngine } from './stream.js';

export interface EngineErrorInfo {
  kind: 'media' | 'hls';
  message: string;
  detail?: unknown;
}

export interface EngineOptions {
  video: HTMLVideoElement;
  bag: Bag;
  mode: HlsMode;
  /** The page's DASH engine (`engines.dash`). */
  dash?: () => Promise<DashEngine>;
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
  let run: Run | null = null;

  bag.on(video, 'error', () => {
    const current = run?.current();
    if (!current || bag.disposed) return;
    // hls.js and a DASH engine report their own failures through onFatal; the element's error then is a symptom.
    if (current.kind === 'hlsjs' || current.kind === 'dash') return;
    const detail = video.error ? { code: video.error.code, message: video.error.message } : null;
    if (current.kind === 'native-hls') {
      void run?.fallBack(detail ?? 'native HLS error');
      return;
    }
    options.onError({ kind: 'media', message: video.error?.message || 'the video could not be played', detail }, false);
  });

  return {
    get kind() {
      return run?.current()?.kind ?? null;
    },
    async load(list, at) {
      run?.stop();
      // A list with nothing playable leaves the element's source, and so its choice, as it was.
      run = createRun(options, list, at, run?.current() ?? null);
      const choice = chooseEngine(list, mode, {
        nativeHls: canPlayNativeHls(video),
        mediaSource: hasMediaSource(video.ownerDocument.defaultView ?? undefined),
      });
      if (!choice) {
        options.onError({ kind: 'media', message: 'no playable source' }, false);
        return null;
      }
      return run.start(choice);
    },
    setStartAt(seconds) {
      run?.setStartAt(seconds);
    },
    destroy() {
      run?.stop();
      run = null;
      releaseSource(video);
    },
  };
}
