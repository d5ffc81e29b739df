// The upload form's own checks, made before sending (the server makes them again): a title, a
// description within its length, between the configured min and max categories, short lists of
// models and tags. Each failure is a refusal like the server's, so both read the same.
import {
  RESUMABLE_UPLOAD_METADATA,
  splitList,
  UPLOAD_CATEGORIES_MAX_DEFAULT,
  UPLOAD_CATEGORIES_MIN_DEFAULT,
  UPLOAD_DESCRIPTION_MAX_CHARS,
  UPLOAD_FIELDS,
  UPLOAD_LIST_ITEM_MAX_CHARS,
  UPLOAD_LIST_MAX_ITEMS,
  UPLOAD_TITLE_MAX_CHARS,
} from '@reel/api';
import { appendCaptions, checkCaptionsFields, EMPTY_CAPTIONS, type CaptionsValues } from '../captions/captionsRules';
import type { UploadRefusal } from './uploadErrors';

/** The captions fields are optional: a WebVTT file with its language and label. */
export interface UploadValues extends CaptionsValues {
  title: string;
  description: string;
  /** category_id of each chosen category. */
  categories: number[];
  /** Comma-separated names. */
  models: string;
  tags: string;
}

export const EMPTY_VALUES: UploadValues = { title: '', description: '', categories: [], models: '', tags: '', ...EMPTY_CAPTIONS };

export type UploadField = keyof UploadValues;
export type UploadErrors = Partial<Record<UploadField, UploadRefusal>>;

export interface UploadLimits {
  categoriesMin: number;
  categoriesMax: number;
  /** 0 when the server did not say. */
  maxBytes: number;
}

export const DEFAULT_LIMITS: UploadLimits = {
  categoriesMin: UPLOAD_CATEGORIES_MIN_DEFAULT,
  categoriesMax: UPLOAD_CATEGORIES_MAX_DEFAULT,
  maxBytes: 0,
};

const chars = (s: string) => [...s].length;

function checkList(value: string): UploadRefusal | null {
  const items = splitList(value);
  if (items.length > UPLOAD_LIST_MAX_ITEMS) return { code: 'max_length', info: { length: UPLOAD_LIST_MAX_ITEMS } };
  if (items.some((i) => chars(i) > UPLOAD_LIST_ITEM_MAX_CHARS)) return { code: 'max_length', info: { length: UPLOAD_LIST_ITEM_MAX_CHARS } };
  return null;
}

export function checkUploadForm(values: UploadValues, limits: UploadLimits): UploadErrors {
  const errors: UploadErrors = {};
  const title = values.title.trim();
  if (title === '') errors.title = { code: 'required' };
  else if (chars(title) > UPLOAD_TITLE_MAX_CHARS) errors.title = { code: 'max_length', info: { length: UPLOAD_TITLE_MAX_CHARS } };
  if (chars(values.description.trim()) > UPLOAD_DESCRIPTION_MAX_CHARS)
    errors.description = { code: 'max_length', info: { length: UPLOAD_DESCRIPTION_MAX_CHARS } };
  const n = values.categories.length;
  if (n < limits.categoriesMin || n > limits.categoriesMax) {
    errors.categories = { code: 'categories_count', info: { min: limits.categoriesMin, max: limits.categoriesMax } };
  }
  const models = checkList(values.models);
  if (models) errors.models = models;
  const tags = checkList(values.tags);
  if (tags) errors.tags = tags;
  return { ...errors, ...checkCaptionsFields(values) };
}

/** The multipart body: the text fields first, so the server can refuse them before the file's bytes. */
export function uploadFormData(values: UploadValues, file: File): FormData {
  const form = new FormData();
  form.append(UPLOAD_FIELDS.title, values.title.trim());
  form.append(UPLOAD_FIELDS.description, values.description.trim());
  form.append(UPLOAD_FIELDS.categories, values.categories.join(','));
  form.append(UPLOAD_FIELDS.models, splitList(values.models).join(','));
  form.append(UPLOAD_FIELDS.tags, splitList(values.tags).join(','));
  // The small captions file before the video, so a bad one is known before the large file is sent.
  appendCaptions(form, values);
  form.append(UPLOAD_FIELDS.file, file, file.name);
  return form;
}

/** The resumable upload's `Upload-Metadata`: the same text fields as the multipart body, and the file's name. */
export function resumableMetadata(values: UploadValues, file: File): Record<string, string> {
  return {
    [RESUMABLE_UPLOAD_METADATA.title]: values.title.trim(),
    [RESUMABLE_UPLOAD_METADATA.description]: values.description.trim(),
    [RESUMABLE_UPLOAD_METADATA.categories]: values.categories.join(','),
    [RESUMABLE_UPLOAD_METADATA.models]: splitList(values.models).join(','),
    [RESUMABLE_UPLOAD_METADATA.tags]: splitList(values.tags).join(','),
    [RESUMABLE_UPLOAD_METADATA.filename]: file.name,
  };
}
