// The site's pages, each under its name in the page table (`SITE_PAGES` in @reel/api): its component
// and its loader. React Router picks the page by the address's shape, written from the table's
// patterns; the page's loader then checks the address against the table's matcher (guard.ts),
// which redirects it to its written form or turns it into the not-found page. `PAGE_VIEWS` is a
// `Record<PageName, …>`: a page of the table without a view here does not compile.
import {
  INFORMATION_PAGES,
  matchSiteRoute,
  MEMBER_LIST_TABS,
  MEMBER_PLAIN_TABS,
  memberRouteName,
  PAGE_NAMES,
  patternForms,
  SITE_PAGES,
  type InformationPage,
  type PageName,
} from '@reel/api/pages';
import type { ComponentType, ReactElement } from 'react';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { Loading } from '../components/Loading';
import { guarded, memberOnly, notFound, type PageLoader } from './guard';
import * as lists from './listLoaders';
import { channelLoader, modelLoader } from './entryLoaders';
import { watchLoader } from './loaders';
import { WatchSkeleton } from '../watch/WatchSkeleton';
import { NotFound } from './NotFound';
import { RouteFailure } from './RouteFailure';

/** What the page table calls the page a route draws. */
export type RouteName = PageName;
export interface PageHandle {
  name: RouteName;
}

type Lazy = () => Promise<ComponentType>;

/** A page's view: its component, its loader and what shows while its code arrives. */
interface PageView {
  component: Lazy;
  loader?: PageLoader<unknown>;
  /** Send an unknown address to /404/ (the watch page). */
  missingTo404?: boolean;
  fallback?: ReactElement;
}
/** The console's page: its own lazy area, which matches its own pages (consoleArea below). */
const CONSOLE = 'console';

function pageParts(name: RouteName, { component, loader, missingTo404, fallback }: PageView) {
  return {
    handle: { name } satisfies PageHandle,
    loader: guarded(name, loader, { missingTo404 }),
    lazy: async () => ({ Component: await component() }),
    hydrateFallbackElement: fallback ?? <Loading />,
    errorElement: <RouteFailure />,
  };
}

const home = () => import('./Home').then((m) => m.Home);
const watch = () => import('./Watch').then((m) => m.Watch);
const videos = () => import('./Videos').then((m) => m.Videos);
const categories = () => import('./Categories').then((m) => m.Categories);
const categoryVideos = () => import('./CategoryVideos').then((m) => m.CategoryVideos);
const search = () => import('./Search').then((m) => m.Search);
const fromDirectory =
  (name: 'ModelList' | 'ChannelList' | 'Community'): Lazy =>
  () =>
    import('./Directory').then((m) => m[name]);
const entry =
  (name: 'ModelPage' | 'ChannelPage'): Lazy =>
  () =>
    import('./Entry').then((m) => m[name]);
const playlist = () => import('./Playlist').then((m) => m.Playlist);
const history = () => import('./History').then((m) => m.History);
const watchLater = () => import('./WatchLater').then((m) => m.WatchLater);
const info =
  (name: InformationPage | ''): Lazy =>
  () =>
    import('../pages/Information').then((m) => m.informationPage(name));
const contacts = () => import('../pages/Contacts').then((m) => m.Contacts);
const performerRemoval = () => import('../pages/PerformerRemoval').then((m) => m.PerformerRemoval);
const partner = () => import('../pages/PartnerProgram').then((m) => m.PartnerProgram);
const download = () => import('../pages/Download').then((m) => m.Download);
const ageCheck = () => import('../pages/AgeCheck').then((m) => m.AgeCheck);
const uploaderCheck = () => import('../pages/UploaderCheck').then((m) => m.UploaderCheck);
const account =
  (name: 'signin' | 'signup'): Lazy =>
  () =>
    import('../pages/Account').then((m) => (name === 'signin' ? m.SignIn : m.SignUp));
const resetPassword = () => import('../pages/ResetPassword').then((m) => m.ResetPassword);
const memberTab = () => import('../members/MemberTabPage').then((m) => m.MemberTabPage);
const upload: Lazy = () => import('../upload/UploadPage').then((m) => m.default);

/** Member pages belong to the signed-in member; a visitor is sent home. */
const membersOnly: PageLoader<null> = async () => {
  await memberOnly();
  return null;
};

/** The member area's pages under `/members/{id}/`, drawn inside the area's frame (memberArea). */
const MEMBER_AREA = 'members/:id/';

/** The views of a family of pages (the information pages, the member tabs). */
const viewsOf = <N extends PageName>(names: readonly N[], view: (name: N, i: number) => PageView): Record<N, PageView> =>
  Object.fromEntries(names.map((name, i) => [name, view(name, i)])) as Record<N, PageView>;

const memberView: PageView = { component: memberTab, loader: membersOnly };

