// The client's route table and the server's (`matchSiteRoute`) must agree on every address: the
// same page name, the same redirect, or both not found.
import { matchSiteRoute, PAGE_NAMES, samplePagePaths, samplePaths, type SiteMatch } from '@reel/api/pages';
import { matchRoutes, type LoaderFunction, type RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answerWith, restoreFetch, setCookie } from '../members/testFetch';
import { testProfile } from '../members/testProfile';
import { resetSessionBoot, UID_COOKIE } from '../shell/session';
import { checkRoute, NOT_FOUND_PATH } from './guard';
import { pageRoutes, type PageHandle } from './table';

const ORIGIN = 'http://reel.test';
const tree: RouteObject[] = [{ path: '/', children: pageRoutes }];

type Verdict = { kind: 'page'; name: string } | { kind: 'redirect'; to: string } | { kind: 'not_found' };

/** What the loader threw: a redirect (its Location) or a 404 (`data(null, {status: 404})`). */
function thrown(value: unknown): Verdict {
  if (value instanceof Response) {
    const to = value.headers.get('Location');
    if (value.status >= 300 && value.status < 400 && to) return to === NOT_FOUND_PATH ? { kind: 'not_found' } : { kind: 'redirect', to };
    if (value.status === 404) return { kind: 'not_found' };
  }
  const init = (value as { init?: { status?: number } } | null)?.init;
  if (init?.status === 404) return { kind: 'not_found' };
  throw new Error(`unexpected loader outcome: ${String(value)}`);
}

/** The client's verdict: the page it matched when the table confirms it, else what its loader throws. */
async function client(path: string, search = ''): Promise<Verdict> {
  const url = new URL(path + search, ORIGIN);
  const matches = matchRoutes(tree, url.pathname) ?? [];
  const leaf = matches[matches.length - 1];
  if (!leaf) return { kind: 'not_found' };
  const handle = leaf.route.handle as PageHandle | undefined;
  if (handle) {
    const check = checkRoute(handle.name, url);
    const server = matchSiteRoute(url.pathname, url.search);
    if (check.kind === 'page' && server.kind === 'page') return { kind: 'page', name: server.name };
  }
  // A lazy route (the console) brings its loader with its component, as the router loads it.
  const lazy = typeof leaf.route.lazy === 'function' ? await leaf.route.lazy() : {};
  const loader = (leaf.route.loader ?? (lazy as { loader?: unknown }).loader) as LoaderFunction | undefined;
  if (!loader) return { kind: 'not_found' };
  try {
    await loader({ request: new Request(url), params: leaf.params, context: {} } as Parameters<LoaderFunction>[0]);
  } catch (err) {
    return thrown(err);
  }
  throw new Error(`the loader of ${path} neither redirected nor failed`);
}

function server(path: string, search = ''): Verdict {
  const m: SiteMatch = matchSiteRoute(path, search);
  return m.kind === 'page' ? { kind: 'page', name: m.name } : m;
}

/** An address of every page of the table and of its short forms, then odd cases written by hand. */
const PATHS = [
  ...samplePaths(),
  '/',
  '/video/42/beach-day/',
  '/video/42/beach-day',
  '/video/42/',
  '/video/abc/x/',
  '/video/0/x/',
  '/videos/',
  '/videos/longest/',
  '/videos/top-rated/3/',
  '/videos/unknown/1/',
  '/videos/latest-updates/01/',
  '/videos/latest-updates/2',
  '/latest-updates/',
  '/top-rated/',
  '/most-popular/',
  '/most-popular',
  '/latest-updates/2/',
  '/categories/',
  '/categories',
  '/categories/milf/',
  '/categories/milf',
  '/categories/milf/2/',
  '/categories/milf/x/',
  '/categories/a/1/2/',
  '/search/',
  '/search/2/',
  '/search/1/2/',
  '/search',
  '/signin/',
  '/signup/',
  '/signin',
  '/signin/extra/',
  '/community/',
  '/community/recent/',
  '/community/recent/1/',
  '/community/bogus/1/',
  '/content-partner-program/',
  '/content-partner-program',
  '/pornstars/',
  '/pornstars/count-videos/',
  '/pornstars/count-videos/4/',
  '/pornstars/bogus/1/',
  '/pornstar/anna_b/',
  '/pornstar/anna_b/info/',
  '/pornstar/anna_b/comments/',
  '/pornstar/anna_b/videos/',
  '/pornstar/anna_b/videos/2/',
  '/pornstar/anna_b/photos/',
  '/pornsites/',
  '/pornsites/alphabetza/1/',
  '/pornsite/studio-x/',
  '/pornsite/studio-x/info/',
  '/pornsite/studio-x/videos/',
  '/pornsite/studio-x/videos/5/',
  '/pornsite/x/comments/',
  '/playlist/7',
  '/playlist/7/',
  '/playlist/x',
  '/information/',
  '/information',
  '/information/dmca/',
  '/information/support/',
  '/information/terms/',
  '/information/privacy/',
  '/information/2257/',
  '/information/cookies/',
  '/information/faq/',
  '/members/12/',
  '/members/12/edit/',
  '/members/12/info/',
  '/members/12/wall/',
  '/members/12/favourite-videos/2/',
  '/members/x/',
  '/members/1/secret/',
  '/members/1/edit/2/',
  '/members/12',
  '/members/0/',
  '/members/12/uploaded-videos/',
  '/members/12/uploaded-videos/1/',
  '/members/12/messages/',
  '/members/12/watch_later_videos/1/',
  '/members/12/history/',
  '/members/12/subscriptions/x/',
  '/upload/',
  '/upload',
  '/upload/1/',
  '/contacts',
  '/contacts/',
  '/download',
  '/download/',
  '/history/',
  '/history',
  '/admin/',
  '/admin',
  '/admin/review/',
  '/admin/review/2/',
  '/admin/videos/42/',
  '/admin/videos/42',
  '/admin/videos/x/',
  '/admin/reports/',
  '/admin/reports/comment/7/',
  '/admin/reports/playlist/7/',
  '/admin/members/',
  '/admin/members/7/',
  '/admin/jobs/',
  '/admin/catalogue/',
  '/admin/catalogue/channel/',
  '/admin/catalogue/Model/',
  '/admin/audit/',
  '/admin/nope/',
  '/404/',
  '/nope/',
  '/no/such/page/',
  '/a//b/',
];

