// The upload page for a member who accepted the affidavit but is not a verified uploader: what to do
// instead, and no form the server would refuse; a verified uploader gets the form; and the server's
// refusal of an unverified uploader reads as its own sentence.
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setSession, SIGNED_OUT_SESSION } from '../shell/session';
import { standIns } from './pageTestKit';
import { restoreGlobals } from './testGlobals';
import { refusalText } from './uploadErrors';
import UploadPage from './UploadPage';

beforeEach(standIns);
afterEach(() => {
  cleanup();
  setSession(SIGNED_OUT_SESSION);
  restoreGlobals();
});

async function open(uploader_verified: boolean) {
  setSession({ user: { user_id: 7, username: 'anna', verified: true, uploader_verified } });
  render(
    <MemoryRouter>
      <UploadPage />
    </MemoryRouter>,
  );
  await act(async () => undefined);
}

describe('the upload page and uploader verification', () => {
  it('tells a member who is not a verified uploader to write to support, and shows no form', async () => {
    await open(false);
    expect(screen.getByText(/Uploading needs a verified uploader account/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Write to support' }).getAttribute('href')).toBe('/contacts');
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
