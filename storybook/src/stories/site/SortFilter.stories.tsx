// A list's sort choice: a panel of options on wide screens; under 768 px a button that opens an
// overlay with a title, the options (the current one checked) and Close. While the overlay is
// open the page behind does not scroll.
import { SortFilter } from '@reel/site/src/lists/SortFilter';
import { COMMUNITY_SORTS, DIRECTORY_LIST_SORTS, VIDEO_LIST_SORTS, sortOptions } from '@reel/site/src/lists/sorts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withSiteAt } from '../../site/SiteAt';

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
export const Panel: Story = {};

/**
 * The mobile button and its overlay. The site decides by the window's width, so the story opens in
 * the Large mobile viewport (414 px) of the toolbar.
 */
export const MobileOverlay: Story = {
  args: { list: 'models', current: 'alphabetaz' },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};
