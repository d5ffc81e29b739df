// Video lists, search, a single video and related videos.
import { SEARCH_SORT } from '@reel/api';
import { ENDPOINT } from '@reel/api/endpoints';
import type { FastifyInstance } from 'fastify';
import { catalogueReads, type AppContext } from '../context.js';
import { notFound } from '../http/errors.js';
import { capLifetime, route } from '../http/endpoint.js';
import { cacheKey, sendCachedJson } from '../http/jsonReply.js';
import { relatedVideos } from '../queries/related.js';
import { listVideos, type VideoListQuery } from '../queries/videoList.js';
import { loadVideos, videoReadable } from '../queries/videoRows.js';
import { orRefuse } from '../http/refusals.js';

/** Duration and date 'all' are written as empty for the list query. */
const allAsEmpty = <T extends string>(value: T): Exclude<T, 'all'> | '' => (value === 'all' ? '' : (value as Exclude<T, 'all'>));

export function videoRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ENDPOINT.videos, async (req, reply, i) => {
    const q: VideoListQuery = {
      section: i.section,
      objectId: i.object_id,
      page: i.page,
      type: i.type,
      duration: allAsEmpty(i.duration),
      date: allAsEmpty(i.date),
      gender: i.gender,
      sort: i.sort,
      count: i.count,
    };
    return sendCachedJson(reply, ctx.cache, cacheKey(req), i.lifetime, async () =>
      orRefuse(await listVideos(catalogueReads(ctx, i.lifetime), q)),
    );
  });

  route(app, ENDPOINT.search, async (req, reply, i) => {
    const { lifetime, listKey, ...p } = i.params;
    const text = i.s;
    const q: VideoListQuery = {
      section: 'search',
      objectId: p.object_id,
      page: p.page,
      type: p.type,
      duration: allAsEmpty(p.duration),
      date: allAsEmpty(p.date),
      gender: p.gender,
      sort: SEARCH_SORT,
      count: p.count,
      text,
    };
    const key = cacheKey(req, { params: listKey, s: text });
    const capped = capLifetime(lifetime);
    return sendCachedJson(reply, ctx.cache, key, capped, async () => {
      const result = orRefuse(await listVideos(catalogueReads(ctx, capped), q));
      // Counted in the process and written to the primary later, whichever database answered.
      if (q.page === 1) ctx.searchTally.count(text, result.total_count);
      return result;
    });
  });

  route(app, ENDPOINT.video, async (req, reply, i) => {
    const id = i.video_id;
    return sendCachedJson(reply, ctx.cache, cacheKey(req), i.lifetime, async () => {
      const [video] = await loadVideos(catalogueReads(ctx, i.lifetime), [id]);
      if (!video) throw notFound('video_not_found');
      return { video };
    });
  });

  route(app, ENDPOINT.related, async (req, reply, i) => {
    const { video_id: id, count, page } = i;
    const reads = catalogueReads(ctx, i.lifetime);
    return sendCachedJson(reply, ctx.cache, cacheKey(req), i.lifetime, async () => {
      if (!(await videoReadable(reads, id, null))) throw notFound('video_not_found');
      return relatedVideos(reads, id, count, page);
    });
  });
}
