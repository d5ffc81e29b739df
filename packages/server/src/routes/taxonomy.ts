// Categories, channels (pornsites), models (pornstars) and the download page's record of a channel.
import {
  CATEGORY_SECTIONS,
  COUNT_CHANNELS,
  COUNT_MODELS,
  CHANNEL_MODEL_SORTS,
  CHANNEL_SECTIONS,
  GENDERS,
  LANGS,
  MODEL_FILTER_POSITIONS,
  STATUS_ACTIVE,
} from '@reel/api';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { badRequest, notFound } from '../http/errors.js';
import { cacheKey, parseLifetime, sendCachedJson, stripJsonExt } from '../http/jsonReply.js';
import { parseCount, parseDir, parseEnum, parsePage, splitDotted } from '../http/params.js';
import { modelFilterSql, splitFilter } from '../queries/filters.js';
import { mediaUrl } from '../queries/format.js';
import { resolveObject } from '../queries/objects.js';
import { ownerOrder, toCategory, toChannel, toModel } from '../queries/taxonomy.js';
import { SqlParts } from '../queries/videoList.js';

type P = Record<string, string>;

/** Which models a gender site shows: women on str, men on gay, shemales on she. */
const MODEL_GENDER_FOR_SITE: Record<string, number> = { str: 2, gay: 1, she: 3 };

/** `{sort}-toptn`: the catalogue writes the sort with a fixed `-toptn` suffix. */
function parseSortToptn(segment: string): string {
  if (!segment.endsWith('-toptn')) throw badRequest('invalid_sort');
  return parseEnum(segment.slice(0, -'-toptn'.length), CHANNEL_MODEL_SORTS, 'invalid_sort');
}

async function page(ctx: AppContext, table: string, p: SqlParts, order: string, count: number, pageNo: number) {
  const where = p.where.length ? `WHERE ${p.where.join(' AND ')}` : '';
  const from = `FROM ${table} t ${p.joins.join(' ')} ${where}`;
  const params = [...p.params, count, (pageNo - 1) * count];
  const n = p.params.length;
  const [rows, counted] = await Promise.all([
    ctx.database.query(`SELECT t.* ${from} ORDER BY ${order} LIMIT $${n + 1} OFFSET $${n + 2}`, params),
    ctx.database.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, p.params),
  ]);
  return { rows, total: counted[0].n };
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
      const rows = await ctx.database.query(
        `SELECT t.* FROM categories t WHERE ($1 = 'all' OR t.toptn = 1)
           AND EXISTS (SELECT 1 FROM video_categories vc JOIN videos v ON v.video_id = vc.video_id
                       WHERE vc.category_id = t.category_id AND v.gender = $2 AND v.status_id = $3)
         ORDER BY t.title`,
        [section, gender, STATUS_ACTIVE],
      );
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
      const q = new SqlParts();
      q.where.push(`t.gender = ${q.add(gender)}`);
      if (section === 'category') {
        const id = q.add(await resolveObject(ctx, 'category', objectId));
        q.where.push(`EXISTS (SELECT 1 FROM videos v JOIN video_categories vc ON vc.video_id = v.video_id WHERE v.channel_id = t.channel_id AND v.status_id = ${STATUS_ACTIVE} AND vc.category_id = ${id})`);
      }
      if (section === 'model') {
        const id = q.add(await resolveObject(ctx, 'model', objectId));
        q.where.push(`EXISTS (SELECT 1 FROM videos v JOIN video_models vm ON vm.video_id = v.video_id WHERE v.channel_id = t.channel_id AND v.status_id = ${STATUS_ACTIVE} AND vm.model_id = ${id})`);
      }
      const { rows, total } = await page(ctx, 'channels', q, ownerOrder(sort, 'channel_id', 'post_date'), count, pageNo);
      return { channels: rows.map((r) => toChannel(ctx, r)), total_count: total };
    });
  });

  app.get('/api/json/channel/:lifetime/:letter/:file', async (req, reply) => {
    const p = req.params as P;
    const lifetime = parseLifetime(p.lifetime);
    const dir = parseDir(stripJsonExt(p.file, lifetime));
    if (p.letter !== dir[0]) throw badRequest('invalid_bucket');
    return sendCachedJson(reply, ctx.cache, cacheKey(req), lifetime, async () => {
      const rows = await ctx.database.query('SELECT * FROM channels WHERE dir = $1', [dir]);
      if (rows.length === 0) throw notFound('channel_not_found');
      return { channel: toChannel(ctx, rows[0]) };
    });
  });

  app.get('/api/json/models/:lifetime/:gender/:filt/:sort/:count/:file', async (req, reply) => {
    const p = req.params as P;
    const lifetime = parseLifetime(p.lifetime);
    const gender = parseEnum(p.gender, GENDERS, 'invalid_gender');
    const fields = splitFilter(p.filt, MODEL_FILTER_POSITIONS);
    const sort = parseSortToptn(p.sort);
    const count = parseCount(p.count, COUNT_MODELS);
    const pageNo = parsePage(stripJsonExt(p.file, lifetime));
    return sendCachedJson(reply, ctx.cache, cacheKey(req), lifetime, async () => {
      const q = new SqlParts();
      modelFilterSql(q, fields, ctx.now());
      // The filter's own gender position wins over the site's gender.
      if (!fields[0]) q.where.push(`t.gender = ${q.add(MODEL_GENDER_FOR_SITE[gender])}`);
      const { rows, total } = await page(ctx, 'models', q, ownerOrder(sort, 'model_id', 'added_date'), count, pageNo);
      return { models: rows.map((r) => toModel(ctx, r)), total_count: total };
    });
  });

  app.get('/api/json/model/:lifetime/:prefix/:file', async (req, reply) => {
    const p = req.params as P;
    const lifetime = parseLifetime(p.lifetime);
    const dir = parseDir(stripJsonExt(p.file, lifetime));
    if (p.prefix !== dir.slice(0, 2)) throw badRequest('invalid_bucket');
    return sendCachedJson(reply, ctx.cache, cacheKey(req), lifetime, async () => {
      const rows = await ctx.database.query('SELECT * FROM models WHERE dir = $1', [dir]);
      if (rows.length === 0) throw notFound('model_not_found');
      return { model: toModel(ctx, rows[0]) };
    });
  });

  app.get('/api/json/download/:lifetime/:file', async (req, reply) => {
    const p = req.params as P;
    const lifetime = parseLifetime(p.lifetime);
    const dir = parseDir(stripJsonExt(p.file, lifetime));
    return sendCachedJson(reply, ctx.cache, cacheKey(req), lifetime, async () => {
      const rows = await ctx.database.query('SELECT * FROM channels WHERE dir = $1', [dir]);
      if (rows.length === 0) throw notFound('channel_not_found');
      const c = toChannel(ctx, rows[0]);
      const preview = String(rows[0].preview ?? '');
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
