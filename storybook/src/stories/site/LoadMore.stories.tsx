// Load more under a list: a link to the next page that adds it below this one and keeps the scroll
// position. It shows while the list has a next page.
import { LoadMore } from '@reel/site/src/lists/LoadMore';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withSiteAt } from '../../site/SiteAt';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { all, POLL } from '../../checks/page';

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
export const NextPage: Story = {
  play: async ({ canvasElement: c }) => {
    const button = c.querySelector('.load-more__button') as HTMLElement;
    await expect(button.textContent).toBe('Load more');
    await expect(button.getAttribute('href')).toBe('/videos/latest-updates/4/');
    await userEvent.click(button);
    // The router went to page 4; the component, still told page 3, keeps offering page 4.
    await waitFor(() => expect(c.querySelector('.load-more__button')?.getAttribute('href')).toBe('/videos/latest-updates/4/'), POLL);
    await expect(all(c, '.loading')).toHaveLength(0);
  },
};

/** On the last page there is nothing more to load. */
export const LastPage: Story = {
  play: async ({ canvasElement: c }) => {
    await expect(within(c).getByTestId('site-frame')).toBeTruthy();
    await expect(all(c, '.load-more')).toHaveLength(0);
  },
  args: { page: 10 },
};
