// Sends a JSON answer under the lifetime rules of spec 001 §7: a lifetime in the path is the cache
// lifetime (in-process and `Cache-Control` for any CDN); lifetime 0 is the `.jsond` form, never cached.
import type { FastifyReply } from 'fastify';
import { badRequest } from './errors.js';
import type { ResponseCache } from './cache.js';

const LIFETIME_RE = /^(0|[1-9]\d{0,8})$/;

export function parseLifetime(segment: string | undefined): number {
  if (segment === undefined || !LIFETIME_RE.test(segment)) throw badRequest('invalid_lifetime');
  return Number(segment);
}

/** Strips `.json` (lifetime > 0) or `.jsond` (lifetime 0) from the last path segment. */
export function stripJsonExt(segment: string, lifetime: number): string {
  const ext = lifetime === 0 ? '.jsond' : '.json';
  if (!segment.endsWith(ext)) throw badRequest('invalid_extension');
  return segment.slice(0, -ext.length);
}

export function cacheHeader(lifetime: number): string {
  return lifetime > 0 ? `public, max-age=${lifetime}` : 'no-store';
}

export async function sendCachedJson(
  reply: FastifyReply,
  cache: ResponseCache,
  key: string,
  lifetime: number,
  produce: () => Promise<unknown>,
): Promise<FastifyReply> {
  reply.header('Cache-Control', cacheHeader(lifetime)).type('application/json; charset=utf-8');
  const hit = lifetime > 0 ? cache.get(key) : undefined;
  if (hit !== undefined) return reply.header('X-Cache', 'HIT').send(hit);
  const body = JSON.stringify(await produce());
  cache.set(key, body, lifetime);
  return reply.header('X-Cache', 'MISS').send(body);
}