export const PAGE_VIEWS: Readonly<Record<PageName, PageView | typeof CONSOLE>> = {
  index: { component: home, loader: lists.homeLoader },
  // The server's page already shows the poster where the player goes: the fallback keeps it there.
  video: { component: watch, loader: ({ route }) => watchLoader(route), missingTo404: true, fallback: <WatchSkeleton /> },
  videos: { component: videos, loader: lists.videosLoader },
  categories: { component: categories, loader: lists.categoriesLoader },
  'videos-categories': { component: categoryVideos, loader: lists.categoryVideosLoader },
  search: { component: search, loader: lists.searchLoader },
  signin: { component: account('signin') },
  signup: { component: account('signup') },
  'reset-password': { component: resetPassword },
  community: { component: fromDirectory('Community'), loader: lists.communityLoader },
  'partner-program': { component: partner },
  pornstars: { component: fromDirectory('ModelList'), loader: lists.modelsLoader },
  pornsites: { component: fromDirectory('ChannelList'), loader: lists.channelsLoader },
  pornstar: { component: entry('ModelPage'), loader: modelLoader('videos') },
  pornstar_info: { component: entry('ModelPage'), loader: modelLoader('info') },
  pornstar_comments: { component: entry('ModelPage'), loader: modelLoader('comments') },
  pornstar_uploaded_videos: { component: entry('ModelPage'), loader: modelLoader('videos') },
  pornsite: { component: entry('ChannelPage'), loader: channelLoader('videos') },
  pornsite_info: { component: entry('ChannelPage'), loader: channelLoader('info') },
  pornsite_uploaded_videos: { component: entry('ChannelPage'), loader: channelLoader('videos') },
  playlist: { component: playlist, loader: lists.playlistLoader },
  information: { component: info('') },
  ...viewsOf(
    INFORMATION_PAGES.map((name) => `information_${name}` as const),
    (_, i) => ({ component: info(INFORMATION_PAGES[i]) }),
  ),
  members: memberView,
  ...viewsOf([...MEMBER_LIST_TABS, ...MEMBER_PLAIN_TABS].map(memberRouteName), () => memberView),
  upload: { component: upload, loader: membersOnly },
  contacts: { component: contacts },
  'performer-removal': { component: performerRemoval },
  download: { component: download, loader: lists.downloadLoader },
  history: { component: history },
  age_check: { component: ageCheck },
  uploader_check: { component: uploaderCheck },
  'watch-later': { component: watchLater },
  admin: CONSOLE,
};

/**
 * React Router's paths of a page, from its pattern in the table: the pattern itself, and the short
 * forms of a page read with its defaults (a category's first page); the other short forms are
 * redirects, which the catch-all route asks the matcher for.
 */
const routerPaths = (name: PageName): string[] =>
  (SITE_PAGES[name].readDefaults ? patternForms(name) : patternForms(name).slice(0, 1)).map((path) => path.slice(1));

/**
 * `/admin/…`: the staff console, one lazy chunk with its own pages. Its loader checks the address
 * against the page table like every page's, then asks who is signed in (a visitor is sent to
 * sign in, a member told the console is for staff).
 */
const consoleArea = (name: RouteName, path: string): RouteObject => ({
  path,
  handle: { name } satisfies PageHandle,
  lazy: async () => {
    const { AdminLayout, adminLoader, revalidateOnNewPage } = await import('../admin/AdminLayout');
    return { Component: AdminLayout, loader: guarded(name, adminLoader), shouldRevalidate: revalidateOnNewPage };
  },
  hydrateFallbackElement: <Loading />,
  errorElement: <RouteFailure />,
});

function routesOf(name: PageName): RouteObject[] {
  const view = PAGE_VIEWS[name];
  return routerPaths(name).map((path) =>
    view === CONSOLE
      ? consoleArea(name, path)
      : path === ''
        ? { index: true, ...pageParts(name, view) }
        : { path, ...pageParts(name, view) },
  );
}

const inArea = (route: RouteObject) => route.path?.startsWith(MEMBER_AREA) ?? false;
const SITE_ROUTES = PAGE_NAMES.flatMap(routesOf);

/**
 * `/members/{id}/…`: the area's frame (cover, avatar, name, tabs) around the open tab. Each tab
 * route checks its address against the page table and the session; the frame loads the member.
 */
const memberArea: RouteObject = {
  path: MEMBER_AREA,
  // The frame's loader comes with its component, so neither weighs on the first page.
  lazy: async () => {
    const { MemberLayout, memberAreaLoader } = await import('../members/MemberLayout');
    return { Component: MemberLayout, loader: memberAreaLoader };
  },
  hydrateFallbackElement: <Loading />,
  errorElement: <RouteFailure />,
  children: SITE_ROUTES.filter(inArea).map((route) => {
    const path = route.path?.slice(MEMBER_AREA.length) ?? '';
    return path === '' ? { ...route, path: undefined, index: true } : { ...route, path };
  }) as RouteObject[],
};

/** Whatever the patterns above do not take: a redirect of the page table, or not found. */
async function unknownAddress({ request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);
  const match = matchSiteRoute(url.pathname, url.search);
  if (match.kind === 'redirect') throw redirect(match.to);
  notFound();
}

export const pageRoutes: RouteObject[] = [
  ...SITE_ROUTES.filter((route) => !inArea(route)),
  memberArea,
  { path: '404/', element: <NotFound /> },
  { path: '*', loader: unknownAddress, element: <NotFound />, errorElement: <RouteFailure />, hydrateFallbackElement: <Loading /> },
];
