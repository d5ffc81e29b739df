import { CHOICE_COOKIE_MAX_AGE_S, LANG_KEY, LOGOUT_COOKIE } from './constants';
import { writeCookie } from './cookies';

/** Log out (spec 000 §4): set the logout cookie, forget the stored language, go to the root. */
export function logout(): void {
  writeCookie(LOGOUT_COOKIE, '1', CHOICE_COOKIE_MAX_AGE_S);
  try {
    localStorage.removeItem(LANG_KEY);
  } catch {
    // Refused storage holds no language to forget.
  }
  window.location.assign('/');
}
