// Every page of the site, once, under its name: its address and parameters, its title, its robots
// rule and what it names. The server (301 redirects, real 404s, each page's head, the sitemap) and
// the site's router read it, so both always agree on what exists; `PageName` is the union of its
// keys, and every per-page record elsewhere is a `Record<PageName, …>`, so a page left out of one
// does not compile.
import {
  CHANNEL_MODEL_SORTS,
  DEFAULT_CHANNEL_SORT,
  DEFAULT_MEMBER_SORT,
  DEFAULT_VIDEO_SORT,
  MEMBER_SORTS,
  VIDEO_SORTS,
} from '../constants.js';
import { param } from '../endpoints/kit.js';
import { AGE_RESULTS } from '../age.js';
import { pageEntry, paged, type PageEntry, type PageParamParsers, type TitleOf } from './entry.js';
import { categoryVideos, latestVideos, sortedVideos, type Preload } from './preload.js';

export const INFORMATION_PAGES = ['dmca', 'support', 'terms', 'privacy', '2257', 'cookies'] as const;
export type InformationPage = (typeof INFORMATION_PAGES)[number];
/** The member area's tabs; those with a page number are lists. */
export const MEMBER_LIST_TABS = [
  'wall',
  'friends',
  'subscriptions',
  'uploaded-videos',
  'favourite-videos',
  'playlists',
  'history',
  'watch_later_videos',
] as const;
/** Tabs without a page number; messages is one of the member pages. */
export const MEMBER_PLAIN_TABS = ['edit', 'info', 'messages'] as const;
export type MemberTab = (typeof MEMBER_LIST_TABS)[number] | (typeof MEMBER_PLAIN_TABS)[number];

/** The default sort of the model and channel lists. */
export const DEFAULT_DIRECTORY_SORT = DEFAULT_CHANNEL_SORT;
/** The sorts a video list page accepts in its address. */
export const VIDEO_PAGE_SORTS = VIDEO_SORTS;

const id = param.id();
const page = param.page();
const dir = param.dir();

const SORT_TITLES: Readonly<Record<string, string>> = {
  'latest-updates': 'Latest videos',
  longest: 'Longest videos',
  'most-commented': 'Most commented videos',
  'most-popular': 'Most popular videos',
  'most-viewed': 'Most viewed videos',
  'top-rated': 'Top rated videos',
  'most-viewed-week': 'Most viewed videos this week',
  'most-viewed-day': 'Most viewed videos today',
};

const INFO_TITLES: Readonly<Record<InformationPage, string>> = {
  dmca: 'DMCA',
  support: 'Support',
  terms: 'Terms of service',
  privacy: 'Privacy policy',
  '2257': '18 U.S.C. 2257 statement',
  cookies: 'Cookie policy',
};

/** The member area's tabs, as their pages head them. */
const MEMBER_TAB_TITLES: Readonly<Record<MemberTab, string>> = {
  wall: 'Wall',
  friends: 'Friends',
  edit: 'Edit profile',
  subscriptions: 'Subscriptions',
  'uploaded-videos': 'Uploaded videos',
  'favourite-videos': 'Favourite videos',
  playlists: 'Playlists',
  history: 'History',
  watch_later_videos: 'Watch later',
  info: 'Profile info',
  messages: 'Messages',
};

const subjectTitle: TitleOf = (_, subject) => subject.title;
const pagedTitle =
  (title: string): TitleOf =>
  (p) =>
    paged(title, p.page);
const subjectVideos: TitleOf = (p, subject) => subject.title && paged(`${subject.title} videos`, p.page);
/** A member page: the member's name (the subject, once the page has it) and the tab. */
const memberTabTitle =
  (tab: MemberTab): TitleOf =>
  (p, subject) =>
    paged(subject.title ? `${subject.title} - ${MEMBER_TAB_TITLES[tab]}` : MEMBER_TAB_TITLES[tab], p.page);

/** The chunks several pages share: the model, channel and member lists, and a model's or channel's pages. */
const LISTS_CHUNK = 'src/routes/Directory.tsx';
const ENTRY_CHUNK = 'src/routes/Entry.tsx';

/** A page without parameters, whose chunk loads after the entry. */
const plain = (path: string, title: string, { noindex = false, sitemap = false } = {}) =>
  pageEntry({ path, params: {}, title, noindex, subject: null, preload: null, chunk: null, sitemap });

/** A sorted, paged list: `/{base}/` is its default sort, `/{base}/{sort}/` its first page. */
const sortedList = <S extends string>(
  base: string,
  sorts: readonly S[],
  fallback: S,
  title: TitleOf,
  preload: Preload | null,
  chunk: string,
  sitemap: boolean,
) =>
  pageEntry({
    path: `/${base}/:sort/:page/`,
    params: { sort: param.oneOf(sorts, 'invalid_sort'), page },
    defaults: { sort: fallback, page: '1' },
    title,
    noindex: false,
    subject: null,
    preload,
    chunk,
    sitemap,
  });

