// Suggestions for the search overlay, typed-text suggestions and the top-search lists.
import { COUNT_SUGGESTIONS, LIFETIME_SUGGESTER_S, SEARCH_MAX_CHARS } from '@reel/api';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { badRequest } from '../http/errors.js';
import { cacheKey, parseLifetime, sendCachedJson, stripJsonExt } from '../http/jsonReply.js';
import { parseCount, queryValue } from '../http/params.js';
import { STATS_PER_GROUP, SUGGEST_PER_GROUP } from '../constants.js';
import { suggestionGroups } from '../queries/suggestions.js';

type P = Record<string, string>;

export function suggestRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/json/suggester/:lifetime/:file', async (req, reply) => {
    const p = req.params as P;
    const lifetime = parseLifetime(p.lifetime);
    const count = parseCount(stripJsonExt(p.file, lifetime), COUNT_SUGGESTIONS);
    return sendCachedJson(reply, ctx.cache, cacheKey(req), lifetime, () => suggestionGroups(ctx, count));
  });

  app.get('/api/suggester.php', async (req, reply) => {
    const text = (queryValue(req.query, 'c') ?? '').trim();
    if (text.length === 0 || text.length > SEARCH_MAX_CHARS) throw badRequest('invalid_search');
    const key = cacheKey(req, { c: text.toLowerCase() });
    return sendCachedJson(reply, ctx.cache, key, LIFETIME_SUGGESTER_S, () => suggestionGroups(ctx, SUGGEST_PER_GROUP, text));
  });

  app.get('/api/json/stats/:lifetime/:file', async (req, reply) => {
    const p = req.params as P;
    const lifetime = parseLifetime(p.lifetime);
    if (stripJsonExt(p.file, lifetime) !== 'top') throw badRequest('invalid_path');
    return sendCachedJson(reply, ctx.cache, cacheKey(req), lifetime, () => suggestionGroups(ctx, STATS_PER_GROUP));
  });
}
