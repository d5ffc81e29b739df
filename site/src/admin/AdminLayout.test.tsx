// The console's frame in the site's router: who may enter (GET /api/admin/me decides), the
// sidebar with the staff member's name and role, and the home page's counts with their links.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { consoleAt, ok, restoreFetch, serve, staffServer } from './testServer';

afterEach(() => {
  cleanup();
  restoreFetch();
});

const summary = {
  review: 4,
  reports_by_severity: { '1': 2, '3': 5 },
  failed_jobs: 1,
  members_today: 9,
  banned: 3,
  overdue: { reports: 2, appeals: 1 },
};

function open(path: string) {
  const router = consoleAt(path);
  render(<RouterProvider router={router} />);
  return router;
}

describe('who may enter the console', () => {
  it('sends a visitor to sign in', async () => {
    const seen = serve((call) => (call.path === '/api/admin/me' ? { status: 401, body: { error: true, code: 'need_login' } } : undefined));
    const router = open('/admin/review/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin/'));
    expect(seen[0]).toMatchObject({ method: 'GET', path: '/api/admin/me' });
    // Nothing of the console was asked for.
    expect(seen.filter((c) => c.path.startsWith('/api/admin/') && c.path !== '/api/admin/me')).toEqual([]);
  });

  it('tells a member that the console is for staff, and shows nothing of it', async () => {
    const seen = serve((call) => (call.path === '/api/admin/me' ? { status: 403, body: { error: true, code: 'not_staff' } } : undefined));
    open('/admin/');
    expect(await screen.findByRole('heading', { name: 'Staff only' })).toBeDefined();
    expect(screen.getByText(/no staff role/)).toBeDefined();
    expect(screen.queryByRole('navigation', { name: 'Console sections' })).toBeNull();
    expect(seen.map((c) => c.path)).not.toContain('/api/admin/summary');
  });
});

describe('the console for staff', () => {
  it('shows the sections, the name and role, and the counts at a glance, each a link to its page', async () => {
    const seen = serve(staffServer('moderator', (call) => (call.path === '/api/admin/summary' ? ok(summary) : undefined)));
    open('/admin/');
    const nav = await screen.findByRole('navigation', { name: 'Console sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home', 'Review', 'Reports', 'Members', 'Jobs', 'Catalogue', 'Audit log', 'Settings', 'Dashboard']);
    expect(within(nav).getByRole('link', { current: 'page' }).textContent).toBe('Home');
    expect(screen.getByText('Signed in as mod_mia')).toBeDefined();
    expect(screen.getByText('Moderator')).toBeDefined();

    const review = await screen.findByRole('link', { name: /Uploads waiting for review/ });
    expect(review.textContent).toContain('4');
    expect(review.getAttribute('href')).toBe('/admin/review/');
    const reports = screen.getByRole('link', { name: /Open reports/ });
    expect(reports.textContent).toContain('7');
    expect(reports.getAttribute('href')).toBe('/admin/reports/');
    expect(screen.getByText('Critical: 2')).toBeDefined();
    expect(screen.getByText('Medium: 5')).toBeDefined();
    expect(screen.getByRole('link', { name: /Failed jobs/ }).getAttribute('href')).toBe('/admin/jobs/?state=failed');
    expect(screen.getByRole('link', { name: /New members today/ }).textContent).toContain('9');
    expect(screen.getByRole('link', { name: /Banned members/ }).textContent).toContain('3');
    const overdue = screen.getByRole('link', { name: /Complaints past their due date/ });
    expect(overdue.textContent).toContain('3');
    expect(overdue.getAttribute('href')).toBe('/admin/reports/');
    expect(screen.getByText('2 reported, 1 appeals')).toBeDefined();
    expect(seen.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/admin/me', 'GET /api/admin/summary']);
  });

  it('shows why a page could not load, and asks again on retry', async () => {
    let fail = true;
    serve(
      staffServer('admin', (call) =>
        call.path === '/api/admin/summary'
          ? fail
            ? { status: 500, body: { error: true, code: 'system_error' } }
            : ok(summary)
          : undefined,
      ),
    );
    open('/admin/');
    expect((await screen.findByRole('alert')).textContent).toContain('system_error');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Uploads waiting for review/ })).toBeDefined();
    expect(screen.getByText('Admin')).toBeDefined();
  });
});
