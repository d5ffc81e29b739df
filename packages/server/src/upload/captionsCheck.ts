// Whether an attached file is WebVTT, read with the W3C's own validator (webvtt-parser): UTF-8,
// the `WEBVTT` signature, every cue's timings and settings, at least one cue. The language and
// label are read with @reel/api's rules; a refusal names the field at fault.
import { CAPTIONS_FIELDS, CAPTIONS_MAX_BYTES, readCaptionsLabel, readSrclang, type CaptionsErrorCode, type CaptionsTrack } from '@reel/api';
import webvtt from 'webvtt-parser';
import { ApiHttpError } from '../http/errors.js';

/** What a form sent: the file's bytes (null when absent; `truncated` past the cap) and the texts. */
export interface CaptionsInput {
  bytes: Buffer | null;
  truncated: boolean;
  srclang: string | undefined;
  label: string | undefined;
}

export interface CheckedCaptions {
  track: CaptionsTrack;
  vtt: string;
}

export function captionsRefusal(code: CaptionsErrorCode | 'required', field: string, info?: Record<string, number>): ApiHttpError {
  const status = code === 'captions_too_large' ? 413 : 400;
  return new ApiHttpError(status, code, [info ? { field, code, info } : { field, code }]);
}

/** The text of a WebVTT file, or null when the bytes are not one. */
export function readWebVtt(bytes: Buffer): string | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  const parsed = new webvtt.WebVTTParser().parse(text, 'metadata');
  return parsed.errors.length === 0 && parsed.cues.length > 0 ? text : null;
}

/** The checked track, or the refusal of the first field at fault. */
export function checkCaptions(input: CaptionsInput): CheckedCaptions {
  if (!input.bytes) throw captionsRefusal('required', CAPTIONS_FIELDS.file);
  if (input.truncated || input.bytes.length > CAPTIONS_MAX_BYTES)
    throw captionsRefusal('captions_too_large', CAPTIONS_FIELDS.file, { max: CAPTIONS_MAX_BYTES });
  const srclang = readSrclang(input.srclang);
  if (!srclang) throw captionsRefusal('captions_srclang', CAPTIONS_FIELDS.srclang);
  const label = readCaptionsLabel(input.label);
  if (!label) throw captionsRefusal('captions_label', CAPTIONS_FIELDS.label);
  const vtt = readWebVtt(input.bytes);
  if (vtt === null) throw captionsRefusal('captions_not_webvtt', CAPTIONS_FIELDS.file);
  return { track: { srclang, label }, vtt };
}
