// The report queue and one target's reports: what each group shows, the state filter's request,
// and the actions per target type with the requests they send.
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { actions, consoleAt, ok, restoreFetch, serve, staffServer, testGroup, testReport, testVideo, type Server } from './testServer';

afterEach(() => {
  cleanup();
  restoreFetch();
  vi.restoreAllMocks();
});

function open(path: string, server: Server) {
  const seen = serve(staffServer('moderator', server));
  render(<RouterProvider router={consoleAt(path)} />);
  return seen;
}

describe('the report queue', () => {
  it('lists the groups of the chosen state with their severity, reasons, times and whether hidden', async () => {
    const groups = [
      testGroup(),
      testGroup({
        target_type: 'comment',
        target_id: 77,
        label: 'Nice <b>video</b>',
        url: '',
        worst: 'spam',
        severity: 4,
        reasons: { spam: 1 },
        count: 1,
        hidden: false,
      }),
    ];
    const seen = open('/admin/reports/', (call) =>
      call.path === '/api/admin/reports' ? ok({ items: groups, total: 2, page: 1 }) : undefined,
    );
    const table = await screen.findByRole('table', { name: '' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]).getByText('Critical')).toBeDefined();
    expect(within(rows[1]).getByText('Underage')).toBeDefined();
    expect(within(rows[1]).getByText('Underage × 1, Spam × 2')).toBeDefined();
    expect(within(rows[1]).getByText('2025-03-02 10:00 UTC')).toBeDefined();
    expect(within(rows[1]).getByText('Hidden')).toBeDefined();
    expect(within(rows[1]).getByRole('link', { name: 'Beach day' }).getAttribute('href')).toBe('/admin/reports/video/42/');
    expect(within(rows[1]).getByRole('link', { name: 'See it on the site' }).getAttribute('href')).toBe('/video/42/beach-day/');
    expect(within(rows[2]).getByRole('link', { name: 'Nice <b>video</b>' }).getAttribute('href')).toBe('/admin/reports/comment/77/');
    expect(within(rows[2]).getByText('Low')).toBeDefined();
    expect(seen.filter((c) => c.path === '/api/admin/reports').at(-1)).toMatchObject({
      method: 'GET',
      query: { state: 'open', page: '1' },
    });

    await userEvent.setup().click(screen.getByRole('link', { name: 'Dismissed' }));
    await screen.findByRole('link', { name: 'Dismissed', current: 'page' });
    expect(seen.at(-1)).toMatchObject({ method: 'GET', path: '/api/admin/reports', query: { state: 'dismissed', page: '1' } });
  });
});

describe('due dates and appeals in the queue', () => {
  it('shows each open group’s due date, marks the ones past it in words, and lists the appeals to decide', async () => {
    const due = new Date(Date.now() + 86_400_000).toISOString();
    const groups = [testGroup({ due_at: '2025-03-11T10:00:00.000Z' }), testGroup({ target_id: 43, label: 'Later', due_at: due })];
    const appeal = {
      appeal_id: 5,
      video_id: 42,
      title: 'Beach day',
      dir: 'beach-day',
      user: { user_id: 7, username: 'uploader_ula' },
      text: 'Everyone in it is an adult.',
      decision: 'reject',
      decided_by: 'mod_max',
      state: 'open',
      created_at: '2025-03-01T10:00:00.000Z',
      due_at: '2025-03-10T10:00:00.000Z',
      resolved_by: '',
      resolved_at: null,
    };
    let decided = false;
    const seen = open('/admin/reports/', (call) => {
      if (call.path === '/api/admin/reports') return ok({ items: groups, total: 2, page: 1 });
      if (call.path === '/api/admin/appeals') return ok({ items: decided ? [] : [appeal], total: decided ? 0 : 1, page: 1 });
      if (call.path === '/api/admin/appeals/5') {
        decided = true;
        return ok({ ok: true, appeal: { ...appeal, state: 'overturned' } });
      }
      return undefined;
    });
    const table = await screen.findByRole('table', { name: '' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[0]).getAllByRole('columnheader')[0].textContent).toBe('Due');
    expect(within(rows[1]).getByText('2025-03-11 10:00 UTC')).toBeDefined();
    expect(within(rows[1]).getByText('Overdue')).toBeDefined();
    expect(within(rows[2]).queryByText('Overdue')).toBeNull();

    const appeals = await screen.findByRole('table', { name: 'Appeals' });
    const row = within(appeals).getAllByRole('row')[1];
    expect(within(row).getByText('Everyone in it is an adult.')).toBeDefined();
    expect(within(row).getByText('Rejected by mod_max')).toBeDefined();
    expect(within(row).getByText('Overdue')).toBeDefined();
    const user = userEvent.setup();
    await user.type(within(row).getByLabelText('Note to keep with the decision'), 'records seen');
    await user.click(within(row).getByRole('button', { name: 'Overturn: put the video back' }));
    expect(await screen.findByText('Appeal decided: the video is back.')).toBeDefined();
    expect(actions(seen)).toEqual([
      { method: 'POST', path: '/api/admin/appeals/5', query: {}, fields: { outcome: 'overturn', note: 'records seen' } },
    ]);
    expect(await screen.findByText('No appeals for you to decide.')).toBeDefined();
  });

  it('leaves the due column out of decided reports', async () => {
    open('/admin/reports/?state=actioned', (call) =>
      call.path === '/api/admin/reports' ? ok({ items: [testGroup()], total: 1, page: 1 }) : undefined,
    );
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader')[0].textContent).toBe('Severity');
    expect(screen.queryByRole('heading', { name: 'Appeals' })).toBeNull();
  });
});

