// Load more appends the next page to the list shown; any other navigation shows its page alone.
import { cleanup, render as renderInDom, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLoaderData, type RouteObject } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ListData } from './data';
import { ListView } from './ListView';

type Item = { id: number };
const PAGE_SIZE = 3;
const TOTAL = 8;

function pageOf(page: number): ListData<Item> {
  const first = (page - 1) * PAGE_SIZE + 1;
  const items = Array.from({ length: Math.max(0, Math.min(PAGE_SIZE, TOTAL - first + 1)) }, (_, i) => ({ id: first + i }));
  return { items, total: TOTAL, page, pageSize: PAGE_SIZE, failed: false };
}

function Page() {
  const list = useLoaderData() as ListData<Item>;
  return (
    <ListView list={list} itemKey={(i) => i.id}>
      {(items) => <p>Items: {items.map((i) => i.id).join(',')}</p>}
    </ListView>
  );
}

/** When set, pages wait for the test to release them. */
let gate: Promise<void> | null = null;

const routes: RouteObject[] = [
  {
    path: '/list/:page/',
    loader: async ({ params }) => {
      await gate;
      return pageOf(Number(params.page));
    },
    element: <Page />,
    hydrateFallbackElement: <p />,
  },
];

beforeAll(() => {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
});

afterEach(cleanup);

async function render(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  renderInDom(<RouterProvider router={router} />);
  await screen.findByText(/^Items:/);
  return router;
}

const shown = () => screen.getByText(/^Items:/).textContent?.replace('Items: ', '');
const loadMore = () => screen.queryByRole('link', { name: 'Load more' });
const pages = () => screen.getByRole('navigation', { name: 'Pages' });

describe('ListView', () => {
  it('appends the next page with Load more and moves the address to it', async () => {
    const router = await render('/list/1/');
    expect(shown()).toBe('1,2,3');
    await userEvent.click(loadMore()!);
    await waitFor(() => expect(shown()).toBe('1,2,3,4,5,6'));
    expect(router.state.location.pathname).toBe('/list/2/');
    // The last page has no Load more.
    await userEvent.click(loadMore()!);
    await waitFor(() => expect(shown()).toBe('1,2,3,4,5,6,7,8'));
    expect(loadMore()).toBeNull();
  });

  it('shows a page alone when the pagination opens it', async () => {
    const router = await render('/list/1/');
    await userEvent.click(within(pages()).getByRole('link', { name: 'Page 3' }));
    await waitFor(() => expect(shown()).toBe('7,8'));
    expect(router.state.location.pathname).toBe('/list/3/');
    expect(within(pages()).getByText('3').getAttribute('aria-current')).toBe('page');
  });

  it('shows the loading circles while the pagination brings another page', async () => {
    let release = () => {};
    await render('/list/1/');
    gate = new Promise((resolve) => (release = resolve));
    await userEvent.click(within(pages()).getByRole('link', { name: 'Page 2' }));
    expect(await screen.findAllByRole('status', { name: 'Loading…' })).not.toEqual([]);
    release();
    gate = null;
    await waitFor(() => expect(shown()).toBe('4,5,6'));
    expect(screen.queryAllByRole('status')).toEqual([]);
  });

  it('says the list is empty, or that the server refused it', async () => {
    routes[0].loader = () => ({ items: [], total: 0, page: 1, pageSize: PAGE_SIZE, failed: true });
    renderInDom(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/list/1/'] })} />);
    expect(await screen.findByText('There is no data in this list.')).toBeDefined();
    routes[0].loader = async ({ params }) => pageOf(Number(params.page));
  });
});
