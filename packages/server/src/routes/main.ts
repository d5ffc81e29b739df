// The home page's blocks in one answer: latest videos, top categories, models and channels.
import { COUNT_VIDEOS } from '@reel/api';
import { ENDPOINT } from '@reel/api/endpoints';
import type { FastifyInstance } from 'fastify';
import { catalogueReads, type AppContext } from '../context.js';
import { route } from '../http/endpoint.js';
import { cacheKey, sendCachedJson } from '../http/jsonReply.js';
import { toCategory, toChannel, toModel, topCategories, topChannels, topModels } from '../queries/taxonomy.js';
import { orRefuse } from '../http/refusals.js';
import { listVideos } from '../queries/videoList.js';

const TOP_BLOCK_SIZE = 12;

export function mainRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ENDPOINT.main, async (req, reply, { lifetime, gender }) => {
    const reads = catalogueReads(ctx, lifetime);
    return sendCachedJson(reply, ctx.cache, cacheKey(req), lifetime, async () => {
      const [latest, categories, models, channels] = await Promise.all([
        listVideos(reads, {
          gender,
          sort: 'latest-updates',
          count: COUNT_VIDEOS,
          page: 1,
          section: 'all',
          objectId: '',
          type: 'all',
          duration: '',
          date: '',
        }).then(orRefuse),
        topCategories(reads.database, gender, TOP_BLOCK_SIZE),
        topModels(reads.database, TOP_BLOCK_SIZE),
        topChannels(reads.database, gender, TOP_BLOCK_SIZE),
      ]);
      return {
        videos: latest.videos,
        total_count: latest.total_count,
        categories: categories.map((r) => toCategory(ctx, r)),
        models: models.map((r) => toModel(ctx, r)),
        channels: channels.map((r) => toChannel(ctx, r)),
      };
    });
  });
}
