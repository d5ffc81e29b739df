// @reel/api/pages: the site's pages and the console's, one table each (`SITE_PAGES`, `ADMIN_PAGES`),
// with what is read from them: the page names, the matchers, the path builders, each page's head and
// the data it preloads. Each name is exported on purpose.
export {
  ADMIN_HOME_PATH,
  INFORMATION_PAGES,
  isAdminRoute,
  matchSiteRoute,
  MEMBER_LIST_TABS,
  MEMBER_PLAIN_TABS,
  memberRouteName,
  type MemberTab,
  memberTabOf,
  type SiteMatch,
  type SiteParams,
} from '../siteRoutes.js';
export { type PageName, PAGE_NAMES, SITE_PAGES, type InformationPage } from '../pages/table.js';
export { type SubjectKind } from '../pages/entry.js';
export { pagePath, patternForms, sitemapPagePaths } from '../pages/path.js';
export { samplePagePaths, samplePaths } from '../pages/samples.js';
export { canonicalPath, type MetaSubject, pageHeading, type PageMeta, pageMeta, SITE_NAME } from '../pageMeta.js';
export { LIST_LIFETIME_S, listDataPaths, VIDEO_PAGE_SIZE, WATCH_RELATED_COUNT, watchDataPaths } from '../pageData.js';
export {
  categoryPagePath,
  channelPagePath,
  embedPagePath,
  HISTORY_PATH,
  memberPagePath,
  memberTabPath,
  modelPagePath,
  playlistPagePath,
  RESET_TOKEN_PARAM,
  resetPasswordPagePath,
  WATCH_LATER_PATH,
  watchPagePath,
  videoIdOfAddress,
} from '../addresses.js';
export { adminPagePath, matchAdminRoute, type AdminPageName } from '../adminRoutes.js';
