// Pages from the response cache. A page is made from its path and query, the site's public origin
// (PUBLIC_URL), the catalogue and, for the site's pages, whether a member is signed in (a member gets
// no advert, so their watch page may start its video from the HTML): never from the Host header or
// from which member it is. So one rendering serves every visitor, and another every member, until it
// is PAGE_MAX_AGE_S old, or until a change of what the public sees clears the cache (moderation,
// removal, publication, captions, settings: the data calls' own clears). The two are kept apart
// everywhere: under their own keys here; a member's page is `private, no-store`, so no browser, proxy
// or CDN keeps it; and a visitor's page names `Vary: Cookie`, so a browser or cache that holds it
// does not hand it to the same address asked with a session (nginx passes every request carrying the
// session cookie by its cache, docs/operations.md). The signed addresses a page carries live PAGE_MAX_AGE_S longer than a
// file list's (playerBoot.ts), and `Age` tells browsers and CDNs how much of the page's `max-age`
// the server has already spent, so no copy anywhere outlives them.
import type { FastifyReply } from 'fastify';
import { PAGE_MAX_AGE_S } from '../constants.js';
import type { AppContext } from '../context.js';
import type { SitePageAnswer } from './sitePage.js';
import { encodeBody, type EncodedBody } from '../http/compress.js';
import { pageText } from './csp.js';
import { sendStored } from '../http/jsonReply.js';

export const HTML_TYPE = 'text/html; charset=utf-8';
/** What a 404 page says to caches: ask again, it may exist soon (a video about to be published). */
const NOT_FOUND_CACHE = 'no-cache';

/** Only a plain 200 is kept: a redirect is cheap to make, a 404 must not hide a page published meanwhile,
 * and a page with headers of its own (the console's) is nobody else's. */
const keeps = (page: SitePageAnswer): page is { status: 200; html: string } => page.status === 200 && !page.headers;

/** What a signed-in member's page tells caches: theirs alone, kept nowhere. */
export const MEMBER_PAGE_CACHE = 'private, no-store';

/** Who a page is made for, when it may differ by that. */
export type PageAudience = 'visitor' | 'member';

/** The key of `url`'s page for `audience`. A member's copy is marked in the fragment, which no
 * request address carries, so it never meets a visitor's key and still names the page's path
 * (http/videoFilesCache.ts drops both copies of a watch page). */
export function pageKey(url: URL, audience: PageAudience | null): string {
  return `page|${url.pathname}${url.search}${audience === 'member' ? '#member' : ''}`;
}

/** The headers a 200 of `audience` carries: the member's private, the visitor's `cacheControl`
 * and `Vary: Cookie`; `cacheControl` alone for a page that is the same for everyone. */
function audienceHeaders(reply: FastifyReply, cacheControl: string, audience: PageAudience | null): FastifyReply {
  if (audience === 'member') return reply.header('Cache-Control', MEMBER_PAGE_CACHE);
  if (audience === 'visitor') {
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/\bcookie\b/i.test(vary)) reply.header('Vary', vary ? `${vary}, Cookie` : 'Cookie');
  }
  return reply.header('Cache-Control', cacheControl);
}

/**
 * Sends the page of `url`: the stored one while fresh, else `render`'s, stored when it may be.
 * `cacheControl` is what a 200 of this kind of page tells browsers (`public, max-age=…` for the site's
 * pages, `no-cache` for the embed); a 404 says `no-cache`, a 301 is kept `PAGE_MAX_AGE_S`.
 * `audience` is null for a page made the same for everyone, else whom this one is for (see above).
 */
export async function sendPage(
  reply: FastifyReply,
  ctx: AppContext,
  url: URL,
  cacheControl: string,
  render: () => Promise<SitePageAnswer>,
  audience: PageAudience | null = null,
): Promise<FastifyReply> {
  const { cache } = ctx;
  const key = pageKey(url, audience);
  const hit = cache.get(key, PAGE_MAX_AGE_S);
  if (hit) {
    audienceHeaders(reply, cacheControl, audience)
      .header('X-Cache', 'HIT')
      .header('Age', String(cache.ageS(hit)));
    return sendStored(pageText(reply, hit.identity), hit, HTML_TYPE);
  }
  const made = await cache.shared(key, async (): Promise<SitePageAnswer | EncodedBody> => {
    const page = await render();
    if (!keeps(page) || !cache.shouldStore(key, Buffer.byteLength(page.html))) return page;
    const body = await encodeBody(page.html);
    cache.set(key, body, PAGE_MAX_AGE_S);
    return body;
  });
  reply.header('X-Cache', 'MISS');
  if (!('status' in made)) return sendStored(pageText(audienceHeaders(reply, cacheControl, audience), made.identity), made, HTML_TYPE);
  if (made.status === 301) return reply.code(301).header('Cache-Control', `public, max-age=${PAGE_MAX_AGE_S}`).redirect(made.location, 301);
  if (made.status === 200) audienceHeaders(reply, cacheControl, audience);
  else reply.header('Cache-Control', audience === 'member' ? MEMBER_PAGE_CACHE : NOT_FOUND_CACHE);
  return reply
    .code(made.status)
    .type(HTML_TYPE)
    .headers(made.headers ?? {})
    .send(made.html);
}
