// The stored answers that list a video's files: its file list (`/api/videofile.php`) and the watch
// and embed pages, which carry the same list for the player. A change to the files alone (a
// captions track attached) drops these and leaves every other answer stored.
import { ENDPOINT } from '@reel/api/endpoints';
import type { ResponseCache } from './cache.js';

/** The file list's key as `cacheKey` writes it: the route, no path segments, the video's id. */
const fileListKey = (videoId: number): string => `${ENDPOINT.videofile.route}|?video_id=${videoId}`;

/** A stored page's key is `page|` and its address, whole or from its path (pageCache.ts); watch and
 * embed pages name the video in their second segment. */
const PAGE_KEY = 'page|';
const PAGES_WITH_FILES = new Set(['video', 'embed']);

function isPageOf(key: string, videoId: number): boolean {
  if (!key.startsWith(PAGE_KEY)) return false;
  let path: string;
  try {
    path = new URL(key.slice(PAGE_KEY.length), 'http://localhost').pathname;
  } catch {
    return false;
  }
  const [, first, second] = path.split('/');
  return PAGES_WITH_FILES.has(first) && second === String(videoId);
}

/** Drops the answers listing `videoId`'s files; answers how many were stored. */
export function dropVideoFiles(cache: ResponseCache, videoId: number): number {
  const list = fileListKey(videoId);
  return cache.dropWhere((key) => key === list || isPageOf(key, videoId));
}
