// The numbered pagination under a list: Back, a window of five page numbers around the current one
// (three under 535 px) and Next. Each link opens that page alone, in the list's own address.
import { Pagination } from '@reel/site/src/lists/Pagination';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withSiteAt } from '../../site/SiteAt';
import { expect, waitFor, within } from 'storybook/test';
import { all, attrs, POLL, resizeWindow, texts } from '../../checks/page';
import { NARROW } from '../../checks/site';

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
export const Middle: Story = {
  play: async ({ canvasElement: c }) => {
    await expect(texts(c, '.pagination__page')).toEqual(['4', '5', '6', '7', '8']);
    await expect(texts(c, '.pagination [aria-current=page]')).toEqual(['6']);
    await expect(attrs(c, '.pagination a[rel=prev]', 'href')).toEqual(['/videos/latest-updates/5/']);
    await expect(attrs(c, '.pagination a[rel=next]', 'href')).toEqual(['/videos/latest-updates/7/']);
    await expect(within(c).getByRole('link', { name: 'Page 8' }).getAttribute('href')).toBe('/videos/latest-updates/8/');
  },
};

/** The first page has no Back; the window starts at 1. */
export const FirstPage: Story = {
  play: async ({ canvasElement: c }) => {
    await expect(texts(c, '.pagination__page')).toEqual(['1', '2', '3', '4', '5']);
    await expect(all(c, '.pagination [rel=prev]')).toHaveLength(0);
    await expect(texts(c, '.pagination [rel=next]')).toEqual(['Next']);
  },
  args: { page: 1 },
};

/** The last page has no Next; the window ends at it. */
export const LastPage: Story = {
  play: async ({ canvasElement: c }) => {
    await expect(texts(c, '.pagination__page')).toEqual(['8', '9', '10', '11', '12']);
    await expect(texts(c, '.pagination [rel=prev]')).toEqual(['Back']);
    await expect(all(c, '.pagination [rel=next]')).toHaveLength(0);
  },
  args: { page: PAGES },
};

/**
 * Under 535 px the window holds three numbers. The site decides by the window's width, so the
 * story opens in the Large mobile viewport (414 px) of the toolbar.
 */
export const Narrow: Story = {
  play: async ({ canvasElement: c }) => {
    // The story opens at 414 px (its viewport); the test run makes sure of it.
    await resizeWindow(NARROW.width, NARROW.height);
    await waitFor(() => expect(texts(c, '.pagination__page')).toEqual(['5', '6', '7']), POLL);
    await expect(texts(c, '.pagination [aria-current=page]')).toEqual(['6']);
    // 535 px is wide again: the window grows back to five numbers.
    if (!(await resizeWindow(535, 900))) return;
    await waitFor(() => expect(texts(c, '.pagination__page')).toEqual(['4', '5', '6', '7', '8']), POLL);
  },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};

/** A list of one page has no pagination at all. */
export const SinglePage: Story = {
  play: async ({ canvasElement: c }) => {
    await expect(within(c).getByTestId('site-frame')).toBeTruthy();
    await expect(all(c, '.pagination')).toHaveLength(0);
  },
  args: { page: 1, total: PAGE_SIZE - 4 },
};
