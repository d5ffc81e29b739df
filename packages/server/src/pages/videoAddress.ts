// Which video a site address names: the watch page `/video/{id}/{dir}/` (the dir is decoration, so
// `/video/{id}/` also counts) or the embed page `/embed/{id}/`.
import { isId } from '../http/params.js';

const VIDEO_PAGE_RE = /^\/video\/(\d+)(?:\/([^/]+))?\/?$/;
const EMBED_PAGE_RE = /^\/embed\/(\d+)\/?$/;

/** The video id of a site path, or null (an id outside the id rule names no video). */
export function videoIdOfPath(path: string): number | null {
  const id = (VIDEO_PAGE_RE.exec(path) ?? EMBED_PAGE_RE.exec(path))?.[1];
  return isId(id) ? Number(id) : null;
}

/** The watch page's address for a video: the canonical form every link and head uses. */
export function videoPagePath(videoId: number, dir: string): string {
  return `/video/${videoId}/${encodeURIComponent(dir)}/`;
}
