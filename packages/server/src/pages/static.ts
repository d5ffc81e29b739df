// Media, the built site and the embed page from one port, with the single-page fallback: any GET
// that is not an API call, a file or media answers the app's index.html.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { videoIdOfAddress } from '@reel/api/pages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { ASSET_MAX_AGE_S, MEDIA_MAX_AGE_S, PAGE_MAX_AGE_S } from '../constants.js';
import { routeAssets } from './routeAssets.js';
import { renderEmbedPage } from './embedPage.js';
import { renderSitePage, type SiteBuild } from './sitePage.js';
import { isPublicPicture } from '../media/layout.js';
import { HTML_TYPE, sendPage } from './pageCache.js';
import { isPageRequest } from '../http/pageRequest.js';
import { mediaObjects } from '../media/storage.js';
import { redirectToPicture } from '../http/objectDelivery.js';
import { pictureAccessHook } from './pictureAccess.js';
import { compressBodies } from '../http/compress.js';
import { badRequest, errorBody, notFound } from '../http/errors.js';
import { publicOrigin } from '../config.js';
import { ageCheckOf, gatedPage } from '../age/gate.js';
import { tellAgeMode } from '../age/cookies.js';

const NO_APP_HTML = '<!doctype html><meta charset="utf-8"><title>Reel</title><p>The site is not built yet: run <code>npm start</code>.</p>';

function readIndex(dist: string): string | null {
  const file = join(dist, 'index.html');
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

/** The page's address: the path and query the visitor asked for, on the site's public origin
 * (PUBLIC_URL), never on the Host they wrote, so that no address a page makes from it can name
 * another site. Joined as text: a path such as //host/x must stay a path, not become another host. */
function pageUrl(origin: string, req: FastifyRequest): URL {
  try {
    return new URL(origin + req.url);
  } catch {
    throw badRequest('invalid_url');
  }
}

function safeDecode(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}

export async function staticRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { mediaRoot, siteDist, embedDist } = ctx.config;
  compressBodies(app);
  pictureAccessHook(app, ctx);
  if (existsSync(mediaRoot)) {
    // Pictures only (thumbnails, screenshots, sprites): renditions, playlists, segments, media.json
    // and temporary files are reached through signed addresses or not at all.
    await app.register(fastifyStatic, {
      root: mediaRoot,
      prefix: '/media/',
      decorateReply: false,
      maxAge: MEDIA_MAX_AGE_S * 1000,
      index: false,
      dotfiles: 'deny',
      allowedPath: (pathName) => isPublicPicture(pathName),
    });
  }
  if (existsSync(embedDist)) {
    await app.register(fastifyStatic, {
      root: embedDist,
      prefix: '/embed/',
      decorateReply: false,
      index: false,
      wildcard: true,
      maxAge: ASSET_MAX_AGE_S * 1000,
    });
  }
  if (existsSync(join(siteDist, 'assets'))) {
    // The site's build writes .br and .gz copies of its scripts and styles (site/vite.config.ts):
    // compressed, the first chunk is a third of its size on the wire.
    await app.register(fastifyStatic, {
      root: join(siteDist, 'assets'),
      prefix: '/assets/',
      decorateReply: false,
      index: false,
      immutable: true,
      maxAge: ASSET_MAX_AGE_S * 1000,
      preCompressed: true,
    });
  }
  const siteIndex = readIndex(siteDist);
  const site: SiteBuild | null = siteIndex === null ? null : { indexHtml: siteIndex, routeTags: routeAssets(siteDist) };
  const embedIndex = readIndex(embedDist);
  const objects = mediaObjects(ctx.config);
  const origin = publicOrigin(ctx.config);

  app.setNotFoundHandler(async (req: FastifyRequest, reply: FastifyReply) => {
    const path = req.url.split('?')[0];
    // A picture not on this disk is in the bucket (MEDIA_STORAGE=s3): the same rule as above, then
    // a redirect there. The address in lists stays this stable one, whatever their cache lifetime.
    const picture = path.startsWith('/media/') ? safeDecode(path.slice('/media/'.length)) : null;
    if (objects && picture && (req.method === 'GET' || req.method === 'HEAD') && isPublicPicture(picture))
      return redirectToPicture(reply, objects, picture, Math.floor(ctx.now() / 1000));
    if (!isPageRequest(req.method, path)) return reply.code(404).header('Cache-Control', 'no-store').send(errorBody(notFound()));
    const url = pageUrl(origin, req);
    // A place that asks for an age check the visitor has not passed gets the bare app, which shows
    // the gate: no video data, poster or title of a video in the page, and kept by no shared cache.
    const age = await ageCheckOf(ctx, req, reply);
    gatedPage(req, age.mode);
    tellAgeMode(reply, req, ctx.config, age.mode);
    if (!age.passed) {
      const bare = path.startsWith('/embed/') ? embedIndex : (site?.indexHtml ?? null);
      return reply
        .type(HTML_TYPE)
        .header('Cache-Control', 'private, no-store')
        .send(bare ?? NO_APP_HTML);
    }
    // Decided from the session the request already carries (auth/session.ts): whether a member is
    // signed in, never which one. A member's page has no advert, so it differs from a visitor's.
    const audience = req.member ? 'member' : 'visitor';
    // The embed page of an address naming no video (the id rule) still draws, as a 404.
    if (path.startsWith('/embed/')) {
      if (embedIndex === null) return reply.type(HTML_TYPE).header('Cache-Control', 'no-cache').send(NO_APP_HTML);
      return sendPage(
        reply,
        ctx,
        url,
        'no-cache',
        async () => ({
          status: videoIdOfAddress(path, ['embed']) === null ? 404 : 200,
          html: await renderEmbedPage(ctx, embedIndex, url, audience),
        }),
        audience,
      );
    }
    if (!site) return reply.type(HTML_TYPE).header('Cache-Control', 'no-cache').send(NO_APP_HTML);
    return sendPage(reply, ctx, url, `public, max-age=${PAGE_MAX_AGE_S}`, () => renderSitePage(ctx, site, url, audience), audience);
  });
}
