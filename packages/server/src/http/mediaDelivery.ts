// How a rendition leaves the server once its signed address is checked: streamed from the media
// root by this process (Range, 206 and HEAD through @fastify/static), or handed to nginx with
// X-Accel-Redirect when MEDIA_ACCEL_REDIRECT names an internal location. Either way the path comes
// from the database, never from the address, and a non-public video's bytes are never cached.
import { stat } from 'node:fs/promises';
import type { FastifyReply } from 'fastify';
import { HLS_SEGMENT_PATTERN, RENDITION_MAX_AGE_S } from '../media/constants.js';
import { absolutePath, isSafeMediaPath } from '../media/layout.js';
import { notFound } from './errors.js';

/** What no shared cache may keep: anything of a private, unpublished or otherwise non-public video. */
export const NOT_PUBLIC_CACHE = 'private, no-store';

/**
 * A public video's rendition may be cached, but never past its address's expiry: a cache must not
 * answer an address the server would now refuse.
 */
export function renditionCacheControl(isPublic: boolean, expiresS: number, nowS: number): string {
  const left = Math.min(RENDITION_MAX_AGE_S, expiresS - nowS);
  return isPublic && left > 0 ? `public, max-age=${left}` : NOT_PUBLIC_CACHE;
}

export interface DeliveryOptions {
  mediaRoot: string;
  /** nginx internal location prefix; empty streams the file from here. */
  accelPrefix: string;
}

/** Answers the file at `relative` (under the media root); a missing file (never finished) is 404. */
export async function sendMediaFile(
  reply: FastifyReply,
  o: DeliveryOptions,
  relative: string,
  cacheControl: string,
): Promise<FastifyReply> {
  if (!isSafeMediaPath(relative)) throw notFound('file_not_found');
  const found = await stat(absolutePath(o.mediaRoot, relative)).catch(() => null);
  if (!found?.isFile()) throw notFound('file_not_found');
  reply.header('Cache-Control', cacheControl);
  if (o.accelPrefix) {
    return reply.header('X-Accel-Redirect', `${o.accelPrefix.replace(/\/?$/, '/')}${relative}`).send('');
  }
  return reply.sendFile(relative, o.mediaRoot, { cacheControl: false, dotfiles: 'deny', index: false });
}

/**
 * The stored playlist with every segment (and the init segment of fragmented MP4) turned into an
 * address from `segmentUrl`. A name the transcoder never writes makes the playlist unusable.
 */
export function rewritePlaylist(text: string, segmentUrl: (segment: string) => string): string {
  const address = (name: string) => {
    if (!HLS_SEGMENT_PATTERN.test(name)) throw notFound('hls_not_available');
    return segmentUrl(name);
  };
  return text
    .split(/\r?\n/)
    .map((line) => {
      const trimmed = line.trim();
      if (trimmed === '') return line;
      if (trimmed.startsWith('#')) return trimmed.replace(/URI="([^"]*)"/g, (_, name: string) => `URI="${address(name)}"`);
      return address(trimmed);
    })
    .join('\n');
}
