// The member area's loader: who the area belongs to. The member's own area shows the profile of
// the session (POST /api/member.php, never cached); another member's comes from the public
// profile (GET /api/json/member/7200/…).
import { LIFETIME_MEMBER_S, type MemberProfile } from '@reel/api';
import { matchSiteRoute } from '@reel/api/pages';
import { ApiRequestError, isApiError } from '@reel/api/endpoints';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { api } from '../api';
import { memberOnly, notFound } from '../routes/guard';
import { currentSession } from '../shell/session';

export interface MemberAreaData {
  /** The member whose area this is. */
  id: number;
  /** The signed-in member looks at their own area. */
  own: boolean;
  /** Another member's public profile; null for the own area (the session holds it) or when refused. */
  member: MemberProfile | null;
}

/** The public profile of another member; a member that does not exist is the not-found page. */
async function publicProfile(id: number): Promise<MemberProfile | null> {
  try {
    const answer = await api.member(id, { lifetime: LIFETIME_MEMBER_S });
    return isApiError(answer) ? null : answer.member;
  } catch (err) {
    if (err instanceof ApiRequestError && err.status === 404) notFound();
    if (err instanceof ApiRequestError && err.status >= 400 && err.status < 500) return null;
    throw err;
  }
}

/**
 * Runs beside the tab's own loader, which redirects or fails a wrong address: this one then has
 * nothing to load. A visitor is sent home before anything is fetched.
 */
export async function memberAreaLoader({ request }: LoaderFunctionArgs): Promise<MemberAreaData | null> {
  const url = new URL(request.url);
  const match = matchSiteRoute(url.pathname, url.search);
  if (match.kind !== 'page' || !('id' in match.params)) return null;
  const user = await memberOnly();
  const id = Number(match.params.id);
  if (id === user.user_id) return { id, own: true, member: null };
  return { id, own: false, member: await publicProfile(id) };
}

/** The profile the area's header shows: the session's for the own area. */
export function areaProfile(data: MemberAreaData): MemberProfile | null {
  return data.own ? (currentSession().profile ?? null) : data.member;
}
