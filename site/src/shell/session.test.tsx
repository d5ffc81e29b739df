// The session's boot: only a page with the `uid` hint asks for the profile; a 401 forgets the hint.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteConfig } from '../config';
import { answerWith, restoreFetch, setCookie } from '../members/testFetch';
import { testProfile } from '../members/testProfile';
import { readCookie } from './cookies';
import { AdSlot } from './AdSlot';
import { logout } from './logout';
import { MobileMenu } from './MobileMenu';
import { PromoWidget } from './PromoWidget';
import { bootSession, currentSession, resetSessionBoot, UID_COOKIE } from './session';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  // jsdom has <dialog> without showModal/close: the smallest stand-in of the browser's own.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});

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

describe('what follows the session', () => {
  const realWidget = siteConfig.partnerWidget;
  let unmount = () => {};
  afterEach(() => {
    act(() => unmount());
    siteConfig.partnerWidget = realWidget;
    document.body.innerHTML = '';
  });

  /** Renders the shell parts, lets the boot finish, and gives back the page's text. */
  async function shellParts(): Promise<HTMLElement> {
    siteConfig.partnerWidget = {
      title: 'Partner videos',
      items: [
        { url: 'https://partner.example/1', title: 'One', thumb: '' },
        { url: 'https://partner.example/2', title: 'Two', thumb: 'https://partner.example/2.jpg' },
      ],
    };
    const host = document.body.appendChild(document.createElement('div'));
    const root = createRoot(host);
    unmount = () => root.unmount();
    await act(async () => {
      const element = (
        <>
          <AdSlot name="footer-1" width={300} height={250} />
          <PromoWidget />
          <MobileMenu />
        </>
      );
      root.render(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />);
      await bootSession();
    });
    await act(() => new Promise((r) => setTimeout(r, 0)));
    return host;
  }

  it("shows a visitor the ads, the partner widget and the slide-out menu's Login", async () => {
    answerWith(() => undefined);
    const host = await shellParts();
    expect(host.querySelector('[data-slot="footer-1"]')).not.toBeNull();
    expect(host.textContent).toContain('Partner videos');
    // An item without a picture keeps its place without an empty src, which would fetch the page again.
    expect(Array.from(host.querySelectorAll('.promo img'), (img) => img.getAttribute('src'))).toEqual(['https://partner.example/2.jpg']);
    expect(host.querySelectorAll('.promo .promo__blank')).toHaveLength(1);
    expect(host.textContent).toContain('Login');
    expect(host.textContent).not.toContain('Log out');
  });

  it('shows a member no ads and no partner widget, and the member links with Upload Video and Log out', async () => {
    setCookie(UID_COOKIE, '7');
    answerWith(() => ({ status: 200, body: { user: testProfile({ user_id: 7, username: 'anna' }) } }));
    const host = await shellParts();
    expect(host.querySelector('[data-slot]')).toBeNull();
    expect(host.textContent).not.toContain('Partner videos');
    const links = Array.from(host.querySelectorAll('.menu a'), (a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toContainEqual(['Edit profile', '/members/7/edit/']);
    expect(links).toContainEqual(['Upload Video', '/upload/']);
    expect(host.textContent).toContain('Log out');
  });
});
