// Categories, channels (pornsites), models (pornstars) and the download page's studio record.
import { ENDPOINT } from '@reel/api/endpoints';
import type { FastifyInstance } from 'fastify';
import { catalogueReads, type AppContext } from '../context.js';
import { badRequest, notFound } from '../http/errors.js';
import { route } from '../http/endpoint.js';
import { cacheKey, sendCachedJson } from '../http/jsonReply.js';
import { readModelFilter } from '../queries/filters.js';
import { mediaUrl } from '../queries/format.js';
import { resolveObject } from '../queries/objects.js';
import {
  categoriesWithVideos,
  channelByDir,
  channelPage,
  modelByDir,
  modelPage,
  toCategory,
  toChannel,
  toModel,
} from '../queries/taxonomy.js';
import { orRefuse } from '../http/refusals.js';

export function taxonomyRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ENDPOINT.categories, async (req, reply, { lifetime, gender, section }) => {
    return sendCachedJson(reply, ctx.cache, cacheKey(req), lifetime, async () => {
      const rows = await categoriesWithVideos(catalogueReads(ctx, lifetime).database, section, gender);
      return { categories: rows.map((r) => toCategory(ctx, r)), total_count: rows.length };
    });
  });

  route(app, ENDPOINT.channels, async (req, reply, { lifetime, gender, sort, count, section, object_id: objectId, page: pageNo }) => {
    const reads = catalogueReads(ctx, lifetime);
    return sendCachedJson(reply, ctx.cache, cacheKey(req), lifetime, async () => {
      const objectRowId = section === 'category' || section === 'model' ? orRefuse(await resolveObject(reads, section, objectId)) : null;
      const { rows, total } = await channelPage(reads.database, { gender, section, objectRowId, sort, count, page: pageNo });
      return { channels: rows.map((r) => toChannel(ctx, r)), total_count: total };
    });
  });

  route(app, ENDPOINT.channel, async (req, reply, { lifetime, dir }) => {
    return sendCachedJson(reply, ctx.cache, cacheKey(req), lifetime, async () => {
      const channel = await channelByDir(catalogueReads(ctx, lifetime).database, dir);
      if (!channel) throw notFound('channel_not_found');
      return { channel: toChannel(ctx, channel) };
    });
  });

  route(app, ENDPOINT.models, async (req, reply, { lifetime, gender, filt, sort, count, page: pageNo }) => {
    // The table reads the eleven positions; which values each position takes is the filter's rule.
    const fields = readModelFilter(`filt${filt.join('.')}`);
    if (!fields) throw badRequest('invalid_filter');
    return sendCachedJson(reply, ctx.cache, cacheKey(req), lifetime, async () => {
      const { rows, total } = await modelPage(catalogueReads(ctx, lifetime).database, {
        fields,
        now: ctx.now(),
        siteGender: gender,
        sort,
        count,
        page: pageNo,
      });
      return { models: rows.map((r) => toModel(ctx, r)), total_count: total };
    });
  });

  route(app, ENDPOINT.model, async (req, reply, { lifetime, dir }) => {
    return sendCachedJson(reply, ctx.cache, cacheKey(req), lifetime, async () => {
      const model = await modelByDir(catalogueReads(ctx, lifetime).database, dir);
      if (!model) throw notFound('model_not_found');
      return { model: toModel(ctx, model) };
    });
  });

  route(app, ENDPOINT.download, async (req, reply, { lifetime, dir }) => {
    return sendCachedJson(reply, ctx.cache, cacheKey(req), lifetime, async () => {
      const channel = await channelByDir(catalogueReads(ctx, lifetime).database, dir);
      if (!channel) throw notFound('channel_not_found');
      const c = toChannel(ctx, channel);
      const preview = channel.preview;
      // The download page reads the first item of an array.
      return [
        {
          description: c.description.split('\n').filter(Boolean),
          studio: c.title,
          content_source_id: c.channel_id,
          logo: c.logo,
          url: c.url,
          preview: mediaUrl(ctx.config.mediaBaseUrl, preview),
        },
      ];
    });
  });
}
