// Suggestions for the search overlay, typed-text suggestions and the top-search lists.
import { LIFETIME_SUGGESTER_S } from '@reel/api';
import { ENDPOINT } from '@reel/api/endpoints';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { route } from '../http/endpoint.js';
import { cacheKey, sendCachedJson } from '../http/jsonReply.js';
import { STATS_PER_GROUP, SUGGEST_PER_GROUP } from '../constants.js';
import { suggestionGroups } from '../queries/suggestions.js';

export function suggestRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ENDPOINT.suggester, async (req, reply, { lifetime, count }) => {
    return sendCachedJson(reply, ctx.cache, cacheKey(req), lifetime, () => suggestionGroups(ctx, count));
  });

  route(app, ENDPOINT.suggest, async (req, reply, { c: text }) => {
    const key = cacheKey(req, { c: text.toLowerCase() });
    return sendCachedJson(reply, ctx.cache, key, LIFETIME_SUGGESTER_S, () => suggestionGroups(ctx, SUGGEST_PER_GROUP, text));
  });

  route(app, ENDPOINT.stats, async (req, reply, { lifetime }) => {
    return sendCachedJson(reply, ctx.cache, cacheKey(req), lifetime, () => suggestionGroups(ctx, STATS_PER_GROUP));
  });
}
