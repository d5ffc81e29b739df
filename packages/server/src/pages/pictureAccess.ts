// `/media/` answers a video's pictures and list preview to everyone only while the video is
// published. For any other status the folder answers as one that does not exist, except to staff
// and to the owner of a video not deleted, who see them in the console and the member area; those
// answers are never kept by a shared cache. Folders that are no video's pass through unchanged.
import { isStaffRole } from '@reel/api/moderation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { lookupSession } from '../auth/session.js';
import type { AppContext } from '../context.js';
import { PICTURE_ACCESS_CACHE_ENTRIES, PICTURE_ACCESS_CACHE_MS } from '../media/constants.js';
import { isMediaKey } from '../media/layout.js';
import { mayHavePictures, mediaKeyVideos, type PictureAccess } from '../queries/videoAccess.js';
import { errorBody, notFound } from '../http/errors.js';
import { NOT_PUBLIC_CACHE } from '../http/mediaDelivery.js';
import { SESSION_COOKIE } from '../constants.js';

const MEDIA_PREFIX = '/media/';

interface Remembered {
  videos: PictureAccess[];
  readAtMs: number;
  /** The response cache's last clear when read: every status change clears it. */
  clearedAtMs: number;
}

/** The media folder a `/media/` address names, or null when it names none. */
function mediaKeyOf(url: string): string | null {
  const path = url.split('?')[0];
  if (!path.startsWith(MEDIA_PREFIX)) return null;
  let rest: string;
  try {
    rest = decodeURIComponent(path.slice(MEDIA_PREFIX.length));
  } catch {
    return null;
  }
  const key = rest.replace(/^\/+/, '').split('/')[0];
  return isMediaKey(key) ? key : null;
}

export function pictureAccessHook(app: FastifyInstance, ctx: AppContext): void {
  const remembered = new Map<string, Remembered>();
  const notPublic = new WeakSet<FastifyRequest>();

  async function videosOf(key: string): Promise<PictureAccess[]> {
    const nowMs = ctx.now();
    const known = remembered.get(key);
    if (known && known.clearedAtMs === ctx.cache.clearedAtMs && nowMs - known.readAtMs < PICTURE_ACCESS_CACHE_MS) return known.videos;
    const clearedAtMs = ctx.cache.clearedAtMs;
    const videos = await mediaKeyVideos(ctx.database, key);
    remembered.delete(key);
    if (remembered.size >= PICTURE_ACCESS_CACHE_ENTRIES) remembered.delete(remembered.keys().next().value as string);
    remembered.set(key, { videos, readAtMs: nowMs, clearedAtMs });
    return videos;
  }

  app.addHook('onRequest', async (req, reply) => {
    const key = mediaKeyOf(req.url);
    if (key === null) return;
    const videos = await videosOf(key);
    if (mayHavePictures(videos, null)) return;
    // Session lookups are skipped for media; only a non-public folder needs to know who asks.
    const token = req.cookies[SESSION_COOKIE];
    const member = token ? await lookupSession(ctx, token) : null;
    if (member && mayHavePictures(videos, { user_id: member.user_id, staff: isStaffRole(member.role) })) {
      notPublic.add(req);
      return;
    }
    return reply.code(404).header('Cache-Control', 'no-store').send(errorBody(notFound()));
  });

  // The static file server writes its own public lifetime; a non-public folder's answer overrides it.
  app.addHook('onSend', async (req, reply, payload) => {
    if (notPublic.has(req)) reply.header('Cache-Control', NOT_PUBLIC_CACHE);
    return payload;
  });
}
