// Members, profiles, comments, playlists and subscriptions. Every path segment and query value is
// checked by the endpoint table before the database is asked, so bad input is a named 400.
import { ENDPOINT } from '@reel/api/endpoints';
import type { FastifyInstance } from 'fastify';
import { catalogueReads, type AppContext } from '../context.js';
import { notFound } from '../http/errors.js';
import { route } from '../http/endpoint.js';
import { orRefuse } from '../http/refusals.js';
import { cacheKey, sendCachedJson } from '../http/jsonReply.js';
import { listComments } from '../queries/community/comments.js';
import { listMembers, loadMember } from '../queries/community/members.js';
import { listPlaylists, loadPlaylist } from '../queries/community/playlists.js';
import { listSubscriptions } from '../queries/community/subscriptions.js';
import { resolveObject } from '../queries/objects.js';

function memberRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ENDPOINT.members, async (req, reply, i) => {
    const { lifetime } = i;
    const q = {
      section: i.section,
      userId: i.object_id ?? null,
      filter: i.filt,
      sort: i.sort,
      count: i.count,
      page: i.page,
      search: i.search,
    };
    const key = cacheKey(req, { object_id: q.userId === null ? undefined : String(q.userId), search: q.search || undefined });
    return sendCachedJson(reply, ctx.cache, key, lifetime, async () => orRefuse(await listMembers(catalogueReads(ctx, lifetime), q)));
  });

  route(app, ENDPOINT.member, async (req, reply, { lifetime, user_id: id }) => {
    return sendCachedJson(reply, ctx.cache, cacheKey(req), lifetime, async () => {
      const answer = await loadMember(ctx, id);
      if (!answer) throw notFound('user_not_found');
      return answer;
    });
  });
}

function commentRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ENDPOINT.comments, async (req, reply, { lifetime, section, object_id: objectId, page, count }) => {
    const q = {
      section,
      objectId,
      page,
      count,
      // Only an uncached read has a session: a cached answer is the same for everyone.
      viewer: req.member?.user_id ?? null,
    };
    const key = cacheKey(req, { page: String(q.page), count: String(q.count) });
    return sendCachedJson(reply, ctx.cache, key, lifetime, async () => orRefuse(await listComments(ctx, q)));
  });
}

function playlistRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ENDPOINT.playlists, async (req, reply, { lifetime, section, object_id: objectId, sort, count, page, gender }) => {
    const q = { section, objectId, sort, count, page, gender };
    return sendCachedJson(reply, ctx.cache, cacheKey(req), lifetime, async () => orRefuse(await listPlaylists(ctx, q)));
  });

  route(app, ENDPOINT.playlist, async (req, reply, { lifetime, playlist_id: id }) => {
    return sendCachedJson(reply, ctx.cache, cacheKey(req), lifetime, async () => orRefuse(await loadPlaylist(ctx, id)));
  });
}

function subscriptionRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ENDPOINT.subscriptions, async (req, reply, { lifetime, user_id: userId, sort, type, page, count }) => {
    const q = { userId, sort, type, page, count };
    const key = cacheKey(req, { sort: q.sort, type: q.type ?? undefined, page: String(q.page), count: String(q.count) });
    return sendCachedJson(reply, ctx.cache, key, lifetime, async () => {
      orRefuse(await resolveObject(ctx, 'user', String(userId)));
      return listSubscriptions(ctx, q);
    });
  });
}

export function communityRoutes(app: FastifyInstance, ctx: AppContext): void {
  memberRoutes(app, ctx);
  commentRoutes(app, ctx);
  playlistRoutes(app, ctx);
  subscriptionRoutes(app, ctx);
}
