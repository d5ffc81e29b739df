// The Host header (or a trusted proxy's X-Forwarded-Host) is whatever the visitor wrote. Absolute
// addresses in answers never come from it: pages, oEmbed, mails and sitemaps use PUBLIC_URL
// (`publicOrigin` in config.ts). The one place that still needs the request's own origin, the
// same-origin check of a state-changing request, reads it here as a host name or address and an
// optional port, nothing else; a request naming anything else is refused before any route.
import { isIP } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** A DNS name or IPv4 address, or an IPv6 literal in brackets; then an optional port. */
const HOST = /^(?:([a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?)*\.?)|\[([0-9a-f:.]+)\])(?::(\d{1,5}))?$/i;
const PORT_MAX = 65535;

/** `host` or `host:port`, lower-cased, when `value` is exactly that; otherwise null. */
export function parseHost(value: string | undefined): string | null {
  if (!value) return null;
  const m = HOST.exec(value);
  if (!m) return null;
  const [, , ipv6, port] = m;
  if (ipv6 !== undefined && isIP(ipv6) !== 6) return null;
  if (port !== undefined && (Number(port) < 1 || Number(port) > PORT_MAX)) return null;
  return value.toLowerCase();
}

/** The origin the request was made to, or null when it names no valid host (or none at all). */
export function requestOrigin(req: FastifyRequest): string | null {
  const host = parseHost(req.host);
  return host === null ? null : new URL(`${req.protocol}://${host}`).origin;
}

/** Refuses a request whose Host (or trusted X-Forwarded-Host) is present but not a valid host. A
 * request without one (HTTP/1.0) goes on: it has no origin of its own. */
export function hostGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    if (req.host === '' || parseHost(req.host) !== null) return;
    return reply.code(400).header('Cache-Control', 'no-store').send({ error: true, code: 'invalid_host' });
  });
}
