// The catalogue page: the tabs, the search's request, create, rename in place and hide/show.
import type { AdminTaxonomyItem } from '@reel/api/moderation';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { actions, consoleAt, ok, restoreFetch, serve, staffServer } from './testServer';

afterEach(() => {
  cleanup();
  restoreFetch();
});

const anna: AdminTaxonomyItem = { id: 3, dir: 'anna-b', title: 'Anna B', hidden: false, videos: 12 };

describe('the catalogue', () => {
  it('opens on the categories, from the sidebar’s link', async () => {
    const seen = serve(
      staffServer('moderator', (call) => (call.path === '/api/admin/taxonomy/category' ? ok({ items: [], total: 0, page: 1 }) : undefined)),
    );
    render(<RouterProvider router={consoleAt('/admin/catalogue/')} />);
    expect(await screen.findByText('Nothing with this title.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Catalogue', current: 'page' }).getAttribute('href')).toBe('/admin/catalogue/');
    expect(seen.at(-1)).toMatchObject({ method: 'GET', path: '/api/admin/taxonomy/category', query: { page: '1' } });
  });

  it('creates, renames and hides models, sending act, id and title', async () => {
    const seen = serve(
      staffServer('moderator', (call) => {
        if (call.method === 'GET' && call.path === '/api/admin/taxonomy/model') return ok({ items: [anna], total: 1, page: 1 });
        if (call.path !== '/api/admin/taxonomy/model') return undefined;
        const { act, title } = call.fields;
        if (act === 'create') return ok({ id: 9, dir: 'new-one', title, hidden: false, videos: 0 });
        if (act === 'rename') return ok({ ...anna, title });
        return ok({ ...anna, hidden: act === 'hide' });
      }),
    );
    render(<RouterProvider router={consoleAt('/admin/catalogue/model/')} />);
    const user = userEvent.setup();
    const row = (await screen.findByText('Anna B')).closest('tr') as HTMLElement;
    expect(screen.getByRole('link', { name: 'Models', current: 'page' })).toBeDefined();

    await user.click(within(row).getByRole('button', { name: 'Hide' }));
    expect(await within(row).findByText('Hidden')).toBeDefined();
    await user.click(within(row).getByRole('button', { name: 'New title for Anna B' }));
    const input = within(row).getByLabelText('New title for Anna B');
    await user.clear(input);
    await user.type(input, 'Anna Bell');
    await user.click(within(row).getByRole('button', { name: 'Save' }));
    expect(await within(row).findByText('Renamed to Anna Bell.')).toBeDefined();

    await user.type(screen.getByLabelText('New title'), 'New One');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('New One created.')).toBeDefined();
    expect(screen.getByText('new-one')).toBeDefined();

    expect(actions(seen).map((c) => c.fields)).toEqual([
      { act: 'hide', id: '3' },
      { act: 'rename', id: '3', title: 'Anna Bell' },
      { act: 'create', title: 'New One' },
    ]);

    await user.type(screen.getByLabelText('Find by title'), 'ann');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('Anna B');
    expect(seen.at(-1)).toMatchObject({ method: 'GET', path: '/api/admin/taxonomy/model', query: { q: 'ann', page: '1' } });
  });
});
