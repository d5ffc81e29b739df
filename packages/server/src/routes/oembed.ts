// GET /oembed?url=…&format=json (oEmbed 1.0, type "video"): what a CMS or chat app needs to show
// one of our videos as the embed iframe. Only addresses of this very site are answered.
import { STATUS_ACTIVE } from '@reel/api';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { OEMBED_MAX_AGE_S } from '../constants.js';
import { THUMB_HEIGHT_PX, THUMB_WIDTH_PX } from '../media/constants.js';
import { ApiHttpError, badRequest, notFound } from '../http/errors.js';
import { requestOrigin } from '../http/origin.js';
import { queryValue } from '../http/params.js';
import { embedPath, fitFrame, iframeHtml } from '../pages/embedCode.js';
import { videoIdOfPath } from '../pages/videoAddress.js';
import { loadVideos } from '../queries/videoRows.js';

const SITE_NAME = 'Reel';
const SIZE_RE = /^[1-9]\d{0,4}$/;

function parseSize(query: unknown, key: 'maxwidth' | 'maxheight'): number | undefined {
  const value = queryValue(query, key);
  if (value === undefined) return undefined;
  if (!SIZE_RE.test(value)) throw badRequest(`invalid_${key}`);
  return Number(value);
}

/** The video id of `url` when it is one of this site's video or embed addresses. */
function videoIdOfUrl(url: string | undefined, origin: string): number {
  if (!url) throw badRequest('invalid_url');
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw badRequest('invalid_url');
  }
  const id = parsed.origin === origin ? videoIdOfPath(parsed.pathname) : null;
  if (id === null) throw notFound('video_not_found');
  return id;
}

export function oembedRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/oembed', async (req, reply) => {
    const format = queryValue(req.query, 'format') ?? 'json';
    // oEmbed 1.0: a format the provider does not serve is 501.
    if (format !== 'json') throw new ApiHttpError(501, 'format_not_supported');
    const origin = requestOrigin(req);
    const id = videoIdOfUrl(queryValue(req.query, 'url'), origin);
    const size = fitFrame(parseSize(req.query, 'maxwidth'), parseSize(req.query, 'maxheight'));
    const [video] = await loadVideos(ctx, [id]);
    if (!video || video.status_id !== STATUS_ACTIVE || video.is_private) throw notFound('video_not_found');
    const absolute = (path: string) => new URL(path, `${origin}/`).href;
    // A channel has a public page; a member's page is for signed-in visitors only, so no link.
    const channel = video.channel === 'UsersUpload' ? null : video.channel;
    const author = channel
      ? { author_name: channel.title, author_url: absolute(`/pornsite/${encodeURIComponent(channel.dir)}/`) }
      : video.user && { author_name: video.user.username };
    return reply.header('Cache-Control', `public, max-age=${OEMBED_MAX_AGE_S}`).send({
      version: '1.0',
      type: 'video',
      provider_name: SITE_NAME,
      provider_url: `${origin}/`,
      title: video.title,
      ...author,
      width: size.width,
      height: size.height,
      html: iframeHtml(absolute(embedPath(id)), video.title, size),
      ...(video.thumb && { thumbnail_url: absolute(video.thumb), thumbnail_width: THUMB_WIDTH_PX, thumbnail_height: THUMB_HEIGHT_PX }),
    });
  });
}
