// Who is signed in. The server keeps the session in an httpOnly cookie the page cannot read; it
// also sets a readable `uid` hint at sign-in, so only a page that carries the hint asks for the
// profile (POST /api/member.php). A 401 means the session is gone: the hint is cleared and the
// visitor stays signed out. The header, menus, ad slots and member routes follow this store.
import { type MemberProfile } from '@reel/api';
import { ApiRequestError, ENDPOINT } from '@reel/api/endpoints';
import { useEffect } from 'react';
import { api } from '../api';
import { readCookie, writeCookie } from './cookies';
import { createStore } from './store';

/** The readable hint cookie the server sets at sign-in and clears at logout; never trusted by it. */
export const UID_COOKIE = 'uid';

export interface SessionUser {
  user_id: number;
  username: string;
  /** Accepted the creator-verification affidavit, which uploading needs. */
  verified?: boolean;
  /** Verified as an uploader by a moderator, which uploading needs too; unknown until the profile is read. */
  uploader_verified?: boolean;
}

export interface Session {
  user: SessionUser | null;
  /** The signed-in member's own profile, as the server gave it at boot or after an edit. */
  profile?: MemberProfile | null;
}

const SIGNED_OUT: Session = { user: null };
const session = createStore<Session>(SIGNED_OUT);

/** The boot's one request, shared by every caller; null until something asks. */
let boot: Promise<Session> | null = null;

export function useSession(): Session {
  useEffect(() => {
    void bootSession();
  }, []);
  return session.use();
}

export function currentSession(): Session {
  return session.get();
}

/** Sign-in hands the session here (and sign-out the signed-out one). */
export function setSession(next: Session): void {
  session.set(next);
}

export const SIGNED_OUT_SESSION = SIGNED_OUT;

export function sessionOf(profile: MemberProfile & { verified?: boolean; uploader_verified?: boolean }): Session {
  const user: SessionUser = { user_id: profile.user_id, username: profile.username, verified: Boolean(profile.verified) };
  if (profile.uploader_verified !== undefined) user.uploader_verified = profile.uploader_verified;
  return { user, profile };
}

async function loadSession(): Promise<Session> {
  if (!readCookie(UID_COOKIE)) return SIGNED_OUT;
  try {
    const answer = await api.call(ENDPOINT.profile);
    if (!answer.user) return SIGNED_OUT;
    const next = sessionOf(answer.user);
    setSession(next);
    return next;
  } catch (err) {
    // The session ended (expired, signed out elsewhere): forget the hint so no later page asks.
    if (err instanceof ApiRequestError && err.status === 401) writeCookie(UID_COOKIE, '', 0);
    // Any other failure leaves this page signed out; the hint stays, so the next page asks again.
    return SIGNED_OUT;
  }
}

/**
 * Starts the session's boot once and resolves with the session it finds. Member routes wait for
 * it before they decide whether the visitor may stay.
 */
export function bootSession(): Promise<Session> {
  boot ??= loadSession();
  return boot;
}

/** Forget the boot, so the next `bootSession()` asks again (a test's fresh page). */
export function resetSessionBoot(): void {
  boot = null;
  session.set(SIGNED_OUT);
}
