// Shorthands of `pagePath` (pages/path.ts) for the pages many callers link, the embed page's
// address (the embed is not one of the site's pages) and the one reader of a video id out of an
// address.
import { parseId, type Id } from './ids.js';
import { pagePath } from './pages/path.js';
import { MEMBER_PLAIN_TABS, memberRouteName, type MemberTab } from './pages/table.js';

/** Where a watch-page link was followed from: `?r=1` (the related list), `?autostart=1` (up-next). */
export type WatchLinkSource = 'related' | 'upnext';

const FROM_QUERY: Record<WatchLinkSource, string> = { related: '?r=1', upnext: '?autostart=1' };

/** The watch page: `/video/{video_id}/{dir}/`, with the query of where the link was followed from. */
export function watchPagePath(videoId: Id, dir: string, from?: WatchLinkSource): string {
  return `${pagePath('video', { id: videoId, dir })}${from ? FROM_QUERY[from] : ''}`;
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
  return pagePath('pornstar', { dir });
}

/** A channel's page: `/pornsite/{dir}/`. */
export function channelPagePath(dir: string): string {
  return pagePath('pornsite', { dir });
}

/** A category's videos: `/categories/{dir}/`. */
export function categoryPagePath(dir: string): string {
  return pagePath('videos-categories', { object_id: dir, page: 1 });
}

/** A playlist: `/playlist/{id}`, written without a trailing slash. */
export function playlistPagePath(playlistId: Id): string {
  return pagePath('playlist', { id: playlistId });
}

/** A member's area: `/members/{user_id}/`. */
export function memberPagePath(userId: Id): string {
  return pagePath('members', { id: userId });
}

/** A tab of a member's area: `/members/{id}/{tab}/`, and the page number for the tabs that list. */
export function memberTabPath(userId: Id, tab: MemberTab, page = 1): string {
  const plain = (MEMBER_PLAIN_TABS as readonly string[]).includes(tab);
  // Every tab's page takes the member's id, and the lists their page number.
  return pagePath(memberRouteName(tab) as 'member_wall', plain ? ({ id: userId } as never) : { id: userId, page });
}

/** The videos watched in this browser: `/history/`. */
export const HISTORY_PATH = pagePath('history');

/** The videos this browser keeps for later: `/watch-later/`, a visitor's as much as a member's. */
export const WATCH_LATER_PATH = pagePath('watch-later');

/** The query parameter of the reset page that carries the mailed token. */
export const RESET_TOKEN_PARAM = 'token';

/** Where a member chooses a new password: `/reset-password/`, with the mailed token when there is one. */
export function resetPasswordPagePath(token?: string): string {
  return `${pagePath('reset-password')}${token ? `?${RESET_TOKEN_PARAM}=${encodeURIComponent(token)}` : ''}`;
}
