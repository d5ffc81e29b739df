// Members, profiles, comments, playlists and subscriptions. Every path
// segment and query value is checked before the database is asked, so bad input is a named 400.
import {
  BUCKET_MILLION,
  BUCKET_THOUSAND,
  COMMENT_SECTIONS,
  COUNT_MEMBERS,
  COUNT_PLAYLISTS,
  GENDERS,
  MEMBER_PROFILE_SECTIONS,
  MEMBER_SECTIONS,
  MEMBER_SORTS,
  PLAYLIST_SECTIONS,
  PLAYLIST_SORTS,
  SEARCH_MAX_CHARS,
  SUBSCRIPTION_SORTS,
  SUBSCRIPTION_TYPES,
} from '@reel/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { badRequest } from '../http/errors.js';
import { cacheKey, parseLifetime, sendCachedJson, stripJsonExt } from '../http/jsonReply.js';
import { checkBuckets, parseCount, parseEnum, parseId, parsePage, splitDotted } from '../http/params.js';
import { listComments } from '../queries/community/comments.js';
import { listMembers, loadMember } from '../queries/community/members.js';
import { listPlaylists, loadPlaylist } from '../queries/community/playlists.js';
import { listSubscriptions } from '../queries/community/subscriptions.js';
import { resolveObject } from '../queries/objects.js';

type P = Record<string, string>;

/** Comments page size when the query gives none, and the most one page may hold. */
export const COMMENTS_COUNT_DEFAULT = 20;
export const COMMENTS_COUNT_MAX = 100;
/** Subscriptions have no page size in the specification; the other object lists use 60. */
export const SUBSCRIPTIONS_COUNT_DEFAULT = COUNT_PLAYLISTS;

const COUNT_RE = /^\d{1,9}$/;

/** A query value, or undefined; a repeated key (`?a=1&a=2`) arrives as an array and is refused. */
function queryValue(req: FastifyRequest, name: string): string | undefined {
  const value = (req.query as Record<string, unknown>)[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw badRequest(`invalid_${name}`);
  return value;
}

/** An optional `count` query value, bounded by `max`. */
function queryCount(req: FastifyRequest, fallback: number, max: number): number {
  const value = queryValue(req, 'count');
  if (value === undefined || value === '') return fallback;
  const n = COUNT_RE.test(value) ? Number(value) : 0;
  if (n < 1 || n > max) throw badRequest('invalid_count');
  return n;
}

/** A page in the file name must be written: `/.json` is not page 1. */
function requiredPage(segment: string): number {
  if (segment === '') throw badRequest('invalid_page');
  return parsePage(segment);
}

function memberSearch(req: FastifyRequest): string {
  const text = (queryValue(req, 'search') ?? '').trim();
  if (text.length > SEARCH_MAX_CHARS) throw badRequest('invalid_search');
  return text;
}

/** `object_id` names the member of friends/subscribers/subscriptions and is absent for all. */
function memberListOwner(req: FastifyRequest, section: string): number | null {
  const raw = queryValue(req, 'object_id');
  if (section === 'all') {
    if (raw !== undefined) throw badRequest('invalid_object_id');
    return null;
  }
  if (raw === undefined || raw === '') throw badRequest('object_id_required');
  return parseId(raw, 'invalid_object_id');
}

function memberRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/json/members/:lifetime/:section/:filt/:sort/:count/:file', async (req, reply) => {
    const p = req.params as P;
    const lifetime = parseLifetime(p.lifetime);
    const section = parseEnum(p.section, MEMBER_SECTIONS, 'invalid_section');
    const q = {
      section,
      userId: memberListOwner(req, section),
      filter: p.filt,
      sort: parseEnum(p.sort, MEMBER_SORTS, 'invalid_sort'),
      count: parseCount(p.count, COUNT_MEMBERS),
      page: requiredPage(stripJsonExt(p.file, lifetime)),
      search: memberSearch(req),
    };
    const key = cacheKey(req, { object_id: q.userId === null ? undefined : String(q.userId), search: q.search || undefined });
    return sendCachedJson(reply, ctx.cache, key, lifetime, () => listMembers(ctx, q));
  });

  app.get('/api/json/member/:lifetime/:section/:bucket/:file', async (req, reply) => {
    const p = req.params as P;
    const lifetime = parseLifetime(p.lifetime);
    const section = parseEnum(p.section, MEMBER_PROFILE_SECTIONS, 'invalid_section');
    // u_ava and u_cover name the avatar and cover uploads, which are POSTs to /api/member.php.
    if (section === 'u_ava' || section === 'u_cover') throw badRequest('invalid_section');
    const id = parseId(stripJsonExt(p.file, lifetime));
    checkBuckets(id, [p.bucket], [BUCKET_THOUSAND]);
    return sendCachedJson(reply, ctx.cache, cacheKey(req), lifetime, () => loadMember(ctx, id));
  });
}

function commentRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/json/comments/:lifetime/:section/:b1/:b2/:file', async (req, reply) => {
    const p = req.params as P;
    const lifetime = parseLifetime(p.lifetime);
    const section = parseEnum(p.section, COMMENT_SECTIONS, 'invalid_section');
    const objectId = parseId(stripJsonExt(p.file, lifetime));
    checkBuckets(objectId, [p.b1, p.b2], [BUCKET_MILLION, BUCKET_THOUSAND]);
    const q = {
      section,
      objectId,
      page: parsePage(queryValue(req, 'page')),
      count: queryCount(req, COMMENTS_COUNT_DEFAULT, COMMENTS_COUNT_MAX),
      // Only an uncached read has a session: a cached answer is the same for everyone.
      viewer: req.member?.user_id ?? null,
    };
    const key = cacheKey(req, { page: String(q.page), count: String(q.count) });
    return sendCachedJson(reply, ctx.cache, key, lifetime, () => listComments(ctx, q));
  });
}

function playlistRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/json/playlists/:lifetime/:sort/:count/:file', async (req, reply) => {
    const p = req.params as P;
    const lifetime = parseLifetime(p.lifetime);
    const sort = parseEnum(p.sort, PLAYLIST_SORTS, 'invalid_sort');
    const count = parseCount(p.count, COUNT_PLAYLISTS);
    const [sectionSeg, pageSeg, genderSeg, objectId] = splitDotted(stripJsonExt(p.file, lifetime), 4, 'invalid_path');
    const section = parseEnum(sectionSeg, PLAYLIST_SECTIONS, 'invalid_section');
    if (section !== 'all' && objectId === '') throw badRequest('object_id_required');
    if (section === 'all' && objectId !== '') throw badRequest('invalid_object_id');
    const q = { section, objectId, sort, count, page: parsePage(pageSeg), gender: parseEnum(genderSeg, GENDERS, 'invalid_gender') };
    return sendCachedJson(reply, ctx.cache, cacheKey(req), lifetime, () => listPlaylists(ctx, q));
  });

  app.get('/api/json/playlist/:lifetime/:bucket/:file', async (req, reply) => {
    const p = req.params as P;
    const lifetime = parseLifetime(p.lifetime);
    const id = parseId(stripJsonExt(p.file, lifetime));
    checkBuckets(id, [p.bucket], [BUCKET_THOUSAND]);
    return sendCachedJson(reply, ctx.cache, cacheKey(req), lifetime, () => loadPlaylist(ctx, id));
  });
}

function subscriptionRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/json/subscriptions/:lifetime/:bucket/:file', async (req, reply) => {
    const p = req.params as P;
    const lifetime = parseLifetime(p.lifetime);
    const userId = parseId(stripJsonExt(p.file, lifetime));
    checkBuckets(userId, [p.bucket], [BUCKET_THOUSAND]);
    const type = queryValue(req, 'type');
    const q = {
      userId,
      sort: parseEnum(queryValue(req, 'sort') ?? 'recent', SUBSCRIPTION_SORTS, 'invalid_sort'),
      type: type === undefined ? null : parseEnum(type, SUBSCRIPTION_TYPES, 'invalid_type'),
      page: parsePage(queryValue(req, 'page')),
      count: queryCount(req, SUBSCRIPTIONS_COUNT_DEFAULT, SUBSCRIPTIONS_COUNT_DEFAULT),
    };
    const key = cacheKey(req, { sort: q.sort, type: q.type ?? undefined, page: String(q.page), count: String(q.count) });
    return sendCachedJson(reply, ctx.cache, key, lifetime, async () => {
      await resolveObject(ctx, 'user', String(userId));
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
