// Timeline thumbnail files: WebVTT cues pointing at tiles of the sprite sheets (`#xywh`).
import { LIFETIME_TIMELINES_S } from '@reel/api';
import { ENDPOINT } from '@reel/api/endpoints';
import type { FastifyInstance } from 'fastify';
import { requireMember } from '../auth/session.js';
import type { AppContext } from '../context.js';
import { notFound } from '../http/errors.js';
import { route } from '../http/endpoint.js';
import { cacheHeader } from '../http/jsonReply.js';
import { NOT_PUBLIC_CACHE } from '../http/mediaDelivery.js';
import { buildTimelineVtt } from '../media/timelines.js';
import { mediaUrl } from '../queries/format.js';
import { timelineRow } from '../queries/timelines.js';
import { isPublished } from '../queries/videoAccess.js';
import { videoForViewer } from '../http/refusals.js';

export function timelineRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ENDPOINT.timelines, async (req, reply, { video_id: id, count: countSeg, interval: intervalSeg }) => {
    // The same rule as the video itself: an unpublished upload's owner only, nothing of a deleted
    // one, and a members-only video's timeline for members only (like its files).
    const access = await videoForViewer(ctx, id, req.member?.user_id ?? null, 'timelines_not_found');
    if (access.is_private) requireMember(req);
    const v = await timelineRow(ctx.database, id);
    // The count and interval are part of the address: a stale address must not get another file.
    if (!v || v.timelines_count === 0 || String(v.timelines_count) !== countSeg || String(v.timelines_interval) !== intervalSeg) {
      throw notFound('timelines_not_found');
    }
    const tile = v.media.timeline_tile;
    if (!tile || !v.media.timeline_sprites?.length) throw notFound('timelines_not_found');
    const vtt = buildTimelineVtt({
      timelines_count: v.timelines_count,
      timelines_interval: v.timelines_interval,
      duration_s: v.duration_sec,
      sprite_urls: v.media.timeline_sprites.map((s) => mediaUrl(ctx.config.mediaBaseUrl, s)),
      tile_width: tile.width,
      tile_height: tile.height,
      columns: tile.columns,
      rows: tile.rows,
    });
    const cache = isPublished(access) && !access.is_private ? cacheHeader(LIFETIME_TIMELINES_S) : NOT_PUBLIC_CACHE;
    return reply.header('Cache-Control', cache).type('text/vtt; charset=utf-8').send(vtt);
  });
}
