// The upload calls: the
// multipart upload, the member's list of uploaded videos with their processing state, and the
// preview choice that publishes a video. Shared by the upload page (its pre-checks use the same
// rules) and the server.
import type { AppealStatus } from './moderation.js';
import { UPLOADER_UNVERIFIED_CODE } from './consent.js';

/** Every upload call goes to this path: multipart POST uploads, GET reads, form POST acts. */
export const UPLOAD_PATH = '/api/video_edit.php';

/**
 * The resumable upload (the tus 1.0 protocol, extensions creation, creation-with-upload,
 * termination and expiration): `POST` here creates an upload, its `Location` (this path and the
 * upload's id) takes `HEAD`, `PATCH` and `DELETE`. Signed-in members only, like UPLOAD_PATH.
 */
export const RESUMABLE_UPLOAD_PATH = '/api/uploads/';
/** An unfinished resumable upload is kept this many hours after its creation (a server may set another). */
export const UPLOAD_RESUME_HOURS_DEFAULT = 24;
/** A client of the resumable upload (the site's page) sends the file in PATCHes of this many bytes:
 * a cut connection costs at most one of them again, and each request is short enough for a proxy's
 * time-outs. The server takes any size; the benchmark measures this one. */
export const RESUMABLE_CHUNK_BYTES = 8 * 1024 * 1024;
/**
 * Codes of the resumable upload's protocol refusals, in the upload's error shape: no such upload
 * (or another member's, 404), an `Upload-Offset` that is not the upload's offset (409), expired
 * (410), no `Tus-Resumable` header (412), a PATCH body that is not
 * `application/offset+octet-stream` (415), a missing or malformed protocol header (400). The
 * upload's own codes (UPLOAD_ERROR_CODES) say the rest; a file whose first bytes are no accepted
 * container answers 415 with `damaged` (or `extension` when they are another container than its
 * name says).
 */
export const RESUMABLE_ERROR_CODES = [
  'upload_not_found',
  'offset_mismatch',
  'upload_expired',
  'tus_version',
  'invalid_content_type',
  'invalid_header',
] as const;
export type ResumableErrorCode = (typeof RESUMABLE_ERROR_CODES)[number];

/** Minimum video length (3 minutes). */
export const MIN_VIDEO_DURATION_S = 180;
/** Default size limit of one upload; a server may set another (`limits.max_bytes` tells the page). */
export const UPLOAD_MAX_BYTES_DEFAULT = 4 * 1024 ** 3;
/** Default number of categories a video must have; a server may set others (`limits`). */
export const UPLOAD_CATEGORIES_MIN_DEFAULT = 1;
export const UPLOAD_CATEGORIES_MAX_DEFAULT = 5;
/** Text field lengths, in characters. */
export const UPLOAD_TITLE_MAX_CHARS = 100;
export const UPLOAD_DESCRIPTION_MAX_CHARS = 2000;
/** Models and tags: comma-separated; at most this many of each, each at most this long. */
export const UPLOAD_LIST_MAX_ITEMS = 20;
export const UPLOAD_LIST_ITEM_MAX_CHARS = 40;

/**
 * Accepted file extensions (lower case, without the dot), each with the container families
 * ffprobe must find inside: a `.mp4` that really holds Matroska is refused as `extension`.
 */
export const UPLOAD_EXTENSIONS: Readonly<Record<string, readonly string[]>> = {
  mp4: ['mp4'],
  m4v: ['mp4'],
  mov: ['mp4'],
  '3gp': ['mp4'],
  mkv: ['matroska'],
  webm: ['matroska'],
  avi: ['avi'],
  wmv: ['asf'],
  flv: ['flv'],
  mpg: ['mpeg'],
  mpeg: ['mpeg'],
  ts: ['mpegts'],
};

/** The multipart field names of `POST UPLOAD_PATH`. */
export const UPLOAD_FIELDS = {
  title: 'title',
  description: 'description',
  /** Comma-separated category ids (`category_id` of the categories list), or the field repeated. */
  categories: 'categories',
  /** Comma-separated model names; names that match no model are ignored. */
  models: 'models',
  /** Comma-separated free tags. */
  tags: 'tags',
  /** The video file itself; its file name is checked too. */
  file: 'file',
} as const;

/** The text fields of UPLOAD_FIELDS: every one but the file. */
function textFields<F extends { file: string }>(fields: F): Omit<F, 'file'> {
  const { file, ...text } = fields;
  void file;
  return text;
}

/**
 * The `Upload-Metadata` keys of a resumable upload: the text fields of UPLOAD_FIELDS under the
 * same names, and the file's name under `filename` (the name tus clients give it).
 */
