// Compression of the bodies built in memory: per response for pages and uncached answers, and once
// per cache entry for the cached data calls, whose stored forms are then sent as they are.
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { CACHED_BROTLI_QUALITY, COMPRESS_MIN_BYTES, RESPONSE_BROTLI_QUALITY } from '../constants.js';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE_TYPE = /^(application\/(json|javascript|xml)|text\/|image\/svg\+xml)/;

export type Encoding = 'br' | 'gzip';

/** The encoding to answer with: Brotli, else gzip, among those Accept-Encoding allows (q > 0). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
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
}

/** Counts the compressions made for cache entries, so that "once per entry" can be checked. */
export const encodeStats = { bodies: 0 };

/** Both compressed forms, made once when an answer enters the response cache. */
export async function encodeBody(text: string): Promise<EncodedBody> {
  const identity = Buffer.from(text);
  if (identity.length < COMPRESS_MIN_BYTES) return { identity, forms: null };
  encodeStats.bodies++;
  const [br, gz] = await Promise.all([brotli(identity, CACHED_BROTLI_QUALITY), gzipAsync(identity)]);
  return { identity, forms: { br, gzip: gz } };
}

/** Adds Accept-Encoding to Vary once: the answer differs by what the visitor accepts. */
export function varyOnEncoding(reply: { getHeader(name: string): unknown; header(name: string, value: string): unknown }): void {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/\baccept-encoding\b/i.test(vary)) reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/** Compresses the text bodies built in memory (the data calls' JSON, the site's pages): the list a
 * page waits for before it can draw is several times smaller on a phone's connection. Files are
 * streams and pass through: the site's assets have compressed copies from the build. An answer
 * that already names its encoding (a cached one) is sent as it is. */
export function compressBodies(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    if ((typeof payload !== 'string' && !Buffer.isBuffer(payload)) || reply.hasHeader('content-encoding')) return payload;
    if (!COMPRESSIBLE_TYPE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (body.length < COMPRESS_MIN_BYTES) return payload;
    varyOnEncoding(reply);
    const encoding = pickEncoding(req.headers['accept-encoding']);
    if (!encoding) return payload;
    const out = encoding === 'br' ? await brotli(body, RESPONSE_BROTLI_QUALITY) : await gzipAsync(body);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return out;
  });
}
