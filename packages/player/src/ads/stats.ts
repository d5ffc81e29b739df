// The advertising-statistics GET: "when an advert is loaded, a GET is sent to an
// advertising statistics endpoint on a third-party host with out_name and cisai".
import { webAddress } from '../webAddress.js';
import type { AdStatsParams } from './types.js';

/**
 * The statistics address with out_name and cisai set in its query (replacing any already there,
 * keeping the rest). Null when the address is not an http(s) URL: a beacon to a bad address would
 * only produce console noise.
 */
export function buildStatsUrl(statsUrl: string, params: AdStatsParams): string | null {
  // Relative addresses are taken against the page, as an <img src> would be.
  const address = webAddress(statsUrl, typeof location === 'undefined' ? undefined : location.href);
  if (!address) return null;
  const url = new URL(address);
  // URLSearchParams encodes as application/x-www-form-urlencoded: spaces become '+', '&', '=' and
  // non-ASCII are percent-encoded, which every server decodes back to the same values.
  url.searchParams.set('out_name', params.out_name);
  url.searchParams.set('cisai', params.cisai);
  return url.toString();
}

/** How a beacon is fired; the default is an <img>, injectable for tests and non-DOM hosts. */
export type Beacon = (url: string) => void;

/**
 * An image request: the endpoint is on a third-party host, and an <img> GET needs no CORS answer
 * (fetch would need mode 'no-cors' and still be blocked by some content blockers' fetch rules).
 */
export const imageBeacon: Beacon = (url) => {
  if (typeof Image === 'undefined') return;
  const img = new Image();
  img.referrerPolicy = 'no-referrer-when-downgrade';
  img.src = url;
};

/** Fires the statistics GET once; does nothing when no address or parameters are configured. */
export function sendAdStats(statsUrl: string | undefined, params: AdStatsParams | undefined, beacon: Beacon = imageBeacon): string | null {
  if (!statsUrl || !params) return null;
  const url = buildStatsUrl(statsUrl, params);
  if (url === null) return null;
  try {
    beacon(url);
  } catch {
    // Statistics are best effort: never let them break the advert.
  }
  return url;
}
