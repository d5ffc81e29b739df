// Video lists, search, a single video and related videos.
import {
  BUCKET_MILLION,
  BUCKET_THOUSAND,
  COUNT_RELATED,
  COUNT_VIDEOS,
  DATE_FILTERS,
  DURATION_FILTERS,
  GENDERS,
  SEARCH_MAX_CHARS,
  SEARCH_MIN_CHARS,
  SEARCH_SORT,
  VIDEO_SECTIONS,
  VIDEO_SORTS,
  VIDEO_TYPES,
} from '@reel/api';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { badRequest, notFound } from '../http/errors.js';
import { cacheKey, parseLifetime, sendCachedJson, stripJsonExt } from '../http/jsonReply.js';
import { checkBuckets, parseCount, parseEnum, parseId, parsePage, queryValue, splitDotted } from '../http/params.js';
import { recordSearch } from '../queries/keywords.js';
import { relatedVideos } from '../queries/related.js';
import { listVideos, type VideoListQuery } from '../queries/videoList.js';
import { checkVideoReadable, loadVideos } from '../queries/videoRows.js';

type P = Record<string, string>;

/** `{section}.{object_id}.{page}.{type}.{duration}.{date}`, with 'all' duration and date as empty. */
function parseListTail(tail: string): Pick<VideoListQuery, 'section' | 'objectId' | 'page' | 'type' | 'duration' | 'date'> {
  const [section, objectId, page, type, duration, date] = splitDotted(tail, 6, 'invalid_path');
  const dur = parseEnum(duration, DURATION_FILTERS, 'invalid_duration');
  const per = parseEnum(date, DATE_FILTERS, 'invalid_date');
  return {
    section: parseEnum(section, VIDEO_SECTIONS, 'invalid_section'),
    objectId,
    page: parsePage(page),
    type: parseEnum(type || 'all', VIDEO_TYPES, 'invalid_type'),
    duration: dur === 'all' ? '' : dur,
    date: per === 'all' ? '' : per,
  };
}

function checkObjectId(q: Pick<VideoListQuery, 'section' | 'objectId'>): void {
  const needsObject = q.section !== 'all' && q.section !== 'search';
  if (needsObject && q.objectId === '') throw badRequest('object_id_required');
  if (!needsObject && q.objectId !== '') throw badRequest('invalid_object_id');
}

export function videoRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/json/videos2/:lifetime/:gender/:sort/:count/:tail', async (req, reply) => {
    const p = req.params as P;
    const lifetime = parseLifetime(p.lifetime);
    const tail = parseListTail(stripJsonExt(p.tail, lifetime));
    if (tail.section === 'search' || tail.section === 'related') throw badRequest('invalid_section');
    checkObjectId(tail);
    const q: VideoListQuery = {
      ...tail,
      gender: parseEnum(p.gender, GENDERS, 'invalid_gender'),
      sort: parseEnum(p.sort, VIDEO_SORTS, 'invalid_sort'),
      count: parseCount(p.count, COUNT_VIDEOS),
    };
    return sendCachedJson(reply, ctx.cache, cacheKey(req), lifetime, () => listVideos(ctx, q));
  });

  app.get('/api/videos2.php', async (req, reply) => {
    const parts = (queryValue(req.query, 'params') ?? '').split('/');
    if (parts.length !== 5) throw badRequest('invalid_params');
    const [lifetimeSeg, gender, sort, count, tailSeg] = parts;
    const lifetime = parseLifetime(lifetimeSeg);
    if (sort !== SEARCH_SORT) throw badRequest('invalid_sort');
    const tail = parseListTail(tailSeg);
    if (tail.section !== 'search') throw badRequest('invalid_section');
    const text = (queryValue(req.query, 's') ?? '').trim();
    if (text.length < SEARCH_MIN_CHARS || text.length > SEARCH_MAX_CHARS) throw badRequest('invalid_search');
    const q: VideoListQuery = {
      ...tail,
      gender: parseEnum(gender, GENDERS, 'invalid_gender'),
      sort: SEARCH_SORT,
      count: parseCount(count, COUNT_VIDEOS),
      text,
    };
    const key = cacheKey(req, { params: [gender, sort, count, tailSeg].join('/'), s: text });
    return sendCachedJson(reply, ctx.cache, key, lifetime, async () => {
      const result = await listVideos(ctx, q);
      if (q.page === 1) await recordSearch(ctx, text, result.total_count);
      return result;
    });
  });

  app.get('/api/json/video/:lifetime/:b1/:b2/:file', async (req, reply) => {
    const p = req.params as P;
    const lifetime = parseLifetime(p.lifetime);
    const id = parseId(stripJsonExt(p.file, lifetime));
    checkBuckets(id, [p.b1, p.b2], [BUCKET_MILLION, BUCKET_THOUSAND]);
    return sendCachedJson(reply, ctx.cache, cacheKey(req), lifetime, async () => {
      const [video] = await loadVideos(ctx, [id]);
      if (!video) throw notFound('video_not_found');
      return { video };
    });
  });

  app.get('/api/json/videos_related/:lifetime/:count/:b1/:b2/:file', async (req, reply) => {
    const p = req.params as P;
    const lifetime = parseLifetime(p.lifetime);
    const [idSeg, all, pageSeg] = splitDotted(stripJsonExt(p.file, lifetime), 3, 'invalid_path');
    if (all !== 'all') throw badRequest('invalid_path');
    const id = parseId(idSeg);
    checkBuckets(id, [p.b1, p.b2], [BUCKET_MILLION, BUCKET_THOUSAND]);
    const count = parseCount(p.count, COUNT_RELATED);
    const page = parsePage(pageSeg);
    return sendCachedJson(reply, ctx.cache, cacheKey(req), lifetime, async () => {
      await checkVideoReadable(ctx, id, null);
      return relatedVideos(ctx, id, count, page);
    });
  });
}
