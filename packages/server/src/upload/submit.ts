// Turns a received upload into a video row and a queued job, or into one refusal with its code.
// Every refusal removes the received file, and rows are written only after every check passed, in
// one statement: a refused upload leaves nothing behind.
import { rm } from 'node:fs/promises';
import {
  UPLOAD_DESCRIPTION_MAX_CHARS,
  UPLOAD_FIELDS,
  UPLOAD_LIST_ITEM_MAX_CHARS,
  UPLOAD_LIST_MAX_ITEMS,
  UPLOAD_TITLE_MAX_CHARS,
  isAllowedUploadExtension,
  isValidUploadFilename,
  splitList,
  type ErrorEntry,
  type UploadErrorCode,
} from '@reel/api';
import { type UploadAnswer } from '@reel/api/endpoints';
import type { Database } from '../db/client.js';
import { ApiHttpError } from '../http/errors.js';
import { isId } from '../http/params.js';
import { stripInvisible } from '../text/invisible.js';
import { dirSuffix, slugify } from '../text/dirs.js';
import { newMediaKey } from '../media/layout.js';
import { countKnownCategories, insertUploadRows, isDuplicateUpload, nextVideoId } from '../queries/uploads.js';
import { saveCaptions } from '../media/captions.js';
import { checkCaptions, type CheckedCaptions } from './captionsCheck.js';
import { captionsInput } from './captionsForm.js';
import { checkVideoFile } from './checks.js';
import type { ReceivedUpload } from './receive.js';

export interface UploadLimits {
  maxBytes: number;
  categoriesMin: number;
  categoriesMax: number;
}

/** Where an accepted upload's captions are written (the media root). */
export interface UploadStore {
  mediaRoot: string;
}

export function refuse(code: UploadErrorCode, field: string, info?: Record<string, number>, status = 400): ApiHttpError {
  const entry: ErrorEntry = info ? { field, code, info } : { field, code };
  return new ApiHttpError(status, code, [entry]);
}

interface Form {
  title: string;
  description: string;
  categoryIds: number[];
  models: string[];
  tags: string[];
}

/** A form field as stored: bidi overrides and other invisible characters never reach the catalogue. */
const one = (fields: Map<string, string[]>, name: string) => stripInvisible((fields.get(name) ?? []).join(',')).trim();

function textField(fields: Map<string, string[]>, name: string, max: number, required: boolean): string {
  const value = one(fields, name);
  if (required && value === '') throw refuse('required', name);
  if ([...value].length > max) throw refuse('max_length', name, { length: max });
  return value;
}

function listField(fields: Map<string, string[]>, name: string): string[] {
  const items = splitList(one(fields, name));
  if (items.length > UPLOAD_LIST_MAX_ITEMS) throw refuse('max_length', name, { length: UPLOAD_LIST_MAX_ITEMS });
  if (items.some((i) => [...i].length > UPLOAD_LIST_ITEM_MAX_CHARS))
    throw refuse('max_length', name, { length: UPLOAD_LIST_ITEM_MAX_CHARS });
  return items;
}

/** The form's own fields; categories must exist and number between the limits. */
export async function readForm(database: Database, fields: Map<string, string[]>, limits: UploadLimits): Promise<Form> {
  const title = textField(fields, UPLOAD_FIELDS.title, UPLOAD_TITLE_MAX_CHARS, true);
  const description = textField(fields, UPLOAD_FIELDS.description, UPLOAD_DESCRIPTION_MAX_CHARS, false);
  const rawCategories = splitList(one(fields, UPLOAD_FIELDS.categories));
  const range = { min: limits.categoriesMin, max: limits.categoriesMax };
  if (rawCategories.length < range.min || rawCategories.length > range.max || !rawCategories.every(isId)) {
    throw refuse('categories_count', UPLOAD_FIELDS.categories, range);
  }
  const categoryIds = rawCategories.map(Number);
  if ((await countKnownCategories(database, categoryIds)) !== categoryIds.length)
    throw refuse('categories_count', UPLOAD_FIELDS.categories, range);
  return { title, description, categoryIds, models: listField(fields, UPLOAD_FIELDS.models), tags: listField(fields, UPLOAD_FIELDS.tags) };
}

