// From the video file list (GET /api/videofile.php) to what the media element plays:
// trailers dropped, quality labels from the file name, HLS with an mp4 fallback for long
// videos, VR layout and the text_redirect form of each address.
import { HLS_SOURCE_PARAM, HLS_THRESHOLD_S, TRAILER_FORMAT, VR_TEXT_REDIRECT_PARAM } from '../constants.js';
import { compareQuality, qualityFromName, type QualityLabel } from './quality.js';

/** One entry of the file list as it comes over the wire (mirrors @reel/api's VideoFile). */
export interface VideoFileWire {
  video_url: string;
  format: string;
  vr: string;
  timelines_count: number;
  timelines_interval: number;
  timelines_url?: string;
  duration?: number;
}

/** The file call's failure answer: any object with an `error` field. */
export interface VideoFileErrorAnswer {
  error: unknown;
  code?: string;
  message?: string;
}

export type VideoFileAnswer = VideoFileWire[] | VideoFileErrorAnswer;

export function isErrorAnswer(answer: unknown): answer is VideoFileErrorAnswer {
  return typeof answer === 'object' && answer !== null && !Array.isArray(answer) && 'error' in answer;
}

export const MP4_TYPE = 'video/mp4';
export const HLS_TYPE = 'application/x-mpegURL';

export interface QualityFile {
  quality: QualityLabel;
  url: string;
  file: VideoFileWire;
}

export interface PlayerSource {
  src: string;
  type: typeof MP4_TYPE | typeof HLS_TYPE;
  quality: QualityLabel;
}

// The spec calls video_url "encoded": a fully percent-encoded address is decoded once; a
// normal address (which may legitimately hold %xx in its query) is left alone.
export function decodeFileUrl(url: string): string {
  if (!/^(?:https?%3A|%2F)/i.test(url)) return url;
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}

const pathOf = (url: string): string => url.split(/[?#]/, 1)[0];

// The format field names the rendition explicitly; the address path is the fallback when the
// format is missing or not a file suffix.
function fileName(file: VideoFileWire): string {
  return /\.mp4$/i.test(file.format ?? '') ? file.format : pathOf(decodeFileUrl(file.video_url ?? ''));
}

export function isTrailer(file: VideoFileWire): boolean {
  return file.format === TRAILER_FORMAT || pathOf(file.video_url ?? '').endsWith(TRAILER_FORMAT);
}

/** Playable files, lowest quality first; a second file of the same quality is ignored. */
export function playableFiles(files: readonly VideoFileWire[]): QualityFile[] {
  const byQuality = new Map<QualityLabel, QualityFile>();
  for (const file of files) {
    if (!file || typeof file.video_url !== 'string' || file.video_url === '' || isTrailer(file)) continue;
    const quality = qualityFromName(fileName(file));
    if (quality && !byQuality.has(quality)) byQuality.set(quality, { quality, url: decodeFileUrl(file.video_url), file });
  }
  return [...byQuality.values()].sort((a, b) => compareQuality(a.quality, b.quality));
}

/** Adds `param` (`name=value`) to the query, before any #fragment, unless it is already there. */
export function appendQueryParam(url: string, param: string): string {
  const hashAt = url.indexOf('#');
  const base = hashAt < 0 ? url : url.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : url.slice(hashAt);
  const query = base.includes('?') ? base.slice(base.indexOf('?') + 1) : '';
  if (query.split('&').includes(param)) return url;
  const sep = !base.includes('?') ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&';
  return `${base}${sep}${param}${hash}`;
}

/** Strictly longer than the threshold: a video of exactly 1800 s is still a plain file. */
export function usesHls(durationS: number): boolean {
  return Number.isFinite(durationS) && durationS > HLS_THRESHOLD_S;
}

/** The source list for one quality: HLS then the mp4 fallback for long videos, else the mp4. */
export function buildSources(file: QualityFile, durationS: number): PlayerSource[] {
  const mp4: PlayerSource = { src: file.url, type: MP4_TYPE, quality: file.quality };
  if (!usesHls(durationS)) return [mp4];
  return [{ src: appendQueryParam(file.url, HLS_SOURCE_PARAM), type: HLS_TYPE, quality: file.quality }, mp4];
}

export const VR_ANGLES = [180, 360] as const;
export const VR_FORMATS = ['sbs', 'tb', 'mono'] as const;

export interface VrMode {
  angle: (typeof VR_ANGLES)[number];
  /** Side by side, top-bottom, or a single (monoscopic) picture. */
  format: (typeof VR_FORMATS)[number];
}

/** `180_sbs` → {angle: 180, format: 'sbs'}; empty or unknown → null (not VR). */
export function parseVr(vr: string | null | undefined): VrMode | null {
  const m = /^(\d+)_([a-z]+)$/.exec((vr ?? '').trim().toLowerCase());
  if (!m) return null;
  const angle = VR_ANGLES.find((a) => a === Number(m[1]));
  const format = VR_FORMATS.find((f) => f === m[2]);
  return angle && format ? { angle, format } : null;
}

/** The address that answers with the real source as text (VR mode). */
export function textRedirectUrl(url: string): string {
  return appendQueryParam(url, VR_TEXT_REDIRECT_PARAM);
}

/**
 * VR mode: replaces each source address with the real one, fetched as text from its
 * text_redirect form. `fetchText` is the page's (the core does no network itself).
 */
export async function resolveVrSources(
  sources: readonly PlayerSource[],
  fetchText: (url: string) => Promise<string>,
): Promise<PlayerSource[]> {
  return Promise.all(
    sources.map(async (s) => {
      const real = (await fetchText(textRedirectUrl(s.src))).trim();
      if (real === '') throw new Error(`VR source: empty answer for ${s.src}`);
      return { ...s, src: real };
    }),
  );
}
