// When the age gate opens, decided from the cookie and the address alone.
import { ADMIN_HOME_PATH } from '@reel/api/pages';

/** Query parameters of campaign and publisher traffic, which enters without the gate. */
const CAMPAIGN_PARAMS = ['pub', 'campaign_id', 'source'] as const;
/** The terms and cookie pages the gate's own text links to stay readable behind it. */
const UNGATED_PATHS = /^\/information\/(terms|cookies)\/?$/;

/** `open` shows the gate, `verify` the gate of a check by a provider, `skip` does nothing, `accept`
 * records the visitor as accepted. */
export type AgeGateDecision = 'open' | 'verify' | 'skip' | 'accept';
/** The page a check with a provider ends on: it tells the outcome, so the gate leaves it readable. */
const AGE_CHECK_PAGE = /^\/age-check\//;

/** The staff console shows no catalogue and its users confirmed their age by their role; whoever
 * is not staff is sent from it to the sign-in page, which is gated like any other. */
const isStaffConsole = (pathname: string): boolean => pathname.startsWith(ADMIN_HOME_PATH) || pathname === ADMIN_HOME_PATH.slice(0, -1);

/** `mode` is the check the visitor's place asks for, as the server named it (`agemode` cookie);
 * unknown, it is the click-through declaration. Where it is `verify`, neither the click-through
 * cookie nor a campaign address opens the site: the gate asks the server whether a check is passed. */
export function ageGateDecision(agevCookie: string | null, pathname: string, search: string, mode: string | null = null): AgeGateDecision {
  if (mode === 'none') return 'skip';
  if (mode === 'verify')
    return UNGATED_PATHS.test(pathname) || AGE_CHECK_PAGE.test(pathname) || isStaffConsole(pathname) ? 'skip' : 'verify';
  if (agevCookie === '1') return 'skip';
  const query = new URLSearchParams(search);
  if (CAMPAIGN_PARAMS.some((name) => query.has(name))) return 'accept';
  if (UNGATED_PATHS.test(pathname) || isStaffConsole(pathname)) return 'skip';
  return 'open';
}
