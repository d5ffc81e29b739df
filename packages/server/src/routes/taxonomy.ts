// Categories, channels (pornsites), models (pornstars) and the download page's studio record.
import {
  CATEGORY_SECTIONS,
  COUNT_CHANNELS,
  COUNT_MODELS,
  CHANNEL_MODEL_SORTS,
  CHANNEL_SECTIONS,
  GENDERS,
  LANGS,
} from '@reel/api';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { orRefuse } from '../refusals.js';
import { badRequest, notFound } from '../http/errors.js';
import { cacheKey, parseLifetime, sendCachedJson, stripJsonExt } from '../http/jsonReply.js';
import { parseCount, parseDir, parseEnum, parsePage, splitDotted } from '../http/params.js';
import { readModelFilter } from '../queries/filters.js';
import { mediaUrl } from '../queries/format.js';
import { resolveObject } from '../queries/objects.js';
import { categoriesWithVideos, channelByDir, channelPage, modelByDir, modelPage, toCategory, toChannel, toModel } from '../queries/taxonomy.js';

type P = Record<string, string>;

/** `{sort}-toptn`: the catalogue writes the sort with a fixed `-toptn` suffix. */
function parseSortToptn(segment: string): string {
  if (!segment.endsWith('-toptn')) throw badRequest('invalid_sort');
  return parseEnum(segment.slice(0, -'-toptn'.length), CHANNEL_MODEL_SORTS, 'invalid_sort');
}

export function taxonomyRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/json/categories/:lifetime/:file', async (req, reply) => {
    const p = req.params as P;
    const lifetime = parseLifetime(p.lifetime);
    const [gender, section, lang] = splitDotted(stripJsonExt(p.file, lifetime), 3, 'invalid_path');
    parseEnum(gender, GENDERS, 'invalid_gender');
    parseEnum(section, CATEGORY_SECTIONS, 'invalid_section');
    parseEnum(lang, LANGS, 'invalid_lang');
    return sendCachedJson(reply, ctx.cache, cacheKey(req), lifetime, async () => {
      const rows = await categoriesWithVideos(ctx.database, section, gender);
      return { categories: rows.map((r) => toCategory(ctx, r)), total_count: rows.length };
    });
  });

  app.get('/api/json/channels/:lifetime/:gender/:sort/:count/:file', async (req, reply) => {
    const p = req.params as P;
    const lifetime = parseLifetime(p.lifetime);
    const gender = parseEnum(p.gender, GENDERS, 'invalid_gender');
    const sort = parseSortToptn(p.sort);
    const count = parseCount(p.count, COUNT_CHANNELS);
    const [section, objectId, pageSeg] = splitDotted(stripJsonExt(p.file, lifetime), 3, 'invalid_path');
    parseEnum(section, CHANNEL_SECTIONS, 'invalid_section');
    if ((section === 'all') !== (objectId === '')) throw badRequest('invalid_object_id');
    const pageNo = parsePage(pageSeg);
    return sendCachedJson(reply, ctx.cache, cacheKey(req), lifetime, async () => {
      const objectRowId = section === 'category' || section === 'model' ? orRefuse(await resolveObject(ctx, section, objectId)) : null;
      const { rows, total } = await channelPage(ctx.database, { gender, section, objectRowId, sort, count, page: pageNo });
      return { channels: rows.map((r) => toChannel(ctx, r)), total_count: total };
    });
  });

  app.get('/api/json/channel/:lifetime/:letter/:file', async (req, reply) => {
    const p = req.params as P;
    const lifetime = parseLifetime(p.lifetime);
    const dir = parseDir(stripJsonExt(p.file, lifetime));
    if (p.letter !== dir[0]) throw badRequest('invalid_bucket');
    return sendCachedJson(reply, ctx.cache, cacheKey(req), lifetime, async () => {
      const channel = await channelByDir(ctx.database, dir);
      if (!channel) throw notFound('channel_not_found');
      return { channel: toChannel(ctx, channel) };
    });
  });

  app.get('/api/json/models/:lifetime/:gender/:filt/:sort/:count/:file', async (req, reply) => {
    const p = req.params as P;
    const lifetime = parseLifetime(p.lifetime);
    const gender = parseEnum(p.gender, GENDERS, 'invalid_gender');
    const fields = readModelFilter(p.filt);
    if (!fields) throw badRequest('invalid_filter');
    const sort = parseSortToptn(p.sort);
    const count = parseCount(p.count, COUNT_MODELS);
    const pageNo = parsePage(stripJsonExt(p.file, lifetime));
    return sendCachedJson(reply, ctx.cache, cacheKey(req), lifetime, async () => {
      const { rows, total } = await modelPage(ctx.database, { fields, now: ctx.now(), siteGender: gender, sort, count, page: pageNo });
      return { models: rows.map((r) => toModel(ctx, r)), total_count: total };
    });
  });

  app.get('/api/json/model/:lifetime/:prefix/:file', async (req, reply) => {
    const p = req.params as P;
    const lifetime = parseLifetime(p.lifetime);
    const dir = parseDir(stripJsonExt(p.file, lifetime));
    if (p.prefix !== dir.slice(0, 2)) throw badRequest('invalid_bucket');
    return sendCachedJson(reply, ctx.cache, cacheKey(req), lifetime, async () => {
      const model = await modelByDir(ctx.database, dir);
      if (!model) throw notFound('model_not_found');
      return { model: toModel(ctx, model) };
    });
  });

  app.get('/api/json/download/:lifetime/:file', async (req, reply) => {
    const p = req.params as P;
    const lifetime = parseLifetime(p.lifetime);
    const dir = parseDir(stripJsonExt(p.file, lifetime));
    return sendCachedJson(reply, ctx.cache, cacheKey(req), lifetime, async () => {
      const channel = await channelByDir(ctx.database, dir);
      if (!channel) throw notFound('channel_not_found');
      const c = toChannel(ctx, channel);
      const preview = channel.preview;
      // The download page reads the first item of an array (spec 000 §7).
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
