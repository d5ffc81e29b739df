// The numbered pagination under a list: Back, a window of five page numbers around the current one
// (three under 535 px) and Next. Each link opens that page alone, in the list's own address.
import { Pagination } from '@reel/site/src/lists/Pagination';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withSiteAt } from '../../site/SiteAt';

/** The story's list: 12 pages of 24 videos, opened at page 6. */
const PAGE_SIZE = 24;
const PAGES = 12;

const meta: Meta<typeof Pagination> = {
  title: 'Site/Pagination',
  component: Pagination,
  decorators: [withSiteAt('/videos/latest-updates/6/')],
  args: { page: 6, total: PAGES * PAGE_SIZE, pageSize: PAGE_SIZE },
  argTypes: {
    page: { control: { type: 'number', min: 1, max: PAGES } },
    total: { control: { type: 'number', min: 0, step: PAGE_SIZE } },
    pageSize: { control: { type: 'number', min: 1 } },
    pageHref: { control: false },
  },
};
export default meta;

type Story = StoryObj<typeof Pagination>;

/** Page 6 of 12: Back, 4 to 8, Next. */
export const Middle: Story = {};

/** The first page has no Back; the window starts at 1. */
export const FirstPage: Story = { args: { page: 1 } };

/** The last page has no Next; the window ends at it. */
export const LastPage: Story = { args: { page: PAGES } };

/**
 * Under 535 px the window holds three numbers. The site decides by the window's width, so the
 * story opens in the Large mobile viewport (414 px) of the toolbar.
 */
export const Narrow: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };

/** A list of one page has no pagination at all. */
export const SinglePage: Story = { args: { page: 1, total: PAGE_SIZE - 4 } };
