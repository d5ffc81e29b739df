// Which page shows each member tab. Info and edit are this folder's; the others are written by
// the teams that own their data (contracts: local/, members/social/, upload/), each a default-
// exported component that reads `{ id, page }` from the route. `import.meta.glob` lists the files
// present at build time, so a page is routed, lazily, from the build its file first lands in.
import type { MemberTab } from '@reel/api';
import type { ComponentType } from 'react';

type PageModule = { default: ComponentType };
export type PageLoad = () => Promise<PageModule>;

const FOREIGN: Record<string, PageLoad> = import.meta.glob<PageModule>([
  '../local/HistoryPage.tsx',
  '../local/WatchLaterPage.tsx',
  './social/*Page.tsx',
  '../upload/UploadPage.tsx',
  '../upload/UploadedVideosPage.tsx',
]);

const FOREIGN_FILES: Partial<Record<MemberTab, string>> = {
  wall: './social/WallPage.tsx',
  friends: './social/FriendsPage.tsx',
  messages: './social/MessagesPage.tsx',
  playlists: './social/PlaylistsPage.tsx',
  'favourite-videos': './social/FavouritesPage.tsx',
  subscriptions: './social/SubscriptionsPage.tsx',
  'uploaded-videos': '../upload/UploadedVideosPage.tsx',
  history: '../local/HistoryPage.tsx',
  watch_later_videos: '../local/WatchLaterPage.tsx',
};

const OWN: Partial<Record<MemberTab, PageLoad>> = {
  info: () => import('./InfoPage'),
  edit: () => import('./EditPage'),
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

/** `/members/{id}/` shows the first profile tab (spec 000 §9: uploaded_videos). */
export const DEFAULT_TAB: MemberTab = 'uploaded-videos';

/**
 * Tabs for the member alone: the browser-local lists (they live in this browser), messages and
 * the edit form. Another member's id on them answers 'You do not have permission to view.'
 */
export const OWN_ONLY_TABS: readonly MemberTab[] = ['history', 'watch_later_videos', 'messages', 'edit'];

/** The page of a tab, or null while no file provides it. */
export function tabPage(tab: MemberTab): PageLoad | null {
  const own = OWN[tab];
  if (own) return own;
  const file = FOREIGN_FILES[tab];
  return (file && FOREIGN[file]) || null;
}

/** `/upload/`, once the uploads team's page is in the build. */
export const uploadPage: PageLoad | null = FOREIGN['../upload/UploadPage.tsx'] ?? null;

/** The tabs a visitor of this area gets: those with a page, the member's own ones only at home. */
export function visibleTabs(own: boolean): MemberTab[] {
  return TAB_ORDER.filter((tab) => tabPage(tab) !== null && (own || !OWN_ONLY_TABS.includes(tab)));
}
