// Counters over a time window on @fastify/rate-limit's store, where the caller decides what counts:
// `full` looks without counting, `count` adds one. The sign-in counts only failures this way, and
// the restore request only the e-mails it sends. Keys are given per call (an account id, an
// address), so one limiter serves any key the route works out.
import '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface CountLimiter {
  /** True when `key` has used up its count in the current window. */
  full(req: FastifyRequest, key: string): Promise<boolean>;
  count(req: FastifyRequest, key: string): Promise<void>;
}

type Check = (req: FastifyRequest, opts?: { increment?: boolean }) => Promise<{ remaining?: number }>;

export function countLimiter(app: FastifyInstance, max: number, windowMs: number): CountLimiter {
  const keys = new WeakMap<FastifyRequest, string>();
  const check = app.createRateLimit({ max, timeWindow: windowMs, keyGenerator: (req) => keys.get(req) ?? '' }) as Check;
  return {
    async full(req, key) {
      keys.set(req, key);
      return (await check(req, { increment: false })).remaining === 0;
    },
    async count(req, key) {
      keys.set(req, key);
      await check(req);
    },
  };
}
