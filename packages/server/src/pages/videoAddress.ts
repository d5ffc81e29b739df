// Which video a site address names: the watch page `/video/{id}/{dir}/` (the dir is decoration, so
// `/video/{id}/` also counts) or the embed page `/embed/{id}/`. The addresses themselves are built
// by @reel/api's addresses.ts.
import { isId } from '../http/params.js';

const VIDEO_PAGE_RE = /^\/video\/(\d+)(?:\/([^/]+))?\/?$/;
const EMBED_PAGE_RE = /^\/embed\/(\d+)\/?$/;

/** The video id of a site path, or null (an id outside the id rule names no video). */
export function videoIdOfPath(path: string): number | null {
  const id = (VIDEO_PAGE_RE.exec(path) ?? EMBED_PAGE_RE.exec(path))?.[1];
  return isId(id) ? Number(id) : null;
}
