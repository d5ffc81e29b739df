// The site's addresses as one pure table, shared by the server (301 redirects, real
// 404s, the head of each page) and the site's router, so both always agree on what exists.
// Routes end with a slash, except /playlist/{id}, /contacts and /download, which the spec
// writes without one; the other form of any address is redirected to the written one.
import {
  CHANNEL_MODEL_SORTS,
  DEFAULT_CHANNEL_SORT,
  DEFAULT_MEMBER_SORT,
  DEFAULT_VIDEO_SORT,
  MEMBER_SORTS,
  VIDEO_SORTS,
} from './constants.js';
import { isDir, isId, isPage } from './ids.js';

export const INFORMATION_PAGES = ['dmca', 'support', 'terms', 'privacy', '2257', 'cookies'] as const;
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

/**
 * The route name of a member tab: `member_` and the tab with '_' for '-', which gives the names
 * the site uses (member_uploaded_videos, member_favourite_videos, member_subscriptions,
 * member_edit) and the same shape for the other tabs.
 */
export function memberRouteName(tab: MemberTab): string {
  return `member_${tab.replace(/-/g, '_')}`;
}

/** The tab a member route name stands for, or null when the name is not a member tab's. */
export function memberTabOf(name: string): MemberTab | null {
  const tabs: readonly MemberTab[] = [...MEMBER_LIST_TABS, ...MEMBER_PLAIN_TABS];
  return tabs.find((tab) => memberRouteName(tab) === name) ?? null;
}
/** The default sort of the model and channel lists. */
export const DEFAULT_DIRECTORY_SORT = DEFAULT_CHANNEL_SORT;
/** The sorts a video list page accepts in its address. */
export const VIDEO_PAGE_SORTS = VIDEO_SORTS;
/** Paths written without a trailing slash in the spec. */
const NO_SLASH = new Set(['playlist', 'contacts', 'download']);

export type SiteParams = Record<string, string>;
export type SiteMatch = { kind: 'page'; name: string; params: SiteParams } | { kind: 'redirect'; to: string } | { kind: 'not_found' };

const page = (name: string, params: SiteParams = {}): SiteMatch => ({ kind: 'page', name, params });
const redirect = (to: string): SiteMatch => ({ kind: 'redirect', to });
const NOT_FOUND: SiteMatch = { kind: 'not_found' };
const isIn = <T extends string>(list: readonly T[], value: string | undefined): value is T =>
  value !== undefined && (list as readonly string[]).includes(value);

/** A sorted, paged list: `/{base}/` → default sort, `/{base}/{sort}/` → page 1. */
function sortedList(name: string, base: string, sorts: readonly string[], fallback: string, [sort, p, ...rest]: string[]): SiteMatch {
  if (sort === undefined) return redirect(`/${base}/${fallback}/1/`);
  if (!isIn(sorts, sort) || rest.length) return NOT_FOUND;
  if (p === undefined) return redirect(`/${base}/${sort}/1/`);
  return isPage(p) ? page(name, { sort, page: p }) : NOT_FOUND;
}

/** `/pornstar/{dir}/…` and `/pornsite/{dir}/…`: the page, info/, comments/ (models), videos/{page}/. */
function directoryEntry(name: string, base: string, withComments: boolean, [dir, tab, p, ...rest]: string[]): SiteMatch {
  if (!dir || !isDir(dir) || rest.length) return NOT_FOUND;
  if (tab === undefined) return page(name, { dir });
  if ((tab === 'info' || (withComments && tab === 'comments')) && p === undefined) return page(`${name}_${tab}`, { dir });
  if (tab !== 'videos') return NOT_FOUND;
  if (p === undefined) return redirect(`/${base}/${dir}/videos/1/`);
  return isPage(p) ? page(`${name}_videos`, { dir, page: p }) : NOT_FOUND;
}

function members([id, tab, p, ...rest]: string[]): SiteMatch {
  if (!isId(id) || rest.length) return NOT_FOUND;
  if (tab === undefined) return page('members', { id });
  if (isIn(MEMBER_PLAIN_TABS, tab)) return p === undefined ? page(memberRouteName(tab), { id }) : NOT_FOUND;
  if (!isIn(MEMBER_LIST_TABS, tab)) return NOT_FOUND;
  if (p === undefined) return redirect(`/members/${id}/${tab}/1/`);
  return isPage(p) ? page(memberRouteName(tab), { id, page: p }) : NOT_FOUND;
}

/** The staff console's first page; every console route is named `admin` or `admin_…`. */
export const ADMIN_HOME_PATH = '/admin/';

