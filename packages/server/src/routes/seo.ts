// What crawlers and browsers ask of the site itself: robots.txt, the sitemaps, the favicon, the
// home-screen icons and the web manifest. Every absolute address in them is on the configured
// origin (PUBLIC_URL), never the request's Host: these answers are cached publicly for an hour.
import { pipeline, type Readable } from 'node:stream';
import { constants as zlib, createBrotliCompress, createGzip } from 'node:zlib';
import { ENDPOINT } from '@reel/api/endpoints';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { route } from '../http/endpoint.js';
import { notFound } from '../http/errors.js';
import { isEmbedPath } from '../http/framing.js';
import { RESPONSE_BROTLI_QUALITY } from '../constants.js';
import { pickEncoding } from '../http/compress.js';
import { CRAWLER_FILES_MAX_AGE_S, SITE_ICON_MAX_AGE_S, SITEMAP_MAX_URLS, SITEMAP_QUERY_BATCH_ROWS } from '../seo/constants.js';
import { publicOrigin } from '../config.js';
import { EMBED_ROBOTS_TAG, robotsTxt } from '../seo/robots.js';
import { readSiteFile, SITE_ROOT_FILES } from '../seo/siteFiles.js';
import { sitemapFileXml, sitemapIndexXml, type SitemapOptions } from '../seo/sitemapFiles.js';

const XML_TYPE = 'application/xml; charset=utf-8';
const CRAWLER_CACHE = `public, max-age=${CRAWLER_FILES_MAX_AGE_S}`;

/** A streamed body, compressed as the client accepts (the server's compression step takes only
 * bodies built in memory). */
function compressedStream(req: FastifyRequest, reply: FastifyReply, body: Readable): Readable {
  reply.header('vary', 'Accept-Encoding');
  const encoding = pickEncoding(req.headers['accept-encoding']);
  if (!encoding) return body;
  reply.header('content-encoding', encoding);
  const compressor =
    encoding === 'br' ? createBrotliCompress({ params: { [zlib.BROTLI_PARAM_QUALITY]: RESPONSE_BROTLI_QUALITY } }) : createGzip();
  // A query failing half-way ends the answer early; the crawler sees a cut file and asks again.
  return pipeline(body, compressor, (err) => err && req.log.error(err));
}

export function seoRoutes(app: FastifyInstance, ctx: AppContext, opts: Partial<SitemapOptions> = {}): void {
  // Read once at start: a PUBLIC_URL that is not an http(s) address stops the server there.
  const origin = publicOrigin(ctx.config);
  const sitemap: SitemapOptions = { perFile: opts.perFile ?? SITEMAP_MAX_URLS, batchRows: opts.batchRows ?? SITEMAP_QUERY_BATCH_ROWS };

  app.addHook('onSend', async (req, reply, payload) => {
    if (isEmbedPath(req.url)) reply.header('X-Robots-Tag', EMBED_ROBOTS_TAG);
    return payload;
  });

  route(app, ENDPOINT.robots, async (_req, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', CRAWLER_CACHE).send(robotsTxt(origin)),
  );

  route(app, ENDPOINT.sitemapIndex, async (_req, reply) =>
    reply
      .type(XML_TYPE)
      .header('Cache-Control', CRAWLER_CACHE)
      .send(await sitemapIndexXml(ctx, origin, sitemap)),
  );

  route(app, ENDPOINT.sitemapFile, async (req, reply, { file }) => {
    const body = await sitemapFileXml(ctx, origin, file, sitemap);
    return reply
      .type(XML_TYPE)
      .header('Cache-Control', CRAWLER_CACHE)
      .send(compressedStream(req, reply, body));
  });

  for (const [name, type] of Object.entries(SITE_ROOT_FILES)) {
    app.get(`/${name}`, async (_req, reply) => {
      const body = await readSiteFile(ctx.config.siteDist, name);
      if (!body) throw notFound();
      return reply.type(type).header('Cache-Control', `public, max-age=${SITE_ICON_MAX_AGE_S}`).send(body);
    });
  }
}
