// Media, the built site and the embed page from one port, with the single-page fallback: any GET
// that is not an API call, a file or media answers the app's index.html.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { ASSET_MAX_AGE_S, MEDIA_MAX_AGE_S, PAGE_MAX_AGE_S } from '../constants.js';
import { routeAssets } from '../pages/routeAssets.js';
import { renderSitePage, type SiteBuild } from '../pages/sitePage.js';
import { isPublicPicture } from '../media/layout.js';
import { errorBody, notFound } from './errors.js';
import { requestOrigin } from './origin.js';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** Below this a body fits in a packet or two: compressing it saves less than it costs. */
const COMPRESS_MIN_BYTES = 1024;
/** Brotli quality for bodies compressed per response: most of the ratio of the maximum (11) at a
 * small fraction of its time. The site's assets are compressed at the maximum once, when built. */
const BROTLI_QUALITY = 5;
const COMPRESSIBLE_TYPE = /^(application\/(json|javascript|xml)|text\/|image\/svg\+xml)/;

/** The encoding to answer with: Brotli, else gzip, among those Accept-Encoding allows (q > 0). */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
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

/** Compresses the text bodies built in memory (the data calls' JSON, the site's pages): the list a
 * page waits for before it can draw is several times smaller on a phone's connection. Files are
 * streams and pass through: the site's assets have compressed copies from the build. */
function compressBodies(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    if ((typeof payload !== 'string' && !Buffer.isBuffer(payload)) || reply.hasHeader('content-encoding')) return payload;
    if (!COMPRESSIBLE_TYPE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (body.length < COMPRESS_MIN_BYTES) return payload;
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/\baccept-encoding\b/i.test(vary)) reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    const encoding = pickEncoding(req.headers['accept-encoding']);
    if (!encoding) return payload;
    const out = encoding === 'br' ? await brotliAsync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }) : await gzipAsync(body);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return out;
  });
}

const NO_APP_HTML = '<!doctype html><meta charset="utf-8"><title>Reel</title><p>The site is not built yet: run <code>npm start</code>.</p>';

function readIndex(dist: string): string | null {
  const file = join(dist, 'index.html');
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

export async function staticRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { mediaRoot, siteDist, embedDist } = ctx.config;
  compressBodies(app);
  if (existsSync(mediaRoot)) {
    // Pictures only (thumbnails, screenshots, sprites): renditions, playlists, segments, media.json
    // and temporary files are reached through signed addresses or not at all.
    await app.register(fastifyStatic, {
      root: mediaRoot, prefix: '/media/', decorateReply: false, maxAge: MEDIA_MAX_AGE_S * 1000, index: false, dotfiles: 'deny',
      allowedPath: (pathName) => isPublicPicture(pathName),
    });
  }
  if (existsSync(embedDist)) {
    await app.register(fastifyStatic, { root: embedDist, prefix: '/embed/', decorateReply: false, index: false, wildcard: true, maxAge: ASSET_MAX_AGE_S * 1000 });
  }
  if (existsSync(join(siteDist, 'assets'))) {
    // The site's build writes .br and .gz copies of its scripts and styles (site/vite.config.ts):
    // compressed, the first chunk is a third of its size on the wire.
    await app.register(fastifyStatic, { root: join(siteDist, 'assets'), prefix: '/assets/', decorateReply: false, index: false, immutable: true, maxAge: ASSET_MAX_AGE_S * 1000, preCompressed: true });
  }
  const siteIndex = readIndex(siteDist);
  const site: SiteBuild | null = siteIndex === null ? null : { indexHtml: siteIndex, routeTags: routeAssets(siteDist) };
  const embedIndex = readIndex(embedDist);

  app.setNotFoundHandler(async (req: FastifyRequest, reply: FastifyReply) => {
    const path = req.url.split('?')[0];
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && !path.startsWith('/api/') && !path.startsWith('/media/') && !path.startsWith('/get_file/');
    if (!isPage) return reply.code(404).header('Cache-Control', 'no-store').send(errorBody(notFound()));
    reply.type('text/html; charset=utf-8');
    if (path.startsWith('/embed/')) return reply.header('Cache-Control', 'no-cache').send(embedIndex ?? NO_APP_HTML);
    if (!site) return reply.header('Cache-Control', 'no-cache').send(NO_APP_HTML);
    // Joined as text: a path such as //host/x must stay a path, not become another host.
    const page = await renderSitePage(ctx, site, new URL(requestOrigin(req) + req.url));
    if (page.status === 301) return reply.code(301).header('Cache-Control', `public, max-age=${PAGE_MAX_AGE_S}`).redirect(page.location, 301);
    return reply.code(page.status).header('Cache-Control', page.status === 200 ? `public, max-age=${PAGE_MAX_AGE_S}` : 'no-cache').send(page.html);
  });
}
