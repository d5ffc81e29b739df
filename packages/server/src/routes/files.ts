// The file list, the signed-address redirect and timeline files.
import { LIFETIME_VIDEOFILE_S } from '@reel/api';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { ApiHttpError } from '../http/errors.js';
import { cacheKey, parseLifetime, sendCachedJson } from '../http/jsonReply.js';
import { parseId, queryValue } from '../http/params.js';
import { verifyVideoUrl } from '../http/signing.js';
import { fileTarget, videoFiles } from '../queries/files.js';
import { mediaUrl } from '../queries/format.js';

type P = Record<string, string>;
const HLS_QUERY_VALUE = 'video.m3u8';

export function fileRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/videofile.php', async (req, reply) => {
    const id = parseId(queryValue(req.query, 'video_id'), 'invalid_video_id');
    const lifetimeSeg = queryValue(req.query, 'lifetime');
    const asked = lifetimeSeg === undefined ? LIFETIME_VIDEOFILE_S : parseLifetime(lifetimeSeg);
    // A cached list must never hand out an address that expires before the cache entry does.
    const lifetime = Math.min(asked, Math.floor(ctx.config.signedUrlTtlS / 2));
    return sendCachedJson(reply, ctx.cache, cacheKey(req, { video_id: String(id) }), lifetime, () =>
      videoFiles(ctx, id, ctx.config.signedUrlTtlS),
    );
  });

  app.get('/get_file/:expires/:sig/:file', async (req, reply) => {
    const p = req.params as P;
    const checked = verifyVideoUrl(ctx.mediaSecret, p.expires, p.sig, p.file, Math.floor(ctx.now() / 1000));
    if (!checked.ok) throw new ApiHttpError(403, checked.code);
    const target = await fileTarget(ctx, checked.file.videoId, checked.file.format, queryValue(req.query, 'f') === HLS_QUERY_VALUE);
    const address = mediaUrl(ctx.config.mediaBaseUrl, target);
    reply.header('Cache-Control', 'no-store');
    if (queryValue(req.query, 'text_redirect') === 'yes') return reply.type('text/plain; charset=utf-8').send(address);
    return reply.redirect(address, 302);
  });
}
