// Compression of the bodies built in memory: per response for pages and uncached answers, and once
// per cache entry for the cached data calls, whose stored forms are then sent as they are.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  ACCEPT_ENCODING_MEMO_ENTRIES,
  CACHED_BROTLI_QUALITY,
  COMPRESS_MIN_BYTES,
  ETAG_HASH_CHARS,
  RESPONSE_BROTLI_QUALITY,
} from '../constants.js';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE_TYPE = /^(application\/(json|javascript|xml)|text\/|image\/svg\+xml)/;

export type Encoding = 'br' | 'gzip';

/** The encoding to answer with: Brotli, else gzip, among those Accept-Encoding allows (q > 0). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (acceptEncoding === undefined) return null;
  // Browsers send one of a handful of spellings: parsed once each, not on every cache hit.
  const known = encodingMemo.get(acceptEncoding);
  if (known !== undefined) return known;
  const picked = parseEncoding(acceptEncoding);
  if (encodingMemo.size >= ACCEPT_ENCODING_MEMO_ENTRIES) encodingMemo.clear();
  encodingMemo.set(acceptEncoding, picked);
  return picked;
}

const encodingMemo = new Map<string, Encoding | null>();

function parseEncoding(acceptEncoding: string): Encoding | null {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

export function brotli(body: Buffer, quality: number): Promise<Buffer> {
  return brotliAsync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } });
}

/** A body with its compressed forms; a body too small to gain from compression has none. */
export interface EncodedBody {
  identity: Buffer;
  forms: Record<Encoding, Buffer> | null;
  /** A strong validator per form: each form is its own bytes, so each has its own tag — the body's
   * hash, with `-br` or `-gz` for the compressed ones. */
  etags: Record<Encoding | 'identity', string>;
}

/** The strong validators of a body's forms, from a hash of its uncompressed bytes. */
export function entityTags(identity: Buffer): EncodedBody['etags'] {
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, ETAG_HASH_CHARS);
  return { identity: `"${hash}"`, br: `"${hash}-br"`, gzip: `"${hash}-gz"` };
}

/**
 * Whether an If-None-Match header names `etag`. GET compares weakly: `W/"x"` matches `"x"`; `*`
 * matches any current answer.
 */
export function noneMatchHits(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch === etag) return true;
  for (const part of ifNoneMatch.split(',')) {
    const tag = part.trim();
    if (tag === '*' || (tag.startsWith('W/') ? tag.slice(2) : tag) === etag) return true;
  }
  return false;
}

/** Counts the compressions made for cache entries, so that "once per entry" can be checked. */
export const encodeStats = { bodies: 0 };

/** Both compressed forms, made once when an answer enters the response cache. */
export async function encodeBody(text: string): Promise<EncodedBody> {
  const identity = Buffer.from(text);
  const etags = entityTags(identity);
  if (identity.length < COMPRESS_MIN_BYTES) return { identity, forms: null, etags };
  encodeStats.bodies++;
  const [br, gz] = await Promise.all([brotli(identity, CACHED_BROTLI_QUALITY), gzipAsync(identity)]);
  return { identity, forms: { br, gzip: gz }, etags };
}

/** Adds Accept-Encoding to Vary once: the answer differs by what the visitor accepts. */
export function varyOnEncoding(reply: { getHeader(name: string): unknown; header(name: string, value: string): unknown }): void {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/\baccept-encoding\b/i.test(vary)) reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/** Replies whose body is sent as it is: a stored answer already in the form the visitor accepts. */
const finalBodies = new WeakSet<FastifyReply>();

/** Marks a reply's body as final, so that the per-response compression leaves it alone. */
export function sendAsIs(reply: FastifyReply): FastifyReply {
  finalBodies.add(reply);
  return reply;
}

/** Compresses the text bodies built in memory (the data calls' JSON, the site's pages): the list a
 * page waits for before it can draw is several times smaller on a phone's connection. Files are
 * streams and pass through: the site's assets have compressed copies from the build. An answer
 * that already names its encoding, or is a stored form sent as it is, passes through too; the hook
 * takes a callback so that passing through costs no promise. */
export function compressBodies(app: FastifyInstance): void {
  app.addHook('onSend', (req, reply, payload, done) => {
    if (finalBodies.has(reply) || (typeof payload !== 'string' && !Buffer.isBuffer(payload)) || reply.hasHeader('content-encoding'))
      return done(null, payload);
    if (!COMPRESSIBLE_TYPE.test(String(reply.getHeader('content-type') ?? ''))) return done(null, payload);
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (body.length < COMPRESS_MIN_BYTES) return done(null, payload);
    varyOnEncoding(reply);
    const encoding = pickEncoding(req.headers['accept-encoding']);
    if (!encoding) return done(null, payload);
    const compressing = encoding === 'br' ? brotli(body, RESPONSE_BROTLI_QUALITY) : gzipAsync(body);
    compressing.then(
      (out) => {
        reply.header('content-encoding', encoding);
        reply.removeHeader('content-length');
        done(null, out);
      },
      (err: Error) => done(err),
    );
  });
}
