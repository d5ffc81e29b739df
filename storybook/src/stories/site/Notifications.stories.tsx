// The notification stack in the page's corner: success and error messages, newest last, each with
// its own close button. Errors are announced as alerts, the rest as status.
import { t } from '@reel/site/src/text';
import { SHELL_TEXT } from '@reel/site/src/text/shell';
import { WATCH_TEXT } from '@reel/site/src/text/watch';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotificationStack } from '../../site/NotificationStack';
import { withSite } from '../../site/SiteFrame';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { attrs, texts } from '../../checks/page';

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
export const Stack: Story = {
  play: async ({ canvasElement: c }) => {
    const items = () => document.querySelectorAll('.notifications .notification');
    await expect(texts(document, '.notification span')).toEqual([
      'Thank you for your vote',
      'Incorrect login or password',
      'You are subscribed',
    ]);
    await expect(within(document.body).getByRole('region', { name: 'Notifications' }).getAttribute('aria-live')).toBe('polite');
    await expect(attrs(document, '.notification', 'role')).toEqual(['status', 'alert', 'status']);
    await expect(attrs(document, '.notification', 'class')).toEqual([
      'notification notification--success',
      'notification notification--error',
      'notification notification--success',
    ]);
    await userEvent.click(within(items()[1] as HTMLElement).getByRole('button', { name: 'Dismiss notification' }));
    await expect(texts(document, '.notification span')).toEqual(['Thank you for your vote', 'You are subscribed']);
    // notify() adds one at the end, which removes itself after 5 s.
    await userEvent.click(within(c).getByTestId('notify'));
    await expect(texts(document, '.notification span')).toEqual([
      'Thank you for your vote',
      'You are subscribed',
      'Added to your favourites',
    ]);
    await waitFor(() => expect(items()).toHaveLength(2), { timeout: 8_000, interval: 250 });
  },
};

/** A single error, as a failed sign-in shows it. */
export const OneError: Story = {
  play: async () => {
    await expect(within(document.body).getByRole('alert').querySelector('span')?.textContent).toBe(
      'This did not work. Please try again later.',
    );
    await userEvent.click(within(document.body).getByRole('button', { name: 'Dismiss notification' }));
    await expect(document.querySelectorAll('.notification')).toHaveLength(0);
  },
  args: { stack: [{ type: 'error', text: t(WATCH_TEXT, 'notify.action_failed') }] },
};
