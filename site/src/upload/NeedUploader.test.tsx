// The upload page for a member who accepted the affidavit but is not a verified uploader: a way to
// become one and no form the server would refuse (a button per identity provider the server offers,
// else the word to write to support); a verified uploader gets the form; and the server's refusal of
// an unverified uploader reads as its own sentence.
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setSession, SIGNED_OUT_SESSION } from '../shell/session';
import { standIns } from './pageTestKit';
import { replaceGlobal, restoreGlobals } from './testGlobals';
import { refusalText } from './uploadErrors';
import UploadPage from './UploadPage';

beforeEach(standIns);
afterEach(() => {
  cleanup();
  setSession(SIGNED_OUT_SESSION);
  restoreGlobals();
});

/** The page for a member, the server offering `providers` for uploader verification. */
async function open(uploader_verified: boolean, providers: { id: string; name: string }[] = []) {
  const limitsAndCategories = globalThis.fetch;
  replaceGlobal('fetch', async (url: string, init?: RequestInit) =>
    String(url).includes('/api/uploader/verify/providers.json')
      ? { status: 200, text: async () => JSON.stringify({ providers }) }
      : limitsAndCategories(url, init),
  );
  setSession({ user: { user_id: 7, username: 'anna', verified: true, uploader_verified } });
  render(
    <MemoryRouter>
      <UploadPage />
    </MemoryRouter>,
  );
  await act(async () => undefined);
}

describe('the upload page and uploader verification', () => {
  it('tells a member who is not a verified uploader to write to support when no provider verifies, and shows no form', async () => {
    await open(false);
    expect(await screen.findByText(/Uploading needs a verified uploader account/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Write to support' }).getAttribute('href')).toBe('/contacts');
    expect(screen.queryByRole('link', { name: /^Verify with/ })).toBeNull();
    expect(screen.queryByLabelText('Select a file')).toBeNull();
  });

  it('offers a verification with each provider the server names, back to the upload page', async () => {
    await open(false, [
      { id: 'idcheck', name: 'ID Check' },
      { id: 'other', name: 'Other' },
    ]);
    const verify = await screen.findByRole('link', { name: 'Verify with ID Check' });
    expect(verify.getAttribute('href')).toBe('/api/uploader/verify/start?provider=idcheck&return=%2Fupload%2F');
    expect(screen.getByRole('link', { name: 'Verify with Other' })).toBeTruthy();
    // A moderator's check by hand stays open.
    expect(screen.getByRole('link', { name: 'Write to support' })).toBeTruthy();
    expect(screen.queryByLabelText('Select a file')).toBeNull();
  });

  it('gives a verified uploader the form', async () => {
    await open(true);
    expect(screen.getByLabelText('Select a file')).toBeTruthy();
    expect(screen.queryByText(/Uploading needs a verified uploader account/)).toBeNull();
  });

  it('words the server’s refusal of an unverified uploader', () => {
    expect(refusalText({ code: 'uploader_unverified' })).toMatch(/not a verified uploader yet/);
  });
});
