// Who may read our answers from another origin. The embed page is made to be framed anywhere, and
// a host may frame it sandboxed (WordPress shows the oEmbed of a site not on its list in
// `sandbox="allow-scripts"`): its origin is then opaque, so its module script, its style sheet, its
// data calls and the player's file requests are all cross-origin and are dropped without
// `Access-Control-Allow-Origin`. `*` goes to exactly what such a frame needs and anyone may read
// anyway: the files under /embed/, the public pictures under /media/, and the endpoint table's
// entries flagged `crossOrigin` (GETs, never private). `*` never carries credentials, so a browser
// never shows another origin an answer made with a cookie; still, an answer that is one member's
// (`Cache-Control: private`) gets no header even on a listed call. Preflights are never answered
// permissively: the listed calls are simple GETs that need none.
import { ENDPOINTS } from '@reel/api/endpoints';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const ALLOW_ORIGIN_HEADER = 'access-control-allow-origin';

/** The static routes (as Fastify names them) whose files the embed page loads. */
export const CROSS_ORIGIN_STATIC_ROUTES: readonly string[] = ['/embed/*', '/media/*'];

/** The routes of the endpoint table's `crossOrigin` entries, with the static ones. */
export const CROSS_ORIGIN_ROUTES: ReadonlySet<string> = new Set([
  ...ENDPOINTS.filter((e) => e.crossOrigin && e.method === 'GET' && !e.private).map((e) => e.route),
  ...CROSS_ORIGIN_STATIC_ROUTES,
]);

const READ_METHODS = new Set(['GET', 'HEAD']);

/** True when the answer to `req` may carry `Access-Control-Allow-Origin: *`. */
export function mayShareAcrossOrigins(req: FastifyRequest, reply: FastifyReply): boolean {
  if (!READ_METHODS.has(req.method.toUpperCase())) return false;
  // The matched route, never the raw address: the router normalises a path (`/media/../api/…`)
  // in ways a prefix test on the URL could not follow.
  const route = req.routeOptions.url;
  if (route === undefined || !CROSS_ORIGIN_ROUTES.has(route)) return false;
  return !/\bprivate\b/i.test(String(reply.getHeader('cache-control') ?? ''));
}

export function crossOriginHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    if (mayShareAcrossOrigins(req, reply)) reply.header(ALLOW_ORIGIN_HEADER, '*');
    return payload;
  });
}
