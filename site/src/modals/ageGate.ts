// When the age gate opens, decided from the cookie and the address alone.
import { ADMIN_HOME_PATH } from '@reel/api/pages';

/** Query parameters of campaign and publisher traffic, which enters without the gate. */
const CAMPAIGN_PARAMS = ['pub', 'campaign_id', 'source'] as const;
/** The terms and cookie pages the gate's own text links to stay readable behind it. */
const UNGATED_PATHS = /^\/information\/(terms|cookies)\/?$/;

/** `open` shows the gate, `skip` does nothing, `accept` records the visitor as accepted. */
export type AgeGateDecision = 'open' | 'skip' | 'accept';

/** The staff console shows no catalogue and its users confirmed their age by their role; whoever
 * is not staff is sent from it to the sign-in page, which is gated like any other. */
const isStaffConsole = (pathname: string): boolean => pathname.startsWith(ADMIN_HOME_PATH) || pathname === ADMIN_HOME_PATH.slice(0, -1);

export function ageGateDecision(agevCookie: string | null, pathname: string, search: string): AgeGateDecision {
  if (agevCookie === '1') return 'skip';
  const query = new URLSearchParams(search);
  if (CAMPAIGN_PARAMS.some((name) => query.has(name))) return 'accept';
  if (UNGATED_PATHS.test(pathname) || isStaffConsole(pathname)) return 'skip';
  return 'open';
}
