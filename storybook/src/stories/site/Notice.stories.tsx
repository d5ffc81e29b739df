// The site's notification in place of content: information, or an error that is announced.
import { Notice } from '@reel/site/src/components/Notice';
import { t } from '@reel/site/src/text';
import { SITE_TEXT } from '@reel/site/src/text/site';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withSite } from '../../site/SiteFrame';

const meta: Meta<typeof Notice> = {
  title: 'Site/Notice',
  component: Notice,
  decorators: [withSite],
  argTypes: { tone: { control: 'inline-radio', options: ['info', 'error'] } },
};
export default meta;

type Story = StoryObj<typeof Notice>;

export const Deleted: Story = { args: { text: t(SITE_TEXT, 'video.deleted'), icon: ':(' } };

export const FilesError: Story = { args: { text: t(SITE_TEXT, 'video.files_error'), icon: '!', tone: 'error' } };

export const EmptyList: Story = { args: { text: t(SITE_TEXT, 'list.empty') } };
