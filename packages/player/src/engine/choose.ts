// Which engine plays a source list. Long videos come as [HLS, mp4] (core/sources.ts); the stream
// plays natively where the browser can (Safari, and Chromium that answers 'maybe'), through
// hls.js where only MediaSource exists, and as the mp4 otherwise. `force` prefers hls.js even
// where native HLS exists (tests and benchmarks of the hls.js path); `off` never loads hls.js.
import { HLS_TYPE, MP4_TYPE, type PlayerSource } from '../core/sources.js';

export type HlsMode = 'auto' | 'force' | 'off';
export type EngineKind = 'native' | 'native-hls' | 'hlsjs';

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

export function hlsSourceOf(sources: readonly PlayerSource[]): PlayerSource | undefined {
  return sources.find((s) => s.type === HLS_TYPE);
}

export function mp4SourceOf(sources: readonly PlayerSource[]): PlayerSource | undefined {
  return sources.find((s) => s.type === MP4_TYPE);
}

export function chooseEngine(sources: readonly PlayerSource[], mode: HlsMode, support: EngineSupport): EngineChoice | null {
  const hls = hlsSourceOf(sources);
  const mp4 = mp4SourceOf(sources);
  const file: EngineChoice | null = mp4 ? { kind: 'native', source: mp4 } : null;
  if (!hls) return file;
  const native: EngineChoice | null = support.nativeHls ? { kind: 'native-hls', source: hls } : null;
  const hlsjs: EngineChoice | null = support.mediaSource && mode !== 'off' ? { kind: 'hlsjs', source: hls } : null;
  if (mode === 'force') return hlsjs ?? native ?? file;
  return native ?? hlsjs ?? file;
}

/** The mp4 to fall back to when the stream fails; null when the failing source is the mp4. */
export function fallbackFor(choice: EngineChoice | null, sources: readonly PlayerSource[]): EngineChoice | null {
  if (!choice || choice.kind === 'native') return null;
  const mp4 = mp4SourceOf(sources);
  return mp4 ? { kind: 'native', source: mp4 } : null;
}
