// The shell's internal addresses, by the site's route names.
import { HISTORY_PATH, isAdminRoute, matchSiteRoute, memberTabPath, pagePath, WATCH_LATER_PATH, type PageName } from '@reel/api/pages';
import type { TextKey } from '../text';
import type { SHELL_TEXT } from '../text/shell';

/** A link of the shell's menus, its words in the shell catalogue. */
export interface MenuLink {
  to: string;
  label: TextKey<typeof SHELL_TEXT>;
}

export const VIDEO_MENU: MenuLink[] = [
  { to: pagePath('videos', { sort: 'latest-updates', page: 1 }), label: 'header.latest' },
  { to: pagePath('videos', { sort: 'most-popular', page: 1 }), label: 'header.most_popular' },
  { to: pagePath('videos', { sort: 'top-rated', page: 1 }), label: 'header.top_rated' },
];

/** The watch-later list and the watch history this browser keeps, for visitors and members alike. */
export const LOCAL_LISTS: MenuLink[] = [
  { to: WATCH_LATER_PATH, label: 'header.watch_later' },
  { to: HISTORY_PATH, label: 'header.history' },
];

/** Menu links to the model and channel lists use page 1 and sort count-videos. */
export const MAIN_LINKS: MenuLink[] = [
  { to: pagePath('categories'), label: 'header.categories' },
  { to: pagePath('pornstars', { sort: 'count-videos', page: 1 }), label: 'header.pornstars' },
  { to: pagePath('pornsites', { sort: 'count-videos', page: 1 }), label: 'header.channels' },
];

/** The member links of the user dropdown and the slide-out menu. */
export function memberLinks(userId: number): MenuLink[] {
  return [
    { to: memberTabPath(userId, 'uploaded-videos'), label: 'member.profile' },
    { to: memberTabPath(userId, 'edit'), label: 'member.edit' },
    { to: memberTabPath(userId, 'favourite-videos'), label: 'member.favourites' },
    { to: memberTabPath(userId, 'subscriptions'), label: 'member.subscriptions' },
    { to: memberTabPath(userId, 'uploaded-videos'), label: 'member.videos' },
  ];
}

/** The site's upload page, where a member fills the form (the form posts to @reel/api's UPLOAD_PATH). */
export const UPLOAD_PAGE_PATH = pagePath('upload');

/** The page a path names, or `redirect` or `not_found`. */
export type RouteVerdict = PageName | 'redirect' | 'not_found';

/** The page name of a path, or `redirect` or `not_found`. */
export function routeName(pathname: string): RouteVerdict {
  const match = matchSiteRoute(pathname);
  return match.kind === 'page' ? match.name : match.kind;
}

/** Pages shown without header and footer. */
export function isBarePage(name: RouteVerdict): boolean {
  // The console has its own frame: no site header, adverts or footer around staff work.
  return name === 'download' || name === 'signup' || isAdminRoute(name);
}

/** Pages without the footer's banner block. */
export function hidesFooterBanners(name: RouteVerdict): boolean {
  return name === 'members' || name.startsWith('member_') || name === 'information' || name.startsWith('information_');
}

/** Pages with the category slider under the header; the watch page only on narrow screens. */
export function sliderOn(name: string, narrow: boolean): boolean {
  return name === 'index' || name === 'videos' || name === 'videos-categories' || (name === 'video' && narrow);
}
