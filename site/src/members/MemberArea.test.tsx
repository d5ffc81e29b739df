// The member area in the router, on a fetch test double: the frame (avatar initial, name, tabs),
// own pages, another member's public profile, private tabs of others refused, a visitor sent home.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { stubDialog } from '../report/testing';
import { pageRoutes } from '../routes/table';
import { resetSessionBoot, UID_COOKIE } from '../shell/session';
import { answerWith, restoreFetch, setCookie, type Answerer } from './testFetch';
import { testProfile } from './testProfile';

let router: ReturnType<typeof createMemoryRouter>;

beforeAll(stubDialog);
beforeEach(() => resetSessionBoot());

afterEach(() => {
  cleanup();
  restoreFetch();
  setCookie(UID_COOKIE, null);
});

const anna = testProfile({
  user_id: 7,
  username: 'anna',
  gender: 2,
  relationship: 1,
  orientation: 5,
  country: 'fr',
  city: 'Lyon',
  website: 'https://anna.example/',
  about_me: '<b>hi</b>',
});
const bea = testProfile({ user_id: 12, username: 'bea', city: 'Oslo', avatar: '/media/avatars/12.jpg' });

const memberServer: Answerer = (req) => {
  if (req.path === '/api/member.php') return { status: 200, body: { user: anna } };
  if (req.path === '/api/json/member/7200/user/0/12.json')
    return { status: 200, body: { member: bea, user: { user_id: 12, username: 'bea' } } };
  return undefined;
};

async function open(path: string, signedIn: boolean, answer: Answerer = memberServer) {
  if (signedIn) setCookie(UID_COOKIE, '7');
  const seen = answerWith(answer);
  const tree: RouteObject[] = [{ path: '/', children: pageRoutes }];
  router = createMemoryRouter(tree, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return seen;
}

/** Finds `text` once the router's loaders and lazy chunks have settled. */
const shown = (text: string | RegExp) => screen.findByText(text);
const tabBar = () => screen.getByRole('navigation', { name: 'Member sections' });
const tabs = () =>
  within(tabBar())
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('the member area', () => {
  it("shows the member's own info with the value-set labels, and every own tab", async () => {
    await open('/members/7/info/', true);
    expect(await shown('Profile info')).toBeDefined();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('anna');
    // Without a picture, the avatar is the name's initial.
    expect(screen.getByText('A')).toBeDefined();
    for (const label of ['Woman', 'Single', 'Bisexual', 'France']) expect(screen.getByText(label)).toBeDefined();
    // A member's text is shown as text, never as markup.
    expect(screen.getByText('<b>hi</b>')).toBeDefined();
    expect(screen.getByRole('link', { name: /anna\.example/ }).getAttribute('rel')).toContain('nofollow');
    expect(tabs()).toContain('Edit profile');
    expect(tabs()).toContain('Info');
    expect(within(tabBar()).getByRole('link', { current: 'page' }).textContent).toBe('Info');
    // No one reports their own profile.
    expect(screen.queryByRole('button', { name: /^Report/ })).toBeNull();
  });

  it("shows another member's public profile from GET /api/json/member/7200/…, without the private tabs", async () => {
    const seen = await open('/members/12/info/', true);
    expect(await shown('Oslo')).toBeDefined();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('bea');
    expect(screen.getByRole('img', { name: 'Avatar of bea' }).getAttribute('src')).toBe('/media/avatars/12.jpg');
    expect(seen.some((r) => r.method === 'GET' && r.path === '/api/json/member/7200/user/0/12.json')).toBe(true);
    expect(tabs()).not.toContain('Edit profile');
    expect(tabs()).not.toContain('History');
  });

  it("reports another member's profile from its header", async () => {
    const seen = await open('/members/12/info/', true, (req) =>
      req.path === '/api/report.php' ? { status: 200, body: { ok: true, report_id: 5 } } : memberServer(req),
    );
    expect(await shown('Oslo')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Report the profile of bea' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this profile' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Spam or scam' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Thank you. A moderator will look at it.')).toBeDefined();
    expect(seen.filter((r) => r.path === '/api/report.php').map((r) => [r.method, r.fields])).toEqual([
      ['POST', { target_type: 'member', target_id: '12', reason: 'spam', details: '', email: '' }],
    ]);
  });

  it.each(['/members/12/edit/', '/members/12/history/1/', '/members/12/watch_later_videos/1/'])(
    "refuses another member's private page %s",
    async (path) => {
      await open(path, true);
      expect(await shown(/You do not have permission to view\./)).toBeDefined();
    },
  );

  it('sends a visitor home', async () => {
    await open('/members/7/info/', false, () => undefined);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
