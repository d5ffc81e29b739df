// What every social rule shares: named refusals, the shared form check of text fields and paging.
import type { AppContext } from '../context.js';
import { ApiHttpError, badRequest } from '../http/errors.js';
import { isId } from '../http/params.js';
import { stripInvisible } from '../text/invisible.js';

export const needLogin = (code = 'need_login') => new ApiHttpError(401, code);
export const noPermission = () => new ApiHttpError(403, 'no_permission');
export const notFoundAny = () => new ApiHttpError(404, 'not_found');
export const conflict = (code: string) => new ApiHttpError(409, code);

/**
 * A trimmed text field under the shared form check: empty → required, too short →
 * min_length, too long → max_length, each with the field named so the form can show it in place.
 * Invisible format characters are dropped first (text/invisible.ts).
 */
export function checkText(value: unknown, field: string, max: number, min = 1): string {
  const text = typeof value === 'string' ? stripInvisible(value).trim() : '';
  if (text === '') throw badRequest('required', [{ field, code: 'required' }]);
  // Characters as a reader counts them: a surrogate pair (an emoji) is one.
  const length = [...text].length;
  if (length < min) throw badRequest('min_length', [{ field, code: 'min_length', info: { length: min } }]);
  if (length > max) throw badRequest('max_length', [{ field, code: 'max_length', info: { length: max } }]);
  return text;
}

/** A positive id from a form or query value, or 400 with the field's own code. */
export function formId(value: unknown, field: string): number {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !isId(text.trim())) throw badRequest(`invalid_${field}`);
  return Number(text.trim());
}

/** The ISO instant of the context clock, for timestamps the rules compare. */
export const nowIso = (ctx: AppContext, minusS = 0) => new Date(ctx.now() - minusS * 1000).toISOString();

/** LIMIT and OFFSET of a page. */
export const pageBounds = (page: number, perPage: number) => ({ limit: perPage, offset: (page - 1) * perPage });
