// The age gate as the shell opens it while the visitor moves between addresses: not on the staff
// console, but as soon as the console sends someone on to a page of the site.
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AGEV_COOKIE } from '../shell/constants';
import { ModalHost } from './ModalHost';
import { closeModal, modalState } from './store';

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <ModalHost /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  document.cookie = `${AGEV_COOKIE}=; max-age=0; path=/`;
  closeModal();
});

afterEach(() => {
  cleanup();
  closeModal();
});

describe('the age gate in the shell', () => {
  it('stays closed on the staff console for a fresh browser', () => {
    renderAt('/admin/');
    expect(modalState.get()).toBeNull();
  });

  it('opens once the console sends the visitor on to the sign-in page', async () => {
    const router = renderAt('/admin/review/');
    expect(modalState.get()).toBeNull();
    await act(() => router.navigate('/signin/'));
    expect(modalState.get()).toMatchObject({ name: 'AgeVerification', click_outside: false });
  });

  it('leaves a visit that begins on the terms ungated there only: the next page of the site opens it', async () => {
    const router = renderAt('/information/terms/');
    expect(modalState.get()).toBeNull();
    await act(() => router.navigate('/information/cookies/'));
    expect(modalState.get()).toBeNull();
    await act(() => router.navigate('/'));
    expect(modalState.get()).toMatchObject({ name: 'AgeVerification', click_outside: false });
    // Back on the terms, the unanswered gate stays.
    await act(() => router.navigate('/information/terms/'));
    expect(modalState.get()?.name).toBe('AgeVerification');
  });

  it('opens on the first page of the site, and not once accepted', async () => {
    renderAt('/');
    expect(modalState.get()?.name).toBe('AgeVerification');
    cleanup();
    closeModal();
    document.cookie = `${AGEV_COOKIE}=1; path=/`;
    const router = renderAt('/');
    await act(() => router.navigate('/videos/top-rated/1/'));
    expect(modalState.get()).toBeNull();
  });
});
