// The member area in the router, on a fetch test double: the frame (avatar initial, name, tabs),
// own pages, another member's public profile, private tabs of others refused, a visitor sent home.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pageRoutes } from '../routes/table';
import { resetSessionBoot, UID_COOKIE } from '../shell/session';
import { answerWith, restoreFetch, setCookie, type Answerer } from './testFetch';
import { testProfile } from './testProfile';

let root: Root | null = null;
let host: HTMLElement;
let router: ReturnType<typeof createMemoryRouter>;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

beforeEach(() => resetSessionBoot());

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  host?.remove();
  restoreFetch();
  setCookie(UID_COOKIE, null);
});

const anna = testProfile({ user_id: 7, username: 'anna', gender: 2, relationship: 1, orientation: 5, country: 'fr', city: 'Lyon', website: 'https://anna.example/', about_me: '<b>hi</b>' });
const bea = testProfile({ user_id: 12, username: 'bea', city: 'Oslo', avatar: '/media/avatars/12.jpg' });

const memberServer: Answerer = (req) => {
  if (req.path === '/api/member.php') return { status: 200, body: { user: anna } };
  if (req.path === '/api/json/member/7200/user/0/12.json') return { status: 200, body: { member: bea, user: { user_id: 12, username: 'bea' } } };
  return undefined;
};

async function open(path: string, signedIn: boolean, answer: Answerer = memberServer) {
  if (signedIn) setCookie(UID_COOKIE, '7');
  const seen = answerWith(answer);
  const tree: RouteObject[] = [{ path: '/', children: pageRoutes }];
  router = createMemoryRouter(tree, { initialEntries: [path] });
  host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
  await act(async () => root?.render(<RouterProvider router={router} />));
  return seen;
}

/** Waits until `check` holds, letting the router's loaders and lazy chunks settle. */
async function until(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i++) await act(() => new Promise((r) => setTimeout(r, 20)));
  expect(check()).toBe(true);
}

const tabs = () => Array.from(host.querySelectorAll('.member-tabs a'), (a) => a.textContent);
const text = () => host.textContent ?? '';

describe('the member area', () => {
  it("shows the member's own info with the value-set labels, and every own tab", async () => {
    await open('/members/7/info/', true);
    await until(() => text().includes('Profile info'));
    expect(host.querySelector('h1')?.textContent).toBe('anna');
    expect(host.querySelector('.member-head__avatar')?.textContent).toBe('A');
    expect(text()).toContain('Woman');
    expect(text()).toContain('Single');
    expect(text()).toContain('Bisexual');
    expect(text()).toContain('France');
    // A member's text is shown as text, never as markup.
    expect(text()).toContain('<b>hi</b>');
    expect(host.querySelector('.member-info b')).toBeNull();
    expect(host.querySelector('a[href="https://anna.example/"]')?.getAttribute('rel')).toContain('nofollow');
    expect(tabs()).toContain('Edit profile');
    expect(tabs()).toContain('Info');
    expect(host.querySelector('.member-tabs a[aria-current="page"]')?.textContent).toBe('Info');
  });

  it("shows another member's public profile from GET /api/json/member/7200/…, without the private tabs", async () => {
    const seen = await open('/members/12/info/', true);
    await until(() => text().includes('Oslo'));
    expect(host.querySelector('h1')?.textContent).toBe('bea');
    expect(host.querySelector('img.member-head__avatar')?.getAttribute('src')).toBe('/media/avatars/12.jpg');
    expect(seen.some((r) => r.method === 'GET' && r.path === '/api/json/member/7200/user/0/12.json')).toBe(true);
    expect(tabs()).not.toContain('Edit profile');
    expect(tabs()).not.toContain('History');
  });

  it.each(['/members/12/edit/', '/members/12/history/1/', '/members/12/watch_later_videos/1/'])("refuses another member's private page %s", async (path) => {
    await open(path, true);
    await until(() => text().includes('You do not have permission to view.'));
  });

  it('sends a visitor home', async () => {
    await open('/members/7/info/', false, () => undefined);
    await until(() => router.state.location.pathname === '/');
  });
});
