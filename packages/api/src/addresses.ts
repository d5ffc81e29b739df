// The site's page addresses, built in one place: every link, redirect, head tag, sitemap entry,
// e-mail and embed that names a site page takes its address from here, so the shapes always match
// the routes siteRoutes.ts accepts. A dir is one path segment, so it is always percent-encoded; an
// id is written as the whole number it is.
import { parseId } from './ids.js';
import { MEMBER_PLAIN_TABS, type MemberTab } from './siteRoutes.js';

type Id = number | string;

/** Where a watch-page link was followed from: `?r=1` (the related list), `?autostart=1` (up-next). */
export type WatchLinkSource = 'related' | 'upnext';

const segment = (dir: string): string => encodeURIComponent(dir);
const FROM_QUERY: Record<WatchLinkSource, string> = { related: '?r=1', upnext: '?autostart=1' };

/** The watch page: `/video/{video_id}/{dir}/`, with the query of where the link was followed from. */
export function watchPagePath(videoId: Id, dir: string, from?: WatchLinkSource): string {
  return `/video/${videoId}/${segment(dir)}/${from ? FROM_QUERY[from] : ''}`;
}

/** The embed page a webmaster's iframe loads: `/embed/{video_id}/`. */
export function embedPagePath(videoId: Id): string {
  return `/embed/${videoId}/`;
}

/** The pages whose address names one video. */
export type VideoPage = 'video' | 'embed';
const VIDEO_PAGES: readonly VideoPage[] = ['video', 'embed'];

/**
 * The video a path names, or null: the watch page `/video/{id}/{dir}/` (the dir is decoration, so
 * `/video/{id}/` counts too) or the embed page `/embed/{id}/`, each with or without its last slash,
 * the id under the id rule. The one reader of an id out of an address, for the server's pages,
 * oEmbed, notices and the embed page; `pages` narrows it to the pages a caller serves.
 */
export function videoIdOfAddress(path: string, pages: readonly VideoPage[] = VIDEO_PAGES): number | null {
  const [root, page, id, ...tail] = path.split('/');
  if (tail.at(-1) === '') tail.pop();
  if (root !== '' || !pages.includes(page as VideoPage)) return null;
  const dirs = page === 'video' ? tail.length <= 1 && tail.every((dir) => dir !== '') : tail.length === 0;
  return dirs ? parseId(id) : null;
}

/** A model's page: `/pornstar/{dir}/`. */
export function modelPagePath(dir: string): string {
  return `/pornstar/${segment(dir)}/`;
}

/** A channel's page: `/pornsite/{dir}/`. */
export function channelPagePath(dir: string): string {
  return `/pornsite/${segment(dir)}/`;
}

/** A category's videos: `/categories/{dir}/`. */
export function categoryPagePath(dir: string): string {
  return `/categories/${segment(dir)}/`;
}

/** A playlist: `/playlist/{id}`, written without a trailing slash. */
export function playlistPagePath(playlistId: Id): string {
  return `/playlist/${playlistId}`;
}

/** A member's area: `/members/{user_id}/`. */
export function memberPagePath(userId: Id): string {
  return `/members/${userId}/`;
}

/** A tab of a member's area: `/members/{id}/{tab}/`, and the page number for the tabs that list. */
export function memberTabPath(userId: Id, tab: MemberTab, page = 1): string {
  const plain = (MEMBER_PLAIN_TABS as readonly string[]).includes(tab);
  return `${memberPagePath(userId)}${tab}/${plain ? '' : `${page}/`}`;
}

/** The videos watched in this browser: `/history/`. */
export const HISTORY_PATH = '/history/';

/** The videos this browser keeps for later: `/watch-later/`, a visitor's as much as a member's. */
export const WATCH_LATER_PATH = '/watch-later/';

/** The query parameter of the reset page that carries the mailed token. */
export const RESET_TOKEN_PARAM = 'token';

/** Where a member chooses a new password: `/reset-password/`, with the mailed token when there is one. */
export function resetPasswordPagePath(token?: string): string {
  return `/reset-password/${token ? `?${RESET_TOKEN_PARAM}=${encodeURIComponent(token)}` : ''}`;
}
