// The site's pages, each under its route name. React Router picks the page by the
// address's shape; the page's loader then checks the address against the shared route table
// (guard.ts), which redirects it to its written form or turns it into the not-found page.
import { INFORMATION_PAGES, matchSiteRoute } from '@reel/api';
import type { InformationName } from '../pages/infoText';
import type { ComponentType } from 'react';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { Loading } from '../components/Loading';
import { guarded, memberOnly, notFound, type PageLoader } from './guard';
import * as lists from './listLoaders';
import { pornsiteLoader, pornstarLoader } from './entryLoaders';
import { watchLoader } from './loaders';
import { WatchSkeleton } from '../watch/WatchSkeleton';
import { NotFound } from './NotFound';
import { RouteFailure } from './RouteFailure';

/** What the route table calls the page: a name, or a pattern for a family (the member area's tabs). */
export type RouteName = string | RegExp;
export interface PageHandle {
  name: RouteName;
}

type Lazy = () => Promise<ComponentType>;

interface PageOptions {
  loader?: PageLoader<unknown>;
  missingTo404?: boolean;
}

function pageParts(name: RouteName, component: Lazy, { loader, missingTo404 }: PageOptions = {}) {
  return {
    handle: { name } satisfies PageHandle,
    loader: guarded(name, loader, { missingTo404 }),
    lazy: async () => ({ Component: await component() }),
    hydrateFallbackElement: <Loading />,
    errorElement: <RouteFailure />,
  };
}

const page = (path: string, name: RouteName, component: Lazy, options?: PageOptions): RouteObject => ({
  path,
  ...pageParts(name, component, options),
});

const home = () => import('./Home').then((m) => m.Home);
const watch = () => import('./Watch').then((m) => m.Watch);
const videos = () => import('./Videos').then((m) => m.Videos);
const categories = () => import('./Categories').then((m) => m.Categories);
const categoryVideos = () => import('./CategoryVideos').then((m) => m.CategoryVideos);
const search = () => import('./Search').then((m) => m.Search);
const fromDirectory =
  (name: 'Pornstars' | 'Pornsites' | 'Community'): Lazy =>
  () =>
    import('./Directory').then((m) => m[name]);
const entry =
  (name: 'Pornstar' | 'Pornsite'): Lazy =>
  () =>
    import('./Entry').then((m) => m[name]);
const playlist = () => import('./Playlist').then((m) => m.Playlist);
const history = () => import('./History').then((m) => m.History);
const watchLater = () => import('./WatchLater').then((m) => m.WatchLater);
const info =
  (name: InformationName | ''): Lazy =>
  () =>
    import('../pages/Information').then((m) => m.informationPage(name));
const contacts = () => import('../pages/Contacts').then((m) => m.Contacts);
const partner = () => import('../pages/PartnerProgram').then((m) => m.PartnerProgram);
const download = () => import('../pages/Download').then((m) => m.Download);
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

/**
 * `/members/{id}/…`: the area's frame (cover, avatar, name, tabs) around the open tab. Each tab
 * route checks its address against the route table and the session; the frame loads the member.
 */
const memberArea: RouteObject = {
  path: 'members/:id/',
  // The frame's loader comes with its component, so neither weighs on the first page.
  lazy: async () => {
    const { MemberLayout, memberAreaLoader } = await import('../members/MemberLayout');
    return { Component: MemberLayout, loader: memberAreaLoader };
  },
  hydrateFallbackElement: <Loading />,
  errorElement: <RouteFailure />,
  children: [
    { index: true, ...pageParts('members', memberTab, { loader: membersOnly }) },
    page(':tab/', /^member_/, memberTab, { loader: membersOnly }),
    page(':tab/:page/', /^member_/, memberTab, { loader: membersOnly }),
  ],
};

/**
 * `/admin/…`: the staff console, one lazy chunk with its own pages. Its loader checks the address
 * against the route table like every page's, then asks who is signed in (a visitor is sent to
 * sign in, a member told the console is for staff).
 */
