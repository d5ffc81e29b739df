// The member's uploads at one address: the multipart upload, the captions, the acts of the form
// (`act=preview`, `act=delete`) and the reads the query's `act` picks. Each act is one entry.
import type { CaptionsAnswer } from '../captions.js';
import { UPLOADER_UNVERIFIED_CODE } from '../consent.js';
import { CAPTIONS_ERROR_CODES, CAPTIONS_FIELDS, CAPTIONS_PATH } from '../captions.js';
import type {
  DeleteUploadAnswer,
  PreviewAnswer,
  PreviewCandidatesAnswer,
  UploadAnswer,
  UploadedVideosAnswer,
  UploadLimitsAnswer,
} from '../upload.js';
import { UPLOAD_ACTS, UPLOAD_PATH } from '../upload.js';
import { answers, endpoint, param, type Param } from './kit.js';
import { FORM_ERRORS } from './formErrors.js';

/** Screenshot numbers as the preview form writes them: 1…999. */
const SCREEN_RE = /^[1-9]\d{0,2}$/;

/** The chosen screenshot; anything else (or nothing) keeps the one the pipeline picked. */
const screen: Param<number | null> = {
  doc: 'screenshot 1…999, optional',
  parse: (raw) => (raw !== undefined && SCREEN_RE.test(raw) ? Number(raw) : null),
  format: (value) => (value === null ? undefined : String(value)),
};

/** Multipart, outside `call()`: the upload page sends the file itself, with its progress. */
export const upload = endpoint({
  name: 'upload',
  method: 'POST',
  route: UPLOAD_PATH,
  shape: `${UPLOAD_PATH} (multipart upload)`,
  summary: 'Uploads a video, with its details and, optionally, its captions.',
  params: {},
  answer: answers<UploadAnswer>('UploadAnswer (upload.ts)'),
  cache: 'no-store',
  private: true,
  errors: [...FORM_ERRORS, 'not_verified', UPLOADER_UNVERIFIED_CODE, 'too_large', ...CAPTIONS_ERROR_CODES],
});

export const uploadPreview = endpoint({
  name: 'uploadPreview',
  method: 'POST',
  route: UPLOAD_PATH,
  act: UPLOAD_ACTS.preview,
  shape: `${UPLOAD_PATH} (form: act=${UPLOAD_ACTS.preview}, video_id, screen)`,
  summary: 'Picks the preview screenshot of an upload and publishes it.',
  params: { video_id: param.id('invalid_video_id'), screen },
  body: ['video_id', 'screen'],
  answer: answers<PreviewAnswer>('PreviewAnswer (upload.ts)'),
  cache: 'no-store',
  private: true,
  errors: [...FORM_ERRORS, 'invalid_video_id', 'video_not_found'],
});

export const uploadDelete = endpoint({
  name: 'uploadDelete',
  method: 'POST',
  route: UPLOAD_PATH,
  act: UPLOAD_ACTS.delete,
  shape: `${UPLOAD_PATH} (form: act=${UPLOAD_ACTS.delete}, video_id)`,
  summary: "Deletes one of the member's uploads.",
  params: { video_id: param.id('invalid_video_id') },
  body: ['video_id'],
  answer: answers<DeleteUploadAnswer>('DeleteUploadAnswer (upload.ts)'),
  cache: 'no-store',
  private: true,
  errors: [...FORM_ERRORS, 'invalid_video_id', 'video_not_found'],
});

export const captions = endpoint({
  name: 'captions',
  method: 'POST',
  route: CAPTIONS_PATH,
  shape: `${CAPTIONS_PATH} (multipart: ${CAPTIONS_FIELDS.videoId}, ${CAPTIONS_FIELDS.file}, ${CAPTIONS_FIELDS.srclang}, ${CAPTIONS_FIELDS.label})`,
  summary: "Attaches a WebVTT captions file to one of the member's videos; a track of the same language is replaced.",
  params: {},
  answer: answers<CaptionsAnswer>('CaptionsAnswer (captions.ts)'),
  cache: 'no-store',
  private: true,
  errors: [...FORM_ERRORS, ...CAPTIONS_ERROR_CODES, 'required', 'invalid_video_id', 'no_permission', 'video_not_found'],
});

export const uploadLimits = endpoint({
  name: 'uploadLimits',
  method: 'GET',
  route: UPLOAD_PATH,
  act: UPLOAD_ACTS.limits,
  shape: `${UPLOAD_PATH}?act=${UPLOAD_ACTS.limits}`,
  summary: 'The upload limits (public).',
  params: {},
  answer: answers<UploadLimitsAnswer>('UploadLimitsAnswer (upload.ts)'),
  cache: 3600,
  errors: [],
});

export const uploads = endpoint({
  name: 'uploads',
  method: 'GET',
  route: UPLOAD_PATH,
  act: UPLOAD_ACTS.uploads,
  shape: `${UPLOAD_PATH}?act=${UPLOAD_ACTS.uploads}&page={page}`,
  summary: "The member's uploads, newest first, with their state.",
  params: { page: param.queryPage() },
  query: ['page'],
  answer: answers<UploadedVideosAnswer>('UploadedVideosAnswer (upload.ts)'),
  cache: 'no-store',
  private: true,
  errors: ['need_login', 'invalid_act', 'invalid_page'],
});

export const uploadScreens = endpoint({
  name: 'uploadScreens',
  method: 'GET',
  route: UPLOAD_PATH,
  act: UPLOAD_ACTS.screens,
  shape: `${UPLOAD_PATH}?act=${UPLOAD_ACTS.screens}&video_id={id}`,
  summary: "A video's preview candidates.",
  params: { video_id: param.id('invalid_video_id') },
  query: ['video_id'],
  answer: answers<PreviewCandidatesAnswer>('PreviewCandidatesAnswer (upload.ts)'),
  cache: 'no-store',
  private: true,
  errors: ['need_login', 'invalid_act', 'invalid_video_id'],
});
