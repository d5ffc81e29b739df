// The page's head on the client, from the route and what the page names. Loaded with the first
// navigation, not with the first page, whose head the server wrote.
import { canonicalPath, matchSiteRoute, pageMeta, type MetaSubject, type PageMeta } from '@reel/api/pages';

export interface Head extends PageMeta {
  /** Path of the canonical address; null on a not-found page. */
  canonical: string | null;
}

/** The head of `pathname`, with what the page names (its subject) when it named one. */
export function headFor(pathname: string, subject: MetaSubject = {}): Head {
  let match = matchSiteRoute(pathname);
  if (match.kind === 'redirect') match = matchSiteRoute(match.to.split('?')[0]);
  if (match.kind !== 'page') return { ...pageMeta('not_found'), canonical: null };
  return { ...pageMeta(match.name, match.params, subject), canonical: canonicalPath(match.name, match.params, pathname) };
}