/** The file name's rules: the characters, then an accepted extension. */
export function checkFileName(filename: string): void {
  if (!isValidUploadFilename(filename)) throw refuse('filename', UPLOAD_FIELDS.file);
  if (!isAllowedUploadExtension(filename)) throw refuse('extension', UPLOAD_FIELDS.file);
}

/** The file rules that need no ffprobe: present, named right, allowed extension, within the limit. */
function checkFileBasics(upload: ReceivedUpload, limits: UploadLimits): void {
  const f = upload.file;
  if (!f) throw refuse('required', UPLOAD_FIELDS.file);
  if (f.truncated || f.size_bytes > limits.maxBytes) throw refuse('too_large', UPLOAD_FIELDS.file, { max: limits.maxBytes }, 413);
  checkFileName(f.filename);
  if (f.size_bytes === 0 || !f.path) throw refuse('damaged', UPLOAD_FIELDS.file);
}

const isUniqueViolation = (err: unknown) => (err as { code?: string }).code === '23505';

interface NewVideo {
  form: Form;
  userId: number;
  durationS: number;
  width: number;
  height: number;
  sourcePath: string;
  sha256: string;
}

/** The video (unpublished, owned by the member), its categories and models, and its job: one statement. */
async function insertRows(database: Database, v: NewVideo): Promise<UploadAnswer> {
  const videoId = await nextVideoId(database);
  const dir = `${slugify(v.form.title) || 'video'}-${dirSuffix(videoId)}`;
  const jobId = await insertUploadRows(database, {
    videoId,
    dir,
    title: v.form.title,
    description: v.form.description,
    durationS: v.durationS,
    mediaKey: newMediaKey(),
    width: v.width,
    height: v.height,
    userId: v.userId,
    tags: v.form.tags,
    categoryIds: v.form.categoryIds,
    models: v.form.models.map((m) => m.toLowerCase()),
    sourcePath: v.sourcePath,
    sha256: v.sha256,
  });
  return { ok: true, video_id: videoId, job_id: jobId };
}

/**
 * Checks and records one upload. The received file becomes the job's source on success and is
 * removed on any refusal or failure.
 */
export async function submitUpload(
  database: Database,
  upload: ReceivedUpload,
  userId: number,
  limits: UploadLimits,
  store: UploadStore,
): Promise<UploadAnswer> {
  const path = upload.file?.path ?? '';
  const accepted = await acceptUpload(database, upload, userId, limits).catch(async (err: unknown) => {
    if (path) await rm(path, { force: true });
    throw err;
  });
  // The rows exist and the source is the job's now: a failure here must not take the source with it.
  if (accepted.captions) await saveCaptions(store.mediaRoot, accepted.answer.video_id, accepted.captions.track, accepted.captions.vtt);
  return accepted.answer;
}

/** Every check, then the rows; the received file is the caller's to remove on a refusal. */
async function acceptUpload(
  database: Database,
  upload: ReceivedUpload,
  userId: number,
  limits: UploadLimits,
): Promise<{ answer: UploadAnswer; captions: CheckedCaptions | null }> {
  const path = upload.file?.path ?? '';
  checkFileBasics(upload, limits);
  const form = await readForm(database, upload.fields, limits);
  // Checked before the video, so a bad captions file refuses the upload before ffprobe runs.
  const captions = upload.captions ? checkCaptions(captionsInput(upload.fields, upload.captions)) : null;
  const file = upload.file!;
  const verdict = await checkVideoFile(path, file.extension);
  if (!verdict.ok) throw refuse(verdict.code, UPLOAD_FIELDS.file, verdict.info);
  if (await isDuplicateUpload(database, file.sha256)) throw refuse('duplicate', UPLOAD_FIELDS.file);
  const { width, height, rotation, duration_s } = verdict.probe;
  const turned = rotation === 90 || rotation === 270;
  const shown = turned ? { width: height, height: width } : { width, height };
  try {
    const answer = await insertRows(database, { form, userId, durationS: duration_s, ...shown, sourcePath: path, sha256: file.sha256 });
    return { answer, captions };
  } catch (err) {
    // Two uploads of the same bytes at once: the unique index lets one through.
    if (isUniqueViolation(err)) throw refuse('duplicate', UPLOAD_FIELDS.file);
    throw err;
  }
}
