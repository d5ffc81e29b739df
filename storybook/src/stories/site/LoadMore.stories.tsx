// Load more under a list: a link to the next page that adds it below this one and keeps the scroll
// position. It shows while the list has a next page.
import { LoadMore } from '@reel/site/src/lists/LoadMore';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withSiteAt } from '../../site/SiteAt';

const PAGE_SIZE = 24;

const meta: Meta<typeof LoadMore> = {
  title: 'Site/LoadMore',
  component: LoadMore,
  decorators: [withSiteAt('/videos/latest-updates/3/')],
  args: { page: 3, total: 10 * PAGE_SIZE, pageSize: PAGE_SIZE },
  argTypes: {
    page: { control: { type: 'number', min: 1 } },
    total: { control: { type: 'number', min: 0, step: PAGE_SIZE } },
    pageSize: { control: { type: 'number', min: 1 } },
    pageHref: { control: false },
  },
};
export default meta;

type Story = StoryObj<typeof LoadMore>;

/** Page 3 of 10: the button leads to page 4. */
export const NextPage: Story = {};

/** On the last page there is nothing more to load. */
export const LastPage: Story = { args: { page: 10 } };
