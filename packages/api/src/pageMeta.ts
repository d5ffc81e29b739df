// Each page's title, description and canonical address, shared by the server, which writes them
// into the head it renders, and the site, which updates them on navigation. The titles and the
// robots rule are the page table's (pages/table.ts).
import { playlistPagePath, watchPagePath } from './addresses.js';
import { noSlash, type MetaSubject, type TitleParams } from './pages/entry.js';
import { SITE_PAGES, type PageName } from './pages/table.js';

export type { MetaSubject } from './pages/entry.js';

export const SITE_NAME = 'Reel';
const SITE_DESCRIPTION = 'Reel: free videos for adults (18+).';
const NOT_FOUND_TITLE = 'Oops! Content not found!';

export interface PageMeta {
  title: string;
  description: string;
  /** Search results, member pages and not-found pages stay out of the index. */
  noindex: boolean;
}

function baseTitle(name: PageName | 'not_found', params: TitleParams, subject: MetaSubject): string | undefined {
  if (name === 'not_found') return NOT_FOUND_TITLE;
  const { title } = SITE_PAGES[name];
  return typeof title === 'function' ? title(params, subject) : (title ?? undefined);
}

/** The page's meta; the title falls back to the site name alone. */
export function pageMeta(name: PageName | 'not_found', params: TitleParams = {}, subject: MetaSubject = {}): PageMeta {
  const title = baseTitle(name, params, subject);
  const description = (subject.description || (title ? `${title} on ${SITE_NAME}, free videos for adults (18+).` : SITE_DESCRIPTION))
    .replace(/\s+/g, ' ')
    .trim();
  return { title: title ? `${title} - ${SITE_NAME}` : SITE_NAME, description, noindex: name === 'not_found' || SITE_PAGES[name].noindex };
}

/**
 * A page's heading: its title in the page table, without the page number or the site's name, so a
 * page's words are written once, in its table entry.
 */
export function pageHeading(name: PageName, params: TitleParams = {}, subject: MetaSubject = {}): string {
  return baseTitle(name, { ...params, page: undefined }, subject) ?? SITE_NAME;
}

/**
 * The canonical path: the first path segment, plus the second when the page has
 * an object (category, model, channel, playlist). A video's canonical is its own page: the
 * spec's rule would make every video one `/video/` page to a search engine.
 */
export function canonicalPath(name: PageName, params: TitleParams, path: string): string {
  const [first, second] = path.split('/').filter(Boolean);
  if (name === 'video') return watchPagePath(params.id ?? '', params.dir ?? '');
  if (name === 'index' || !first) return '/';
  const hasObject = Boolean(params.object_id || params.dir || (name === 'playlist' && params.id));
  if (name === 'playlist') return playlistPagePath(params.id ?? '');
  return hasObject && second ? `/${first}/${second}/` : noSlash(SITE_PAGES[name].path) ? `/${first}` : `/${first}/`;
}
