// What the site stories' play functions read and do: the open modal, and the ways a visitor
// closes one (Esc, a click on the backdrop, ×).
import { expect, waitFor } from 'storybook/test';
import { clickAt, pause, POLL, press } from './page';

/** Each check of a locked modal waits this long before it looks whether the modal is still open. */
const SETTLE_MS = 200;

export const NARROW = { width: 414, height: 896 };
export const WIDE = { width: 1280, height: 900 };

export const openDialogs = (): HTMLDialogElement[] => [...document.querySelectorAll<HTMLDialogElement>('dialog.modal[open]')];

export function dialog(): HTMLDialogElement {
  const [open] = openDialogs();
  if (!open) throw new Error('no modal is open');
  return open;
}

export const modalTitle = () => dialog().querySelector('.modal__title')?.textContent;

/** A point on the backdrop: the modal is centred and narrower than the window. */
export const clickBackdrop = () => clickAt(5, 5);

export async function expectClosed(): Promise<void> {
  await waitFor(() => expect(openDialogs()).toHaveLength(0), POLL);
}

/** Esc twice and a backdrop click; a locked modal is still open after each. */
export async function expectStaysOpen(): Promise<void> {
  for (const attempt of [() => press('{Escape}'), () => press('{Escape}'), clickBackdrop]) {
    await attempt();
    await pause(SETTLE_MS);
    await expect(openDialogs()).toHaveLength(1);
  }
}

export const focusedInDialog = () => dialog().contains(document.activeElement);
