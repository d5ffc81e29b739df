// The one id rule, the one page rule and the one dir rule, for every id, page number and dir written
// in an address, a query, a form or a local record, on the server, the site, the embed page and in
// the browser's stores alike. Nothing else writes them: scripts/idRules.test.ts fails on a copy.

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

/** The id of `value`, its canonical text or the number itself (as an answer carries it), or null
 * when it breaks the id rule. A number is held to the rule of its own text, so 0, 1.5, 1e21 and
 * anything past ID_MAX are refused as they are when written in an address. */
export function parseId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : value;
  return isId(text) ? Number(text) : null;
}
