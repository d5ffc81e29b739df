// What the site answers for an address, read from the page table: a page with its name and
// parameters, a redirect to the written form, or not found. Pages end with a slash, except the few
// the spec writes without one (/playlist/{id}, /contacts, /download); the other form of any address
// is redirected to the written one, and an address that leaves out trailing parameters with
// defaults is sent to the full one (or read with them, for the pages that say so).
import { parses } from '../endpoints/kit.js';
import { noSlash, type PageEntry } from './entry.js';
import { pagePath } from './path.js';
import { PAGE_ALIASES, PAGE_NAMES, SITE_PAGES, type PageName, type PageParams } from './table.js';

export type SiteParams = Record<string, string>;
/** A page of the table with its parameters, as the address writes them. */
export type PageMatch = { [N in PageName]: { kind: 'page'; name: N; params: PageParams<N> } }[PageName];
export type SiteMatch = PageMatch | { kind: 'redirect'; to: string } | { kind: 'not_found' };

const redirect = (to: string): SiteMatch => ({ kind: 'redirect', to });
const NOT_FOUND: SiteMatch = { kind: 'not_found' };

/** A pattern's segments, each a literal or a `:name` parameter; `*` takes the rest of the address. */
const segmentsOf = (path: string): string[] => path.split('/').filter((s) => s !== '');
const PATTERNS = PAGE_NAMES.map((name) => ({ name, entry: SITE_PAGES[name] as PageEntry, segments: segmentsOf(SITE_PAGES[name].path) }));

function withDefaults(name: PageName, entry: PageEntry, params: SiteParams, pattern: string[]): SiteMatch | null {
  const missing = pattern.filter((s) => s.startsWith(':') && !(s.slice(1) in params));
  const defaults: Readonly<Partial<Record<string, string>>> = entry.defaults ?? {};
  if (!missing.every((s) => defaults[s.slice(1)] !== undefined)) return null;
  const full: SiteParams = { ...params };
  for (const s of missing) full[s.slice(1)] = defaults[s.slice(1)] as string;
  if (entry.readDefaults) return { kind: 'page', name, params: full } as SiteMatch;
  return redirect(pagePath(name, full as never));
}

/** Page `name`'s answer for `segments`, or null when its pattern does not take them. */
function matchEntry(name: PageName, entry: PageEntry, pattern: string[], segments: string[]): SiteMatch | null {
  if (pattern.at(-1) === '*') {
    const root = pattern.slice(0, -1);
    return root.every((s, i) => segments[i] === s) && segments.length >= root.length
      ? ({ kind: 'page', name, params: {} } as SiteMatch)
      : null;
  }
  if (segments.length > pattern.length) return null;
  const params: SiteParams = {};
  for (const [i, part] of segments.entries()) {
    const want = pattern[i];
    if (!want.startsWith(':')) {
      if (part !== want) return null;
      continue;
    }
    const key = want.slice(1);
    if (!parses(entry.params[key], part)) return null;
    params[key] = part;
  }
  if (segments.length === pattern.length) return { kind: 'page', name, params } as SiteMatch;
  // Only trailing parameters may be left out, and only those with a default.
  if (!pattern.slice(segments.length).every((s) => s.startsWith(':'))) return null;
  return withDefaults(name, entry, params, pattern);
}

/** The answer for path segments (already split, without empty ones). */
function route(segments: string[]): SiteMatch {
  const alias = segments.length === 1 ? PAGE_ALIASES[segments[0]] : undefined;
  if (alias) return redirect(pagePath(alias.name, alias.params));
  for (const { name, entry, segments: pattern } of PATTERNS) {
    const match = matchEntry(name, entry, pattern, segments);
    if (match) return match;
  }
  return NOT_FOUND;
}

function splitPath(path: string): string[] | null {
  const parts = path.split('/').slice(1);
  if (parts[parts.length - 1] === '') parts.pop();
  // An empty segment (`//`) or a dot segment is never one of ours.
  return parts.every((p) => p !== '' && p !== '.' && p !== '..') ? parts : null;
}

/**
 * What the site answers for `path` (no query): a page with its name and parameters, a redirect
 * (301 on the server) or not found. `search` (with its `?`) is kept on redirects.
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
  const slash = !noSlash(SITE_PAGES[match.name].path);
  const written = `/${segments.join('/')}${slash && segments.length ? '/' : ''}`;
  return written === path ? match : redirect(written + search);
}
