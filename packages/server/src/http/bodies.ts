// A request body that is not what its Content-Type says (a multipart body cut short, without its
// boundary, or with another boundary than the header names) is the sender's fault: 400
// `invalid_body`, never a 500. The multipart parser reports such bodies with plain errors, told
// apart from the server's own failures (a full disk, a bug) by their words. Every body the routes
// read whole is a set of named fields: JSON that is not an object (`null`, `[1]`, `"x"`) is refused
// the same way before any route sees it.
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

/** Refuses a parsed body that is not a set of fields; a streamed (multipart) body is not parsed here. */
export function fieldBodies(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    if (req.body !== undefined && !isFieldSet(req.body)) throw malformedBody();
  });
}
