// Sends a JSON answer under the catalogue's lifetime rules: a lifetime in the path is the cache
// lifetime (in-process and `Cache-Control` for any CDN); lifetime 0 is the `.jsond` form, never cached.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedAnswer, ResponseCache } from './cache.js';
import { encodeBody, noneMatchHits, pickEncoding, sendAsIs, varyOnEncoding, type EncodedBody, type Encoding } from './compress.js';
import { answered, type AnsweredReply } from './endpoint.js';
import { badRequest } from './errors.js';
import { markStored } from './storedHits.js';

/** The name of the lifetime, as a path segment or a query key: it never enters a cache key. */
const LIFETIME = 'lifetime';
const JSON_TYPE = 'application/json; charset=utf-8';

export function cacheHeader(lifetime: number): string {
  return lifetime > 0 ? `public, max-age=${lifetime}` : 'no-store';
}

/**
 * The cache key of a data call: only what its answer depends on. That is the route, its path
 * segments but the lifetime (which says how fresh an answer must be, not what it holds), and the
 * query values the route reads, as the route gives them (`undefined` when absent). Any other query
 * key is refused with `invalid_query`: it could change nothing but the key, making a new entry for
 * the same answer with every spelling.
 */
export function cacheKey(req: FastifyRequest, query: Record<string, string | undefined> = {}): string {
  for (const name of Object.keys((req.query ?? {}) as Record<string, unknown>)) {
    if (name !== LIFETIME && !Object.hasOwn(query, name)) throw badRequest('invalid_query');
  }
  const segments = Object.entries((req.params ?? {}) as Record<string, string>)
    .filter(([name]) => name !== LIFETIME)
    .map(([, value]) => encodeURIComponent(value));
  const values = Object.entries(query)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`);
  return `${req.routeOptions.url ?? req.url}|${segments.join('/')}?${values.join('&')}`;
}

/**
 * Sends a stored answer in the form the visitor accepts, with that form's ETag; a revalidation that
 * names it gets `304 Not Modified` and no body. Nothing is serialized or compressed here: this is
 * the path of every cache hit.
 */
export function sendStored(reply: FastifyReply, body: EncodedBody, type = JSON_TYPE): FastifyReply {
  const headers = reply.request.headers;
  let encoding: Encoding | null = null;
  if (body.forms) {
    varyOnEncoding(reply);
    encoding = pickEncoding(headers['accept-encoding']);
  }
  const etag = body.etags[encoding ?? 'identity'];
  reply.header('ETag', etag);
  const ifNoneMatch = headers['if-none-match'];
  if (ifNoneMatch !== undefined && noneMatchHits(ifNoneMatch, etag)) return sendAsIs(reply.code(304)).send();
  reply.type(type);
  // Named, the encoding also tells the per-response compression that this body is already done.
  if (encoding) reply.header('content-encoding', encoding);
  return sendAsIs(reply).send(encoding && body.forms ? body.forms[encoding] : body.identity);
}

/** Sends `produce()`'s answer as JSON through the response cache; the reply carries the answer's
 * type, so a handler's cached answer is held to its entry's like a returned one. */
export async function sendCachedJson<A>(
  reply: FastifyReply,
  cache: ResponseCache,
  key: string,
  lifetime: number,
  produce: () => Promise<A>,
): Promise<AnsweredReply<A>> {
  return answered<A>(await sendCached(reply, cache, key, lifetime, produce));
}

async function sendCached(
  reply: FastifyReply,
  cache: ResponseCache,
  key: string,
  lifetime: number,
  produce: () => Promise<unknown>,
): Promise<FastifyReply> {
  reply.header('Cache-Control', cacheHeader(lifetime));
  if (lifetime <= 0)
    return reply
      .header('X-Cache', 'MISS')
      .type(JSON_TYPE)
      .send(JSON.stringify(await produce()));
  const hit: CachedAnswer | undefined = cache.get(key, lifetime);
  if (hit) markStored(reply, key, lifetime, hit);
  if (hit) return sendStored(reply.header('X-Cache', 'HIT').header('Age', String(cache.ageS(hit))), hit);
  const made = await cache.shared(key, async (): Promise<string | EncodedBody> => {
    const text = JSON.stringify(await produce());
    if (!cache.shouldStore(key, Buffer.byteLength(text))) return text;
    const body = await encodeBody(text);
    cache.set(key, body, lifetime);
    return body;
  });
  reply.header('X-Cache', 'MISS');
  if (typeof made === 'string') return reply.type(JSON_TYPE).send(made);
  markStored(reply, key, lifetime, made);
  return sendStored(reply, made);
}
