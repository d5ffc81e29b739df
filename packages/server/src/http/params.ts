// The id, page, value-set and query readers of the form bodies, which the endpoint table does not
// describe. Each refuses bad input with a named code; path and query parameters are read by the
// table's own parsers (http/endpoint.ts).
import { parseId, isPage } from '@reel/api';
import { badRequest } from './errors.js';

export { isId } from '@reel/api';

/** A form's id under @reel/api's id rule, or a 400 with `code`. */
export function requireId(value: string | undefined, code = 'invalid_id'): number {
  const id = parseId(value);
  if (id === null) throw badRequest(code);
  return id;
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

/** One query value as a string: a repeated key (an array) is refused rather than misread. */
export function queryValue(query: unknown, key: string): string | undefined {
  const value = (query as Record<string, unknown> | undefined)?.[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw badRequest(`invalid_${key}`);
  return value;
}
