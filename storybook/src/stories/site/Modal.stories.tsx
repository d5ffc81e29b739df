// The site's modal frame on the native <dialog>: a title, a close button, and a backdrop click or
// Esc that closes it, unless the modal is one that only its own button may close.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ModalDemo } from '../../site/ModalDemo';
import { withSite } from '../../site/SiteFrame';
import { expect, userEvent, within } from 'storybook/test';
import { press } from '../../checks/page';
import { clickBackdrop, dialog, expectClosed, expectStaysOpen, focusedInDialog, modalTitle, openDialogs } from '../../checks/site';

const meta: Meta<typeof ModalDemo> = {
  title: 'Site/Modal',
  component: ModalDemo,
  decorators: [withSite],
  args: {
    title: 'A modal',
    text: 'The page behind is inert while the modal is open, and the modal holds the focus.',
    clickOutside: true,
    wide: false,
  },
};
export default meta;

type Story = StoryObj<typeof ModalDemo>;

/** Closes on the × button, a backdrop click and Esc. */
export const Closable: Story = {
  play: async ({ canvasElement: c }) => {
    const reopen = () => userEvent.click(within(c).getByTestId('open-modal'));
    await expect(modalTitle()).toBe('A modal');
    await expect(focusedInDialog()).toBe(true);
    await press('{Escape}');
    await expectClosed();
    await reopen();
    await clickBackdrop();
    await expectClosed();
    await reopen();
    // A click inside the modal's body is not a backdrop click.
    await userEvent.click(dialog().querySelector('p') as HTMLElement);
    await expect(openDialogs()).toHaveLength(1);
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Close' }));
    await expectClosed();
  },
};

/** `click_outside: false`: no close button, and neither a backdrop click nor Esc closes it. */
export const Locked: Story = {
  play: async () => {
    await expect(modalTitle()).toBe('A modal that stays');
    await expect(dialog().querySelectorAll('.modal__close')).toHaveLength(0);
    await expectStaysOpen();
  },
  args: { title: 'A modal that stays', clickOutside: false },
};