/** The pages of a model (`pornstar`) or a channel (`pornsite`) by its dir. */
function directoryEntries<B extends string>(base: B, subject: 'model' | 'channel') {
  const entry = (tail: string, title: TitleOf) =>
    pageEntry({
      path: `/${base}/:dir/${tail}`,
      params: { dir },
      title,
      noindex: false,
      subject,
      preload: null,
      chunk: ENTRY_CHUNK,
      sitemap: false,
    });
  return {
    page: entry('', subjectTitle),
    info: entry('info/', subjectTitle),
    videos: pageEntry({
      path: `/${base}/:dir/videos/:page/`,
      params: { dir, page },
      defaults: { page: '1' },
      title: subjectVideos,
      noindex: false,
      subject,
      preload: null,
      chunk: ENTRY_CHUNK,
      sitemap: false,
    }),
  };
}
const MODEL = directoryEntries('pornstar', 'model');
const CHANNEL = directoryEntries('pornsite', 'channel');

/** `member_` and the tab with '_' for '-': member_uploaded_videos, member_edit, … */
type Snake<S extends string> = S extends `${infer A}-${infer B}` ? `${A}_${Snake<B>}` : S;
export type MemberPageName = `member_${Snake<MemberTab>}`;

/** The name of a member tab's page. */
export function memberRouteName<T extends MemberTab>(tab: T): `member_${Snake<T>}` {
  return `member_${tab.replace(/-/g, '_')}` as `member_${Snake<T>}`;
}

type Family<Names extends string, P extends PageParamParsers> = { readonly [N in Names]: PageEntry<P> };
const family = <Names extends string, P extends PageParamParsers>(pairs: [Names, PageEntry<P>][]): Family<Names, P> =>
  Object.fromEntries(pairs) as Family<Names, P>;

type ListTab = (typeof MEMBER_LIST_TABS)[number];
type PlainTab = (typeof MEMBER_PLAIN_TABS)[number];
const MEMBER_LIST_PAGES = family<`member_${Snake<ListTab>}`, { id: typeof id; page: typeof page }>(
  MEMBER_LIST_TABS.map((tab) => [
    memberRouteName(tab),
    pageEntry({
      path: `/members/:id/${tab}/:page/`,
      params: { id, page },
      defaults: { page: '1' },
      title: memberTabTitle(tab),
      noindex: true,
      subject: null,
      preload: null,
      chunk: null,
      sitemap: false,
    }),
  ]),
);
const MEMBER_PLAIN_PAGES = family<`member_${Snake<PlainTab>}`, { id: typeof id }>(
  MEMBER_PLAIN_TABS.map((tab) => [
    memberRouteName(tab),
    pageEntry({
      path: `/members/:id/${tab}/`,
      params: { id },
      title: memberTabTitle(tab),
      noindex: true,
      subject: null,
      preload: null,
      chunk: null,
      sitemap: false,
    }),
  ]),
);
const INFORMATION = family<`information_${InformationPage}`, Record<never, never>>(
  INFORMATION_PAGES.map((name) => [`information_${name}`, plain(`/information/${name}/`, INFO_TITLES[name])]),
);

