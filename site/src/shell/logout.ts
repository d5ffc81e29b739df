// Log out: end the session on the server, set the logout cookie, forget the stored
// language, go to the root.
import { ENDPOINT } from '@reel/api/endpoints';
import { api } from '../api';
import { CHOICE_COOKIE_MAX_AGE_S, LANG_KEY, LOGOUT_COOKIE } from './constants';
import { writeCookie } from './cookies';
import { SIGNED_OUT_SESSION, setSession, UID_COOKIE } from './session';

/** Where the page goes afterwards; a test passes its own to watch it. */
type Go = (path: string) => void;

export async function logout(go: Go = (path) => window.location.assign(path)): Promise<void> {
  try {
    await api.call(ENDPOINT.logout);
  } catch {
    // A session the server no longer knows is ended already; the page signs out all the same.
  }
  // The server clears `uid` with the session; clearing it here too keeps an offline logout honest.
  writeCookie(UID_COOKIE, '', 0);
  writeCookie(LOGOUT_COOKIE, '1', CHOICE_COOKIE_MAX_AGE_S);
  try {
    localStorage.removeItem(LANG_KEY);
  } catch {
    // Refused storage holds no language to forget.
  }
  setSession(SIGNED_OUT_SESSION);
  go('/');
}
