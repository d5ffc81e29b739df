// The session's boot: only a page with the `uid` hint asks for the profile; a 401 forgets the hint.
import { act, cleanup, render, screen, within } from '@testing-library/react';
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
    const seen = answerWith(() => ({
      status: 200,
      body: { user: testProfile({ user_id: 7, username: 'anna', verified: true, uploader_verified: true }) },
    }));
    await bootSession();
    expect(seen).toEqual([expect.objectContaining({ method: 'POST', path: '/api/member.php', fields: {} })]);
    expect(currentSession().user).toEqual({ user_id: 7, username: 'anna', verified: true, uploader_verified: true });
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
  afterEach(() => {
    cleanup();
    siteConfig.partnerWidget = realWidget;
  });

  /** Renders the shell parts and lets the boot finish. */
  async function shellParts(): Promise<void> {
    siteConfig.partnerWidget = {
      title: 'Partner videos',
      items: [
        { url: 'https://partner.example/1', title: 'One', thumb: '' },
        { url: 'https://partner.example/2', title: 'Two', thumb: 'https://partner.example/2.jpg' },
      ],
    };
    const element = (
      <>
        <AdSlot name="footer-1" width={300} height={250} />
        <PromoWidget />
        <MobileMenu />
      </>
    );
    render(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />);
    await act(async () => void (await bootSession()));
    await act(() => new Promise((r) => setTimeout(r, 0)));
  }

  const ad = () => screen.queryByRole('complementary', { name: 'Advertisement' });
  const menu = () => screen.getByRole('dialog', { name: 'Menu' });

  it("shows a visitor the ads, the partner widget and the slide-out menu's Login", async () => {
    answerWith(() => undefined);
    await shellParts();
    expect(ad()).not.toBeNull();
    const promo = screen.getByRole('region', { name: 'Partner videos' });
    // An item without a picture keeps its place without an empty src, which would fetch the page again.
    expect(
      within(promo)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['One', 'Two']);
    expect(
      within(promo)
        .getAllByRole('presentation')
        .map((img) => img.getAttribute('src')),
    ).toEqual(['https://partner.example/2.jpg']);
    expect(within(menu()).getByRole('button', { name: 'Login' })).toBeDefined();
    expect(screen.queryByText('Log out')).toBeNull();
  });

  it('shows a member no ads and no partner widget, and the member links with Upload Video and Log out', async () => {
    setCookie(UID_COOKIE, '7');
    answerWith(() => ({ status: 200, body: { user: testProfile({ user_id: 7, username: 'anna' }) } }));
    await shellParts();
    expect(ad()).toBeNull();
    expect(screen.queryByText('Partner videos')).toBeNull();
    const links = within(menu())
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toContainEqual(['Edit profile', '/members/7/edit/']);
    expect(links).toContainEqual(['Upload Video', '/upload/']);
    expect(within(menu()).getByText('Log out')).toBeDefined();
  });
});
