// Reel's file list (GET /api/videofile.php) as the player's media: trailers dropped, quality labels
// from the file name (`_sd.mp4` SD, `_fhd.mp4` Full HD, any other `.mp4` HD), HLS with the mp4
// fallback for videos over 1800 s, the VR layout and its text_redirect addresses, the timeline
// thumbnails, and the captions rows (`format: '.vtt'`) as text tracks.
import {
  CAPTIONS_FORMAT,
  FORMAT_TRAILER,
  HLS_SOURCE_PARAM,
  QUALITY_HEIGHTS_PX,
  QUALITY_LABELS,
  VR_TEXT_REDIRECT_PARAM,
} from '../constants.js';
import type { PlayerMedia, TextTrackSource, VideoSource } from './media.js';
import { usesHls } from './hls.js';
import { chooseDefaultQuality } from './quality.js';
import { HLS_TYPE, MP4_TYPE } from './sourceKind.js';
import { appendQueryParam, VR_ANGLES, VR_FORMATS, type VrMode } from './sources.js';
import { parseTimeText } from './time.js';

/** One entry of the file list as it comes over the wire (mirrors @reel/api's VideoFile). */
export interface VideoFileWire {
  video_url: string;
  format: string;
  vr: string;
  timelines_count: number;
  timelines_interval: number;
  timelines_url?: string;
  duration?: number;
  /** Captions rows (`format: '.vtt'`) only. */
  srclang?: string;
  label?: string;
  kind?: string;
}

/** The file call's failure answer: any object with an `error` field. */
export interface VideoFileErrorAnswer {
  error: unknown;
  code?: string;
  message?: string;
}

export type VideoFileAnswer = VideoFileWire[] | VideoFileErrorAnswer;

export type QualityLabel = (typeof QUALITY_LABELS)[keyof typeof QUALITY_LABELS];

export function isErrorAnswer(answer: unknown): answer is VideoFileErrorAnswer {
  return typeof answer === 'object' && answer !== null && !Array.isArray(answer) && 'error' in answer;
}

export interface QualityFile {
  quality: QualityLabel;
  url: string;
  file: VideoFileWire;
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

/** The label for a file name or format suffix, or null when it is not an mp4 at all. */
export function qualityFromName(name: string): QualityLabel | null {
  const n = name.toLowerCase();
  if (!n.endsWith('.mp4')) return null;
  if (n.endsWith('_sd.mp4')) return QUALITY_LABELS.sd;
  if (n.endsWith('_fhd.mp4')) return QUALITY_LABELS.fhd;
  return QUALITY_LABELS.hd;
}

// The format field names the rendition explicitly; the address path is the fallback when the
// format is missing or not a file suffix.
function fileName(file: VideoFileWire): string {
  return /\.mp4$/i.test(file.format ?? '') ? file.format : pathOf(decodeFileUrl(file.video_url ?? ''));
}

export function isTrailer(file: VideoFileWire): boolean {
  return file.format === FORMAT_TRAILER || pathOf(file.video_url ?? '').endsWith(FORMAT_TRAILER);
}

const isCaptionsRow = (file: VideoFileWire): boolean => String(file?.format ?? '').toLowerCase() === CAPTIONS_FORMAT;

/** Playable files, lowest quality first; a second file of the same quality is ignored. */
export function playableFiles(files: readonly VideoFileWire[]): QualityFile[] {
  const byQuality = new Map<QualityLabel, QualityFile>();
  for (const file of files) {
    if (!file || typeof file.video_url !== 'string' || file.video_url === '' || isTrailer(file) || isCaptionsRow(file)) continue;
    const quality = qualityFromName(fileName(file));
    if (quality && !byQuality.has(quality)) byQuality.set(quality, { quality, url: decodeFileUrl(file.video_url), file });
  }
  return [...byQuality.values()].sort((a, b) => QUALITY_HEIGHTS_PX[a.quality] - QUALITY_HEIGHTS_PX[b.quality]);
}

/** The captions rows as text tracks; a row without an address or a language is skipped. */
export function captionTracks(files: readonly VideoFileWire[]): TextTrackSource[] {
  return files
    .filter(
      (f) => isCaptionsRow(f) && typeof f.video_url === 'string' && f.video_url !== '' && typeof f.srclang === 'string' && f.srclang !== '',
    )
    .map((f) => ({
      src: decodeFileUrl(f.video_url),
      srclang: f.srclang as string,
      label: typeof f.label === 'string' && f.label !== '' ? f.label : (f.srclang as string),
      kind: f.kind === 'subtitles' ? 'subtitles' : 'captions',
    }));
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

/** VR mode: the real address of a file, fetched as text from its text_redirect form. */
export async function resolveTextRedirect(src: string, fetchText: (url: string) => Promise<string>): Promise<string> {
  const real = (await fetchText(textRedirectUrl(src))).trim();
  if (real === '') throw new Error(`VR source: empty answer for ${src}`);
  return real;
}

export interface FromVideoFilesOptions {
  /** The video's duration: seconds, or its text (`hh:mm:ss`, `mm:ss`); the files' own is the fallback. */
  durationS?: number | string | null;
  /** Treat the video as long (HLS + mp4) whatever its duration: tests and demos of the stream. */
  forceHls?: boolean;
}

function durationOf(given: number | string | null | undefined, files: QualityFile[]): number {
  const seconds = typeof given === 'number' ? given : parseTimeText(given);
  if (seconds !== undefined && Number.isFinite(seconds) && seconds > 0) return seconds;
  const fromFiles = files.map((f) => Number(f.file.duration)).filter((d) => Number.isFinite(d) && d > 0);
  return fromFiles.length ? Math.max(...fromFiles) : 0;
}

/** An answer the player cannot use: its message is the setup error's, the answer its detail. */
const refused = (message: string, answer: unknown): Error => new Error(message, { cause: answer });

/**
 * Reel's file-list answer as the player's media (fromVideoFiles loads this). Throws on an error
 * answer, an answer that is not a list and a list with nothing playable (the player's setup error,
 * with the answer as the cause).
 */
export function mediaFromVideoFiles(answer: unknown, options: FromVideoFilesOptions = {}): PlayerMedia {
  if (isErrorAnswer(answer)) throw refused('video file call answered with an error', answer);
  if (!Array.isArray(answer)) throw refused('video file answer is not a list', answer);
  const files = playableFiles(answer);
  const chosen = chooseDefaultQuality(files.map((f) => ({ ...f, label: f.quality, height: QUALITY_HEIGHTS_PX[f.quality] })));
  if (!chosen) throw refused('no playable video file', answer);
  const durationS = durationOf(options.durationS, files);
  const sources: VideoSource[] = files.map((f) => ({
    src: f.url,
    type: MP4_TYPE,
    label: f.quality,
    height: QUALITY_HEIGHTS_PX[f.quality],
  }));
  // The stream is the default quality's file asked for as HLS; its mp4 stays the fallback.
  if (options.forceHls || usesHls(durationS)) sources.unshift({ src: appendQueryParam(chosen.url, HLS_SOURCE_PARAM), type: HLS_TYPE });
  const vr = parseVr(chosen.file.vr);
  const textTracks = captionTracks(answer);
  return {
    sources,
    durationS,
    vr,
    ...(chosen.file.timelines_url ? { thumbnails: chosen.file.timelines_url } : {}),
    ...(textTracks.length ? { textTracks } : {}),
    ...(vr ? { resolveSource: resolveTextRedirect } : {}),
  };
}