describe('one target’s reports', () => {
  it('lists each report with a copyright notice’s fields, and takes a video down', async () => {
    const notice = {
      claimant: 'Studio X',
      contact: '1 Road, Town',
      email: 'legal@studio.example',
      work: 'Our film',
      urls: ['https://reel.test/video/42/beach-day/'],
      good_faith: true,
      accurate: true,
      signature: 'S. X.',
    };
    const reports = [testReport(), testReport({ report_id: 901, reason: 'copyright', reporter: '', details: '', notice })];
    const seen = open('/admin/reports/video/42/', (call) => {
      if (call.path === '/api/admin/reports/video/42') return ok({ reports });
      return call.path === '/api/admin/videos/42/takedown' ? ok(testVideo({ status_id: 5 })) : undefined;
    });
    expect(await screen.findByText('Advert links <b>everywhere</b>')).toBeDefined();
    expect(screen.getAllByText('reporter@example.com')).toHaveLength(2);
    expect(screen.getByText('A visitor')).toBeDefined();
    expect(screen.getByText('Studio X')).toBeDefined();
    expect(screen.getByText('https://reel.test/video/42/beach-day/')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Open its review page' }).getAttribute('href')).toBe('/admin/videos/42/');
    expect(screen.queryByRole('button', { name: 'Hide' })).toBeNull();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Note'), 'Clear spam');
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Take down' }));
    expect(await screen.findByText('Taken down. The video is now: Taken down.')).toBeDefined();
    expect(actions(seen)).toEqual([{ method: 'POST', path: '/api/admin/videos/42/takedown', query: {}, fields: { note: 'Clear spam' } }]);
    // The list is asked for again, to show the reports' new state.
    expect(seen.filter((c) => c.path === '/api/admin/reports/video/42').length).toBe(2);
  });

  it('hides a reported comment the queue showed as visible, then offers to show it again', async () => {
    const group = testGroup({ target_type: 'comment', target_id: 77, label: 'Nice video', url: '/video/42/beach-day/', hidden: false });
    const seen = open('/admin/reports/', (call) => {
      if (call.path === '/api/admin/reports') return ok({ items: [group], total: 1, page: 1 });
      if (call.path === '/api/admin/reports/comment/77') return ok({ reports: [testReport({ target_type: 'comment', target_id: 77 })] });
      return call.path === '/api/admin/hide' ? ok({ ok: true }) : undefined;
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Nice video' }));
    expect(await screen.findByRole('heading', { name: 'Reports of Nice video' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Show again' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(await screen.findByText('Hidden.')).toBeDefined();
    expect(actions(seen)).toEqual([
      { method: 'POST', path: '/api/admin/hide', query: {}, fields: { target_type: 'comment', target_id: '77', hidden: '1', note: '' } },
    ]);
    await user.click(screen.getByRole('button', { name: 'Show again' }));
    expect(await screen.findByText('Shown again.')).toBeDefined();
    expect(actions(seen)[1].fields).toEqual({ target_type: 'comment', target_id: '77', hidden: '0', note: '' });
  });

  it('dismisses the open reports of a wall post with a note, and says how many were closed', async () => {
    const seen = open('/admin/reports/wall/5/', (call) => {
      if (call.path === '/api/admin/reports/wall/5') return ok({ reports: [testReport({ target_type: 'wall', target_id: 5 })] });
      return call.path === '/api/admin/reports/wall/5/dismiss' ? ok({ ok: true, closed: 2 }) : undefined;
    });
    await screen.findByText('Advert links <b>everywhere</b>');
    // Opened directly, the page does not know whether the post is hidden: it offers both.
    expect(screen.getByRole('button', { name: 'Hide' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Show again' })).toBeDefined();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Note'), 'Not spam');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText('2 open reports dismissed.')).toBeDefined();
    expect(actions(seen)).toEqual([{ method: 'POST', path: '/api/admin/reports/wall/5/dismiss', query: {}, fields: { note: 'Not spam' } }]);
  });

  it('shows the console’s not-found state for a target type that cannot be reported', async () => {
    const seen = open('/admin/reports/playlist/3/', () => undefined);
    expect(await screen.findByRole('heading', { name: 'There is no such page in the console.' })).toBeDefined();
    expect(seen.map((c) => c.path)).toEqual(['/api/admin/me']);
  });

  it('says so when there is nothing left to dismiss', async () => {
    open('/admin/reports/member/7/', (call) => {
      if (call.path === '/api/admin/reports/member/7') return ok({ reports: [] });
      return call.path === '/api/admin/reports/member/7/dismiss'
        ? { status: 409, body: { error: true, code: 'no_open_reports' } }
        : undefined;
    });
    expect(await screen.findByRole('link', { name: 'Open the member’s page' })).toBeDefined();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Dismiss' }));
    expect((await screen.findByRole('alert')).textContent).toBe('There are no open reports to dismiss.');
  });
});
