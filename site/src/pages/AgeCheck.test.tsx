// The page a check with a provider ends on: each result's words, and a way back only to a path of
// this site.
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { AgeCheck } from './AgeCheck';

afterEach(cleanup);

const open = (address: string) =>
  render(
    <RouterProvider router={createMemoryRouter([{ path: '/age-check/:result/', element: <AgeCheck /> }], { initialEntries: [address] })} />,
  );

describe('the age check result page', () => {
  it('sends a verified visitor back where they were', async () => {
    open('/age-check/verified/?return=%2Fvideo%2F7%2Fx%2F');
    expect(await screen.findByRole('heading', { name: 'Your age is confirmed' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/video/7/x/');
  });

  it('offers to try again when the provider did not answer, and never another site', async () => {
    open('/age-check/unreachable/?return=%2F%2Fevil.example%2F');
    expect(await screen.findByRole('heading', { name: 'The provider is not answering' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/');
  });

  it('keeps the site closed to a visitor under 18: no way on', async () => {
    open('/age-check/under_age/?return=%2F');
    expect(await screen.findByRole('heading', { name: 'This site is for adults only' })).toBeDefined();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
