// Reading the account forms: every field is one string. A repeated field arrives as an array and
// an absent one as undefined; both read as '' so that the caller's `required` rule answers them.
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../http/errors.js';

export type FormBody = Record<string, unknown>;

export function formOf(req: FastifyRequest): FormBody {
  const body = req.body ?? {};
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('invalid_body');
  return body as FormBody;
}

/** One field as text; a number (a JSON body's) as its digits; anything else reads as ''. */
export function field(form: FormBody, name: string): string {
  const value = form[name];
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' ? value : '';
}

/** True when the form names the field at all (a field left out of an edit stays unchanged). */
export function has(form: FormBody, name: string): boolean {
  return Object.prototype.hasOwnProperty.call(form, name);
}
