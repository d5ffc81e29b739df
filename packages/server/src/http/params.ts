// Parsers for path segments and query values. Each refuses bad input with a named code.
import { isId, isPage } from '@reel/api';
import { badRequest } from './errors.js';

export { isId } from '@reel/api';

/** Canonical decimal: no sign, no leading zeros, so one object has one address (and one cache entry). */
const INT_RE = /^(0|[1-9]\d{0,8})$/;
const DIR_RE = /^[a-z0-9][a-z0-9_-]{0,127}$/i;

export function parseId(value: string | undefined, code = 'invalid_id'): number {
  if (!isId(value)) throw badRequest(code);
  return Number(value);
}

/** A page size from 1 to `max`, the catalogue's page size for the call: a larger page would cost
 * more work and memory per request than the catalogue ever asks for. */
export function parseCount(value: string | undefined, max: number): number {
  if (value === undefined || !INT_RE.test(value)) throw badRequest('invalid_count');
  const n = Number(value);
  if (n < 1 || n > max) throw badRequest('invalid_count');
  return n;
}

/** An absent page is the first; a page written is 1…PAGE_MAX in canonical decimal. */
export function parsePage(value: string | undefined): number {
  if (value === undefined) return 1;
  if (!isPage(value)) throw badRequest('invalid_page');
  return Number(value);
}

export function parseEnum<T extends string>(value: string | undefined, allowed: readonly T[], code: string): T {
  if (value === undefined || !(allowed as readonly string[]).includes(value)) throw badRequest(code);
  return value as T;
}

export function parseDir(value: string | undefined, code = 'invalid_dir'): string {
  if (value === undefined || !DIR_RE.test(value)) throw badRequest(code);
  return value.toLowerCase();
}

/** Splits a dotted path segment (`all..1.all..`) into exactly `n` fields. */
export function splitDotted(segment: string, n: number, code: string): string[] {
  const parts = segment.split('.');
  if (parts.length !== n) throw badRequest(code);
  return parts;
}

/** The bucket segments must be the id's own: a mismatch is a bad path, not another object. */
export function checkBuckets(id: number, buckets: (string | undefined)[], divisors: number[]): void {
  buckets.forEach((b, i) => {
    if (b !== String(Math.floor(id / divisors[i]))) throw badRequest('invalid_bucket');
  });
}

/** One query value as a string: a repeated key (an array) is refused rather than misread. */
export function queryValue(query: unknown, key: string): string | undefined {
  const value = (query as Record<string, unknown> | undefined)?.[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw badRequest(`invalid_${key}`);
  return value;
}
