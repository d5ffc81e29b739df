// The notification stack in the page's corner: success and error messages, newest last, each with
// its own close button. Errors are announced as alerts, the rest as status.
import { t } from '@reel/site/src/text';
import { SHELL_TEXT } from '@reel/site/src/text/shell';
import { WATCH_TEXT } from '@reel/site/src/text/watch';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotificationStack } from '../../site/NotificationStack';
import { withSite } from '../../site/SiteFrame';

const meta: Meta<typeof NotificationStack> = {
  title: 'Site/Notifications',
  component: NotificationStack,
  decorators: [withSite],
  args: {
    stack: [
      { type: 'success', text: t(WATCH_TEXT, 'notify.vote_success') },
      { type: 'error', text: t(SHELL_TEXT, 'notify.error_login') },
      { type: 'success', text: t(WATCH_TEXT, 'notify.subscribe_success') },
    ],
    addText: t(WATCH_TEXT, 'notify.favourite_success'),
  },
  argTypes: { stack: { control: 'object' }, addText: { control: 'text' } },
};
export default meta;

type Story = StoryObj<typeof NotificationStack>;

/** Three at once; the button adds one more that leaves on its own after 5 s. */
export const Stack: Story = {};

/** A single error, as a failed sign-in shows it. */
export const OneError: Story = { args: { stack: [{ type: 'error', text: t(WATCH_TEXT, 'notify.action_failed') }] } };
