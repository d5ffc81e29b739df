// The consent records beside a video on its review page: a warning when none is on file, each
// release as a download, and the admin's purge with its reason (a moderator has no purge).
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConsentRecord } from '@reel/api/moderation';
import { RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { actions, consoleAt, ok, restoreFetch, serve, staffServer, testVideo, type Server } from './testServer';

afterEach(() => {
  cleanup();
  restoreFetch();
});

const RECORD: ConsentRecord = {
  record_id: 5,
  video_id: 42,
  performer: 'Ann <b>Example</b>',
  mime: 'application/pdf',
  bytes: 2048,
  created_at: '2025-03-01T10:00:00.000Z',
  purged_at: null,
  purge_reason: '',
};

function reviewServer(records: ConsentRecord[], post: Server = () => undefined): Server {
  return (call) => {
    if (call.method === 'GET' && call.path === '/api/admin/videos/42') return ok(testVideo());
    if (call.method === 'GET' && call.path === '/api/admin/videos/42/consent') return ok({ records });
    return call.method === 'POST' ? post(call) : undefined;
  };
}

async function panel(role: 'moderator' | 'admin', server: Server) {
  const seen = serve(staffServer(role, server));
  render(<RouterProvider router={consoleAt('/admin/videos/42/')} />);
  const region = await screen.findByRole('region', { name: 'Performers and consent records' });
  return { seen, region };
}

describe('consent records on the review page', () => {
  it('warns that a video without a record cannot be approved', async () => {
    const { region } = await panel('moderator', reviewServer([]));
    expect(await within(region).findByText(/cannot be approved/)).toBeDefined();
  });

  it('lists each performer with their release as a download, and no purge for a moderator', async () => {
    const { region } = await panel('moderator', reviewServer([RECORD]));
    expect(await within(region).findByText('Ann <b>Example</b>')).toBeDefined();
    const link = within(region).getByRole('link', { name: 'Download (PDF, 2 KB)' });
    expect(link.getAttribute('href')).toBe('/api/admin/consent/5');
    expect(link.hasAttribute('download')).toBe(true);
    expect(within(region).queryByRole('button', { name: 'Purge release' })).toBeNull();
    expect(within(region).queryByText(/cannot be approved/)).toBeNull();
  });

  it('lets an admin purge a release with a reason', async () => {
    const purged = { ...RECORD, purged_at: '2025-03-05T10:00:00.000Z', purge_reason: 'ticket 12' };
    const { seen, region } = await panel(
      'admin',
      reviewServer([RECORD], (call) => (call.path === '/api/admin/consent/5/purge' ? ok({ ok: true, record: purged }) : undefined)),
    );
    const user = userEvent.setup();
    await user.click(await within(region).findByRole('button', { name: 'Purge release' }));
    expect(within(region).getByText('Give the reason for the purge first.')).toBeDefined();
    expect(actions(seen)).toHaveLength(0);
    await user.type(within(region).getByLabelText(/Reason for purging/), 'ticket 12');
    await user.click(within(region).getByRole('button', { name: 'Purge release' }));
    expect(await within(region).findByText(/Purged .*: ticket 12/)).toBeDefined();
    expect(actions(seen).at(-1)).toMatchObject({ path: '/api/admin/consent/5/purge', fields: { note: 'ticket 12' } });
    expect(within(region).getByText(/cannot be approved/)).toBeDefined();
  });
});
