// Cross-site request forgery: a state-changing request must come from our own pages. The
// browser says where a request came from (Sec-Fetch-Site, Origin) and a page on another site cannot
// forge either, so those headers decide; SameSite=Lax on `sid` is the second line. A request with
// neither header (curl, old browsers) passes unless it carries a session, which is what a forgery
// would need. The site's own fetch/XHR is same-origin and passes untouched.
// The guard looks at the method alone, never at the path: the router decodes and normalises a path
// (`/%61pi/`, `//api`, `/api/./x`) in ways a prefix test on the raw URL cannot follow, so every
// state-changing request is checked whatever address it names.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestOrigin } from './origin.js';
import { SESSION_COOKIE } from '../constants.js';

/** Methods that change nothing; every other one (POST, PUT, PATCH, DELETE, any extension) is guarded. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** `none` is a request the user made themselves (typed address, bookmark). */
const TRUSTED_FETCH_SITES = new Set(['same-origin', 'none']);

function header(req: FastifyRequest, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** An origin as the URL standard writes it (`http://host:80` is `http://host`), or null. */
function normalOrigin(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

function isOurOrigin(origin: string, own: string | null, publicUrl: string): boolean {
  const given = normalOrigin(origin);
  return given !== null && given !== 'null' && (given === own || (publicUrl !== '' && given === normalOrigin(publicUrl)));
}

/** Why the request is refused, or null when it may go on. `publicUrl` (PUBLIC_URL) is our origin
 * too: behind a proxy that ends TLS the request itself looks like http. The request's own origin
 * counts only when its Host is a valid host (origin.ts). */
export function csrfRefusal(req: FastifyRequest, publicUrl = ''): string | null {
  if (SAFE_METHODS.has(req.method.toUpperCase())) return null;
  const fetchSite = header(req, 'sec-fetch-site');
  if (fetchSite !== undefined && !TRUSTED_FETCH_SITES.has(fetchSite.toLowerCase())) return `sec-fetch-site ${fetchSite}`;
  const origin = header(req, 'origin');
  if (origin !== undefined && !isOurOrigin(origin, requestOrigin(req), publicUrl)) return `origin ${origin}`;
  if (fetchSite === undefined && origin === undefined && req.cookies?.[SESSION_COOKIE]) return 'no origin with a session';
  return null;
}

/** Runs before the session is looked up and before the body is read. */
export function csrfGuard(app: FastifyInstance, publicUrl = ''): void {
  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    const refusal = csrfRefusal(req, publicUrl);
    if (refusal === null) return;
    req.log.warn({ refusal, url: req.url }, 'csrf refusal');
    return reply.code(403).header('Cache-Control', 'no-store').send({ error: true, code: 'csrf' });
  });
}
