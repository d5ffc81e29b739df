// The demo's house preroll, served by Reel itself: its two VAST files (naming the clip by its path,
// which the player resolves against the file's address) and the clip the demo seed made under the
// media root.
import { SETTINGS_LIFETIME_S } from '@reel/api';
import { ENDPOINT } from '@reel/api/endpoints';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../context.js';
import { route } from '../http/endpoint.js';
import { cacheHeader } from '../http/jsonReply.js';
import { sendMediaFile } from '../http/mediaDelivery.js';
import { HOUSE_CLIP_PATH } from '../houseAds/constants.js';
import { houseVastXml } from '../houseAds/vast.js';

export function houseAdsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const vast = (adId: 'reel-house' | 'reel-house-backup') => async (_req: unknown, reply: FastifyReply) =>
    reply
      .header('Content-Type', 'application/xml; charset=utf-8')
      .header('Cache-Control', cacheHeader(SETTINGS_LIFETIME_S))
      .send(houseVastXml(adId));
  route(app, ENDPOINT.houseVast, vast('reel-house'));
  route(app, ENDPOINT.houseVastBackup, vast('reel-house-backup'));
  // Its own scope, as the file routes': `reply.sendFile` over the media root (Range, HEAD) and no
  // `/media/` route of its own.
  void app.register(async (scope) => {
    await scope.register(fastifyStatic, { root: ctx.config.mediaRoot, serve: false, suppressWarning: true });
    const delivery = { mediaRoot: ctx.config.mediaRoot, accelPrefix: ctx.config.mediaAccelRedirect };
    route(scope, ENDPOINT.housePrerollClip, async (_req, reply) =>
      sendMediaFile(reply, delivery, HOUSE_CLIP_PATH, cacheHeader(SETTINGS_LIFETIME_S)),
    );
  });
}
