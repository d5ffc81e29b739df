// The session's boot: only a page with the `uid` hint asks for the profile; a 401 forgets the hint.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerWith, restoreFetch, setCookie } from '../members/testFetch';
import { testProfile } from '../members/testProfile';
import { readCookie } from './cookies';
import { logout } from './logout';
import { bootSession, currentSession, resetSessionBoot, UID_COOKIE } from './session';

beforeEach(() => resetSessionBoot());
afterEach(() => {
  restoreFetch();
  setCookie(UID_COOKIE, null);
  setCookie('logout', null);
  localStorage.clear();
});

describe('session boot', () => {
  it('asks nothing without the uid hint and stays signed out', async () => {
    const seen = answerWith(() => ({ status: 200, body: { user: testProfile() } }));
    expect((await bootSession()).user).toBeNull();
    expect(seen).toHaveLength(0);
  });

  it('with the hint, POSTs /api/member.php without act and signs the member in', async () => {
    setCookie(UID_COOKIE, '7');
    const seen = answerWith(() => ({ status: 200, body: { user: testProfile({ user_id: 7, username: 'anna', verified: true }) } }));
    await bootSession();
    expect(seen).toEqual([expect.objectContaining({ method: 'POST', path: '/api/member.php', fields: {} })]);
    expect(currentSession().user).toEqual({ user_id: 7, username: 'anna', verified: true });
    expect(currentSession().profile?.username).toBe('anna');
    // One boot per page, however many ask.
    await bootSession();
    expect(seen).toHaveLength(1);
  });

  it('on 401 clears the hint and leaves the visitor signed out', async () => {
    setCookie(UID_COOKIE, '7');
    answerWith(() => ({ status: 401, body: { error: true, code: 'need_login' } }));
    expect((await bootSession()).user).toBeNull();
    expect(currentSession().user).toBeNull();
    expect(readCookie(UID_COOKIE)).toBeNull();
  });

  it('keeps the hint when the server fails otherwise, signed out for this page', async () => {
    setCookie(UID_COOKIE, '7');
    answerWith(() => ({ status: 503, body: { error: true, code: 'unavailable' } }));
    expect((await bootSession()).user).toBeNull();
    expect(readCookie(UID_COOKIE)).toBe('7');
  });
});

describe('logout', () => {
  it('ends the session on the server, sets the logout cookie, forgets the stored lang and goes to /', async () => {
    setCookie(UID_COOKIE, '7');
    const seen = answerWith(() => ({ status: 200, body: { user: testProfile({ user_id: 7 }) } }));
    await bootSession();
    localStorage.setItem('lang', 'en');
    const go = vi.fn();
    await logout(go);
    expect(seen.at(-1)).toMatchObject({ method: 'POST', path: '/api/login.php', fields: { act: 'logout' } });
    expect(readCookie('logout')).toBe('1');
    expect(readCookie(UID_COOKIE)).toBeNull();
    expect(localStorage.getItem('lang')).toBeNull();
    expect(currentSession().user).toBeNull();
    expect(go).toHaveBeenCalledWith('/');
  });
});
