// The site's addresses: the page table (pages/table.ts), its matcher and its path builder, under
// the names the site and the server import.
export { matchSiteRoute, type PageMatch, type SiteMatch, type SiteParams } from './pages/match.js';
export {
  ADMIN_HOME_PATH,
  DEFAULT_DIRECTORY_SORT,
  INFORMATION_PAGES,
  isAdminRoute,
  MEMBER_LIST_TABS,
  MEMBER_PLAIN_TABS,
  memberRouteName,
  memberTabOf,
  VIDEO_PAGE_SORTS,
  type MemberTab,
} from './pages/table.js';
