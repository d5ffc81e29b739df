// Cookie rules at the edge. Every cookie is `Secure` whenever the public address is https (behind a
// proxy that ends TLS the request itself looks like http, so PUBLIC_URL decides), and an answer
// that sets a cookie is never `public`: a shared cache would hand one visitor's cookie to the next.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';

/** True when cookies must carry `Secure`: PUBLIC_URL is https (a TLS-ending proxy not named in
 * TRUST_PROXY still serves the site over https), or this request itself came over https. */
export function secureCookies(config: Pick<Config, 'publicUrl'>, req: FastifyRequest): boolean {
  return config.publicUrl.toLowerCase().startsWith('https://') || req.protocol === 'https';
}

/** `public` becomes `private` on any answer that sets a cookie, whichever code set it. */
export function noSharedCookies(app: FastifyInstance): void {
  app.addHook('onSend', async (_req, reply, payload) => {
    if (!reply.hasHeader('set-cookie')) return payload;
    const cacheControl = String(reply.getHeader('cache-control') ?? '');
    if (/\bpublic\b/i.test(cacheControl)) reply.header('cache-control', cacheControl.replace(/\bpublic\b/gi, 'private'));
    return payload;
  });
}