export const RESUMABLE_UPLOAD_METADATA = { ...textFields(UPLOAD_FIELDS), filename: 'filename' } as const;

/**
 * Refusal codes of the upload.
 * Each comes as `{error:true, code, errors:[{field, code, info?}]}` with status 400 (413 for
 * too_large, 403 for not_verified and uploader_unverified, 401 need_login); `field` is the form field at fault.
 */
export const UPLOAD_ERROR_CODES = [
  /** The file name has characters other than Latin letters, digits, space, `-`, `_`, `.`. */
  'filename',
  /** ffprobe cannot read the file at all (zero bytes, not a video, cut before its index). */
  'damaged',
  /** The same bytes were uploaded before (content hash) and that upload was not refused. */
  'duplicate',
  /** Larger than `limits.max_bytes`. */
  'too_large',
  /** Shorter than MIN_VIDEO_DURATION_S; info `{min}` in seconds. */
  'min_duration',
  /** Taller than wide as stored and as displayed. */
  'vertical',
  /** Stored wide but its rotation metadata (90° or 270°) turns it upright: a different orientation. */
  'orientation',
  /** Readable container, but no video stream, no duration, or its frames fail to decode. */
  'broken',
  /** Wider, taller or larger in pixels per frame than the site decodes; info `{width, height, pixels}`. */
  'max_resolution',
  /** Longer than the site transcodes; info `{max}` in seconds. */
  'max_duration',
  /** A frame rate above the site's; info `{max}` in frames per second. */
  'max_frame_rate',
  /** Too many frames in all (duration × frame rate); info `{max}`. */
  'max_frames',
  /** Not one of UPLOAD_EXTENSIONS, or the extension names another container than the file's. */
  'extension',
  /** Fewer or more categories than allowed, or an unknown id; info `{min, max}`. */
  'categories_count',
  /** A required field (title, file) is missing. */
  'required',
  /** A text field is too long; info `{length}`. */
  'max_length',
  /** Uploading needs the affidavit accepted. */
  'not_verified',
  /** Uploading needs the member verified as an uploader. */
  UPLOADER_UNVERIFIED_CODE,
] as const;
export type UploadErrorCode = (typeof UPLOAD_ERROR_CODES)[number];

/**
 * Anything unexpected (disk full, database down) answers status 500 with this code and
 * `errors:[{field:'notify', code:'upload_failed', info:{code: <reference>}}]`; the page shows
 * UPLOAD_UNEXPECTED_TEXT with the reference, which support finds in the server log.
 */
export const UPLOAD_UNEXPECTED_CODE = 'upload_failed';
export const UPLOAD_UNEXPECTED_TEXT = 'Error [{code}] uploading video to the site, please contact support';

/** `POST UPLOAD_PATH` (multipart) success. */
export interface UploadAnswer {
  ok: true;
  video_id: number;
  job_id: number;
}

/**
 * What the member sees of one upload:
 * - processing: queued or being transcoded, `percent` 0…100;
 * - needs_preview: transcoded, waiting for the member to choose a preview (`preview_required`);
 * - in_review: the preview is chosen and a moderator has yet to approve it; public nowhere;
 * - published: live on the site (status_id 1);
 * - rejected: a moderator turned it down; `reject_reason` and `reject_note` say why;
 * - removed: taken down by staff;
 * - failed: could not be processed after every attempt; `reason` says why.
 */
export const UPLOAD_STATES = ['processing', 'needs_preview', 'in_review', 'published', 'rejected', 'removed', 'failed'] as const;
export type UploadState = (typeof UPLOAD_STATES)[number];

/** Why processing failed, as a code the page words: the source could not be decoded, or anything else. */
export const UPLOAD_FAILURE_REASONS = ['broken', 'transcode_failed'] as const;
export type UploadFailureReason = (typeof UPLOAD_FAILURE_REASONS)[number];

export interface UploadedVideo {
  video_id: number;
  job_id: number;
  title: string;
  dir: string;
  /** Seconds, as probed at upload. */
  duration: number;
  /** ISO date-time of the upload. */
  uploaded_at: string;
  state: UploadState;
  /** 0…100; 100 once transcoded. */
  percent: number;
  /** Set when state is failed. */
  reason: UploadFailureReason | null;
  /** The chosen (or default) list thumbnail once transcoded, else ''. */
  thumb: string;
  /** Set when state is rejected: a REJECT_REASONS code and the moderator's words. */
  reject_reason?: string;
  reject_note?: string;
  /** Set when state is rejected or removed by staff: whether the member may still appeal, and
   * their appeal once made. */
  appealable?: boolean;
  appeal?: AppealStatus | null;
}

