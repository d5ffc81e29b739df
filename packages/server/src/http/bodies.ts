// A request body that is not what its Content-Type says (a multipart body cut short, without its
// boundary, or with another boundary than the header names) is the sender's fault: 400
// `invalid_body`, never a 500. The multipart parser reports such bodies with plain errors, told
// apart from the server's own failures (a full disk, a bug) by their words. Every body the routes
// read whole is a set of named fields: JSON that is not an object (`null`, `[1]`, `"x"`) is refused
// the same way before any route sees it. Every text a request carries in its path, query or parsed
// body is held to @reel/api's one rule (`isStorableText`) here, before any route reads it; the
// multipart readers, which stream, apply the same rule to each field they keep.
import { INVALID_TEXT, isStorableText } from '@reel/api';
import type { FastifyInstance } from 'fastify';
import { badRequest, type ApiHttpError } from './errors.js';

export const INVALID_BODY = 'invalid_body';

const MALFORMED_MULTIPART = [
  /^Multipart: Boundary not found$/,
  /^Boundary required$/,
  /^Unexpected end of multipart data$/,
  /terminated early due to unexpected end of multipart data$/,
  /^Malformed part header$/,
];

/** True for the parser's report of a malformed body; false for anything else. */
export function isMalformedBody(err: unknown): boolean {
  return err instanceof Error && err.constructor === Error && MALFORMED_MULTIPART.some((re) => re.test(err.message));
}

export const malformedBody = (): ApiHttpError => badRequest(INVALID_BODY);

const isFieldSet = (body: unknown) => typeof body === 'object' && body !== null && !Array.isArray(body);

/**
 * A query string or form body as one text per name, a repeated name as an array of them. Each
 * percent-escape is decoded as UTF-8 with U+FFFD for bytes that are not UTF-8 (the WHATWG decoding),
 * as the JSON and multipart readers do, so that the one text rule refuses such bytes in all of them.
 */
export function formFields(text: string): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = Object.create(null);
  for (const [name, value] of new URLSearchParams(text)) {
    const before = fields[name];
    fields[name] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  }
  return fields;
}

/** 400 `invalid_text` for a text the one rule refuses. */
export function storableText(text: string): string {
  if (!isStorableText(text)) throw badRequest(INVALID_TEXT);
  return text;
}

/** True when every text in a parsed value (names and values alike, at any depth) is storable. */
function allStorable(value: unknown): boolean {
  if (typeof value === 'string') return isStorableText(value);
  if (typeof value !== 'object' || value === null) return true;
  if (Array.isArray(value)) return value.every(allStorable);
  return Object.entries(value).every(([name, inner]) => isStorableText(name) && allStorable(inner));
}

/**
 * Refuses a parsed body that is not a set of fields, and any text of the path, the query or the
 * parsed body that the one rule refuses; a streamed (multipart) body is not parsed here. An address
 * no route takes is left to the not-found handler: a page there answers its own 404 page for such
 * text (`storableQuery`), anything else a 404 call answer.
 */
export function fieldBodies(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    if (req.body !== undefined && !isFieldSet(req.body)) throw malformedBody();
    if (req.is404) return;
    if (!allStorable(req.params) || !allStorable(req.query) || !allStorable(req.body)) throw badRequest(INVALID_TEXT);
  });
}
