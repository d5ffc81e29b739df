// The links the player builds: the video page (r=1 from the related list,
// autostart=1 from up-next), the search page and the download page. In embed mode every link
// opens in a new tab, with rel=noopener so the opened site cannot script the embedding page.

export type LinkSource = 'related' | 'upnext';

/**
 * A video id a webmaster gives the player, as a positive safe integer written plainly (`42` or
 * `'42'`; no sign, no leading zero, no exponent). The player never imports @reel/api, so it does
 * not hold the site's own id rule (its range and the ids of addresses, in @reel/api's ids.ts): it
 * only refuses what could never name a video on any backend, and the site's server answers the rest.
 */
export function positiveSafeInteger(id: number | string, name: string): string {
  const s = String(id).trim();
  const n = Number(s);
  if (!Number.isSafeInteger(n) || n < 1 || String(n) !== s) {
    throw new TypeError(`${name} must be a positive whole number, got ${JSON.stringify(id)}`);
  }
  return s;
}

/** `/video/{video_id}/{dir}/`, with `?r=1` (related) or `?autostart=1` (up-next). */
export function videoLink(videoId: number | string, dir: string, options: { from?: LinkSource } = {}): string {
  const path = `/video/${positiveSafeInteger(videoId, 'video_id')}/${encodeURIComponent(dir)}/`;
  if (options.from === 'related') return `${path}?r=1`;
  if (options.from === 'upnext') return `${path}?autostart=1`;
  return path;
}

/** `/search/1/?s={title}`, the title encoded. */
export function searchLink(title: string): string {
  return `/search/1/?s=${encodeURIComponent(title.trim())}`;
}

/** `/download?video={id}`. */
export function downloadLink(videoId: number | string): string {
  return `/download?video=${positiveSafeInteger(videoId, 'video')}`;
}

export interface LinkTarget {
  target?: '_blank';
  rel?: 'noopener';
}

/** Attributes to spread on every link: a new tab in embed mode, nothing otherwise. */
export function linkTarget(embed: boolean): LinkTarget {
  return embed ? { target: '_blank', rel: 'noopener' } : {};
}
