// Who may frame what. The embed page exists to be framed by any site, so it sends nothing that
// forbids it, and a referrer policy that keeps the host's origin in document.referrer (player.js
// trusts messages from that origin). Every other page and answer refuses to be framed, against
// clickjacking (X-Frame-Options for old browsers; the Content-Security-Policy's frame-ancestors,
// csp.ts, for the rest). HSTS is sent when the public address is https.
import type { FastifyInstance } from 'fastify';
import { HSTS_MAX_AGE_S } from '../constants.js';

const EMBED_PREFIX = '/embed/';

export function isEmbedPath(url: string): boolean {
  const path = url.split('?')[0];
  return path.startsWith(EMBED_PREFIX) || path === '/embed';
}

export function framingHeaders(app: FastifyInstance, publicUrl = ''): void {
  const hsts = publicUrl.toLowerCase().startsWith('https://');
  app.addHook('onRequest', async (req, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (hsts) reply.header('Strict-Transport-Security', `max-age=${HSTS_MAX_AGE_S}`);
    if (isEmbedPath(req.url)) return;
    reply.header('X-Frame-Options', 'DENY');
  });
}
