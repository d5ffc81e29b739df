// One fake ad server's records, read by the test whose page made them. The preroll's tag addresses
// are one site-wide setting, so concurrent tests' pages all ask the same addresses of the same ad
// server. Each test's browser context adds the test's own mark, a query parameter, to every request
// it sends to the ad server, on the way out and unseen by the page; the ad server records it with
// the rest of the address, and a test reads only the records that carry its mark, never a count of
// the shared lists. A record that carries no mark is a request no test accounted for.
import type { BrowserContext } from 'playwright-core';
import type { AdServer } from '../fixtures/vast/adServer';

/** The query parameter that names the test a request to the ad server came from. */
export const AD_MARK_PARAM = 'e2e_test';

const markOf = (id: string) => `${AD_MARK_PARAM}=${encodeURIComponent(id)}`;

/** The address with the mark appended, its own query left byte for byte as the page wrote it. */
function marked(url: string, id: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}${markOf(id)}`;
}

/** The recorded path and query without the test's mark, or null when the mark is another's or none. */
function unmarked(pathAndQuery: string, id: string): string | null {
  const mark = markOf(id);
  for (const sep of ['?', '&']) {
    if (pathAndQuery.endsWith(sep + mark)) return pathAndQuery.slice(0, -(sep.length + mark.length));
  }
  return null;
}

/** Marks every request of `context` to the ad server at `origin` with `id`. */
export async function markAdRequests(context: BrowserContext, origin: string, id: string): Promise<void> {
  await context.route(
    (url) => url.origin === origin,
    (route) => route.continue({ url: marked(route.request().url(), id) }),
  );
}

/** What the ad server recorded of one test's requests, as the page sent them. */
export interface AdRecords {
  /** Every request's path and query, in order. */
  requests(): string[];
  /** Query parameters of each tracking pixel. */
  tracks(): Record<string, string>[];
  /** Query parameters of each statistics GET. */
  stats(): Record<string, string>[];
}

function ownQueries(list: Record<string, string>[], id: string): Record<string, string>[] {
  return list.filter((q) => q[AD_MARK_PARAM] === id).map(({ [AD_MARK_PARAM]: _mark, ...rest }) => rest);
}

export function adRecordsOf(ads: AdServer, id: string): AdRecords {
  return {
    requests: () => ads.requests.map((r) => unmarked(r, id)).filter((r): r is string => r !== null),
    tracks: () => ownQueries(ads.tracks, id),
    stats: () => ownQueries(ads.stats, id),
  };
}

/** The recorded requests that carry no test's mark: none, when every page was marked. */
export function unmarkedRequests(ads: AdServer): string[] {
  return ads.requests.filter((r) => !new RegExp(`[?&]${AD_MARK_PARAM}=[^&]*$`).test(r));
}
