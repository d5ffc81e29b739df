// A member's uploader verification on their console page: the state, then a moderator's manual
// verification with its note, and the revocation, each with the request it sends.
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UploaderVerification } from '@reel/api/moderation';
import { RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { actions, consoleAt, ok, restoreFetch, serve, staffServer, testMember } from './testServer';

afterEach(() => {
  cleanup();
  restoreFetch();
});

const VERIFIED: UploaderVerification = { method: 'manual', verified_by: 'mod_max', provider: '', verified_at: '2025-03-02T09:00:00.000Z' };

describe('uploader verification on a member’s page', () => {
  it('verifies a member by hand with a note, then revokes', async () => {
    let uploader: UploaderVerification | null = null;
    const seen = serve(
      staffServer('moderator', (call) => {
        if (call.method === 'GET' && call.path === '/api/admin/members/7') return ok(testMember({ uploader }));
        if (call.path !== '/api/admin/members/7/uploader') return undefined;
        uploader = call.fields.act === 'verify' ? VERIFIED : null;
        return ok({ ok: true, uploader });
      }),
    );
    render(<RouterProvider router={consoleAt('/admin/members/7/')} />);
    const panel = await screen.findByRole('region', { name: 'Uploader verification' });
    expect(within(panel).getByText('Not verified: uploads are refused')).toBeDefined();

    const user = userEvent.setup();
    await user.type(within(panel).getByLabelText(/Note for the audit log/), 'Passport checked');
    await user.click(within(panel).getByRole('button', { name: 'Verify as uploader' }));
    expect(await within(panel).findByText('Verified as an uploader.')).toBeDefined();
    expect(within(panel).getByText(/Verified by hand by mod_max/)).toBeDefined();
    expect(actions(seen).at(-1)).toMatchObject({
      path: '/api/admin/members/7/uploader',
      fields: { act: 'verify', note: 'Passport checked' },
    });

    await user.click(within(panel).getByRole('button', { name: 'Revoke uploader verification' }));
    expect(await within(panel).findByText('Uploader verification revoked.')).toBeDefined();
    expect(within(panel).getByText('Not verified: uploads are refused')).toBeDefined();
    expect(actions(seen).at(-1)).toMatchObject({ fields: { act: 'revoke', note: '' } });
  });

  it('says which identity provider verified a member who verified themselves', async () => {
    const uploader: UploaderVerification = {
      method: 'provider',
      verified_by: '',
      provider: 'idcheck',
      verified_at: '2025-03-02T09:00:00.000Z',
    };
    serve(staffServer('moderator', (call) => (call.path === '/api/admin/members/7' ? ok(testMember({ uploader })) : undefined)));
    render(<RouterProvider router={consoleAt('/admin/members/7/')} />);
    const panel = await screen.findByRole('region', { name: 'Uploader verification' });
    expect(within(panel).getByText(/Verified by the identity provider “idcheck” on .*the member’s own check/)).toBeDefined();
    expect(within(panel).queryByText(/Verified by hand/)).toBeNull();
  });
});