const consoleArea: RouteObject = {
  path: 'admin/*',
  handle: { name: /^admin(_|$)/ } satisfies PageHandle,
  lazy: async () => {
    const { AdminLayout, adminLoader, revalidateOnNewPage } = await import('../admin/AdminLayout');
    return { Component: AdminLayout, loader: guarded(/^admin(_|$)/, adminLoader), shouldRevalidate: revalidateOnNewPage };
  },
  hydrateFallbackElement: <Loading />,
  errorElement: <RouteFailure />,
};

/** Whatever the patterns above do not take: a redirect of the route table, or not found. */
async function unknownAddress({ request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);
  const match = matchSiteRoute(url.pathname, url.search);
  if (match.kind === 'redirect') throw redirect(match.to);
  notFound();
}

export const pageRoutes: RouteObject[] = [
  { index: true, ...pageParts('index', home, { loader: lists.homeLoader }) },
  {
    ...page('video/:id/:dir/', 'video', watch, { loader: ({ route }) => watchLoader(route), missingTo404: true }),
    // The server's page already shows the poster where the player goes: the fallback keeps it there.
    hydrateFallbackElement: <WatchSkeleton />,
  },
  page('videos/:sort/:page/', 'videos', videos, { loader: lists.videosLoader }),
  page('categories/', 'categories', categories, { loader: lists.categoriesLoader }),
  page('categories/:object_id/', 'videos-categories', categoryVideos, { loader: lists.categoryVideosLoader }),
  page('categories/:object_id/:page/', 'videos-categories', categoryVideos, { loader: lists.categoryVideosLoader }),
  page('search/:page/', 'search', search, { loader: lists.searchLoader }),
  page('signin/', 'signin', account('signin')),
  page('signup/', 'signup', account('signup')),
  page('reset-password/', 'reset-password', resetPassword),
  page('community/:sort/:page/', 'community', fromDirectory('Community'), { loader: lists.communityLoader }),
  page('content-partner-program/', 'partner-program', partner),
  page('pornstars/:sort/:page/', 'pornstars', fromDirectory('Pornstars'), { loader: lists.pornstarsLoader }),
  page('pornsites/:sort/:page/', 'pornsites', fromDirectory('Pornsites'), { loader: lists.pornsitesLoader }),
  page('pornstar/:dir/', 'pornstar', entry('Pornstar'), { loader: pornstarLoader('videos') }),
  page('pornstar/:dir/info/', 'pornstar_info', entry('Pornstar'), { loader: pornstarLoader('info') }),
  page('pornstar/:dir/comments/', 'pornstar_comments', entry('Pornstar'), { loader: pornstarLoader('comments') }),
  page('pornstar/:dir/videos/:page/', 'pornstar_videos', entry('Pornstar'), { loader: pornstarLoader('videos') }),
  page('pornsite/:dir/', 'pornsite', entry('Pornsite'), { loader: pornsiteLoader('videos') }),
  page('pornsite/:dir/info/', 'pornsite_info', entry('Pornsite'), { loader: pornsiteLoader('info') }),
  page('pornsite/:dir/videos/:page/', 'pornsite_videos', entry('Pornsite'), { loader: pornsiteLoader('videos') }),
  page('playlist/:id', 'playlist', playlist, { loader: lists.playlistLoader }),
  page('information/', 'information', info('')),
  ...INFORMATION_PAGES.map((name) => page(`information/${name}/`, `information_${name}`, info(name))),
  memberArea,
  page('upload/', 'upload', upload, { loader: membersOnly }),
  consoleArea,
  page('contacts', 'contacts', contacts),
  page('download', 'download', download, { loader: lists.downloadLoader }),
  page('history/', 'history', history),
  page('watch-later/', 'watch-later', watchLater),
  { path: '404/', element: <NotFound /> },
  { path: '*', loader: unknownAddress, element: <NotFound />, errorElement: <RouteFailure />, hydrateFallbackElement: <Loading /> },
];
