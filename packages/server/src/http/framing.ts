// Who may frame what. The embed page exists to be framed by any site, so it sends nothing that
// forbids it, and a referrer policy that keeps the host's origin in document.referrer (player.js
// trusts messages from that origin). Every other page and answer refuses to be framed, against
// clickjacking.
import type { FastifyInstance } from 'fastify';

const EMBED_PREFIX = '/embed/';

export function isEmbedPath(url: string): boolean {
  const path = url.split('?')[0];
  return path.startsWith(EMBED_PREFIX) || path === '/embed';
}

export function framingHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (isEmbedPath(req.url)) return;
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Content-Security-Policy', "frame-ancestors 'none'");
  });
}
