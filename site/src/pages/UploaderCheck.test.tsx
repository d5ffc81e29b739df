// The page a member's uploader verification with a provider ends on: each result's words, and a
// way back to the upload page only on this site.
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { UploaderCheck } from './UploaderCheck';

afterEach(cleanup);

const open = (address: string) =>
  render(
    <RouterProvider
      router={createMemoryRouter([{ path: '/uploader-check/', element: <UploaderCheck /> }], { initialEntries: [address] })}
    />,
  );

describe('the uploader verification result page', () => {
  it('sends a verified member to the upload page', async () => {
    open('/uploader-check/?result=verified&return=%2Fupload%2F');
    expect(await screen.findByRole('heading', { name: 'You are a verified uploader' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Upload a video' }).getAttribute('href')).toBe('/upload/');
  });

  it('says a callback in another account verified nobody, and goes back only to this site', async () => {
    open('/uploader-check/?result=other_member&return=%2F%2Fevil.example%2F');
    expect(await screen.findByRole('heading', { name: 'Signed in as someone else' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to the upload page' }).getAttribute('href')).toBe('/upload/');
  });

  it('has words for every result', async () => {
    for (const [result, heading] of [
      ['not_verified', 'Your identity was not confirmed'],
      ['refused', 'Verification cancelled'],
      ['unreachable', 'The provider is not answering'],
      ['failed', 'The verification could not be completed'],
    ]) {
      open(`/uploader-check/?result=${result}`);
      expect(await screen.findByRole('heading', { name: heading })).toBeDefined();
      cleanup();
    }
  });
});
