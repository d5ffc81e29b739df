// Attempt counters over a fixed window, kept in the database (`limit_counts`) so that every API
// node counts the same attempts: the caller decides what counts. `full` looks without counting,
// `count` adds one; the sign-in counts only failures this way, and the restore request only the
// e-mails it sends. Keys are given per call (an account id, an address), so one limiter serves any
// key the route works out.
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { addHit, deleteExpiredCounts, liveHits } from '../queries/limits.js';

export interface CountLimiter {
  /** True when `key` has used up its count in the current window; a null key never is. */
  full(key: string | null): Promise<boolean>;
  /** Adds one for `key`, opening a new window when the last one is over; a null key is not counted. */
  count(key: string | null): Promise<void>;
  /** Adds one for `key` and answers whether it is still within the count (true for a null key): the
   * look and the count in one statement, for a limit that counts every attempt. */
  take(key: string | null): Promise<boolean>;
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * The client address as a limiter key, or null on loopback. A request from the machine itself is an
 * operator, a test, or a reverse proxy in front of the server; behind a proxy every visitor would
 * share that one address, and limiting it would lock everyone out at once. (`TRUST_PROXY` names the
 * proxy, so that `req.ip` is the visitor's address; the per-account limits hold regardless.)
 */
export function addressKey(req: FastifyRequest): string | null {
  return LOOPBACK.test(req.ip) ? null : req.ip;
}

/**
 * A limiter named `name` (its rows' first key column): at most `max` counted attempts per key in a
 * window of `windowMs` from the first. The window's clock is `ctx.now`.
 */
export function countLimiter(ctx: Pick<AppContext, 'database' | 'now'>, name: string, max: number, windowMs: number): CountLimiter {
  const at = (ms: number) => new Date(ms).toISOString();
  return {
    async full(key) {
      if (key === null) return false;
      return (await liveHits(ctx.database, name, key, at(ctx.now()))) >= max;
    },
    async count(key) {
      await add(key);
    },
    async take(key) {
      return key === null || (await add(key)) <= max;
    },
  };
  /** The key's hits after adding one. */
  async function add(key: string | null): Promise<number> {
    if (key === null) return 0;
    const now = ctx.now();
    return addHit(ctx.database, name, key, at(now), at(now + windowMs));
  }
}

/** Deletes the counters whose window is over by `ctx.now()`; answers how many. */
export async function sweepExpiredCounts(ctx: Pick<AppContext, 'database' | 'now'>): Promise<number> {
  return deleteExpiredCounts(ctx.database, new Date(ctx.now()).toISOString());
}
