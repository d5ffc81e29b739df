// Attempt counters over a fixed window, kept in the database (`limit_counts`) so that every API
// node counts the same attempts: the caller decides what counts. `full` looks without counting,
// `count` adds one; the sign-in counts only failures this way, and the restore request only the
// e-mails it sends. Keys are given per call (an account id, an address), so one limiter serves any
// key the route works out.
import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { DataContext } from '../queries/dataContext.js';
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

/** The 16-bit groups of an IPv6 address (a trailing dotted IPv4 part is two of them), or null. */
function ipv6Groups(ip: string): number[] | null {
  let text = ip.split('%')[0].toLowerCase();
  const dotted = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    if (!isIPv4(dotted[2])) return null;
    const [a, b, c, d] = dotted[2].split('.').map(Number);
    text = `${dotted[1]}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const part = (s: string) => (s === '' ? [] : s.split(':'));
  const head = part(halves[0]);
  const tail = halves.length === 2 ? part(halves[1]) : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  return groups.map((g) => parseInt(g, 16));
}

/**
 * The network an address belongs to, as one person holds it: an IPv4 address itself (an
 * IPv4-mapped IPv6 address is read as its IPv4 address), and for IPv6 its /64, the block a single
 * subscriber is given and can pick any address of at will.
 */
export function addressNetwork(ip: string): string {
  if (isIPv4(ip)) return ip;
  const g = ipv6Groups(ip);
  if (!g || !isIPv6(ip.split('%')[0])) return ip;
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) {
    return [g[6] >> 8, g[6] & 0xff, g[7] >> 8, g[7] & 0xff].join('.');
  }
  return `${g
    .slice(0, 4)
    .map((x) => x.toString(16))
    .join(':')}::/64`;
}

const LOOPBACK_V4 = /^127\.\d+\.\d+\.\d+$/;

/**
 * The client's network (`addressNetwork`) as a limiter key, so that every per-address limit counts
 * an IPv6 /64 as one address; null on loopback. A request from the machine itself is an operator, a
 * test, or a reverse proxy in front of the server; behind a proxy every visitor would share that one
 * address, and limiting it would lock everyone out at once. (`TRUST_PROXY` names the proxy, so that
 * `req.ip` is the visitor's address; the per-account limits hold regardless.)
 */
export function addressKey(req: FastifyRequest): string | null {
  const network = addressNetwork(req.ip);
  return LOOPBACK_V4.test(network) || isLoopbackV6(req.ip) ? null : network;
}

/** `::1`, however it is written. */
function isLoopbackV6(ip: string): boolean {
  const g = ipv6Groups(ip);
  return g !== null && g.slice(0, 7).every((x) => x === 0) && g[7] === 1;
}

/**
 * A limiter named `name` (its rows' first key column): at most `max` counted attempts per key in a
 * window of `windowMs` from the first. The window's clock is `ctx.now`.
 */
export function countLimiter(ctx: Pick<DataContext, 'database' | 'now'>, name: string, max: number, windowMs: number): CountLimiter {
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
export async function sweepExpiredCounts(ctx: Pick<DataContext, 'database' | 'now'>): Promise<number> {
  return deleteExpiredCounts(ctx.database, new Date(ctx.now()).toISOString());
}
