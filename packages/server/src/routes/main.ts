// The home page's blocks in one answer: latest videos, top categories, models and channels.
import { COUNT_VIDEOS, GENDERS, LANGS } from '@reel/api';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { orRefuse } from '../refusals.js';
import { cacheKey, parseLifetime, sendCachedJson, stripJsonExt } from '../http/jsonReply.js';
import { parseEnum, splitDotted } from '../http/params.js';
import { toCategory, toChannel, toModel, topCategories, topChannels, topModels } from '../queries/taxonomy.js';
import { listVideos } from '../queries/videoList.js';

type P = Record<string, string>;
const TOP_BLOCK_SIZE = 12;

export function mainRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/json/main/:lifetime/:file', async (req, reply) => {
    const p = req.params as P;
    const lifetime = parseLifetime(p.lifetime);
    const [genderSeg, langSeg] = splitDotted(stripJsonExt(p.file, lifetime), 2, 'invalid_path');
    const gender = parseEnum(genderSeg, GENDERS, 'invalid_gender');
    parseEnum(langSeg, LANGS, 'invalid_lang');
    return sendCachedJson(reply, ctx.cache, cacheKey(req), lifetime, async () => {
      const [latest, categories, models, channels] = await Promise.all([
        listVideos(ctx, { gender, sort: 'latest-updates', count: COUNT_VIDEOS, page: 1, section: 'all', objectId: '', type: 'all', duration: '', date: '' }).then(orRefuse),
        topCategories(ctx.database, TOP_BLOCK_SIZE),
        topModels(ctx.database, TOP_BLOCK_SIZE),
        topChannels(ctx.database, gender, TOP_BLOCK_SIZE),
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
