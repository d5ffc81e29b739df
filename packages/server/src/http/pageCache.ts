// Pages from the response cache. A page is made from its path and query, the site's public origin
// (PUBLIC_URL) and the catalogue alone, never from the visitor: nothing in it reads a cookie or the
// Host header, which is why it may be `public` at all, and why its key is the path and query. So one rendering serves everyone until it is PAGE_MAX_AGE_S old, or until a change
// of what the public sees clears the cache (moderation, removal, publication, captions, settings:
// the data calls' own clears). The signed addresses a page carries live PAGE_MAX_AGE_S longer than a
// file list's (playerBoot.ts), and `Age` tells browsers and CDNs how much of the page's `max-age`
// the server has already spent, so no copy anywhere outlives them.
import type { FastifyReply } from 'fastify';
import { PAGE_MAX_AGE_S } from '../constants.js';
import type { AppContext } from '../context.js';
import type { SitePageAnswer } from '../pages/sitePage.js';
import { encodeBody, type EncodedBody } from './compress.js';
import { pageText } from './csp.js';
import { sendStored } from './jsonReply.js';

export const HTML_TYPE = 'text/html; charset=utf-8';
/** What a 404 page says to caches: ask again, it may exist soon (a video about to be published). */
const NOT_FOUND_CACHE = 'no-cache';

/** Only a plain 200 is kept: a redirect is cheap to make, a 404 must not hide a page published meanwhile,
 * and a page with headers of its own (the console's) is nobody else's. */
const keeps = (page: SitePageAnswer): page is { status: 200; html: string } => page.status === 200 && !page.headers;

/**
 * Sends the page of `url`: the stored one while fresh, else `render`'s, stored when it may be.
 * `cacheControl` is what a 200 of this kind of page tells browsers (`public, max-age=…` for the site's
 * pages, `no-cache` for the embed); a 404 says `no-cache`, a 301 is kept `PAGE_MAX_AGE_S`.
 */
export async function sendPage(
  reply: FastifyReply,
  ctx: AppContext,
  url: URL,
  cacheControl: string,
  render: () => Promise<SitePageAnswer>,
): Promise<FastifyReply> {
  const { cache } = ctx;
  const key = `page|${url.pathname}${url.search}`;
  const hit = cache.get(key, PAGE_MAX_AGE_S);
  if (hit) {
    reply
      .header('Cache-Control', cacheControl)
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
  if (!('status' in made)) return sendStored(pageText(reply.header('Cache-Control', cacheControl), made.identity), made, HTML_TYPE);
  if (made.status === 301) return reply.code(301).header('Cache-Control', `public, max-age=${PAGE_MAX_AGE_S}`).redirect(made.location, 301);
  return reply
    .code(made.status)
    .type(HTML_TYPE)
    .header('Cache-Control', made.status === 200 ? cacheControl : NOT_FOUND_CACHE)
    .headers(made.headers ?? {})
    .send(made.html);
}