export const SITE_PAGES = {
  index: pageEntry({
    path: '/',
    params: {},
    title: null,
    noindex: false,
    subject: null,
    preload: latestVideos,
    chunk: 'src/routes/Home.tsx',
    sitemap: true,
  }),
  video: pageEntry({
    path: '/video/:id/:dir/',
    params: { id, dir },
    title: subjectTitle,
    noindex: false,
    subject: null,
    preload: null,
    chunk: 'src/routes/Watch.tsx',
    sitemap: false,
  }),
  videos: sortedList(
    'videos',
    VIDEO_PAGE_SORTS,
    DEFAULT_VIDEO_SORT,
    (p) => paged(SORT_TITLES[p.sort ?? ''] ?? 'Videos', p.page),
    sortedVideos,
    'src/routes/Videos.tsx',
    true,
  ),
  categories: { ...plain('/categories/', 'Categories', { sitemap: true }), chunk: 'src/routes/Categories.tsx' },
  'videos-categories': pageEntry({
    path: '/categories/:object_id/:page/',
    params: { object_id: dir, page },
    // A category's first page is written without its number.
    defaults: { page: '1' },
    readDefaults: true,
    title: (p, s) => paged(s.seoTitle || (s.title && `${s.title} videos`) || 'Category', p.page),
    noindex: false,
    subject: 'category',
    preload: categoryVideos,
    chunk: 'src/routes/CategoryVideos.tsx',
    sitemap: false,
  }),
  search: pageEntry({
    path: '/search/:page/',
    params: { page },
    defaults: { page: '1' },
    title: (p, s) => (s.s ? paged(`Search results for ${s.s}`, p.page) : 'Search'),
    noindex: true,
    subject: null,
    preload: null,
    chunk: 'src/routes/Search.tsx',
    sitemap: false,
  }),
  signin: plain('/signin/', 'Sign in', { noindex: true }),
  signup: plain('/signup/', 'Sign up', { noindex: true }),
  // Where the password reset link leads: the form of the new password.
  'reset-password': plain('/reset-password/', 'Choose a new password', { noindex: true }),
  community: sortedList('community', MEMBER_SORTS, DEFAULT_MEMBER_SORT, pagedTitle('Community'), null, LISTS_CHUNK, false),
  'partner-program': plain('/content-partner-program/', 'Content partner programme'),
  pornstars: sortedList('pornstars', CHANNEL_MODEL_SORTS, DEFAULT_DIRECTORY_SORT, pagedTitle('Pornstars'), null, LISTS_CHUNK, true),
  pornsites: sortedList('pornsites', CHANNEL_MODEL_SORTS, DEFAULT_DIRECTORY_SORT, pagedTitle('Channels'), null, LISTS_CHUNK, true),
  pornstar: MODEL.page,
  pornstar_info: MODEL.info,
  pornstar_comments: pageEntry({
    path: '/pornstar/:dir/comments/',
    params: { dir },
    title: subjectTitle,
    noindex: false,
    subject: 'model',
    preload: null,
    chunk: ENTRY_CHUNK,
    sitemap: false,
  }),
  pornstar_uploaded_videos: MODEL.videos,
  pornsite: CHANNEL.page,
  pornsite_info: CHANNEL.info,
  pornsite_uploaded_videos: CHANNEL.videos,
  playlist: pageEntry({
    path: '/playlist/:id',
    params: { id },
    title: subjectTitle,
    noindex: false,
    subject: 'playlist',
    preload: null,
    chunk: 'src/routes/Playlist.tsx',
    sitemap: false,
  }),
  information: plain('/information/', 'Information'),
  ...INFORMATION,
  members: pageEntry({
    path: '/members/:id/',
    params: { id },
    title: (_, s) => s.title || 'Member',
    noindex: true,
    subject: null,
    preload: null,
    chunk: null,
    sitemap: false,
  }),
  ...MEMBER_LIST_PAGES,
  ...MEMBER_PLAIN_PAGES,
  // The upload page of a signed-in member.
  upload: plain('/upload/', 'Upload video', { noindex: true }),
  contacts: plain('/contacts', 'Contact us'),
  // A performer's request to remove a video they appear in.
  'performer-removal': plain('/performer-removal/', 'Performer removal request'),
  download: plain('/download', 'Download'),
  history: plain('/history/', 'Watch history', { noindex: true }),
  // How an age check with a provider ended; `?return=` names the page to go back to.
  age_check: pageEntry({
    path: '/age-check/:result/',
    params: { result: param.oneOf(AGE_RESULTS, 'invalid_result') },
    title: 'Age check',
    noindex: true,
    subject: null,
    preload: null,
    chunk: null,
    sitemap: false,
  }),
  // How a member's own uploader verification with an identity provider ended: `?result=` (one of
  // UPLOADER_CHECK_RESULTS, read by the page's own chunk) and `?return=`.
  uploader_check: plain('/uploader-check/', 'Uploader verification', { noindex: true }),
  // The watch-later list this browser keeps, which needs no sign-in.
  'watch-later': plain('/watch-later/', 'Watch later', { noindex: true }),
  // The staff console: its own pages are its own table's (admin.ts), which no visitor's first page carries.
  admin: pageEntry({ path: '/admin/*', params: {}, title: null, noindex: true, subject: null, preload: null, chunk: null, sitemap: false }),
} as const;

export type PageName = keyof typeof SITE_PAGES;
/** The parsers of page `N`'s parameters. */
export type PageParsers<N extends PageName> = (typeof SITE_PAGES)[N] extends PageEntry<infer P> ? P : never;
/** Page `N`'s parameters as its address writes them. */
export type PageParams<N extends PageName> = { readonly [K in keyof PageParsers<N>]: string };

/** Older addresses of the video lists, each sent to its list's first page. */
export const PAGE_ALIASES: Readonly<Record<string, { name: 'videos'; params: { sort: (typeof VIDEO_SORTS)[number]; page: number } }>> = {
  'latest-updates': { name: 'videos', params: { sort: 'latest-updates', page: 1 } },
  'top-rated': { name: 'videos', params: { sort: 'top-rated', page: 1 } },
  'most-popular': { name: 'videos', params: { sort: 'most-popular', page: 1 } },
};

export const PAGE_NAMES = Object.keys(SITE_PAGES) as PageName[];

/** The tab a member page's name stands for, or null when the name is not a member tab's. */
export function memberTabOf(name: string): MemberTab | null {
  const tabs: readonly MemberTab[] = [...MEMBER_LIST_TABS, ...MEMBER_PLAIN_TABS];
  return tabs.find((tab) => memberRouteName(tab) === name) ?? null;
}

/** The staff console's first page; every console page is named `admin` or `admin_…`. */
export const ADMIN_HOME_PATH = '/admin/';

/** Whether a page name is one of the staff console's: never cached, never indexed. */
export function isAdminRoute(name: string): boolean {
  return name === 'admin' || name.startsWith('admin_');
}
