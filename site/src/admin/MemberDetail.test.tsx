// Members: the search's request, a member's page with their record and lists, ban and unban with
// the requests they send, comments hidden one by one, and the role control an admin alone sees.
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminMember, AdminMemberDetail } from '@reel/api/moderation';
import { RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { actions, consoleAt, ok, restoreFetch, serve, staffServer, testMember, testReport, type Server } from './testServer';

afterEach(() => {
  cleanup();
  restoreFetch();
});

const member = testMember({
  comments_list: [
    { comment_id: 31, section: 'videos', object_id: 42, text: 'Great <3', post_date: '2025-03-01T12:00:00.000Z', hidden: false },
  ],
  uploads_list: [
    {
      video_id: 42,
      dir: 'beach-day',
      title: 'Beach day',
      duration: 754,
      status_id: 1,
      thumb: '',
      uploaded_at: '2025-03-01T10:00:00.000Z',
      user: { user_id: 7, username: 'uploader_ula' },
      reports: 1,
    },
  ],
  reports_against_list: [testReport({ target_type: 'member', target_id: 7, details: 'Fake profile' })],
});

/** The answer of a member action: the record without the page's lists. */
function record(detail: AdminMemberDetail): AdminMember {
  const { uploads_list, comments_list, reports_made_list, reports_against_list, verified_at, ...rest } = detail;
  void [uploads_list, comments_list, reports_made_list, reports_against_list, verified_at];
  return rest;
}

function open(role: 'moderator' | 'admin', path: string, server: Server) {
  const seen = serve(staffServer(role, server));
  render(<RouterProvider router={consoleAt(path)} />);
  return seen;
}

const memberServer =
  (act: Server = () => undefined): Server =>
  (call) =>
    call.method === 'GET' && call.path === '/api/admin/members/7' ? ok(member) : act(call);

describe('members', () => {
  it('searches by name or e-mail', async () => {
    const seen = open('moderator', '/admin/members/', (call) =>
      call.path === '/api/admin/members' ? ok({ items: call.query.q ? [member] : [], total: call.query.q ? 1 : 0, page: 1 }) : undefined,
    );
    expect(await screen.findByText('No member matches.')).toBeDefined();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name or e-mail'), 'ula@');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect((await screen.findByRole('link', { name: 'uploader_ula' })).getAttribute('href')).toBe('/admin/members/7/');
    expect(screen.getByText('ula@example.com')).toBeDefined();
    expect(seen.at(-1)).toMatchObject({ method: 'GET', path: '/api/admin/members', query: { q: 'ula@', page: '1' } });
  });

  it('shows the record and lists, and bans with a reason, then lifts the ban', async () => {
    const banned = { ...member, banned: true, ban_reason: 'Spam uploads' };
    const seen = open(
      'moderator',
      '/admin/members/7/',
      memberServer((call) => {
        if (call.path === '/api/admin/members/7/ban') return ok(record(banned));
        return call.path === '/api/admin/members/7/unban' ? ok(record(member)) : undefined;
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Member: uploader_ula' })).toBeDefined();
    expect(screen.getByText('ula@example.com')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Beach day' }).getAttribute('href')).toBe('/admin/videos/42/');
    expect(screen.getByText('Great <3')).toBeDefined();
    expect(screen.getByText('Fake profile')).toBeDefined();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Ban' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Give a reason for the ban.');
    expect(actions(seen)).toEqual([]);
    await user.type(screen.getByLabelText('Reason for the ban'), 'Spam uploads');
    await user.click(screen.getByRole('button', { name: 'Ban' }));
    expect(await screen.findByText('Banned.')).toBeDefined();
    expect(screen.getByText('Banned: Spam uploads')).toBeDefined();
    expect(actions(seen)).toEqual([{ method: 'POST', path: '/api/admin/members/7/ban', query: {}, fields: { note: 'Spam uploads' } }]);

    await user.type(screen.getByLabelText('Note on lifting the ban'), 'Appeal accepted');
    await user.click(screen.getByRole('button', { name: 'Unban' }));
    expect(await screen.findByText('Ban lifted.')).toBeDefined();
    expect(screen.queryByText('Banned: Spam uploads')).toBeNull();
    expect(screen.getByRole('button', { name: 'Ban' })).toBeDefined();
    expect(actions(seen)[1]).toEqual({
      method: 'POST',
      path: '/api/admin/members/7/unban',
      query: {},
      fields: { note: 'Appeal accepted' },
    });
  });

  it('hides one of their comments', async () => {
    const seen = open(
      'moderator',
      '/admin/members/7/',
      memberServer((call) => (call.path === '/api/admin/hide' ? ok({ ok: true }) : undefined)),
    );
    const row = (await screen.findByText('Great <3')).closest('tr') as HTMLElement;
    await userEvent.setup().click(within(row).getByRole('button', { name: 'Hide' }));
    expect(await within(row).findByText('Hidden')).toBeDefined();
    expect(within(row).getByRole('button', { name: 'Show again' })).toBeDefined();
    expect(actions(seen)).toEqual([
      { method: 'POST', path: '/api/admin/hide', query: {}, fields: { target_type: 'comment', target_id: '31', hidden: '1', note: '' } },
    ]);
  });

  it('hides the role control from a moderator', async () => {
    open('moderator', '/admin/members/7/', memberServer());
    await screen.findByRole('heading', { name: 'Member: uploader_ula' });
    expect(screen.queryByLabelText('Role')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change role' })).toBeNull();
  });

  it('lets an admin change the role, and shows the refusal for the last admin', async () => {
    let refuse = false;
    const seen = open(
      'admin',
      '/admin/members/7/',
      memberServer((call) => {
        if (call.path !== '/api/admin/members/7/role') return undefined;
        return refuse ? { status: 409, body: { error: true, code: 'last_admin' } } : ok({ ...record(member), role: call.fields.role });
      }),
    );
    const select = await screen.findByLabelText('Role');
    const user = userEvent.setup();
    await user.selectOptions(select, 'Moderator');
    await user.click(screen.getByRole('button', { name: 'Change role' }));
    expect(await screen.findByText('Role changed to Moderator.')).toBeDefined();
    expect(actions(seen)).toEqual([
      { method: 'POST', path: '/api/admin/members/7/role', query: {}, fields: { role: 'moderator', note: '' } },
    ]);
    refuse = true;
    await user.selectOptions(select, 'Member');
    await user.click(screen.getByRole('button', { name: 'Change role' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The last admin cannot stop being one.');
  });
});
