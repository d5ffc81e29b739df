// The creator-verification affidavit: 11 points, Accept only when all are ticked;
// accepting sets the verif cookie, tells the server (act=verif), sets the flag and closes.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { currentSession, setSession, SIGNED_OUT_SESSION } from '../shell/session';
import { verified, Verif } from './Verif';
import { closeModal, modalState, openModal } from './store';
import { replaceGlobal, restoreGlobals } from '../upload/testGlobals';

const calls: { url: string; body: string }[] = [];

beforeAll(() => {
  // jsdom has <dialog> without showModal/close: the smallest stand-in of the browser's own.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});

function answerWith(status: number, body: unknown) {
  replaceGlobal('fetch', async (url: string, init: { body?: string }) => {
    calls.push({ url, body: init.body ?? '' });
    return { status, text: async () => JSON.stringify(body) };
  });
}

beforeEach(() => {
  calls.length = 0;
  document.cookie = 'verif=; path=/; max-age=0';
  verified.set(false);
  setSession({ user: { user_id: 3, username: 'anna', verified: false } });
  openModal('Verif', {}, false);
  render(<Verif modal={modalState.get()!} />);
});

afterEach(() => {
  cleanup();
  closeModal();
  setSession(SIGNED_OUT_SESSION);
  restoreGlobals();
});

// Eleven boxes are ticked in a test: no pause between a click's pointer events, and no check of
// the CSS pointer-events of each box's ancestors (jsdom computes styles slowly).
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
const boxes = () => screen.getAllByRole('checkbox');
const accept = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Accept' });
const tickAll = async () => {
  for (const box of boxes()) await user.click(box);
};

describe('Verif modal', () => {
  it('holds 11 points and enables Accept only when all are ticked', async () => {
    const points = boxes();
    expect(points).toHaveLength(11);
    expect(accept().disabled).toBe(true);
    expect(screen.getByText(/Confirm all points/)).toBeDefined();
    for (const box of points.slice(0, 10)) await user.click(box);
    expect(accept().disabled).toBe(true);
    expect(screen.getByText(/Confirm all points/)).toBeDefined();
    await user.click(points[10]);
    expect(accept().disabled).toBe(false);
    expect(screen.queryByText(/Confirm all points/)).toBeNull();
    await user.click(points[4]);
    expect(accept().disabled).toBe(true);
  });

  it('accepting sets the verif cookie, posts act=verif, sets the flag and closes', async () => {
    answerWith(200, { ok: true, verified: true });
    await tickAll();
    await user.click(accept());
    await waitFor(() => expect(modalState.get()).toBeNull());
    expect(calls).toEqual([{ url: '/api/member.php', body: 'act=verif' }]);
    expect(document.cookie).toContain('verif=1');
    expect(verified.get()).toBe(true);
    expect(currentSession().user?.verified).toBe(true);
  });

  it('a refused act=verif keeps the modal open, says why and leaves the flag unset', async () => {
    answerWith(401, { error: true, code: 'need_login' });
    await tickAll();
    await user.click(accept());
    expect((await screen.findByRole('alert')).textContent).toBe('Please log in to complete this action');
    expect(verified.get()).toBe(false);
    expect(currentSession().user?.verified).toBe(false);
    expect(modalState.get()?.name).toBe('Verif');
    expect(accept().disabled).toBe(false);
  });
});
