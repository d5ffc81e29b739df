// Every page's loader first asks the shared route table (`matchSiteRoute`, which the server uses
// for its 301s and 404s) what the address is, so a client-side navigation redirects and fails
// exactly as a fresh page load does.
import { matchSiteRoute, type PageName, type SiteParams } from '@reel/api/pages';
import { data, redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { bootSession, currentSession, type SessionUser } from '../shell/session';

export const NOT_FOUND_PATH = '/404/';

export type RouteCheck = { kind: 'page'; params: SiteParams } | { kind: 'redirect'; to: string } | { kind: 'not_found' };

/** What the route table says about `url` for a page the client router matched as `name`. */
export function checkRoute(name: PageName, url: URL): RouteCheck {
  const match = matchSiteRoute(url.pathname, url.search);
  if (match.kind === 'redirect') return match;
  const same = match.kind === 'page' && match.name === name;
  if (match.kind === 'page' && same) return { kind: 'page', params: match.params };
  return { kind: 'not_found' };
}

/** What a page's own loader gets: the table's parameters and the address's query. */
export interface PageArgs {
  params: SiteParams;
  url: URL;
  /** The router's own arguments, for loaders written against them. */
  route: LoaderFunctionArgs;
}

export type PageLoader<T> = (args: PageArgs) => Promise<T> | T;

/** A 404 answer the route's error element shows as the not-found page. */
export function notFound(): never {
  throw data(null, { status: 404 });
}

interface GuardOptions {
  /** Send an unknown address to /404/ instead of showing the not-found page in place (the watch page). */
  missingTo404?: boolean;
}

/** The loader of the route named `name`: the table's verdict first, then the page's own data. */
export function guarded<T>(name: PageName, load?: PageLoader<T>, options: GuardOptions = {}) {
  return async (route: LoaderFunctionArgs): Promise<T | null> => {
    const url = new URL(route.request.url);
    const check = checkRoute(name, url);
    if (check.kind === 'redirect') throw redirect(check.to);
    if (check.kind === 'not_found') {
      if (options.missingTo404) throw redirect(NOT_FOUND_PATH);
      notFound();
    }
    return load ? load({ params: check.params, url, route }) : null;
  };
}

/**
 * Member pages belong to a signed-in member: the loader waits for the session's
 * boot, and a visitor is sent home.
 */
export async function memberOnly(): Promise<SessionUser> {
  await bootSession();
  const { user } = currentSession();
  if (!user) throw redirect('/');
  return user;
}
