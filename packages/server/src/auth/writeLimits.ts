// The one check every repeatable write calls before it acts, against its row of WRITE_LIMITS
// (auth/constants.ts). The counts live in the database (`limit_counts`), so every API node counts
// the same writes.
//
// Comments keep the specification's own rule (5 per member, 20 per address in 10 minutes), counted
// from the comments table in the statement that inserts the comment (social/comments.ts).
import type { FastifyRequest } from 'fastify';
import type { DataContext } from '../queries/dataContext.js';
import { ApiHttpError } from '../http/errors.js';
import { WRITE_LIMITS, type WriteLimit } from './constants.js';
import { addressKey, countLimiter, type CountLimiter } from './limits.js';

export type WriteAct = keyof typeof WRITE_LIMITS;

interface ActLimiters {
  member: CountLimiter;
  address: CountLimiter;
}

/** The limiters of one context, made once: `checkWrite` is called on every write. */
const limitersOf = new WeakMap<Pick<DataContext, 'database' | 'now'>, Map<WriteAct, ActLimiters>>();

function limiters(ctx: Pick<DataContext, 'database' | 'now'>, act: WriteAct): ActLimiters {
  let byAct = limitersOf.get(ctx);
  if (!byAct) limitersOf.set(ctx, (byAct = new Map()));
  let found = byAct.get(act);
  if (!found) {
    const rule: WriteLimit = WRITE_LIMITS[act];
    found = {
      member: countLimiter(ctx, `write_${act}_member`, rule.perMember, rule.windowMs),
      address: countLimiter(ctx, `write_${act}_ip`, rule.perAddress, rule.windowMs),
    };
    byAct.set(act, found);
  }
  return found;
}

/**
 * Counts one `act` for the request's member (if signed in) and address, and answers 429 too_many
 * when either is past its cap for the window. Every attempt counts, refused or not, so a flood
 * stays refused until its window ends.
 */
export async function checkWrite(ctx: Pick<DataContext, 'database' | 'now'>, req: FastifyRequest, act: WriteAct): Promise<void> {
  const { member, address } = limiters(ctx, act);
  const [memberOk, addressOk] = await Promise.all([
    member.take(req.member ? `id:${req.member.user_id}` : null),
    address.take(addressKey(req)),
  ]);
  if (!memberOk || !addressOk) throw new ApiHttpError(429, 'too_many');
}
