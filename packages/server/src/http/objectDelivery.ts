// Media that may live in the bucket (MEDIA_STORAGE=s3): a file still on local disk (the demo
// catalogue, media from before the move) is answered from there as always; anything else is a
// redirect to a presigned bucket address that expires with the signed address that led to it. HLS
// playlists are read from the bucket and answered by this server, their segment lines rewritten to
// presigned addresses, so the player fetches every segment from the bucket directly.
import { readFile, stat } from 'node:fs/promises';
import { posix } from 'node:path';
import type { FastifyReply } from 'fastify';
import { MEDIA_MAX_AGE_S } from '../constants.js';
import { OBJECT_SIGN_STEP_S, PICTURE_PRESIGN_S, SIGNED_PLAYLIST_CACHE_ENTRIES } from '../media/constants.js';
import { absolutePath, isSafeMediaPath } from '../media/layout.js';
import type { ObjectStore } from '../media/objectStore.js';
import { notFound } from './errors.js';
import { renditionCacheControl, rewritePlaylist, sendMediaFile, type DeliveryOptions } from './mediaDelivery.js';

export interface StoredDelivery extends DeliveryOptions {
  objects: ObjectStore | null;
}

/** Who may keep the file, and until when its signed address is good. */
export interface Access {
  isPublic: boolean;
  expiresS: number;
  nowS: number;
}

async function onDisk(o: DeliveryOptions, relative: string): Promise<boolean> {
  return Boolean((await stat(absolutePath(o.mediaRoot, relative)).catch(() => null))?.isFile());
}

/** The same for every request of a signing window, so the presigned address it goes into is too. */
function bucketCacheControl(a: Access): string {
  const windowEndS = (Math.floor(a.nowS / OBJECT_SIGN_STEP_S) + 1) * OBJECT_SIGN_STEP_S;
  return renditionCacheControl(a.isPublic, a.expiresS, windowEndS);
}

/** A rendition or segment: from disk when it is there, otherwise a redirect into the bucket. */
export async function sendStoredFile(reply: FastifyReply, o: StoredDelivery, relative: string, a: Access): Promise<FastifyReply> {
  const cacheControl = renditionCacheControl(a.isPublic, a.expiresS, a.nowS);
  if (!o.objects || !isSafeMediaPath(relative) || (await onDisk(o, relative))) return sendMediaFile(reply, o, relative, cacheControl);
  const url = await o.objects.signedUrl(relative, a.expiresS, a.nowS, bucketCacheControl(a));
  return reply.header('Cache-Control', cacheControl).redirect(url, 302);
}

/** Presigned playlists by video, address expiry and signing window: presigning is about 0.3 ms a
 * segment, and a two-hour video has over a thousand. */
const signedPlaylists = new Map<string, string>();

function remember(key: string, text: string): void {
  if (signedPlaylists.size >= SIGNED_PLAYLIST_CACHE_ENTRIES) signedPlaylists.delete(signedPlaylists.keys().next().value as string);
  signedPlaylists.set(key, text);
}

/** Every name a playlist refers to: segment lines and `URI="…"` attributes (the init segment). */
function playlistNames(text: string): string[] {
  const names = new Set<string>();
  for (const line of text.split(/\r?\n/)) {
    const t = line.trim();
    if (t === '') continue;
    if (t.startsWith('#')) for (const m of t.matchAll(/URI="([^"]*)"/g)) names.add(m[1]);
    else names.add(t);
  }
  return [...names];
}

/**
 * The HLS playlist at `hls` with its segments addressed: through `segmentAddress` (this server's
 * signed segment route) when the stream is on disk, presigned bucket addresses when it is not.
 */
export async function storedPlaylist(
  o: StoredDelivery,
  hls: string,
  a: Access,
  segmentAddress: (segment: string) => string,
): Promise<string> {
  const missing = () => notFound('hls_not_available');
  if (!o.objects || (await onDisk(o, hls))) {
    const text = await readFile(absolutePath(o.mediaRoot, hls), 'utf8').catch(() => {
      throw missing();
    });
    return rewritePlaylist(text, segmentAddress);
  }
  const objects = o.objects;
  const key = `${hls}|${a.expiresS}|${Math.floor(a.nowS / OBJECT_SIGN_STEP_S)}|${a.isPublic}`;
  const known = signedPlaylists.get(key);
  if (known !== undefined) return known;
  const text = await objects.readText(hls);
  if (text === null) throw missing();
  const folder = posix.dirname(hls);
  const cacheControl = bucketCacheControl(a);
  const names = playlistNames(text).filter((n) => isSafeMediaPath(n));
  const urls = new Map(
    await Promise.all(
      names.map(async (n) => [n, await objects.signedUrl(posix.join(folder, n), a.expiresS, a.nowS, cacheControl)] as const),
    ),
  );
  const signed = rewritePlaylist(text, (name) => urls.get(name) ?? '');
  remember(key, signed);
  return signed;
}

/** A public picture (`/media/K/…`) that is not on disk: a redirect to the bucket, good for at least
 * an hour, kept by browsers while it is good. */
export async function redirectToPicture(reply: FastifyReply, objects: ObjectStore, relative: string, nowS: number): Promise<FastifyReply> {
  const expiresS = Math.floor(nowS / OBJECT_SIGN_STEP_S) * OBJECT_SIGN_STEP_S + PICTURE_PRESIGN_S;
  const url = await objects.signedUrl(relative, expiresS, nowS, `public, max-age=${MEDIA_MAX_AGE_S}`);
  return reply.header('Cache-Control', `public, max-age=${Math.min(OBJECT_SIGN_STEP_S, expiresS - nowS)}`).redirect(url, 302);
}
