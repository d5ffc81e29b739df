// Which engine plays a source list. A stream (HLS) plays natively where the browser can (Safari,
// and Chromium that answers 'maybe'), through hls.js where only MediaSource exists, and as the
// list's first file otherwise; DASH plays through the page's engine (setup refuses it without
// one). `force` prefers hls.js even where native HLS exists (tests and benchmarks of the hls.js
// path); `off` never loads hls.js. Files play natively.
import type { PlayerSource } from '../core/sources.js';

export type HlsMode = 'auto' | 'force' | 'off';
export type EngineKind = 'native' | 'native-hls' | 'hlsjs' | 'dash';

export interface EngineChoice {
  kind: EngineKind;
  source: PlayerSource;
}

export interface EngineSupport {
  /** `video.canPlayType('application/vnd.apple.mpegurl')` is not empty. */
  nativeHls: boolean;
  /** MediaSource (or ManagedMediaSource) exists, so hls.js may work. */
  mediaSource: boolean;
}

/** The first file of the list: what a stream falls back to. */
function fileOf(sources: readonly PlayerSource[]): EngineChoice | null {
  const file = sources.find((s) => s.kind === 'file');
  return file ? { kind: 'native', source: file } : null;
}

export function chooseEngine(sources: readonly PlayerSource[], mode: HlsMode, support: EngineSupport): EngineChoice | null {
  const stream = sources.find((s) => s.kind !== 'file');
  const file = fileOf(sources);
  if (!stream) return file;
  if (stream.kind === 'dash') return { kind: 'dash', source: stream };
  const native: EngineChoice | null = support.nativeHls ? { kind: 'native-hls', source: stream } : null;
  const hlsjs: EngineChoice | null = support.mediaSource && mode !== 'off' ? { kind: 'hlsjs', source: stream } : null;
  if (mode === 'force') return hlsjs ?? native ?? file;
  return native ?? hlsjs ?? file;
}

/** The file to fall back to when the stream fails; null when the failing source is a file. */
export function fallbackFor(choice: EngineChoice | null, sources: readonly PlayerSource[]): EngineChoice | null {
  return !choice || choice.kind === 'native' ? null : fileOf(sources);
}
