// The upload form's own checks, made before sending (the server makes them again): a title, a
// description within its length, between the configured min and max categories, short lists of
// models and tags. Each failure is a refusal like the server's, so both read the same.
import { CATEGORIES_MAX, CATEGORIES_MIN, DESCRIPTION_MAX_CHARS, LIST_ITEM_MAX_CHARS, LIST_MAX_ITEMS, TITLE_MAX_CHARS } from './constants';
import type { UploadRefusal } from './uploadErrors';

export interface UploadValues {
  title: string;
  description: string;
  /** category_id of each chosen category. */
  categories: number[];
  /** Comma-separated names. */
  models: string;
  tags: string;
}

export const EMPTY_VALUES: UploadValues = { title: '', description: '', categories: [], models: '', tags: '' };

export type UploadField = keyof UploadValues;
export type UploadErrors = Partial<Record<UploadField, UploadRefusal>>;

export interface UploadLimits {
  categoriesMin: number;
  categoriesMax: number;
  /** 0 when the server did not say. */
  maxBytes: number;
}

export const DEFAULT_LIMITS: UploadLimits = { categoriesMin: CATEGORIES_MIN, categoriesMax: CATEGORIES_MAX, maxBytes: 0 };

/** Comma-separated entries, trimmed, empty ones dropped. */
export function splitEntries(value: string): string[] {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

const chars = (s: string) => [...s].length;

function checkList(value: string): UploadRefusal | null {
  const items = splitEntries(value);
  if (items.length > LIST_MAX_ITEMS) return { code: 'max_length', info: { length: LIST_MAX_ITEMS } };
  if (items.some((i) => chars(i) > LIST_ITEM_MAX_CHARS)) return { code: 'max_length', info: { length: LIST_ITEM_MAX_CHARS } };
  return null;
}

export function checkUploadForm(values: UploadValues, limits: UploadLimits): UploadErrors {
  const errors: UploadErrors = {};
  const title = values.title.trim();
  if (title === '') errors.title = { code: 'required' };
  else if (chars(title) > TITLE_MAX_CHARS) errors.title = { code: 'max_length', info: { length: TITLE_MAX_CHARS } };
  if (chars(values.description.trim()) > DESCRIPTION_MAX_CHARS) errors.description = { code: 'max_length', info: { length: DESCRIPTION_MAX_CHARS } };
  const n = values.categories.length;
  if (n < limits.categoriesMin || n > limits.categoriesMax) {
    errors.categories = { code: 'categories_count', info: { min: limits.categoriesMin, max: limits.categoriesMax } };
  }
  const models = checkList(values.models);
  if (models) errors.models = models;
  const tags = checkList(values.tags);
  if (tags) errors.tags = tags;
  return errors;
}

/** The multipart body: the text fields first, so the server can refuse them before the file's bytes. */
export function uploadFormData(values: UploadValues, file: File): FormData {
  const form = new FormData();
  form.append('title', values.title.trim());
  form.append('description', values.description.trim());
  form.append('categories', values.categories.join(','));
  form.append('models', splitEntries(values.models).join(','));
  form.append('tags', splitEntries(values.tags).join(','));
  form.append('file', file, file.name);
  return form;
}