/** `GET UPLOAD_PATH?act=uploads&page=N` (member only, `Cache-Control: no-store`). */
export interface UploadedVideosAnswer {
  videos: UploadedVideo[];
  total_count: number;
}
export const UPLOADS_PAGE_SIZE = 24;

/** One preview candidate: `screen` is what `act=preview` takes. */
export interface PreviewCandidate {
  screen: number;
  url: string;
}

/** `GET UPLOAD_PATH?act=screens&video_id=N`: the candidates once transcoded (409 `processing` before). */
export interface PreviewCandidatesAnswer {
  video_id: number;
  state: UploadState;
  screens: PreviewCandidate[];
  /** The screen currently used as thumbnail. */
  chosen: number;
}

/**
 * `POST UPLOAD_PATH` form-encoded `act=preview, video_id, screen` publishes the video. Without a
 * valid `screen` it answers 400 `preview_required`; before transcoding ends 409 `processing`.
 */
export interface PreviewAnswer {
  ok: true;
  video_id: number;
  dir: string;
  /** `in_review` where uploads are reviewed before they are public. */
  state: 'published' | 'in_review';
}

/**
 * Refusal codes of `act=preview` and `act=screens`: no valid `screen` (400, also as a notify entry,
 * 'a preview must be selected'), not transcoded yet (409), processing failed (409), not the
 * member's upload or no such video (404).
 */
export const PREVIEW_ERROR_CODES = ['preview_required', 'processing', 'failed', 'video_not_found'] as const;
export type PreviewErrorCode = (typeof PREVIEW_ERROR_CODES)[number];

/** `GET UPLOAD_PATH?act=limits`: the numbers this server applies, for the page's pre-checks. */
export interface UploadLimitsAnswer {
  max_bytes: number;
  min_duration_s: number;
  extensions: string[];
  categories_min: number;
  categories_max: number;
}

/**
 * `POST UPLOAD_PATH` form-encoded `act=delete, video_id` removes one of the member's own uploads.
 * A published video becomes deleted (status_id 5: its watch page says so, lists leave it out, its
 * counters go back down; the media stay until an operator removes them). One still processing,
 * waiting for its preview or failed is removed entirely with its job and files. Refusals:
 * visitor 401 `need_login`, another member's video 403 `no_permission`, no such video (or already
 * deleted) 404 `video_not_found`. Answers `Cache-Control: no-store`.
 */
export interface DeleteUploadAnswer {
  ok: true;
}

export const UPLOAD_ACTS = { uploads: 'uploads', screens: 'screens', limits: 'limits', preview: 'preview', delete: 'delete' } as const;

/** Latin letters, digits and the separators space, `-`, `_`, `.`; at least one letter or digit. */
const FILENAME_RE = /^[A-Za-z0-9 ._-]*[A-Za-z0-9][A-Za-z0-9 ._-]*$/;

/** The lower-case extension of a file name, without the dot ('' when there is none). */
export function uploadExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Whether the file name (without folders) passes the `filename` rule. */
export function isValidUploadFilename(name: string): boolean {
  return name.length > 0 && name.length <= 255 && FILENAME_RE.test(name);
}

/** Whether the extension is one of UPLOAD_EXTENSIONS. */
export function isAllowedUploadExtension(name: string): boolean {
  return Object.hasOwn(UPLOAD_EXTENSIONS, uploadExtension(name));
}

/** Splits a comma-separated field into trimmed, non-empty, de-duplicated items. */
export function splitList(value: string): string[] {
  return [
    ...new Set(
      value
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s !== ''),
    ),
  ];
}

/** The picture's orientation as displayed: rotation 90/270 swaps width and height. */
export function uploadOrientationCode(width: number, height: number, rotation: number): 'vertical' | 'orientation' | null {
  const turned = rotation === 90 || rotation === 270;
  const shownWide = turned ? height > width : width > height;
  if (shownWide) return null;
  return turned && width > height ? 'orientation' : 'vertical';
}

/** Addresses of the GET calls. */
export const uploadsListPath = (page = 1): string => `${UPLOAD_PATH}?act=${UPLOAD_ACTS.uploads}&page=${page}`;
export const previewCandidatesPath = (video_id: number): string => `${UPLOAD_PATH}?act=${UPLOAD_ACTS.screens}&video_id=${video_id}`;
export const uploadLimitsPath = (): string => `${UPLOAD_PATH}?act=${UPLOAD_ACTS.limits}`;
