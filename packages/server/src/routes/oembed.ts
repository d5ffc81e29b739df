// GET /oembed?url=…&format=json|xml (oEmbed 1.0, type "video"): what a CMS or chat app needs to
// show one of our videos as the embed code. Only addresses of this very site, on its public origin
// (PUBLIC_URL), are answered, and every address in the answer is on that origin. It is public data:
// any origin may read it (the endpoint table flags it crossOrigin).
import { embedCode, VideoStatus, type EmbedLayout } from '@reel/api';
import { channelPagePath, memberPagePath, SITE_NAME, videoIdOfAddress } from '@reel/api/pages';
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
import { OEMBED_XML_TYPE, oembedXml } from '../seo/oembedXml.js';

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
    // oEmbed 1.0 defines json and xml; any other format is answered 501 Not Implemented.
    if (format !== 'json' && format !== 'xml') throw new ApiHttpError(501, 'format_not_supported');
    const origin = publicOrigin(ctx.config);
    const id = videoIdOfUrl(i.url, origin);
    const size = fitFrame(i.maxwidth, i.maxheight);
    const [video] = await loadVideos(ctx, [id]);
    if (!video || video.status_id !== VideoStatus.Active || video.is_private) throw notFound('video_not_found');
    const absolute = (path: string) => new URL(path, `${origin}/`).href;
    // A channel's upload names the channel; a member's, the member and their page (members read it,
    // a visitor is asked to sign in there).
    const channel = video.channel === 'UsersUpload' ? null : video.channel;
    const author = channel
      ? { author_name: channel.title, author_url: absolute(channelPagePath(channel.dir)) }
      : video.user && { author_name: video.user.username, author_url: absolute(memberPagePath(video.user.user_id)) };
    // The responsive code; within maxwidth × maxheight when asked, as wide as the fitted frame at most.
    const layout: EmbedLayout = i.maxwidth !== undefined || i.maxheight !== undefined ? { maxWidth: size.width } : {};
    const answer = {
      version: '1.0',
      type: 'video',
      provider_name: SITE_NAME,
      provider_url: `${origin}/`,
      title: video.title,
      ...author,
      width: size.width,
      height: size.height,
      html: embedCode(origin, id, video.title, layout),
      ...(video.thumb && { thumbnail_url: absolute(video.thumb), thumbnail_width: THUMB_WIDTH_PX, thumbnail_height: THUMB_HEIGHT_PX }),
    };
    reply.header('Cache-Control', `public, max-age=${OEMBED_MAX_AGE_S}`);
    if (format === 'xml') return reply.type(OEMBED_XML_TYPE).send(oembedXml(answer));
    return reply.send(answer);
  });
}
