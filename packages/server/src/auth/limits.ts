// Counters over a time window on @fastify/rate-limit's store, where the caller decides what counts:
// `full` looks without counting, `count` adds one. The sign-in counts only failures this way, and
// the restore request only the e-mails it sends. Keys are given per call (an account id, an
// address), so one limiter serves any key the route works out.
import '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface CountLimiter {
  /** True when `key` has used up its count in the current window; a null key never is. */
  full(req: FastifyRequest, key: string | null): Promise<boolean>;
  /** Adds one for `key`; a null key is not counted. */
  count(req: FastifyRequest, key: string | null): Promise<void>;
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

type Check = (req: FastifyRequest, opts?: { increment?: boolean }) => Promise<{ remaining?: number }>;

export function countLimiter(app: FastifyInstance, max: number, windowMs: number): CountLimiter {
  const keys = new WeakMap<FastifyRequest, string>();
  const check = app.createRateLimit({ max, timeWindow: windowMs, keyGenerator: (req) => keys.get(req) ?? '' }) as Check;
  return {
    async full(req, key) {
      if (key === null) return false;
      keys.set(req, key);
      return (await check(req, { increment: false })).remaining === 0;
    },
    async count(req, key) {
      if (key === null) return;
      keys.set(req, key);
      await check(req);
    },
  };
}
