// The one id rule and the one page rule, for every id and page number written in an address, a
// query or a form, on the server, the site and the embed page alike.

/** Largest object id (video, member, playlist, comment…): the database's `integer`, 2^31 - 1. A
 * larger number names nothing and would overflow the query, so it is refused as a bad id. */
export const ID_MAX = 2 ** 31 - 1;
/** Largest page number accepted in an address: deeper pages are refused rather than scanned. */
export const PAGE_MAX = 100_000;

/** Ids arrive as numbers from answers and as strings from route params. */
export type Id = number | string;

/** Canonical decimal: no sign, no leading zeros, so one object has one address (and one cache entry). */
const POSITIVE_RE = /^[1-9]\d*$/;
const ID_DIGITS = String(ID_MAX).length;
const PAGE_DIGITS = String(PAGE_MAX).length;

function isCanonical(value: unknown, max: number, digits: number): value is string {
  return typeof value === 'string' && value.length <= digits && POSITIVE_RE.test(value) && Number(value) <= max;
}

/** True for 1…ID_MAX written canonically. */
export function isId(value: unknown): value is string {
  return isCanonical(value, ID_MAX, ID_DIGITS);
}

/** True for a page number 1…PAGE_MAX written canonically. */
export function isPage(value: unknown): value is string {
  return isCanonical(value, PAGE_MAX, PAGE_DIGITS);
}

/** A dir (the name of a category, channel or model in an address): one segment of letters, digits,
 * '-' and '_', starting with a letter or digit, at most 128 characters, compared in lower case. */
const DIR_RE = /^[a-z0-9][a-z0-9_-]{0,127}$/i;

export function isDir(value: unknown): value is string {
  return typeof value === 'string' && DIR_RE.test(value);
}

/** The id of `value`, or null when it breaks the id rule. */
export function idOf(value: unknown): number | null {
  return isId(value) ? Number(value) : null;
}
