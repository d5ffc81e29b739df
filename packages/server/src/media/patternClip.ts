// Generates a source video from ffmpeg's built-in test patterns plus a beeping sine tone: demo and
// test media that are abstract by construction. A caption (with the running time) is drawn only
// when this ffmpeg has drawtext and a font file exists, since static builds may lack either.
import { existsSync } from 'node:fs';
import { PATTERN_AUDIO_KBPS, PATTERN_BEEP_S, PATTERN_CRF, PATTERN_KEYFRAME_S, PATTERN_SAMPLE_RATE_HZ } from './constants.js';
import { hasFilter, runFfmpeg } from './ffmpeg.js';

export type PatternName =
  'testsrc2' | 'smptebars' | 'smptehdbars' | 'bars-motion' | 'rgb-motion' | 'testsrc' | 'rgbtestsrc' | 'mandelbrot' | 'life' | 'cellauto';

export type PatternVr = '' | '180_sbs' | '360_mono';

export interface TestPatternOptions {
  out: string;
  duration_s: number;
  width: number;
  height: number;
  fps: number;
  pattern: PatternName;
  /** '180_sbs': two side-by-side eye views; '360_mono': a 2:1 equirectangular-looking frame. */
  vr?: PatternVr;
  /** Tone frequency in Hz; it beeps once a second so A/V sync is easy to judge. */
  tone_hz?: number;
  caption?: string;
  crf?: number;
  preset?: string;
  onProgress?: (ratio: number) => void;
  signal?: AbortSignal;
}

const FONT_CANDIDATES = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/dejavu/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/TTF/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
  '/usr/share/fonts/liberation/LiberationSans-Bold.ttf',
  '/System/Library/Fonts/Supplemental/Arial.ttf',
  '/Library/Fonts/Arial.ttf',
];

