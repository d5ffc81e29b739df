// Captions files a member (with the upload, or later) or staff (from the console) attach to a
// video: one WebVTT file per language, listed in the file-list answer as extra rows and served
// under a signed address like the renditions. The rules both the forms and the server apply.

/** Where a member attaches captions to one of their videos (multipart POST). */
export const CAPTIONS_PATH = '/api/video_captions.php';

/** A captions row's `format` in the file-list answer, and the stored file's extension. */
export const CAPTIONS_FORMAT = '.vtt';
/** A captions row's `kind` (the `<track>` kind). */
export const CAPTIONS_KIND = 'captions';
/** Largest captions file, in bytes: a feature film's subtitles are around 100 KB. */
export const CAPTIONS_MAX_BYTES = 512 * 1024;
/** Longest label shown in the player's captions menu, in characters. */
export const CAPTIONS_LABEL_MAX_CHARS = 40;
/** Longest language tag, in characters (BCP 47 tags in practice stay far below). */
export const CAPTIONS_SRCLANG_MAX_CHARS = 35;
/** Most captions tracks on one video. */
export const CAPTIONS_MAX_TRACKS = 20;

/** The multipart field names, the same with the upload and on their own. */
export const CAPTIONS_FIELDS = {
  file: 'captions',
  srclang: 'captions_srclang',
  label: 'captions_label',
  /** On CAPTIONS_PATH only: which of the member's videos. */
  videoId: 'video_id',
} as const;

/**
 * Refusal codes, each with the field at fault: not WebVTT (no `WEBVTT` line, a cue timing that
 * does not parse, not UTF-8, no cue at all), over CAPTIONS_MAX_BYTES (413), a language that is not
 * a BCP 47 tag, a label missing or too long, too many tracks on the video.
 */
export const CAPTIONS_ERROR_CODES = [
  'captions_not_webvtt',
  'captions_too_large',
  'captions_srclang',
  'captions_label',
  'captions_count',
] as const;
export type CaptionsErrorCode = (typeof CAPTIONS_ERROR_CODES)[number];

/** One attached track, as the console and the upload page show it. */
export interface CaptionsTrack {
  srclang: string;
  label: string;
}

/** `POST CAPTIONS_PATH` (and the console's call): the video's tracks after the change. */
export interface CaptionsAnswer {
  ok: true;
  video_id: number;
  captions: CaptionsTrack[];
}

/**
 * A language tag in its canonical form (`en-us` → `en-US`), or null when it is not a well-formed
 * BCP 47 tag. The browser's and Node's own Intl reads it, so both sides agree on what passes.
 */
export function readSrclang(raw: string | null | undefined): string | null {
  const text = (raw ?? '').trim();
  if (text === '' || text.length > CAPTIONS_SRCLANG_MAX_CHARS || !/^[A-Za-z0-9-]+$/.test(text)) return null;
  try {
    const [canonical] = Intl.getCanonicalLocales(text);
    return canonical && canonical.length <= CAPTIONS_SRCLANG_MAX_CHARS ? canonical : null;
  } catch {
    return null;
  }
}

/** A label as stored (trimmed), or null when it is empty or too long. */
export function readCaptionsLabel(raw: string | null | undefined): string | null {
  const text = (raw ?? '').trim();
  return text !== '' && [...text].length <= CAPTIONS_LABEL_MAX_CHARS ? text : null;
}
