// The page's head on the client (canonical link, title, description and og
// tags): the server writes it for the first load, and this rebuilds it on every navigation
// from the route and the meta state a page sets with `useMeta`.
import { canonicalPath, matchSiteRoute, pageMeta, type MetaSubject, type PageMeta } from '@reel/api';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { createStore } from './store';

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

/** The meta state: a page's subject, kept with the path it belongs to so it never leaks onward. */
export const metaState = createStore<{ path: string; subject: MetaSubject } | null>(null);

/** A page names what it shows (video, category, model, search words) for its title. */
export function useMeta(subject: MetaSubject): void {
  const { pathname } = useLocation();
  const { title, seoTitle, description, s } = subject;
  useEffect(() => {
    metaState.set({ path: pathname, subject: { title, seoTitle, description, s } });
  }, [pathname, title, seoTitle, description, s]);
}
