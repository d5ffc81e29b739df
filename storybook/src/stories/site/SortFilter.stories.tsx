// A list's sort choice: a panel of options on wide screens; under 768 px a button that opens an
// overlay with a title, the options (the current one checked) and Close. While the overlay is
// open the page behind does not scroll.
import { SortFilter } from '@reel/site/src/lists/SortFilter';
import { COMMUNITY_SORTS, DIRECTORY_LIST_SORTS, VIDEO_LIST_SORTS, sortOptions } from '@reel/site/src/lists/sorts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withSiteAt } from '../../site/SiteAt';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { all, POLL, press, resizeWindow, texts } from '../../checks/page';
import { NARROW, WIDE } from '../../checks/site';

const LISTS = {
  videos: { sorts: VIDEO_LIST_SORTS, path: '/videos' },
  models: { sorts: DIRECTORY_LIST_SORTS, path: '/pornstars' },
  community: { sorts: COMMUNITY_SORTS, path: '/members' },
} as const;

interface SortArgs {
  list: keyof typeof LISTS;
  /** The sort the list is shown in; one the list does not offer leaves all unchecked. */
  current: string;
}

const ALL_SORTS = [...new Set<string>([...VIDEO_LIST_SORTS, ...DIRECTORY_LIST_SORTS, ...COMMUNITY_SORTS])];

const meta: Meta<SortArgs> = {
  title: 'Site/SortFilter',
  decorators: [withSiteAt('/videos/top-rated/')],
  args: { list: 'videos', current: 'top-rated' },
  argTypes: {
    list: { control: 'inline-radio', options: Object.keys(LISTS) },
    current: { control: 'select', options: ALL_SORTS },
  },
  render: ({ list, current }) => {
    const { sorts, path } = LISTS[list];
    return <SortFilter options={sortOptions(sorts, (sort) => `${path}/${sort}/`)} current={current} />;
  },
};
export default meta;

type Story = StoryObj<SortArgs>;

/** The desktop panel, Top rated checked. */
export const Panel: Story = {
  play: async ({ canvasElement: c }) => {
    await expect(c.querySelector('.sort-filter--panel')?.getAttribute('aria-label')).toBe('Sort by');
    await expect(texts(c, '.sort-filter__option')).toEqual([
      'Latest',
      'Most popular',
      '✓Top rated',
      'Longest',
      'Most viewed this week',
      'Most viewed today',
    ]);
    await expect(texts(c, '.sort-filter__option[aria-current=true]')).toEqual(['✓Top rated']);
    await expect(within(c).getByRole('link', { name: 'Longest' }).getAttribute('href')).toBe('/videos/longest/');
    await expect(all(c, '.sort-filter__open')).toHaveLength(0);
  },
};

/**
 * The mobile button and its overlay. The site decides by the window's width, so the story opens in
 * the Large mobile viewport (414 px) of the toolbar.
 */
export const MobileOverlay: Story = {
  play: async ({ canvasElement: c }) => {
    // The story opens at 414 px (its viewport); the test run makes sure of it.
    await resizeWindow(NARROW.width, NARROW.height);
    await waitFor(() => expect(c.querySelector('.sort-filter__open')?.textContent).toBe('Sort by: A–Z'), POLL);
    const open = c.querySelector('.sort-filter__open') as HTMLElement;
    await expect(all(c, '.sort-filter--panel')).toHaveLength(0);
    const overflow = () => document.body.style.overflow;
    const before = overflow();
    const overlay = () => within(document.body).queryByRole('dialog', { name: 'Sort by' });

    await userEvent.click(open);
    await expect(overlay()).toBeVisible();
    await expect(open.getAttribute('aria-expanded')).toBe('true');
    await expect(texts(document, '.sort-filter__overlay .sort-filter__option[aria-current=true]')).toEqual(['✓A–Z']);
    await expect(all(document, '.sort-filter__overlay .sort-filter__option')).toHaveLength(7);
    await expect(overflow()).toBe('hidden');
    await expect(document.activeElement?.textContent).toBe('Close');
    await userEvent.click(within(document.body).getByRole('button', { name: 'Close' }));
    await expect(overlay()).toBeNull();
    await expect(overflow()).toBe(before);

    await userEvent.click(open);
    await press('{Escape}');
    await waitFor(() => expect(overlay()).toBeNull(), POLL);
    await expect(overflow()).toBe(before);

    // Choosing a sort follows its link and closes the overlay.
    await userEvent.click(open);
    await userEvent.click(
      within(document.querySelector('.sort-filter__overlay') as HTMLElement).getByRole('link', { name: 'Most videos' }),
    );
    await expect(overlay()).toBeNull();
    await expect(overflow()).toBe(before);

    if (!(await resizeWindow(WIDE.width, WIDE.height))) return;
    await waitFor(() => expect(all(c, '.sort-filter--panel')).toHaveLength(1), POLL);
  },

  args: { list: 'models', current: 'alphabetaz' },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};
