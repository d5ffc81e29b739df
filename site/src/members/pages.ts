// Which page shows each member tab: each a default-exported component, in a chunk of its own,
// that reads `{ id, page }` from the route. Info and edit live here; the lists live beside the data
// they show (local/ for this browser's lists, members/social/, upload/).
import type { MemberTab } from '@reel/api/pages';
import type { ComponentType } from 'react';

type PageModule = { default: ComponentType };
export type PageLoad = () => Promise<PageModule>;

const PAGES: Record<MemberTab, PageLoad> = {
  info: () => import('./InfoPage'),
  edit: () => import('./EditPage'),
  wall: () => import('./social/WallPage'),
  friends: () => import('./social/FriendsPage'),
  messages: () => import('./social/MessagesPage'),
  playlists: () => import('./social/PlaylistsPage'),
  'favourite-videos': () => import('./social/FavouritesPage'),
  subscriptions: () => import('./social/SubscriptionsPage'),
  'uploaded-videos': () => import('../upload/UploadedVideosPage'),
  history: () => import('../local/HistoryPage'),
  watch_later_videos: () => import('../local/WatchLaterPage'),
};

/** The tabs in the order the area's header shows them; the first is the area's own page. */
export const TAB_ORDER: readonly MemberTab[] = [
  'uploaded-videos',
  'favourite-videos',
  'subscriptions',
  'playlists',
  'wall',
  'friends',
  'info',
  'history',
  'watch_later_videos',
  'messages',
  'edit',
];

/** `/members/{id}/` shows the first profile tab (uploaded_videos). */
export const DEFAULT_TAB: MemberTab = 'uploaded-videos';

/**
 * Tabs for the member alone: the browser-local lists (they live in this browser), messages and
 * the edit form. Another member's id on them answers 'You do not have permission to view.'
 */
export const OWN_ONLY_TABS: readonly MemberTab[] = ['history', 'watch_later_videos', 'messages', 'edit'];

/** The page of a tab. */
export function tabPage(tab: MemberTab): PageLoad {
  return PAGES[tab];
}

/** The tabs a visitor of this area gets: those with a page, the member's own ones only at home. */
export function visibleTabs(own: boolean): MemberTab[] {
  return TAB_ORDER.filter((tab) => own || !OWN_ONLY_TABS.includes(tab));
}