describe('the client route table', () => {
  it.each(PAGE_NAMES)('draws the page %s at its sample address, as the server names it', async (name) => {
    const [path] = samplePagePaths(name);
    expect(server(path)).toEqual({ kind: 'page', name });
    expect(await client(path)).toEqual({ kind: 'page', name });
  });

  it.each([...new Set(PATHS)])('agrees with the server on %s', async (path) => {
    expect(await client(path)).toEqual(server(path));
  });

  it('keeps the query string on redirects, as the server does', async () => {
    expect(await client('/search', '?s=beach')).toEqual({ kind: 'redirect', to: '/search/1/?s=beach' });
    expect(await client('/latest-updates/', '?pub=3')).toEqual(server('/latest-updates/', '?pub=3'));
    expect(await client('/contacts/', '?x=1')).toEqual({ kind: 'redirect', to: '/contacts?x=1' });
  });
});

/** Every loader on the way to `path` (the member area's frame and the tab), run as the router would. */
async function loadersOf(path: string): Promise<Verdict | 'loaded'> {
  const url = new URL(path, ORIGIN);
  const matches = matchRoutes(tree, url.pathname) ?? [];
  try {
    for (const m of matches) {
      // A lazy route brings its loader with its component, as the router loads it.
      const lazy = typeof m.route.lazy === 'function' ? await m.route.lazy() : {};
      const loader = (m.route.loader ?? (lazy as { loader?: unknown }).loader) as LoaderFunction | undefined;
      await loader?.({ request: new Request(url), params: m.params, context: {} } as Parameters<LoaderFunction>[0]);
    }
  } catch (err) {
    return thrown(err);
  }
  return 'loaded';
}

const MEMBER_PATHS = [
  '/members/7/',
  '/members/7/edit/',
  '/members/7/info/',
  '/members/7/uploaded-videos/1/',
  '/members/12/favourite-videos/2/',
  '/members/12/wall/1/',
  '/upload/',
];

describe('the member routes', () => {
  beforeEach(() => resetSessionBoot());
  afterEach(() => {
    restoreFetch();
    setCookie(UID_COOKIE, null);
  });

  it.each(MEMBER_PATHS)('send a visitor home from %s', async (path) => {
    answerWith(() => ({ status: 401, body: { error: true, code: 'need_login' } }));
    expect(await loadersOf(path)).toEqual({ kind: 'redirect', to: '/' });
  });

  it.each(MEMBER_PATHS)('let a signed-in member open %s', async (path) => {
    setCookie(UID_COOKIE, '7');
    answerWith((req) => {
      if (req.path === '/api/member.php') return { status: 200, body: { user: testProfile({ user_id: 7 }) } };
      if (req.path.startsWith('/api/json/member/7200/user/0/12'))
        return { status: 200, body: { member: testProfile({ user_id: 12, username: 'bea' }), user: { user_id: 12, username: 'bea' } } };
      return undefined;
    });
    expect(await loadersOf(path)).toBe('loaded');
  });

  it('answers the public profile of a member who does not exist with the not-found page', async () => {
    setCookie(UID_COOKIE, '7');
    answerWith((req) =>
      req.path === '/api/member.php'
        ? { status: 200, body: { user: testProfile({ user_id: 7 }) } }
        : { status: 404, body: { error: true, code: 'user_not_found' } },
    );
    expect(await loadersOf('/members/99/info/')).toEqual({ kind: 'not_found' });
  });

  it('still redirects and fails a wrong member address before asking who is signed in', async () => {
    const seen = answerWith(() => undefined);
    expect(await loadersOf('/members/7/wall/')).toEqual({ kind: 'redirect', to: '/members/7/wall/1/' });
    expect(await loadersOf('/members/7/secret/')).toEqual({ kind: 'not_found' });
    expect(seen).toHaveLength(0);
  });
});
