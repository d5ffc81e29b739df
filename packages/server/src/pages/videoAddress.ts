// Which video a site address names: the watch page `/video/{id}/{dir}/` (the dir is decoration, so
// `/video/{id}/` also counts) or the embed page `/embed/{id}/`.
const VIDEO_PAGE_RE = /^\/video\/([1-9]\d{0,8})(?:\/([^/]+))?\/?$/;
const EMBED_PAGE_RE = /^\/embed\/([1-9]\d{0,8})\/?$/;

/** The video id of a site path, or null. */
export function videoIdOfPath(path: string): number | null {
  const m = VIDEO_PAGE_RE.exec(path) ?? EMBED_PAGE_RE.exec(path);
  return m ? Number(m[1]) : null;
}

/** The watch page's address for a video: the canonical form every link and head uses. */
export function videoPagePath(videoId: number, dir: string): string {
  return `/video/${videoId}/${encodeURIComponent(dir)}/`;
}
