// The audit log: each row's who, when, what, target, reason and values, and the filters, which
// live in the address and become the call's query.
import type { AuditRow } from '@reel/api/moderation';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { consoleAt, ok, restoreFetch, serve, staffServer } from './testServer';

afterEach(() => {
  cleanup();
  restoreFetch();
});

const row: AuditRow = {
  audit_id: 5,
  at: '2025-03-04T08:15:00.000Z',
  actor_id: 1,
  actor: 'mod_mia',
  action: 'ban',
  target_type: 'member',
  target_id: 7,
  reason: 'Spam <uploads>',
  before: { banned: false },
  after: { banned: true, ban_reason: 'Spam' },
};

describe('the audit log', () => {
  it('shows who did what to which target, when and why, with the values before and after', async () => {
    serve(staffServer('moderator', (call) => (call.path === '/api/admin/audit' ? ok({ items: [row], total: 1, page: 1 }) : undefined)));
    const router = consoleAt('/admin/audit/');
    render(<RouterProvider router={router} />);
    const tr = (await screen.findByText('mod_mia')).closest('tr') as HTMLElement;
    expect(within(tr).getByText('2025-03-04 08:15 UTC')).toBeDefined();
    expect(within(tr).getByText('Banned')).toBeDefined();
    expect(within(tr).getByRole('link', { name: 'Member #7' }).getAttribute('href')).toBe('/admin/members/7/');
    expect(within(tr).getByText('Spam <uploads>')).toBeDefined();
    // Each recorded field on a line of its own, named in words.
    const [before, after] = within(tr).getAllByRole('list');
    expect(before.textContent).toBe('banned false');
    expect(after.textContent).toBe('banned trueban reason "Spam"');
  });

  it('builds the query from the filters, and reads them back from the address', async () => {
    const seen = serve(
      staffServer('admin', (call) => (call.path === '/api/admin/audit' ? ok({ items: [], total: 0, page: 1 }) : undefined)),
    );
    const router = consoleAt('/admin/audit/');
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('No entries match.')).toBeDefined();
    expect(seen.at(-1)).toMatchObject({ method: 'GET', path: '/api/admin/audit', query: { page: '1' } });

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Action'), 'Took down');
    await user.type(screen.getByLabelText('Staff member'), ' mod_mia ');
    await user.selectOptions(screen.getByLabelText('Target type'), 'Video');
    await user.type(screen.getByLabelText('Target id'), '42');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await screen.findByText('No entries match.');
    expect(router.state.location.search).toBe('?action=takedown&actor=mod_mia&target_type=video&target_id=42');
    expect(seen.at(-1)).toMatchObject({
      method: 'GET',
      path: '/api/admin/audit',
      query: { action: 'takedown', actor: 'mod_mia', target_type: 'video', target_id: '42', page: '1' },
    });
    expect((screen.getByLabelText('Staff member') as HTMLInputElement).value).toBe('mod_mia');

    await user.click(screen.getByRole('link', { name: 'Clear filters' }));
    await screen.findByText('No entries match.');
    expect(seen.at(-1)?.query).toEqual({ page: '1' });
    expect((screen.getByLabelText('Action') as HTMLSelectElement).value).toBe('');
  });
});
