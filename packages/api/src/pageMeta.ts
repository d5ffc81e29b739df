// Each page's title, description and canonical address, shared by the server,
// which writes them into the head it renders, and the site, which updates them on navigation.
import { playlistPagePath, watchPagePath } from './addresses.js';
import { memberTabOf, type INFORMATION_PAGES, type MemberTab } from './siteRoutes.js';

export const SITE_NAME = 'Reel';
const SITE_DESCRIPTION = 'Reel: free videos for adults (18+).';

/** What the page shows, when it names something: the video, category, model, channel or search. */
export interface MetaSubject {
  title?: string;
  /** A category's special SEO title, which replaces the usual one. */
  seoTitle?: string;
  description?: string;
  /** The search words. */
  s?: string;
}

export interface PageMeta {
  title: string;
  description: string;
  /** Search results, member pages and not-found pages stay out of the index. */
  noindex: boolean;
}

const SORT_TITLES: Record<string, string> = {
  'latest-updates': 'Latest videos',
  longest: 'Longest videos',
  'most-commented': 'Most commented videos',
  'most-popular': 'Most popular videos',
  'most-viewed': 'Most viewed videos',
  'top-rated': 'Top rated videos',
  'most-viewed-week': 'Most viewed videos this week',
  'most-viewed-day': 'Most viewed videos today',
};

const INFO_TITLES: Record<(typeof INFORMATION_PAGES)[number], string> = {
  dmca: 'DMCA',
  support: 'Support',
  terms: 'Terms of service',
  privacy: 'Privacy policy',
  '2257': '18 U.S.C. 2257 statement',
  cookies: 'Cookie policy',
};

const FIXED_TITLES: Record<string, string> = {
  categories: 'Categories',
  signin: 'Sign in',
  signup: 'Sign up',
  'reset-password': 'Choose a new password',
  community: 'Community',
  'partner-program': 'Content partner programme',
  pornstars: 'Pornstars',
  pornsites: 'Channels',
  information: 'Information',
  contacts: 'Contact us',
  download: 'Download',
  history: 'Watch history',
  'watch-later': 'Watch later',
  upload: 'Upload video',
  not_found: 'Oops! Content not found!',
};

/** The member area's tabs, as their pages head them. */
const MEMBER_TAB_TITLES: Record<MemberTab, string> = {
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

const NOINDEX = /^(search|members|member_|signin|signup|reset-password|history|watch-later|upload|not_found)/;

/** A member page: the member's name (the subject, once the page has it) and the tab. */
function memberTitle(name: string, params: Record<string, string>, subject: MetaSubject): string | undefined {
  if (name === 'members') return subject.title || 'Member';
  const tab = memberTabOf(name);
  if (!tab) return undefined;
  const title = MEMBER_TAB_TITLES[tab];
  return paged(subject.title ? `${subject.title} - ${title}` : title, params.page);
}

const paged = (title: string, page: string | undefined): string => (page && page !== '1' ? `${title} - page ${page}` : title);

function baseTitle(name: string, params: Record<string, string>, subject: MetaSubject): string | undefined {
  if (name === 'videos') return paged(SORT_TITLES[params.sort] ?? 'Videos', params.page);
  if (name === 'videos-categories')
    return paged(subject.seoTitle || (subject.title && `${subject.title} videos`) || 'Category', params.page);
  if (name === 'search') return subject.s ? paged(`Search results for ${subject.s}`, params.page) : 'Search';
  if (name.startsWith('information_')) return INFO_TITLES[name.slice(12) as keyof typeof INFO_TITLES];
  if (/^(pornstar|pornsite)_videos$/.test(name)) return subject.title && paged(`${subject.title} videos`, params.page);
  if (/^(video|pornstar|pornsite|playlist)(_info|_comments)?$/.test(name)) return subject.title;
  if (name === 'pornstars' || name === 'pornsites' || name === 'community') return paged(FIXED_TITLES[name], params.page);
  if (name === 'members' || name.startsWith('member_')) return memberTitle(name, params, subject);
  return FIXED_TITLES[name];
}

/** The page's meta; the title falls back to the site name alone. */
export function pageMeta(name: string, params: Record<string, string> = {}, subject: MetaSubject = {}): PageMeta {
  const title = baseTitle(name, params, subject);
  const description = (subject.description || (title ? `${title} on ${SITE_NAME}, free videos for adults (18+).` : SITE_DESCRIPTION))
    .replace(/\s+/g, ' ')
    .trim();
  return { title: title ? `${title} - ${SITE_NAME}` : SITE_NAME, description, noindex: NOINDEX.test(name) };
}

/**
 * The canonical path: the first path segment, plus the second when the route has
 * an object (category, model, channel, playlist). A video's canonical is its own page: the
 * spec's rule would make every video one `/video/` page to a search engine.
 */
export function canonicalPath(name: string, params: Record<string, string>, path: string): string {
  const [first, second] = path.split('/').filter(Boolean);
  if (name === 'video') return watchPagePath(params.id, params.dir);
  if (name === 'index' || !first) return '/';
  const hasObject = Boolean(params.object_id || params.dir || (name === 'playlist' && params.id));
  if (name === 'playlist') return playlistPagePath(params.id);
  return hasObject && second ? `/${first}/${second}/` : first === 'contacts' || first === 'download' ? `/${first}` : `/${first}/`;
}
