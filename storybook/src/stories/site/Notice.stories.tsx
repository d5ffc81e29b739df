// The site's notification in place of content: information, or an error that is announced.
import { Notice } from '@reel/site/src/components/Notice';
import { t } from '@reel/site/src/text';
import { SITE_TEXT } from '@reel/site/src/text/site';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withSite } from '../../site/SiteFrame';
import { expect, within } from 'storybook/test';
import { texts } from '../../checks/page';

const meta: Meta<typeof Notice> = {
  title: 'Site/Notice',
  component: Notice,
  decorators: [withSite],
  argTypes: { tone: { control: 'inline-radio', options: ['info', 'error'] } },
};
export default meta;

type Story = StoryObj<typeof Notice>;

export const Deleted: Story = {
  play: async ({ canvasElement: c }) => {
    await expect(within(c).getByRole('status').textContent).toBe(':(Video has been recently deleted');
  },
  args: { text: t(SITE_TEXT, 'video.deleted'), icon: ':(' },
};

export const FilesError: Story = {
  play: async ({ canvasElement: c }) => {
    await expect(within(c).getByRole('alert').getAttribute('class')).toBe('notice notice--error');
    await expect(texts(c, '.notice__text')).toEqual(['This video cannot be played right now. Please try again later.']);
  },
  args: { text: t(SITE_TEXT, 'video.files_error'), icon: '!', tone: 'error' },
};

export const EmptyList: Story = {
  play: async ({ canvasElement: c }) => {
    await expect(texts(c, '.notice__text')).toEqual(['There is no data in this list.']);
  },
  args: { text: t(SITE_TEXT, 'list.empty') },
};
