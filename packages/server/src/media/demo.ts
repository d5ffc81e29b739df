// Generates the demo (first `npm start`) or test media: a test-pattern source per media key, then
// the same transcode an upload gets, into a folder named by the spec and 128 random bits. Idempotent:
// a spec whose folder has its media.json is left alone.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MEDIA_KEY_RANDOM_BYTES, PRESET_FAST } from './constants.js';
import { newMediaKey, readMediaInfo } from './layout.js';
import { generateTestPattern, type PatternName, type PatternVr } from './patternClip.js';
import { transcode } from './transcode.js';
import type { MediaInfo, MediaProgress } from './types.js';

export interface DemoMediaSpec {
  /** Names the media in progress reports and starts its folder's name; the rest is random. */
  name: string;
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
  {
    name: 'demo-bars-fhd',
    pattern: 'bars-motion',
    duration_s: 3 * MIN + 5,
    width: 1920,
    height: 1080,
    fps: 6,
    tone_hz: 440,
    caption: 'Reel demo FHD',
  },
  {
    name: 'demo-long-31',
    pattern: 'testsrc',
    duration_s: 31 * MIN + 5,
    width: 320,
    height: 180,
    fps: 5,
    tone_hz: 392,
    caption: 'Reel demo HLS',
  },
  {
    name: 'demo-long-41',
    pattern: 'smptebars',
    duration_s: 41 * MIN + 20,
    width: 320,
    height: 180,
    fps: 5,
    tone_hz: 330,
    caption: 'Reel demo long',
  },
  {
    name: 'demo-rgb-hd',
    pattern: 'rgb-motion',
    duration_s: 3 * MIN + 20,
    width: 1280,
    height: 720,
    fps: 6,
    tone_hz: 523,
    caption: 'Reel demo HD',
  },
  {
    name: 'demo-cellauto',
    pattern: 'cellauto',
    duration_s: 10 * MIN + 30,
    width: 426,
    height: 240,
    fps: 5,
    tone_hz: 698,
    caption: 'Reel demo',
  },
  {
    name: 'demo-vr-180',
    pattern: 'testsrc',
    duration_s: 3 * MIN + 30,
    width: 960,
    height: 480,
    fps: 8,
    vr: '180_sbs',
    tone_hz: 784,
    caption: 'Reel demo VR',
  },
  { name: 'demo-life', pattern: 'life', duration_s: 6 * MIN + 15, width: 640, height: 360, fps: 8, tone_hz: 659, caption: 'Reel demo' },
  {
    name: 'demo-mandelbrot',
    pattern: 'mandelbrot',
    duration_s: 3 * MIN + 10,
    width: 426,
    height: 240,
    fps: 5,
    tone_hz: 587,
    caption: 'Reel demo',
  },
];

/** Seconds each, so the automated tests cover every path (HD, FHD, VR, HLS) quickly. */
const TEST: DemoMediaSpec[] = [
  { name: 'test-hd', pattern: 'testsrc2', duration_s: 4, width: 1280, height: 720, fps: 10, tone_hz: 440, caption: 'Reel test HD' },
  { name: 'test-fhd', pattern: 'bars-motion', duration_s: 3, width: 1920, height: 1080, fps: 10, tone_hz: 523, caption: 'Reel test FHD' },
  {
    name: 'test-vr',
    pattern: 'testsrc2',
    duration_s: 4,
    width: 640,
    height: 320,
    fps: 10,
    vr: '180_sbs',
    tone_hz: 659,
    caption: 'Reel test VR',
  },
  {
    name: 'test-hls',
    pattern: 'smptebars',
    duration_s: 14,
    width: 320,
    height: 180,
    fps: 5,
    tone_hz: 784,
    caption: 'Reel test HLS',
    forceHls: true,
  },
];

export const DEMO_PROFILES: Readonly<Record<DemoProfile, readonly DemoMediaSpec[]>> = { demo: DEMO, test: TEST };

export interface DemoProgress extends MediaProgress {
  /** The spec's name. */
  name: string;
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
  /**
   * Folders named by the spec alone (`test-hd`) instead of the spec and random bits: for a media
   * set that is never behind the site's `/media/` (Storybook's own fixtures), whose addresses are
   * written into its stories.
   */
  plainNames?: boolean;
}

/** The finished folder of a spec from an earlier run (`{name}-{random}` with its media.json). */
async function existingMedia(mediaRoot: string, spec: DemoMediaSpec, plainNames: boolean): Promise<MediaInfo | null> {
  const entries = await readdir(mediaRoot).catch(() => [] as string[]);
  const pattern = plainNames ? new RegExp(`^${spec.name}$`) : new RegExp(`^${spec.name}-[0-9a-f]{${MEDIA_KEY_RANDOM_BYTES * 2}}$`);
  for (const entry of entries.filter((e) => pattern.test(e)).sort()) {
    const info = await readMediaInfo(mediaRoot, entry);
    if (info) return info;
  }
  return null;
}

async function makeOne(
  mediaRoot: string,
  spec: DemoMediaSpec,
  options: DemoOptions,
  signal: AbortSignal,
  report: (p: MediaProgress) => void,
): Promise<MediaInfo> {
  const plainNames = options.plainNames ?? false;
  const existing = await existingMedia(mediaRoot, spec, plainNames);
  if (existing) return existing;
  const work = await mkdtemp(join(tmpdir(), 'reel-source-'));
  try {
    const source = join(work, 'source.mp4');
    await generateTestPattern({
      out: source,
      duration_s: spec.duration_s,
      width: spec.width,
      height: spec.height,
      fps: spec.fps,
      pattern: spec.pattern,
      vr: spec.vr,
      tone_hz: spec.tone_hz,
      caption: spec.caption,
      preset: PRESET_FAST,
      signal,
      onProgress: (ratio) => report({ stage: 'source', ratio }),
    });
    return await transcode(source, join(mediaRoot, plainNames ? spec.name : newMediaKey(spec.name)), {
      vr: spec.vr ?? '',
      forceHls: spec.forceHls,
      preset: PRESET_FAST,
      signal,
      onProgress: report,
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
      const report = (p: MediaProgress) => options.onProgress?.({ ...p, name: spec.name, index, total: specs.length });
      try {
        results[index] = await makeOne(mediaRoot, spec, options, signal, report);
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
