// What every member's form shares: its answer is never stored, and its guard refuses a visitor and
// counts the write before any field is read (the fields are the endpoint table's to read).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireMember } from '../auth/session.js';
import { checkWrite, type WriteAct } from '../auth/writeLimits.js';
import type { AppContext } from '../context.js';

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
