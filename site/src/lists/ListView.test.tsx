// Load more appends the next page to the list shown; any other navigation shows its page alone.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
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
      {(items) => <p data-testid="items">{items.map((i) => i.id).join(',')}</p>}
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

let root: Root | null = null;
let host: HTMLElement;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  window.matchMedia ??= ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
});

afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
});

async function render(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => root?.render(<RouterProvider router={router} />));
  return router;
}

const shown = () => host.querySelector('[data-testid="items"]')?.textContent;
const link = (name: string) => [...host.querySelectorAll('a')].find((a) => a.textContent === name);

describe('ListView', () => {
  it('appends the next page with Load more and moves the address to it', async () => {
    const router = await render('/list/1/');
    expect(shown()).toBe('1,2,3');
    await act(async () => link('Load more')?.click());
    expect(router.state.location.pathname).toBe('/list/2/');
    expect(shown()).toBe('1,2,3,4,5,6');
    // The last page has no Load more.
    await act(async () => link('Load more')?.click());
    expect(shown()).toBe('1,2,3,4,5,6,7,8');
    expect(link('Load more')).toBeUndefined();
  });

  it('shows a page alone when the pagination opens it', async () => {
    const router = await render('/list/1/');
    await act(async () => link('3')?.click());
    expect(router.state.location.pathname).toBe('/list/3/');
    expect(shown()).toBe('7,8');
    expect(host.querySelector('[aria-current="page"]')?.textContent).toBe('3');
  });

  it('shows the loading circles while the pagination brings another page', async () => {
    let release = () => {};
    await render('/list/1/');
    gate = new Promise((resolve) => (release = resolve));
    await act(async () => link('2')?.click());
    expect(host.querySelector('[role="status"].loading')).not.toBeNull();
    await act(async () => release());
    gate = null;
    expect(shown()).toBe('4,5,6');
  });

  it('says the list is empty, or that the server refused it', async () => {
    routes[0].loader = () => ({ items: [], total: 0, page: 1, pageSize: PAGE_SIZE, failed: true });
    await render('/list/1/');
    expect(host.textContent).toContain('There is no data in this list.');
    routes[0].loader = async ({ params }) => pageOf(Number(params.page));
  });
});
