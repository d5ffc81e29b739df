// Attempt counters over a fixed window, kept in the database (`limit_counts`) so that every API
// node counts the same attempts: the caller decides what counts. `full` looks without counting,
// `count` adds one; the sign-in counts only failures this way, and the restore request only the
// e-mails it sends. Keys are given per call (an account id, an address), so one limiter serves any
// key the route works out.
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';

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
      const [row] = await ctx.database.query<{ hits: number }>('SELECT hits FROM limit_counts WHERE name = $1 AND key = $2 AND reset_at > $3::timestamptz', [name, key, at(ctx.now())]);
      return (row?.hits ?? 0) >= max;
    },
    async count(key) {
      await add(key);
    },
    async take(key) {
      return key === null || (await add(key)) <= max;
    },
  };
  /** The key's hits after adding one. One statement, so two nodes counting the same key at once
   * both count. */
  async function add(key: string | null): Promise<number> {
    if (key === null) return 0;
    const now = ctx.now();
    const [row] = await ctx.database.query<{ hits: number }>(
      `INSERT INTO limit_counts (name, key, hits, reset_at) VALUES ($1, $2, 1, $4::timestamptz)
       ON CONFLICT (name, key) DO UPDATE SET
         hits = CASE WHEN limit_counts.reset_at <= $3::timestamptz THEN 1 ELSE limit_counts.hits + 1 END,
         reset_at = CASE WHEN limit_counts.reset_at <= $3::timestamptz THEN EXCLUDED.reset_at ELSE limit_counts.reset_at END
       RETURNING hits`,
      [name, key, at(now), at(now + windowMs)],
    );
    return row.hits;
  }
}

/** Deletes the counters whose window is over by `ctx.now()`; answers how many. */
export async function sweepExpiredCounts(ctx: Pick<AppContext, 'database' | 'now'>): Promise<number> {
  const rows = await ctx.database.query<{ key: string }>('DELETE FROM limit_counts WHERE reset_at <= $1::timestamptz RETURNING key', [new Date(ctx.now()).toISOString()]);
  return rows.length;
}
