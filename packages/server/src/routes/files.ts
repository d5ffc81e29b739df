// The file list and the signed addresses behind it: `/get_file/{expires}/{sig}/{file}` is the only
// way to a rendition, its HLS playlist (`?f=video.m3u8`) and the playlist's segments
// (`/get_file/{expires}/{sig}/{file}/hls/{segment}`). With MEDIA_STORAGE=s3 a file no longer on
// disk is a redirect to its presigned bucket address (http/objectDelivery.ts).
import { posix } from 'node:path';
import fastifyStatic from '@fastify/static';
import { LIFETIME_VIDEOFILE_S } from '@reel/api';
import { ENDPOINT } from '@reel/api/endpoints';
import { isStaffRole } from '@reel/api/moderation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireMember } from '../auth/session.js';
import type { AppContext } from '../context.js';
import { orRefuse } from '../http/refusals.js';
import { ApiHttpError, notFound } from '../http/errors.js';
import { route } from '../http/endpoint.js';
import { cacheKey, sendCachedJson } from '../http/jsonReply.js';
import { NOT_PUBLIC_CACHE, renditionCacheControl } from '../http/mediaDelivery.js';
import { sendStoredFile, storedPlaylist, type Access } from '../http/objectDelivery.js';
import { signedSegmentUrl, verifyVideoUrl } from '../media/signing.js';
import { HLS_SEGMENT_PATTERN } from '../media/constants.js';
import { isSafeMediaPath } from '../media/layout.js';
import { mediaObjects } from '../media/storage.js';
import { captionsLanguage, fileTarget, videoFiles, type FileTarget } from '../queries/files.js';

const HLS_QUERY_VALUE = 'video.m3u8';
const PLAYLIST_TYPE = 'application/vnd.apple.mpegurl';
const CAPTIONS_TYPE = 'text/vtt; charset=utf-8';

interface Signed {
  target: FileTarget;
  /** The signed address as asked, without its query. */
  address: string;
  cacheControl: string;
  access: Access;
}

export function fileRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ENDPOINT.videofile, async (req, reply, { video_id: id, lifetime: askedLifetime }) => {
    const asked = askedLifetime ?? LIFETIME_VIDEOFILE_S;
    // A cached list must never hand out an address that expires before the cache entry does.
    const lifetime = Math.min(asked, Math.floor(ctx.config.signedUrlTtlS / 2));
    return sendCachedJson(reply, ctx.cache, cacheKey(req, { video_id: String(id) }), lifetime, async () =>
      orRefuse(await videoFiles(ctx, id, ctx.config.signedUrlTtlS)),
    );
  });

  const delivery = { mediaRoot: ctx.config.mediaRoot, accelPrefix: ctx.config.mediaAccelRedirect, objects: mediaObjects(ctx.config) };

  /** Every hit is checked again: signature, expiry, the video not deleted, the file row present. */
  async function signed(req: FastifyRequest, p: { expires: string; sig: string; file: string }): Promise<Signed> {
    const nowS = Math.floor(ctx.now() / 1000);
    const checked = verifyVideoUrl(ctx.mediaSecret, p.expires, p.sig, p.file, nowS);
    if (!checked.ok) throw new ApiHttpError(403, checked.code);
    const viewer = req.member ? { user_id: req.member.user_id, staff: isStaffRole(req.member.role) } : null;
    const target = orRefuse(await fileTarget(ctx, checked.file.videoId, checked.file.format, viewer));
    // A signed address may travel (shared, copied from a member's page): a members-only video's
    // bytes, playlist, segments and captions still need a session.
    if (target.membersOnly) requireMember(req);
    return {
      target,
      address: `/get_file/${p.expires}/${p.sig}/${p.file}`,
      cacheControl: renditionCacheControl(target.isPublic, Number(p.expires), nowS),
      access: { isPublic: target.isPublic, expiresS: Number(p.expires), nowS },
    };
  }

  function hlsOf(target: FileTarget): string {
    if (!target.hls || !isSafeMediaPath(target.hls)) throw notFound('hls_not_available');
    return target.hls;
  }

  // Its own scope: `reply.sendFile` over the media root for these routes only, and no `/media/`
  // route of its own (`serve: false`).
  void app.register(async (scope) => {
    // The media root may not exist yet: the first upload or the seed creates it.
    await scope.register(fastifyStatic, { root: ctx.config.mediaRoot, serve: false, suppressWarning: true });

    route(scope, ENDPOINT.getFile, async (req, reply, i) => {
      const { target, address, cacheControl, access } = await signed(req, i);
      const wantHls = i.f === HLS_QUERY_VALUE;
      // The answer names the signed address itself, never a path that would outlive it.
      if (i.text_redirect === 'yes') {
        return reply
          .header('Cache-Control', target.isPublic ? 'no-store' : NOT_PUBLIC_CACHE)
          .type('text/plain; charset=utf-8')
          .send(wantHls ? `${address}?f=${HLS_QUERY_VALUE}` : address);
      }
      if (!wantHls && captionsLanguage(i.file.replace(/^\d+/, ''))) reply.type(CAPTIONS_TYPE);
      if (!wantHls) return sendStoredFile(reply, delivery, target.path, access);
      const playlist = await storedPlaylist(delivery, hlsOf(target), access, (segment) => signedSegmentUrl(address, segment));
      return reply.header('Cache-Control', cacheControl).type(PLAYLIST_TYPE).send(playlist);
    });

    route(scope, ENDPOINT.getSegment, async (req, reply, i) => {
      const { segment } = i;
      const { target, access } = await signed(req, i);
      if (!HLS_SEGMENT_PATTERN.test(segment)) throw notFound('file_not_found');
      return sendStoredFile(reply, delivery, posix.join(posix.dirname(hlsOf(target)), segment), access);
    });
  });
}
