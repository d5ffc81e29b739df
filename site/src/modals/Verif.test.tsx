// The creator-verification affidavit: 11 points, Accept only when all are ticked;
// accepting sets the verif cookie, tells the server (act=verif), sets the flag and closes.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { currentSession, setSession, SIGNED_OUT_SESSION } from '../shell/session';
import { verified, Verif } from './Verif';
import { closeModal, modalState, openModal } from './store';
import { replaceGlobal, restoreGlobals } from '../upload/testGlobals';

let root: Root | null = null;
let host: HTMLElement;
const calls: { url: string; body: string }[] = [];

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
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
  host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
  act(() => root?.render(<Verif modal={modalState.get()!} />));
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  closeModal();
  setSession(SIGNED_OUT_SESSION);
  restoreGlobals();
});

const boxes = () => Array.from(host.querySelectorAll<HTMLInputElement>('input[type=checkbox]'));
const accept = () => Array.from(host.querySelectorAll('button')).find((b) => b.textContent === 'Accept')!;

describe('Verif modal', () => {
  it('holds 11 points and enables Accept only when all are ticked', () => {
    expect(boxes()).toHaveLength(11);
    expect(accept().disabled).toBe(true);
    expect(host.textContent).toContain('Confirm all points');
    for (const box of boxes().slice(0, 10)) act(() => box.click());
    expect(accept().disabled).toBe(true);
    expect(host.textContent).toContain('Confirm all points');
    act(() => boxes()[10].click());
    expect(accept().disabled).toBe(false);
    expect(host.textContent).not.toContain('Confirm all points');
    act(() => boxes()[4].click());
    expect(accept().disabled).toBe(true);
  });

  it('accepting sets the verif cookie, posts act=verif, sets the flag and closes', async () => {
    answerWith(200, { ok: true, verified: true });
    for (const box of boxes()) act(() => box.click());
    await act(async () => accept().click());
    expect(calls).toEqual([{ url: '/api/member.php', body: 'act=verif' }]);
    expect(document.cookie).toContain('verif=1');
    expect(verified.get()).toBe(true);
    expect(currentSession().user?.verified).toBe(true);
    expect(modalState.get()).toBeNull();
  });

  it('a refused act=verif keeps the modal open, says why and leaves the flag unset', async () => {
    answerWith(401, { error: true, code: 'need_login' });
    for (const box of boxes()) act(() => box.click());
    await act(async () => accept().click());
    expect(host.querySelector('[role=alert]')?.textContent).toBe('Please log in to complete this action');
    expect(verified.get()).toBe(false);
    expect(currentSession().user?.verified).toBe(false);
    expect(modalState.get()?.name).toBe('Verif');
    expect(accept().disabled).toBe(false);
  });
});