/** A font file drawtext can use, or null. Paths with filter-graph metacharacters are skipped. */
export function findFontFile(candidates: readonly string[] = FONT_CANDIDATES): string | null {
  return candidates.find((f) => !/[:'\\,;[\]]/.test(f) && existsSync(f)) ?? null;
}

let captionSupport: Promise<string | null> | null = null;

/** The font to caption with, or null when captions cannot be drawn on this machine. */
export function captionFont(): Promise<string | null> {
  captionSupport ??= hasFilter('drawtext').then((ok) => (ok ? findFontFile() : null));
  return captionSupport;
}

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

/** The lavfi source graph for one pattern at w×h, ending in a single unlabelled output. */
export function patternGraph(pattern: PatternName, w: number, h: number, fps: number, durationS: number): string {
  const size = `s=${w}x${h}:r=${fps}`;
  switch (pattern) {
    case 'bars-motion':
    case 'rgb-motion': {
      // A static background is cheap to encode even at 1080p; the moving box gives real motion.
      const bg = pattern === 'bars-motion' ? 'smptehdbars' : 'rgbtestsrc';
      const bw = even(w / 8);
      const bh = even((bw * 9) / 16);
      return `${bg}=${size}[bg];testsrc2=s=${bw}x${bh}:r=${fps}[box];[bg][box]overlay=x='mod(t*${even(w / 16)},W-w)':y=H*3/4-h/2`;
    }
    case 'life':
      // One cell per 4 px so the cells stay visible; the size is the pattern's, not a rendition's.
      return `life=s=${even(w / 4)}x${even(h / 4)}:r=${fps}:mold=10:ratio=0.1:life_color=#40e0d0:death_color=#502060,scale=${w}:${h}:flags=neighbor`;
    case 'cellauto':
      // Two-pixel cells: single-pixel noise is the most expensive thing there is to encode.
      return `cellauto=s=${even(w / 2)}x${even(h / 2)}:r=${fps}:rule=110:random_fill_ratio=0.3,scale=${w}:${h}:flags=neighbor,lutrgb=r=val*0.3:g=val*0.8:b=val`;
    case 'mandelbrot':
      // Its default zoom deepens for ever and each frame gets slower; a bounded zoom over the
      // video's length and few iterations keep it about as cheap as the other patterns.
      return `mandelbrot=${size}:maxiter=64:end_pts=${Math.ceil(durationS)}:end_scale=0.05`;
    default:
      return `${pattern}=${size}`;
  }
}

/**
 * Wraps a pattern (plus its caption filters) into a frame of w×h, labelled [vr]. The caption goes
 * on the scene before the eyes are cut, so each eye of a side-by-side frame shows it whole.
 */
function vrGraph(o: TestPatternOptions, vr: PatternVr, w: number, h: number, extra: string): string {
  const scene = (width: number) => `${patternGraph(o.pattern, width, h, o.fps, o.duration_s)}${extra}`;
  if (vr === '180_sbs') {
    // Each eye sees the same scene shifted a little, like a real stereo pair.
    const eye = even(w / 2);
    const shift = even(eye * 0.03);
    return `${scene(eye + shift)},split[l0][r0];[l0]crop=${eye}:${h}:0:0[l];[r0]crop=${eye}:${h}:${shift}:0[r];[l][r]hstack[vr]`;
  }
  if (vr === '360_mono') {
    // A 30° latitude/longitude grid is what makes a frame read as equirectangular.
    return `${scene(w)},drawgrid=w=iw/12:h=ih/6:t=2:c=white@0.6[vr]`;
  }
  return `${scene(w)}[vr]`;
}

/** Keeps captions to characters that need no escaping inside a filter graph. */
export function sanitizeCaption(text: string): string {
  return text.replace(/[^A-Za-z0-9 .#-]/g, '').slice(0, 60);
}

function captionFilter(font: string, caption: string): string {
  const text = `${sanitizeCaption(caption)}  %{pts\\:hms}`;
  return `drawtext=fontfile=${font}:text='${text}':fontsize='min(h/14,w/26)':fontcolor=white:box=1:boxcolor=black@0.5:x=(w-tw)/2:y=h-th-h/12`;
}

/** The full filter graph: video as [v], audio as [a]. */
export async function buildPatternGraph(options: TestPatternOptions): Promise<string> {
  const vr = options.vr ?? '';
  const w = even(options.width);
  const h = vr === '360_mono' ? even(w / 2) : even(options.height);
  const font = options.caption ? await captionFont() : null;
  const caption = font && options.caption ? `,${captionFilter(font, options.caption)}` : '';
  const tone = `sine=frequency=${options.tone_hz ?? 440}:sample_rate=${PATTERN_SAMPLE_RATE_HZ}`;
  const beep = `volume='lt(mod(t,1),${PATTERN_BEEP_S})':eval=frame`;
  return `${vrGraph(options, vr, w, h, caption)};[vr]format=yuv420p[v];${tone},${beep}[a]`;
}

/** Writes an H.264/AAC mp4 test-pattern video to `options.out`. */
export async function generateTestPattern(options: TestPatternOptions): Promise<void> {
  if (!(options.duration_s > 0) || !(options.fps > 0)) throw new RangeError('duration_s and fps must be positive');
  const graph = await buildPatternGraph(options);
  const { onProgress, duration_s: duration } = options;
  const args = [
    '-filter_complex',
    graph,
    '-map',
    '[v]',
    '-map',
    '[a]',
    '-t',
    String(duration),
    '-c:v',
    'libx264',
    '-preset',
    options.preset ?? 'ultrafast',
    '-crf',
    String(options.crf ?? PATTERN_CRF),
    '-g',
    String(Math.max(1, Math.round(options.fps * PATTERN_KEYFRAME_S))),
    // The fast AAC coder halves the audio time, which dominates the long demo videos; beeps
    // do not need the default coder's finer quantisation.
    '-c:a',
    'aac',
    '-aac_coder',
    'fast',
    '-b:a',
    `${PATTERN_AUDIO_KBPS}k`,
    options.out,
  ];
  await runFfmpeg(args, {
    signal: options.signal,
    onProgress: onProgress ? (t) => onProgress(Math.min(1, t / duration)) : undefined,
  });
}
