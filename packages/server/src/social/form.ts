// Reading a posted form (or JSON) body and a query: one string per name. A repeated name arrives as
// an array and is refused rather than misread.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireMember } from '../auth/session.js';
import { checkWrite, type WriteAct } from '../auth/writeLimits.js';
import type { AppContext } from '../context.js';
import { badRequest } from '../http/errors.js';
import { parsePage, queryValue } from '../http/params.js';

export type Form = Record<string, unknown>;

export function formOf(req: FastifyRequest): Form {
  const body: unknown = req.body;
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('invalid_body');
  return body as Form;
}

/** A field as text ('' when absent); numbers and booleans from a JSON body are written out. */
export function field(form: Form, name: string): string {
  const value = form[name];
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw badRequest(`invalid_${name}`);
}

/** A form flag: 1, true, yes or on. */
export const flag = (form: Form, name: string) => /^(1|true|yes|on)$/i.test(field(form, name));

export const queryPage = (req: FastifyRequest) => parsePage(queryValue(req.query, 'page'));

/** Every social answer belongs to one member at one moment: no browser, CDN or in-process cache keeps it. */
export function privateAnswer<T>(reply: FastifyReply, body: T): T {
  reply.header('Cache-Control', 'no-store');
  return body;
}

/** The guard of a member's form: a visitor is refused, and the member's write counted against `act`'s
 * limit, before the form's act or fields are read. */
export async function memberWrite(ctx: AppContext, req: FastifyRequest, act: WriteAct): Promise<void> {
  requireMember(req);
  await checkWrite(ctx, req, act);
}