/** Whether a route name is one of the staff console's: never cached, never indexed. */
export function isAdminRoute(name: string): boolean {
  return name === 'admin' || name.startsWith('admin_');
}

function videos([sort, p, ...rest]: string[]): SiteMatch {
  return sortedList('videos', 'videos', VIDEO_PAGE_SORTS, DEFAULT_VIDEO_SORT, [sort, p, ...rest]);
}

/** The route for path segments (already split, without empty ones). */
function route(segments: string[]): SiteMatch {
  const [first, ...rest] = segments;
  const [a, b, c] = rest;
  switch (first) {
    case undefined:
      return page('index');
    case 'video':
      return isId(a) && b && isDir(b) && c === undefined ? page('video', { id: a, dir: b }) : NOT_FOUND;
    case 'videos':
      return videos(rest);
    case 'latest-updates':
    case 'top-rated':
    case 'most-popular':
      return rest.length ? NOT_FOUND : redirect(`/videos/${first}/1/`);
    case 'categories':
      if (a === undefined) return page('categories');
      if (!isDir(a) || c !== undefined) return NOT_FOUND;
      return b === undefined
        ? page('videos-categories', { object_id: a, page: '1' })
        : isPage(b)
          ? page('videos-categories', { object_id: a, page: b })
          : NOT_FOUND;
    case 'search':
      if (a === undefined) return redirect('/search/1/');
      return isPage(a) && b === undefined ? page('search', { page: a }) : NOT_FOUND;
    case 'community':
      return sortedList('community', 'community', MEMBER_SORTS, DEFAULT_MEMBER_SORT, rest);
    case 'pornstars':
      return sortedList('pornstars', 'pornstars', CHANNEL_MODEL_SORTS, DEFAULT_DIRECTORY_SORT, rest);
    case 'pornsites':
      return sortedList('pornsites', 'pornsites', CHANNEL_MODEL_SORTS, DEFAULT_DIRECTORY_SORT, rest);
    case 'pornstar':
      return directoryEntry('pornstar', 'pornstar', true, rest);
    case 'pornsite':
      return directoryEntry('pornsite', 'pornsite', false, rest);
    case 'playlist':
      return isId(a) && b === undefined ? page('playlist', { id: a }) : NOT_FOUND;
    case 'information':
      if (a === undefined) return page('information');
      return isIn(INFORMATION_PAGES, a) && b === undefined ? page(`information_${a}`) : NOT_FOUND;
    case 'members':
      return members(rest);
    case 'admin':
      // The console's own pages are its matcher's (adminRoutes.ts): the address table a visitor's
      // first page carries only knows that they are the console's.
      return page('admin');
    default:
      return single(first, rest);
  }
}

const SINGLE_PAGES: Record<string, string> = {
  signin: 'signin',
  signup: 'signup',
  // Where the password reset link leads: the form of the new password.
  'reset-password': 'reset-password',
  'content-partner-program': 'partner-program',
  contacts: 'contacts',
  download: 'download',
  history: 'history',
  // The watch-later list this browser keeps, which needs no sign-in.
  'watch-later': 'watch-later',
  // The upload page of a signed-in member.
  upload: 'upload',
};

function single(first: string, rest: string[]): SiteMatch {
  const name = SINGLE_PAGES[first];
  return name && rest.length === 0 ? page(name) : NOT_FOUND;
}

function splitPath(path: string): string[] | null {
  const parts = path.split('/').slice(1);
  if (parts[parts.length - 1] === '') parts.pop();
  // An empty segment (`//`) or a dot segment is never one of ours.
  return parts.every((p) => p !== '' && p !== '.' && p !== '..') ? parts : null;
}

/**
 * What the site answers for `path` (no query): a page with its route name and parameters, a
 * redirect (301 on the server) or not found. `search` (with its `?`) is kept on redirects.
 */
export function matchSiteRoute(path: string, search = ''): SiteMatch {
  if (!path.startsWith('/')) return NOT_FOUND;
  if (path === '/404/') return NOT_FOUND;
  const segments = splitPath(path);
  if (!segments) return NOT_FOUND;
  const match = route(segments);
  if (match.kind === 'redirect') return redirect(match.to + search);
  if (match.kind !== 'page') return match;
  // The written form: with a trailing slash, or without one for the few the spec writes so.
  const slash = !NO_SLASH.has(segments[0] ?? '');
  const written = `/${segments.join('/')}${slash && segments.length ? '/' : ''}`;
  return written === path ? match : redirect(written + search);
}
