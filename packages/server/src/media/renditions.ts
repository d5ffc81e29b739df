// The mp4 renditions: which ones a source gets (never upscaled, see RENDITIONS) and encoding them
// all in one ffmpeg run, so the source is decoded once however many renditions there are.
import { stat } from 'node:fs/promises';
import { HLS_SEGMENT_S, RENDITIONS, type RenditionSpec } from './constants.js';
import { probe, runFfmpeg, type ProbeResult } from './ffmpeg.js';
import type { MediaFile } from './types.js';

export interface RenditionPlan extends RenditionSpec {
  /** Actual target height: the spec's, or the source's when SD would otherwise upscale. */
  out_height_px: number;
}

/** The picture size as displayed: phone videos store portrait pixels plus a 90° rotation. */
export function displaySize(p: Pick<ProbeResult, 'width' | 'height' | 'rotation'>): { width: number; height: number } {
  const turned = p.rotation === 90 || p.rotation === 270;
  return turned ? { width: p.height, height: p.width } : { width: p.width, height: p.height };
}

/**
 * SD always (at most the source's height), HD and Full HD only when the source is at least that
 * tall. Heights are even because H.264 in 4:2:0 needs even dimensions.
 */
export function planRenditions(sourceHeight: number, specs: readonly RenditionSpec[] = RENDITIONS): RenditionPlan[] {
  if (!(sourceHeight > 0)) throw new RangeError('source has no video height');
  const [first, ...rest] = specs;
  const evenSource = Math.max(2, Math.floor(sourceHeight / 2) * 2);
  const plans: RenditionPlan[] = [{ ...first, out_height_px: Math.min(first.height_px, evenSource) }];
  for (const spec of rest) {
    if (sourceHeight >= spec.height_px) plans.push({ ...spec, out_height_px: spec.height_px });
  }
  return plans;
}

export interface EncodeOptions {
  preset: string;
  audio: SourceAudio;
  durationS: number;
  onProgress?: (ratio: number) => void;
  signal?: AbortSignal;
  /** Options before `-i source` (an upload's input restrictions). */
  sourceInput?: readonly string[];
}

/** Source audio facts that decide whether a rendition may copy the audio track as it is. */
export type SourceAudio = Pick<ProbeResult, 'audio_codec' | 'audio_bitrate_bps'>;

/**
 * AAC that is no bigger than the rendition's audio budget is copied: re-encoding it would only
 * lose quality, and audio encoding is a large share of the time for long, small videos.
 */
export function canCopyAudio(audio: SourceAudio, plan: RenditionSpec): boolean {
  return audio.audio_codec === 'aac' && audio.audio_bitrate_bps !== null && audio.audio_bitrate_bps <= plan.audio_kbps * 1000;
}

function outputArgs(plan: RenditionPlan, index: number, options: EncodeOptions, out: string): string[] {
  const audio = canCopyAudio(options.audio, plan) ? ['-c:a', 'copy'] : ['-c:a', 'aac', '-b:a', `${plan.audio_kbps}k`];
  return [
    '-map',
    `[r${index}]`,
    // `?`: a source without sound still transcodes, just without an audio track.
    '-map',
    '0:a:0?',
    '-c:v',
    'libx264',
    '-preset',
    options.preset,
    '-crf',
    String(plan.crf),
    '-maxrate',
    `${plan.maxrate_kbps}k`,
    '-bufsize',
    `${plan.maxrate_kbps * 2}k`,
    '-pix_fmt',
    'yuv420p',
    // Key frames on the HLS grid make HLS a copy of this file and keep seeking snappy.
    '-force_key_frames',
    `expr:gte(t,n_forced*${HLS_SEGMENT_S})`,
    ...audio,
    // Uploads may carry camera metadata (places, device names) that must not be republished.
    '-map_metadata',
    '-1',
    '-sn',
    '-dn',
    '-movflags',
    '+faststart',
    out,
  ];
}

/** Encodes every planned rendition of `source` into `outputs` (same order as `plans`). */
export async function encodeRenditions(
  source: string,
  plans: readonly RenditionPlan[],
  outputs: readonly string[],
  options: EncodeOptions,
): Promise<void> {
  const labels = plans.map((_, i) => `[s${i}]`).join('');
  const scales = plans.map((p, i) => `[s${i}]scale=-2:${p.out_height_px},setsar=1[r${i}]`).join(';');
  const graph =
    plans.length === 1 ? `[0:v:0]scale=-2:${plans[0].out_height_px},setsar=1[r0]` : `[0:v:0]split=${plans.length}${labels};${scales}`;
  const args = [
    ...(options.sourceInput ?? []),
    '-i',
    source,
    '-filter_complex',
    graph,
    ...plans.flatMap((p, i) => outputArgs(p, i, options, outputs[i])),
  ];
  const { onProgress, durationS } = options;
  await runFfmpeg(args, {
    signal: options.signal,
    onProgress: onProgress && durationS > 0 ? (t) => onProgress(Math.min(1, t / durationS)) : undefined,
  });
}

/** Describes a written mp4 as media.json lists it, with its real (probed) size. */
export async function describeFile(format: string, absolute: string, relative: string): Promise<MediaFile> {
  const [info, st] = await Promise.all([probe(absolute), stat(absolute)]);
  return { format, path: relative, width: info.width, height: info.height, size_bytes: st.size };
}
