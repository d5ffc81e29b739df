// Generates the demo (first `npm start`) or test media: a test-pattern source per media key, then
// the same transcode an upload gets. Idempotent: a key whose media.json exists is left alone.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PRESET_FAST } from './constants.js';
import { readMediaInfo } from './layout.js';
import { generateTestPattern, type PatternName, type PatternVr } from './testPattern.js';
import { transcode } from './transcode.js';
import type { MediaInfo, MediaProgress } from './types.js';

export interface DemoMediaSpec {
  media_key: string;
  pattern: PatternName;
  duration_s: number;
  width: number;
  height: number;
  fps: number;
  vr?: PatternVr;
  tone_hz: number;
  caption: string;
  forceHls?: boolean;
}

export type DemoProfile = 'demo' | 'test';

const MIN = 60;

/**
 * Listed heaviest first (see the pool below). Only two clips are tall enough for HD / Full HD: a
 * static background with one moving box encodes cheaply even at 1080p, while busy patterns stay
 * at SD sizes. The two long ones are tiny (320×180, 5 fps): their length is the point, HLS above
 * 1800 s and the over-40-minutes duration bucket.
 */
const DEMO: DemoMediaSpec[] = [
  { media_key: 'demo-bars-fhd', pattern: 'bars-motion', duration_s: 3 * MIN + 5, width: 1920, height: 1080, fps: 6, tone_hz: 440, caption: 'Reel demo FHD' },
  { media_key: 'demo-long-31', pattern: 'testsrc', duration_s: 31 * MIN + 5, width: 320, height: 180, fps: 5, tone_hz: 392, caption: 'Reel demo HLS' },
  { media_key: 'demo-long-41', pattern: 'smptebars', duration_s: 41 * MIN + 20, width: 320, height: 180, fps: 5, tone_hz: 330, caption: 'Reel demo long' },
  { media_key: 'demo-rgb-hd', pattern: 'rgb-motion', duration_s: 3 * MIN + 20, width: 1280, height: 720, fps: 6, tone_hz: 523, caption: 'Reel demo HD' },
  { media_key: 'demo-cellauto', pattern: 'cellauto', duration_s: 10 * MIN + 30, width: 426, height: 240, fps: 5, tone_hz: 698, caption: 'Reel demo' },
  { media_key: 'demo-vr-180', pattern: 'testsrc', duration_s: 3 * MIN + 30, width: 960, height: 480, fps: 8, vr: '180_sbs', tone_hz: 784, caption: 'Reel demo VR' },
  { media_key: 'demo-life', pattern: 'life', duration_s: 6 * MIN + 15, width: 640, height: 360, fps: 8, tone_hz: 659, caption: 'Reel demo' },
  { media_key: 'demo-mandelbrot', pattern: 'mandelbrot', duration_s: 3 * MIN + 10, width: 426, height: 240, fps: 5, tone_hz: 587, caption: 'Reel demo' },
];

/** Seconds each, so the automated tests cover every path (HD, FHD, VR, HLS) quickly. */
const TEST: DemoMediaSpec[] = [
  { media_key: 'test-hd', pattern: 'testsrc2', duration_s: 4, width: 1280, height: 720, fps: 10, tone_hz: 440, caption: 'Reel test HD' },
  { media_key: 'test-fhd', pattern: 'bars-motion', duration_s: 3, width: 1920, height: 1080, fps: 10, tone_hz: 523, caption: 'Reel test FHD' },
  { media_key: 'test-vr', pattern: 'testsrc2', duration_s: 4, width: 640, height: 320, fps: 10, vr: '180_sbs', tone_hz: 659, caption: 'Reel test VR' },
  { media_key: 'test-hls', pattern: 'smptebars', duration_s: 14, width: 320, height: 180, fps: 5, tone_hz: 784, caption: 'Reel test HLS', forceHls: true },
];

export const DEMO_PROFILES: Readonly<Record<DemoProfile, readonly DemoMediaSpec[]>> = { demo: DEMO, test: TEST };

export interface DemoProgress extends MediaProgress {
  media_key: string;
  /** 0-based position of this media in the profile. */
  index: number;
  total: number;
}

export interface DemoOptions {
  profile: DemoProfile;
  onProgress?: (progress: DemoProgress) => void;
  /** Media made at the same time; two suits two cores since small x264 encodes use ~1 core each. */
  concurrency?: number;
  signal?: AbortSignal;
}

async function makeOne(mediaRoot: string, spec: DemoMediaSpec, signal: AbortSignal | undefined, report: (p: MediaProgress) => void): Promise<MediaInfo> {
  const existing = await readMediaInfo(mediaRoot, spec.media_key);
  if (existing) return existing;
  const work = await mkdtemp(join(tmpdir(), 'reel-source-'));
  try {
    const source = join(work, 'source.mp4');
    await generateTestPattern({
      out: source, duration_s: spec.duration_s, width: spec.width, height: spec.height, fps: spec.fps,
      pattern: spec.pattern, vr: spec.vr, tone_hz: spec.tone_hz, caption: spec.caption, preset: PRESET_FAST, signal,
      onProgress: (ratio) => report({ stage: 'source', ratio }),
    });
    return await transcode(source, join(mediaRoot, spec.media_key), {
      vr: spec.vr ?? '', forceHls: spec.forceHls, preset: PRESET_FAST, signal, onProgress: report,
    });
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * Makes every media of the profile under `mediaRoot`; returns their MediaInfo in profile order.
 * When one fails the others are stopped too, so no ffmpeg keeps running after the rejection.
 */
export async function generateDemoMedia(mediaRoot: string, options: DemoOptions): Promise<MediaInfo[]> {
  const specs = DEMO_PROFILES[options.profile];
  const results: MediaInfo[] = new Array(specs.length);
  const stop = new AbortController();
  const signal = options.signal ? AbortSignal.any([stop.signal, options.signal]) : stop.signal;
  let next = 0;
  let firstError: unknown = null;
  // A small worker pool: specs are listed heaviest first so the lanes finish close together.
  const lane = async () => {
    while (next < specs.length && !signal.aborted) {
      const index = next++;
      const spec = specs[index];
      const report = (p: MediaProgress) => options.onProgress?.({ ...p, media_key: spec.media_key, index, total: specs.length });
      try {
        results[index] = await makeOne(mediaRoot, spec, signal, report);
      } catch (err) {
        firstError ??= err; // the others then fail with AbortError, which is not the news
        stop.abort();
        return;
      }
    }
  };
  const lanes = Math.max(1, Math.min(options.concurrency ?? 2, specs.length));
  await Promise.all(Array.from({ length: lanes }, lane));
  if (firstError !== null) throw firstError;
  signal.throwIfAborted();
  return results;
}
