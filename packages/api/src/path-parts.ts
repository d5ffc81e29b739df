// The small pieces every path shape is made of. Kept apart from the
// shapes so each shape reads as its catalogue row.
import {
  BUCKET_MILLION,
  BUCKET_THOUSAND,
  COUNT_MAX,
  LIFETIME_UNCACHED_S,
  MEMBER_FILTER_DEFAULT,
  MEMBER_FILTER_FIELDS,
  MODEL_FILTER_DEFAULT,
  MODEL_FILTER_FIELDS,
} from './constants.js';
import { parseId, type Id } from './ids.js';
import type { MemberFilter, ModelFilter } from './types.js';

export type { Id } from './ids.js';

/** The id rule (ids.ts) for a path being built: a bad id would silently build `NaN/NaN/...` or an
 * address no route answers, so it fails loudly instead. */
export function toId(id: Id): number {
  const n = parseId(id);
  if (n === null) throw new RangeError(`Invalid id: ${String(id)}`);
  return n;
}

/** id ÷ 1,000,000, the first bucket segment. */
export function millionBucket(id: Id): number {
  return Math.floor(toId(id) / BUCKET_MILLION);
}

/** id ÷ 1,000, the second (or only) bucket segment. */
export function thousandBucket(id: Id): number {
  return Math.floor(toId(id) / BUCKET_THOUSAND);
}

/** Both buckets, `{million}/{thousand}`: 1234567 → `1/1234`. Also the timelines `dir_path`. */
export function bucketDir(id: Id): string {
  return `${millionBucket(id)}/${thousandBucket(id)}`;
}

/** Lifetime 0 means "never cache", which the server recognises by the `jsond` extension. */
export function jsonExt(lifetime: number): 'json' | 'jsond' {
  return lifetime === LIFETIME_UNCACHED_S ? 'jsond' : 'json';
}

/** Lifetimes and pages are whole numbers ≥ 0 in a path; anything else is a caller bug. */
export function whole(value: number, name: string): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`Invalid ${name}: ${String(value)}`);
  return value;
}

/** Counts are bounded by what the server accepts. */
export function count(value: number): number {
  if (whole(value, 'count') > COUNT_MAX) throw new RangeError(`count above ${COUNT_MAX}: ${value}`);
  return value;
}

/** Duration and date filters write 'all' as an empty position. */
export function emptyIfAll(value: string | undefined): string {
  return value === undefined || value === 'all' ? '' : value;
}

/** Dots separate positions and slashes segments, so neither may appear inside a value. */
function filterValue(value: string | number | undefined, field: string): string {
  const text = value === undefined ? '' : String(value);
  if (/[./]/.test(text)) throw new RangeError(`Filter ${field} must not contain '.' or '/': ${text}`);
  return text;
}

function filterString(
  fields: readonly string[],
  values: Partial<Record<string, string | number>> | string | undefined,
  fallback: string,
): string {
  if (values === undefined) return fallback;
  if (typeof values === 'string') {
    if (values.split('.').length !== fields.length || values.includes('/')) {
      throw new RangeError(`Filter string needs ${fields.length} dot-separated positions: ${values}`);
    }
    return values;
  }
  return fields.map((field) => filterValue(values[field], field)).join('.');
}

/** Members filter: eight positions in MEMBER_FILTER_FIELDS order; nothing set gives seven dots. */
export function memberFilter(values?: MemberFilter | string): string {
  return filterString(MEMBER_FILTER_FIELDS, values, MEMBER_FILTER_DEFAULT);
}

/** Models filter: eleven positions in MODEL_FILTER_FIELDS order; nothing set gives ten dots. */
export function modelFilter(values?: ModelFilter | string): string {
  return filterString(MODEL_FILTER_FIELDS, values, MODEL_FILTER_DEFAULT);
}
