// GET /oembed?url=…&format=json (oEmbed 1.0, type "video"): what a CMS or chat app needs to show
// one of our videos as the embed iframe. Only addresses of this very site, on its public origin
// (PUBLIC_URL), are answered, and every address in the answer is on that origin.
import { embedCode, VideoStatus } from '@reel/api';
import { channelPagePath, videoIdOfAddress } from '@reel/api/pages';
import { ENDPOINT } from '@reel/api/endpoints';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { OEMBED_MAX_AGE_S } from '../constants.js';
import { THUMB_HEIGHT_PX, THUMB_WIDTH_PX } from '../media/constants.js';
import { ApiHttpError, badRequest, notFound } from '../http/errors.js';
import { publicOrigin } from '../config.js';
import { route } from '../http/endpoint.js';
import { fitFrame } from '../pages/embedCode.js';
import { loadVideos } from '../queries/videoRows.js';

const SITE_NAME = 'Reel';

/** The video id of `url` when it is one of this site's video or embed addresses. */
function videoIdOfUrl(url: string | undefined, origin: string): number {
  if (!url) throw badRequest('invalid_url');
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw badRequest('invalid_url');
  }
  const id = parsed.origin === origin ? videoIdOfAddress(parsed.pathname) : null;
  if (id === null) throw notFound('video_not_found');
  return id;
}

export function oembedRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ENDPOINT.oembed, async (_req, reply, i) => {
    const format = i.format ?? 'json';
    // oEmbed 1.0: a format the provider does not serve is answered 501 Not Implemented.
    if (format !== 'json') throw new ApiHttpError(501, 'format_not_supported');
    const origin = publicOrigin(ctx.config);
    const id = videoIdOfUrl(i.url, origin);
    const size = fitFrame(i.maxwidth, i.maxheight);
    const [video] = await loadVideos(ctx, [id]);
    if (!video || video.status_id !== VideoStatus.Active || video.is_private) throw notFound('video_not_found');
    const absolute = (path: string) => new URL(path, `${origin}/`).href;
    // A channel has a public page; a member's page is for signed-in visitors only, so no link.
    const channel = video.channel === 'UsersUpload' ? null : video.channel;
    const author = channel
      ? { author_name: channel.title, author_url: absolute(channelPagePath(channel.dir)) }
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
      html: embedCode(origin, id, video.title, size),
      ...(video.thumb && { thumbnail_url: absolute(video.thumb), thumbnail_width: THUMB_WIDTH_PX, thumbnail_height: THUMB_HEIGHT_PX }),
    });
  });
}
