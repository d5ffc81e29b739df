// The site's modal frame on the native <dialog>: a title, a close button, and a backdrop click or
// Esc that closes it, unless the modal is one that only its own button may close.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ModalDemo } from '../../site/ModalDemo';
import { withSite } from '../../site/SiteFrame';

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
export const Closable: Story = {};

/** `click_outside: false`: no close button, and neither a backdrop click nor Esc closes it. */
export const Locked: Story = { args: { title: 'A modal that stays', clickOutside: false } };
